import sanscript from '@indic-transliteration/sanscript';
import { sql } from 'drizzle-orm';
import type { PostType } from '#common/api-types.ts';
import { POST_SLUG_MAX } from '#common/limits.ts';
import type { Db } from '#server/db/client.ts';

/** The package is CommonJS whose types declare a default export; Node hands over module.exports. */
type Transliterate = (data: string, from: string, to: string) => string;
const loaded = sanscript as unknown as { t?: Transliterate; default?: { t: Transliterate } };
const transliterate: Transliterate = loaded.t ?? ((data, from, to) => loaded.default!.t(data, from, to));

/** A consonant letter of Devanagari (with the precomposed nukta forms क़…य़). */
const CONSONANT = /[\u0915-\u0939\u0958-\u095F]$/u;
/** Consonant + nukta (ज + ़) as the precomposed letter sanscript knows (ज़). */
const NUKTA: Record<string, string> = {
  'क\u093C': '\u0958',
  'ख\u093C': '\u0959',
  'ग\u093C': '\u095A',
  'ज\u093C': '\u095B',
  'ड\u093C': '\u095C',
  'ढ\u093C': '\u095D',
  'फ\u093C': '\u095E',
  'य\u093C': '\u095F',
};
/** ITRANS spellings that lower-casing alone would turn into something odd. */
const ITRANS_FIXES: [RegExp, string][] = [
  [/RRi|R\^i/g, 'ri'],
  [/LLi/g, 'li'],
  [/[~.]N|JN|~n/g, 'n'], // ङ ञ, chandrabindu
  [/\.D/g, 'r'], // ड़ ढ़: "padhai", "ladki"
  [/M|\.n/g, 'n'], // anusvara: हिंदी → hindi
  [/H/g, 'h'], // visarga
  [/K/g, 'kh'], // ख़
  [/\.a|\.h|\{\}/g, ''], // avagraha, explicit virama
];

/** One Devanagari word in Latin letters, as people type it: "अधिकार" → "adhikar". */
function romanise(word: string): string {
  const letters = word.replace(/[कखगजडढफय]\u093C/gu, (pair) => NUKTA[pair] ?? pair);
  let latin = transliterate(letters, 'devanagari', 'itrans');
  for (const [pattern, replacement] of ITRANS_FIXES) latin = latin.replace(pattern, replacement);
  latin = latin.toLowerCase();
  // Hindi drops the inherent vowel of a word's last consonant (schwa deletion): कार → kar
  if (Array.from(letters).length > 1 && CONSONANT.test(letters)) latin = latin.replace(/a$/, '');
  return latin;
}

/**
 * A slug from a title or a name (decisions §10): short ASCII. Devanagari is transliterated
 * ("शिक्षा का अधिकार" → `shiksha-ka-adhikar`), Latin letters lose their accents, anything
 * else is dropped; lower-cased words joined by hyphens, at most POST_SLUG_MAX characters cut
 * at a word boundary. '' when nothing is left.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((word) =>
      word
        .replace(/[\u0900-\u097F]+/gu, (devanagari) => `-${romanise(devanagari)}-`)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .split(/[^a-z0-9]+/),
    )
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > POST_SLUG_MAX) return slug || word.slice(0, POST_SLUG_MAX);
    slug = next;
  }
  return slug;
}

/**
 * The first free slug of a kind: the base, then `-2`, `-3`… A slug is taken when a row of the
 * kind holds it now or held it before (slug_history), so an old link never starts leading
 * somewhere else. `taken` lists the kind's current slugs that match `base` or `base-…`.
 */
export async function freeSlug(
  tx: Db,
  kind: string,
  base: string,
  current: (pattern: string) => Promise<string[]>,
): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${kind}:${base}`}))`);
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const history = await tx.execute(sql`
    SELECT slug FROM slug_history WHERE kind = ${kind} AND (slug = ${base} OR slug LIKE ${pattern})`);
  const slugs = new Set([
    ...(await current(pattern)),
    ...rowsOf<{ slug: string }>(history).map((r) => r.slug),
  ]);
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!slugs.has(candidate)) return candidate;
  }
}

/**
 * The first free slug of a type for this post: the title's slug, then `-2`, `-3`…; without
 * letters in the title `{type}-{id}`. A transaction-scoped advisory lock on the base slug
 * makes concurrent writers of the same title queue instead of colliding on the unique key.
 */
export async function uniqueSlug(tx: Db, type: PostType, title: string, postId: number): Promise<string> {
  const base = slugFromTitle(title) || `${type}-${postId}`;
  return freeSlug(tx, type, base, async (pattern) => {
    const taken = await tx.execute(sql`
      SELECT slug FROM posts
       WHERE type = ${type} AND id <> ${postId} AND (slug = ${base} OR slug LIKE ${pattern})`);
    return rowsOf<{ slug: string }>(taken).map((r) => r.slug);
  });
}

/** Rows of a raw execute() on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
