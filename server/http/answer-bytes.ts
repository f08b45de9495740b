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
 * A string's UTF-8 bytes, written in one pass into room for the longest it can be (three
 * bytes a UTF-16 unit). `Buffer.from` measures the string and then writes it, two passes
 * over an answer that V8 holds as UTF-16 as soon as it has one Devanagari letter: 35 % more
 * time on a 50 KB post page or a list of Hindi posts (issue 14).
 */
export function utf8Bytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length * 3);
  return bytes.subarray(0, bytes.write(text));
}

/**
 * The UTF-8 bytes of parts written one after another: the bytes of their concatenation,
 * without making it (a template literal of a page is a rope that writing would flatten).
 */
export function utf8BytesOf(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += part.length;
  const bytes = Buffer.allocUnsafe(length * 3);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes.subarray(0, at);
}

const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/**
 * `JSON.stringify(value)` as UTF-8 bytes. A list (every list answer of the API) is written an
 * item at a time; anything else at once, as its text is as small as one item.
 */
export function jsonBytes(value: unknown): Buffer {
  if (!Array.isArray(value)) return utf8Bytes(JSON.stringify(value) ?? 'null');
  const items: string[] = new Array(value.length);
  let length = 2;
  for (let i = 0; i < value.length; i++) {
    // as JSON.stringify writes a list: undefined and functions become null
    const item = JSON.stringify(value[i]) ?? 'null';
    items[i] = item;
    length += item.length + 1;
  }
  const bytes = Buffer.allocUnsafe(length * 3);
  let at = 0;
  bytes[at++] = OPEN;
  for (let i = 0; i < items.length; i++) {
    if (i > 0) bytes[at++] = COMMA;
    at += bytes.write(items[i] as string, at);
  }
  bytes[at++] = CLOSE;
  return bytes.subarray(0, at);
}
