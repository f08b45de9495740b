import { stripTags } from '#common/format.ts';

/**
 * Some browsers stop an utterance after about fifteen seconds of speech, so a post is read as
 * a queue of short ones: sentences, joined up to this many characters.
 */
const CHUNK = 220;

/** A sentence ends at . ! ? or the Devanagari danda, before a space. */
const SENTENCE_END = /(?<=[.!?।॥])\s+/;

/** Block-level ends in the post's HTML, where a pause belongs. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|figcaption|pre)>|<br\s*\/?>/gi;

/** Inline markup goes without a trace ("<b>sings</b>." reads "sings."); any other tag is a space. */
const INLINE = /<\/?(a|b|i|em|strong|span|mark|small|sub|sup|u|s|code|abbr|q)\b[^>]*>/gi;

/** Pieces of text no longer than `CHUNK` (a single longer word stays whole). */
function pieces(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of text.split(SENTENCE_END)) {
    for (const part of sentence.length > CHUNK ? sentence.split(/(?<=,)\s+|\s+(?=\S)/) : [sentence]) {
      if (current && current.length + part.length + 1 > CHUNK) {
        out.push(current);
        current = part;
      } else current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * What Listen reads (issue 17): the title, then the body's text, paragraph by paragraph, in
 * short pieces. Embedded blocks (a poll, a feed) have no text of their own and are skipped.
 */
export function speakableText(title: string, html: string): string[] {
  const paragraphs = html
    .split(BLOCK_END)
    .map((block) => (block ? stripTags(block.replace(INLINE, '')).replace(/\s+/g, ' ').trim() : ''))
    .filter((text) => text !== '' && !/^(p|h[1-6]|li|blockquote|figcaption|pre)$/i.test(text));
  const heading = stripTags(title.replace(INLINE, '')).replace(/\s+/g, ' ').trim();
  return [...(heading ? [heading] : []), ...paragraphs.flatMap(pieces)];
}
