/**
 * Latin → Devanagari for Hinglish typing (decisions 013): "shiksha" → शिक्षा, with a few other
 * spellings to choose from. People type Hindi by ear, not in a scheme: "a" is both अ and आ,
 * "sh" both श and ष, "d" both द and ड, a final consonant keeps its vowel silent. A front end
 * reads the word into sound units, each with the readings a Hinglish speaker may mean and a
 * cost for the less likely ones; the cheapest few spellings go through ITRANS into
 * @indic-transliteration/sanscript, which writes the Devanagari. Loaded only when a reader
 * turns Hindi typing on.
 */
import sanscript from '@indic-transliteration/sanscript';

/** The package is CommonJS whose types declare a default export (server/domain/writing/slug.ts). */
type Transliterate = (data: string, from: string, to: string) => string;
const loaded = sanscript as unknown as { t?: Transliterate; default?: { t: Transliterate } };
const transliterate: Transliterate = loaded.t ?? ((data, from, to) => loaded.default!.t(data, from, to));

/** A reading of one unit: its ITRANS spelling and how unlikely it is (0: the usual one). */
type Reading = [itrans: string, cost: number];

/** The most frequent small words, whose spelling no rule gets right ("hai" is है, not हाइ). */
const COMMON: Record<string, string[]> = {
  hai: ['है'],
  hain: ['हैं'],
  main: ['मैं', 'में'],
  mai: ['मैं', 'मै'],
  mein: ['में', 'मैं'],
  me: ['में', 'मे'],
  nahin: ['नहीं'],
  nahi: ['नहीं', 'नही'],
  kya: ['क्या'],
  aur: ['और'],
  yeh: ['यह'],
  ye: ['ये', 'यह'],
  woh: ['वह', 'वो'],
  vo: ['वो', 'वह'],
  wo: ['वो', 'वह'],
  ki: ['की', 'कि'],
  ke: ['के'],
  ko: ['को'],
  se: ['से'],
  tha: ['था'],
  thi: ['थी'],
  the: ['थे'],
  hum: ['हम'],
  tum: ['तुम'],
  aap: ['आप'],
  ap: ['आप'],
  bhi: ['भी'],
  kuch: ['कुछ'],
  bahut: ['बहुत'],
  kyun: ['क्यों'],
  kyon: ['क्यों'],
  sirf: ['सिर्फ़'],
  lekin: ['लेकिन'],
  ek: ['एक'],
  bhai: ['भाई', 'भै'],
  hamara: ['हमारा'],
  hamari: ['हमारी'],
  hamare: ['हमारे'],
  humara: ['हमारा'],
  tumhara: ['तुम्हारा'],
  apna: ['अपना'],
  apni: ['अपनी'],
  apne: ['अपने'],
  uska: ['उसका'],
  uski: ['उसकी'],
  uske: ['उसके'],
  iska: ['इसका'],
  unka: ['उनका'],
  unki: ['उनकी'],
  unke: ['उनके'],
};

const VOWELS = ['aa', 'ai', 'au', 'ee', 'ii', 'oo', 'uu', 'ei', 'ou', 'a', 'i', 'u', 'e', 'o'];
const CONSONANTS = [
  'cchh',
  'chch',
  'ksh',
  'chh',
  'cch',
  'kh',
  'gh',
  'ch',
  'jh',
  'th',
  'dh',
  'ph',
  'bh',
  'sh',
  'gy',
  'k',
  'g',
  'c',
  'j',
  't',
  'd',
  'n',
  'p',
  'f',
  'b',
  'm',
  'y',
  'r',
  'l',
  'v',
  'w',
  's',
  'h',
  'z',
  'q',
  'x',
];

