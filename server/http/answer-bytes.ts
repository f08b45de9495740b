import { transcode } from 'node:buffer';

/**
 * An answer's UTF-8 bytes, made without ever holding the whole answer as one string.
 *
 * V8 keeps a string of more than 128 KB in its own pages, mapped for it and unmapped when it
 * dies, so each such string costs a page fault per 4 KB touched; on this machine kind a fault
 * costs about 20 µs (issue 14, README *Benchmarks*). A text that holds one Devanagari letter is
 * two bytes a character inside V8, so any Hindi answer of more than 64 K characters crossed
 * that line: the 100 comments of a post (70 K characters, 35 faults, 0.7 ms a request) and the
 * home page (89 K, 46 faults). Written a part at a time, each part stays small.
 */

/**
 * The UTF-8 bytes of `parts.join('')`, written without making that string, in one pass into
 * room for the longest it can be (three bytes a UTF-16 unit). `Buffer.from` measures a string
 * and then writes it, two passes over an answer that V8 holds as UTF-16 as soon as it has one
 * Devanagari letter: 35 % more time on a 50 KB post page or a list of Hindi posts (issue 14).
 * A template literal of a page is a rope that one string would flatten; its parts are written
 * one after another.
 */
function joinedBytes(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const bytes = Buffer.allocUnsafe(length * 3);
  let at = 0;
  for (const part of parts) at += writeText(bytes, part, at);
  return bytes.subarray(0, at);
}

/** Below about this many characters V8 writes two-byte text as fast as ICU (measured). */
const WIDE_TEXT_MIN = 1024;
/** A UTF-16 unit past U+00FF, which only two-byte text holds (Devanagari is U+0900 to U+097F). */
const WIDE_CHARACTER = /[\u0100-\uffff]/;

/**
 * Writes `text` as UTF-8 at `at`, returning the bytes written. V8 writes two-byte text as
 * UTF-8 a character at a time (about 570 M characters/s here), while ICU converts the same
 * text, copied out as UTF-16, up to three times as fast once it is long: 30 → 14 µs for the
 * six Hindi bodies of a posts list, 114 → 40 µs for 64 K characters (issue 14, decisions
 * 011). A one-byte text (English) is written by V8, faster than either; the test stops at the
 * first Devanagari letter of a Hindi text. ICU refuses a lone surrogate, which `write` turns
 * into U+FFFD as `Buffer.from` does: such text, from nowhere but a hand-made address, is
 * written by V8.
 */
function writeText(bytes: Buffer, text: string, at: number): number {
  if (text.length < WIDE_TEXT_MIN || !WIDE_CHARACTER.test(text)) return bytes.write(text, at);
  let converted: Buffer;
  try {
    converted = transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return bytes.write(text, at);
  }
  bytes.set(converted, at);
  return converted.length;
}

/** A string's UTF-8 bytes (as `Buffer.from(text)`, in one pass). */
export function utf8Bytes(text: string): Buffer {
  return joinedBytes([text]);
}

/** The UTF-8 bytes of parts written one after another: the bytes of their concatenation. */
export function utf8BytesOf(parts: readonly string[]): Buffer {
  return joinedBytes(parts);
}

/**
 * `JSON.stringify(value)` as UTF-8 bytes. A list (every list answer of the API) is written an
 * item at a time; anything else at once, as its text is as small as one item.
 */
export function jsonBytes(value: unknown): Buffer {
  if (!Array.isArray(value)) return utf8Bytes(JSON.stringify(value) ?? 'null');
  const parts = ['['];
  for (let i = 0; i < value.length; i++) {
    if (i > 0) parts.push(',');
    pushItem(parts, value[i]);
  }
  parts.push(']');
  return joinedBytes(parts);
}

/**
 * Adds one list item's JSON to `parts`. V8 writes JSON as one-byte text until the first
 * character past U+00FF and as two-byte text from there on, so one Devanagari letter in a
 * Hindi post's title made every object embedded after it (author, topics, picture: a third of
 * an `_embed` list's bytes) two-byte too, slower to make and to write as UTF-8. The objects
 * under `_embedded` are written apart, and stay one-byte unless they hold such a letter:
 * 235 → 185–203 µs for a 10-post `_embed` list (issue 14, decisions 011). WordPress writes
 * `_embedded` last, as the presenter does; it is written last here.
 */
function pushItem(parts: string[], item: unknown): void {
  if (!embeds(item)) {
    // as JSON.stringify writes a list: undefined and functions become null
    parts.push(JSON.stringify(item) ?? 'null');
    return;
  }
  const { _embedded: embedded, ...own } = item;
  const ownText = JSON.stringify(own);
  const embeddedText = JSON.stringify(embedded);
  if (embeddedText === undefined) parts.push(ownText);
  else if (ownText === '{}') parts.push('{"_embedded":', embeddedText, '}');
  else parts.push(ownText.slice(0, -1), ',"_embedded":', embeddedText, '}');
}

/** A plain object with embedded objects, which JSON.stringify writes key by key. */
function embeds(item: unknown): item is { _embedded: unknown } {
  return (
    typeof item === 'object' &&
    item !== null &&
    Object.hasOwn(item, '_embedded') &&
    Object.getPrototypeOf(item) === Object.prototype &&
    !('toJSON' in item)
  );
}

/**
 * Fastify's reply serializer: JSON answers as bytes. Fastify's types say a serializer returns
 * a string; it sends the bytes it is given as they are (reply.js `onSendEnd`), and the onSend
 * hooks (public-cache.ts, compression) take both.
 */
export const serializeReply = (payload: unknown): string => jsonBytes(payload) as unknown as string;
