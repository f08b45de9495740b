import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, crc32, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { utf8Bytes } from './answer-bytes.ts';
import { normalisedAddress } from './query-params.ts';

interface Entry {
  /** the answer's bytes, as sent without compression */
  body: Buffer;
  /** the body compressed, made on the first hit that accepts it, then reused */
  compressed: Partial<Record<Encoding, Buffer>>;
  etag: string;
  headers: Record<string, string>;
  expires: number;
  /** a request is recomputing this entry; others keep getting it meanwhile */
  refreshing: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'content-language', 'link'];
const MAX_ENTRIES = 2000;
const STALE_FACTOR = 10;
const WAIT_LIMIT_MS = 5000;
/** as @fastify/compress's threshold (app.ts): smaller answers go as they are */
const COMPRESS_THRESHOLD = 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by routes whose answer differs per visitor beyond the URL (e.g. the page language) */
    cacheVariant: string;
    /** set when this request computes a micro-cache entry that others wait for */
    cacheLeader: (() => void) | null;
  }
}

function isCacheable(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.viewer === null &&
    // files from disk: a stream is never kept in the micro-cache, so there is nothing to wait for
    !request.url.startsWith('/assets/') &&
    !request.url.startsWith('/wp-content/uploads/')
  );
}

/** Known parameters, sorted; unknown ones (`fbclid`, `utm_*`) left out (query-params.ts). */
function keyOf(request: FastifyRequest) {
  return `${request.cacheVariant}|${normalisedAddress(request.url)}`;
}

type Encoding = 'br' | 'gzip';

/** The encoding a client accepts among those kept: brotli, then gzip (q=0 refuses one). */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressedBody(entry: Entry, encoding: Encoding): Buffer {
  let body = entry.compressed[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 5,
            },
          })
        : gzipSync(entry.body, { level: 6 });
    entry.compressed[encoding] = body;
  }
  return body;
}

/**
 * The bytes of an answer the server made: a string, encoded once (hashed and sent as the same
 * bytes), or the bytes the API's serializer and the page renderer send (answer-bytes.ts).
 * Other bytes (a picture, a share card) and streams are null.
 */
function textBytesOf(reply: FastifyReply, payload: unknown): Buffer | null {
  if (typeof payload === 'string') return utf8Bytes(payload);
  if (!Buffer.isBuffer(payload)) return null;
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('application/json') || type.startsWith('text/html') ? payload : null;
}

/**
 * A weak validator of an answer's bytes: their length and CRC-32. A changed answer of the same
 * length keeps its ETag once in 2^32 changes, and then for one answer until the next change;
 * nothing more rides on it (a 304 only tells a reader that its copy is current). SHA-1 cost a
 * 50 KB list 22 µs alone and 8 % of the request under load; zlib's CRC-32 costs 7 µs
 * (decisions 011, *Cheap validators*).
 */
export const weakEtagOf = (body: Buffer): string =>
  `W/"${body.length.toString(36)}-${crc32(body).toString(36)}"`;

function notModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Visitor answers (API reads and pages) carry `Cache-Control: public` and an ETag and answer
 * 304 to a matching If-None-Match (decisions §8). Identical visitor requests within
 * `microCacheMs` are served from a small in-process cache: a burst of readers after a
 * WhatsApp share costs one render. Signed-in answers are private and never cached.
 *
 * When an entry expires, one request recomputes it while the others are still served the
 * previous answer (for at most STALE_FACTOR × microCacheMs); when there is no entry at all,
 * concurrent identical requests wait for the one that computes it instead of all doing the
 * work at once (single flight).
 */
export function installPublicCache(app: FastifyInstance, config: Config, onWrite?: () => void) {
  const entries = new Map<string, Entry>();
  const publicControl = `public, max-age=${config.publicMaxAge}, stale-while-revalidate=${config.publicMaxAge * 5}`;
  /** keys being computed with no usable entry; resolved when the computing request ends */
  const inflight = new Map<string, Promise<void>>();
  app.decorateRequest('cacheVariant', '');
  app.decorateRequest('cacheLeader', null);

  const lead = (request: FastifyRequest, key: string) => {
    let done = () => {};
    inflight.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    request.cacheLeader = () => {
      inflight.delete(key);
      done();
    };
  };

  /** the entry to answer from, or undefined when this request must compute the answer */
  const usableEntry = async (request: FastifyRequest, key: string): Promise<Entry | undefined> => {
    // A request sent on to the 404 handler (reply.callNotFound) runs the preHandlers again:
    // it leads already and must not wait for its own flight (issue 15: 5 s per missing file).
    if (request.cacheLeader) return undefined;
    const now = Date.now();
    let entry = entries.get(key);
    if (entry && entry.expires >= now) return entry;
    if (entry && now - entry.expires < config.microCacheMs * STALE_FACTOR) {
      if (entry.refreshing) return entry;
      entry.refreshing = true;
      const stale = entry;
      request.cacheLeader = () => {
        stale.refreshing = false;
      };
      return undefined;
    }
    const pending = inflight.get(key);
    if (!pending) {
      lead(request, key);
      return undefined;
    }
    // a leader whose client went away may never finish: wait a bounded time, then compute
    await Promise.race([pending, sleep(WAIT_LIMIT_MS, undefined, { ref: false })]);
    entry = entries.get(key);
    return entry && entry.expires >= Date.now() ? entry : undefined;
  };

  const release = async (request: FastifyRequest) => {
    request.cacheLeader?.();
    request.cacheLeader = null;
  };
  app.addHook('onResponse', release);
  // A write that succeeded may change any page (an approval puts a post on home, topics,
  // feeds and search at once): nothing computed before it is served after it.
  app.addHook('onResponse', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      entries.clear();
      onWrite?.();
    }
  });
  app.addHook('onRequestAbort', release);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request) || config.microCacheMs <= 0) return;
    const entry = await usableEntry(request, keyOf(request));
    if (!entry) return;
    reply
      .headers(entry.headers)
      .header('etag', entry.etag)
      .header('cache-control', publicControl)
      .header('x-cache', 'hit');
    if (notModified(request, entry.etag)) return reply.code(304).send();
    // the entry keeps its compressed body: a burst of readers costs one compression (issue 14)
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? encodingFor(request) : null;
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(compressedBody(entry, encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('x-cache') === 'hit') return payload;
    // a route that set Cache-Control decided for itself
    const shared = isCacheable(request) && reply.statusCode === 200 && !reply.hasHeader('cache-control');
    const body = shared ? textBytesOf(reply, payload) : null;
    if (body === null) {
      if (request.viewer !== null && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-cache');
      return payload;
    }
    const etag = weakEtagOf(body);
    // Pages differ by interface language, which comes from a cookie or Accept-Language.
    const vary = request.cacheVariant
      ? 'Accept-Encoding, Cookie, Accept-Language'
      : 'Accept-Encoding, Cookie';
    reply.header('etag', etag).header('cache-control', publicControl).header('vary', vary);
    if (config.microCacheMs > 0) {
      const headers: Record<string, string> = { vary };
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const key = keyOf(request);
      entries.delete(key); // re-inserted at the end: eviction drops the least recently computed
      entries.set(key, {
        // a copy of its own size: the body sent sits in room for three bytes a character
        body: Buffer.from(body),
        compressed: {},
        etag,
        headers,
        expires: Date.now() + config.microCacheMs,
        refreshing: false,
      });
    }
    if (notModified(request, etag)) {
      reply.code(304);
      return '';
    }
    return body;
  });
}
