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
 * The UTF-8 bytes of `open + parts.join(separator) + close`, written without making that
 * string, in one pass into room for the longest it can be (three bytes a UTF-16 unit).
 * `Buffer.from` measures a string and then writes it, two passes over an answer that V8 holds
 * as UTF-16 as soon as it has one Devanagari letter: 35 % more time on a 50 KB post page or a
 * list of Hindi posts (issue 14). A template literal of a page is a rope that one string would
 * flatten; its parts are written one after another.
 */
function joinedBytes(parts: readonly string[], separator = '', open = '', close = ''): Buffer {
  let length = open.length + close.length + separator.length * Math.max(parts.length - 1, 0);
  for (const part of parts) length += part.length;
  const bytes = Buffer.allocUnsafe(length * 3);
  let at = bytes.write(open);
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) at += bytes.write(separator, at);
    at += bytes.write(parts[i] as string, at);
  }
  at += bytes.write(close, at);
  return bytes.subarray(0, at);
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
  // as JSON.stringify writes a list: undefined and functions become null
  const items = Array.from(value, (item: unknown) => JSON.stringify(item) ?? 'null');
  return joinedBytes(items, ',', '[', ']');
}

/**
 * Fastify's reply serializer: JSON answers as bytes. Fastify's types say a serializer returns
 * a string; it sends the bytes it is given as they are (reply.js `onSendEnd`), and the onSend
 * hooks (public-cache.ts, compression) take both.
 */
export const serializeReply = (payload: unknown): string => jsonBytes(payload) as unknown as string;
