/**
 * Text that goes on a share card (decisions 015): cleaned of what a renderer must never see,
 * cut to a length a card can hold, and escaped for Pango markup.
 */

/** More than a card can show in four lines at its smallest size; longer text is cut first. */
export const CARD_TEXT_MAX = 320;

const ELLIPSIS = '…';

/**
 * Characters a card leaves out: C0/C1 controls (newlines become spaces first), bidi
 * embeddings, overrides and isolates (a title must not reorder the card around it), emoji,
 * their modifiers, variation selectors and tags (the card's font has no colour glyphs, so
 * they would be boxes), lone surrogates, noncharacters and private-use characters.
 * Zero-width joiners and non-joiners stay: Devanagari uses them for half forms (क्‍ष).
 */
const DROPPED =
  /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\p{Emoji_Modifier}\p{Regional_Indicator}\u{E0000}-\u{E007F}\p{Co}\uFFF0-\uFFFF]|\uFE0E|\uFE0F|\u20E3/gu;

/** Pictographs with a plain text form in the card's font: ©, ®, ™ stay. */
const PICTOGRAPH = /\p{Extended_Pictographic}/gu;
const TEXT_PICTOGRAPHS = new Set(['©', '®', '™']);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Clean text for a card: one line, no controls or emoji, at most `max` graphemes (default CARD_TEXT_MAX). */
export function cleanCardText(text: string, max = CARD_TEXT_MAX): string {
  const cleaned = text
    .replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ')
    .replace(DROPPED, '')
    .replace(PICTOGRAPH, (c) => (TEXT_PICTOGRAPHS.has(c) ? c : ''))
    // a joiner left alone by a dropped emoji (👩‍💻) joins nothing
    .replace(/(^|\s)[\u200C\u200D]+|[\u200C\u200D]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return cutGraphemes(cleaned, max);
}

/** At most `max` graphemes (a conjunct or a letter with its matras is one), with an ellipsis when cut. */
export function cutGraphemes(text: string, max: number): string {
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (parts.length === max) return `${parts.join('').trimEnd()}${ELLIPSIS}`;
    parts.push(segment);
  }
  return text;
}

/**
 * The text cut after its first `count` words (segments of Intl's word breaking, which keeps
 * a Devanagari word with its matras and conjuncts), with an ellipsis; a text with fewer words
 * comes back as it is.
 */
export function firstWords(text: string, count: number): string {
  const segments = [...words.segment(text)];
  let seen = 0;
  for (let i = 0; i < segments.length; i += 1) {
    if (segments[i]?.isWordLike) seen += 1;
    if (seen > count) {
      const kept = segments
        .slice(0, i)
        .map((s) => s.segment)
        .join('')
        .trimEnd()
        .replace(/[\s,;:–—-]+$/u, '');
      return `${kept}${ELLIPSIS}`;
    }
  }
  return text;
}

/** How many words `firstWords` can cut at. */
export const wordCount = (text: string) => [...words.segment(text)].filter((s) => s.isWordLike).length;

/** How many graphemes `text` has (what `cutGraphemes` counts). */
export const graphemeCount = (text: string) => [...graphemes.segment(text)].length;

/** Pango markup: text between tags needs `&`, `<` and `>` escaped, attributes also quotes. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The first letter of a name as a person reads it (a whole grapheme: "शि", not "श"). */
export function initialOf(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next().value?.segment ?? '';
  return first.toLocaleUpperCase();
}