/** The readings of a consonant (ITRANS; capitals are the retroflex and long letters). */
const CONSONANT_READINGS: Record<string, Reading[]> = {
  cchh: [['chCh', 0]],
  chch: [['chCh', 0]],
  cch: [['chCh', 0]],
  ksh: [['kSh', 0]],
  x: [['kSh', 0]],
  chh: [['Ch', 0]],
  ch: [
    ['ch', 0],
    ['Ch', 1.2],
  ],
  c: [
    ['ch', 0],
    ['k', 1],
  ],
  kh: [
    ['kh', 0],
    ['K', 1.3],
  ],
  gh: [
    ['gh', 0],
    ['G', 1.5],
  ],
  th: [
    ['th', 0],
    ['Th', 1],
  ],
  dh: [
    ['dh', 0],
    ['Dh', 1.2],
    ['.Dh', 1.3],
  ],
  ph: [
    ['ph', 0],
    ['f', 1],
  ],
  f: [
    ['f', 0],
    ['ph', 1],
  ],
  sh: [
    ['sh', 0],
    ['Sh', 1.1],
    ['s', 1.4],
  ],
  s: [
    ['s', 0],
    ['sh', 1],
  ],
  t: [
    ['t', 0],
    ['T', 1],
  ],
  d: [
    ['d', 0],
    ['D', 1.2],
    ['.D', 1.3],
  ],
  n: [
    ['n', 0],
    ['N', 1.5],
  ],
  z: [
    ['z', 0],
    ['j', 1],
  ],
  j: [
    ['j', 0],
    ['z', 1.4],
  ],
  q: [
    ['q', 0],
    ['k', 1],
  ],
  k: [
    ['k', 0],
    ['q', 2],
  ],
  g: [
    ['g', 0],
    ['G', 2],
  ],
  w: [['v', 0]],
  v: [['v', 0]],
};

/** Second letters that usually join the first as a conjunct (प्र, स्व, क्य, ल्ल). */
const JOINS_AFTER = new Set(['y', 'r', 'v', 'w']);
/** First letters that usually join the next as a conjunct (स्त, श्र, र्म). */
const JOINS_BEFORE = new Set(['s', 'sh', 'r', 'k', 'p', 't', 'd', 'dh', 'th']);

type Unit = { kind: 'c' | 'v'; text: string };

/** The word as consonant and vowel units, longest spelling first ("chh", "aa"). */
function units(word: string): Unit[] {
  const out: Unit[] = [];
  let i = 0;
  while (i < word.length) {
    const rest = word.slice(i);
    const vowel = VOWELS.find((v) => rest.startsWith(v));
    const consonant = vowel ? undefined : (CONSONANTS.find((c) => rest.startsWith(c)) ?? rest[0]!);
    const text = vowel ?? consonant!;
    out.push({ kind: vowel ? 'v' : 'c', text });
    i += text.length;
  }
  return out;
}

/** The readings of every unit of a word, in order; the inherent vowel is spelled out. */
function readings(word: string): Reading[][] {
  const u = units(word);
  const out: Reading[][] = [];
  const vowelsBefore = (i: number) => u.slice(0, i).filter((x) => x.kind === 'v');
  u.forEach((unit, i) => {
    const prev = u[i - 1];
    const next = u[i + 1];
    const last = i === u.length - 1;
    if (unit.kind === 'c') {
      // gy before a vowel is usually ज्ञ (gyan, vigyan); at the end of a word ग्य (yogya)
      if (unit.text === 'gy') {
        const final = next?.text === 'a' && i + 2 === u.length;
        out.push(
          final
            ? [
                ['gy', 0],
                ['j~n', 0.6],
              ]
            : [
                ['j~n', 0],
                ['gy', 0.6],
              ],
        );
      } else if (
        prev?.kind === 'v' &&
        next?.kind === 'c' &&
        (unit.text === 'n' || (unit.text === 'm' && ['b', 'bh', 'p', 'ph'].includes(next.text)))
      ) {
        // a nasal before a consonant: the anusvara (hindi, sambandh), a half letter, or a syllable (janta)
        out.push([
          ['M', 0],
          [unit.text, 0.8],
          [`${unit.text}a`, 0.9],
        ]);
        return;
      } else if (unit.text === 'n' && last && prev && ['ai', 'ei', 'e', 'ee', 'aa'].includes(prev.text)) {
        // a final n after a long vowel is often only nasal (hain, mein, haan)
        out.push([
          ['M', 0],
          ['.N', 0.6],
          ['n', 0.7],
        ]);
        return;
      } else {
        out.push(CONSONANT_READINGS[unit.text] ?? [[unit.text, 0]]);
      }
      // a consonant followed by another: a conjunct, or the silent vowel between them
      if (next?.kind === 'c' && !(next.text === 'gy' && unit.text === 'g')) {
        const joins = JOINS_AFTER.has(next.text) || JOINS_BEFORE.has(unit.text) || next.text === unit.text;
        // r before a consonant is as often सरकार as धर्म
        const between = unit.text === 'r' && !JOINS_AFTER.has(next.text) ? 0.4 : 0.7;
        out.push(
          joins
            ? [
                ['', 0],
                ['a', between],
              ]
            : [
                ['a', 0],
                ['', 0.7],
              ],
        );
      }
      // a final consonant keeps its inherent vowel, which Hindi does not say
      if (last) out.push([['a', 0]]);
      return;
    }
    const afterConsonant = prev?.kind === 'c';
    switch (unit.text) {
      case 'a': {
        if (!afterConsonant)
          out.push([
            ['a', 0],
            ['A', 0.8],
          ]);
        else if (last)
          out.push([
            ['A', 0],
            ['a', 0.9],
          ]);
        else {
          // the last syllable of a longer word, after i/u/o/e, is usually long (adhikar, kisan),
          // and so is the one before a last "-Ci" of a longer word (berozgari, kahani, bimari)
          const closing = next?.kind === 'c' && i + 2 === u.length;
          const beforeI = i + 3 === u.length && ['i', 'ee'].includes(u[i + 2]!.text);
          const before = vowelsBefore(i).at(-1)?.text;
          const long =
            before !== undefined && (beforeI || (closing && ['i', 'u', 'o', 'e'].includes(before)));
          out.push(
            long
              ? [
                  ['A', 0],
                  ['a', 0.5],
                ]
              : [
                  ['a', 0],
                  ['A', closing || beforeI ? 0.6 : 1.1],
                ],
          );
        }
        break;
      }
      case 'i':
        out.push(
          last
            ? [
                ['I', 0],
                ['i', 0.8],
              ]
            : [
                ['i', 0],
                ['I', 1],
              ],
        );
        break;
      case 'u':
        out.push([
          ['u', 0],
          ['U', last ? 0.7 : 1],
        ]);
        break;
      case 'ee':
      case 'ii':
        out.push([['I', 0]]);
        break;
      case 'oo':
      case 'uu':
        out.push([['U', 0]]);
        break;
      case 'aa':
        out.push([['A', 0]]);
        break;
      case 'ai':
        // at the end of a longer word ाई (bhai, padhai, mahangai); elsewhere ै (kaise)
        out.push(
          last && afterConsonant && vowelsBefore(i).length > 0
            ? [
                ['AI', 0],
                ['ai', 0.6],
              ]
            : [
                ['ai', 0],
                ['AI', 0.8],
              ],
        );
        break;
      case 'au':
      case 'ou':
        out.push([['au', 0]]);
        break;
      case 'ei':
        out.push([['e', 0]]);
        break;
      default:
        out.push([[unit.text, 0]]);
    }
  });
  return out;
}

/** The `limit` cheapest ways through the readings (each unit's costs add up). */
function cheapest(options: Reading[][], limit: number): Reading[] {
  let best: Reading[] = [['', 0]];
  for (const unit of options) {
    const next: Reading[] = [];
    for (const [text, cost] of best) for (const [add, extra] of unit) next.push([text + add, cost + extra]);
    next.sort((a, b) => a[1] - b[1]);
    best = next.slice(0, limit * 3);
  }
  return best;
}

/**
 * The Devanagari spellings of one Latin word, the likeliest first, at most `limit`
 * ("shiksha" → शिक्षा, सिक्षा…). Anything but Latin letters is given back as it is.
 */
export function devanagariChoices(latin: string, limit = 4): string[] {
  const word = latin.toLowerCase();
  if (!/^[a-z]+$/.test(word)) return [latin];
  const choices: string[] = [...(COMMON[word] ?? [])];
  for (const [itrans] of cheapest(readings(word), limit)) {
    const devanagari = transliterate(itrans, 'itrans', 'devanagari').normalize('NFC');
    if (!choices.includes(devanagari)) choices.push(devanagari);
    if (choices.length >= limit) break;
  }
  return choices.slice(0, limit);
}
