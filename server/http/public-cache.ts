import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';

interface Entry {
  payload: string;
  etag: string;
  headers: Record<string, string>;
  expires: number;
}

const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'content-language', 'link'];
const MAX_ENTRIES = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    /** set by routes whose answer differs per visitor beyond the URL (e.g. the page language) */
    cacheVariant: string;
  }
}

function isCacheable(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.viewer === null &&
    !request.url.startsWith('/assets/')
  );
}

function keyOf(request: FastifyRequest) {
  return `${request.cacheVariant}|${request.url}`;
}

function notModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Visitor answers (API reads and pages) carry `Cache-Control: public` and an ETag and answer
 * 304 to a matching If-None-Match (decisions §8). Identical visitor requests within
 * `microCacheMs` are served from a small in-process cache: a burst of readers after a
 * WhatsApp share costs one render. Signed-in answers are private and never cached.
 */
export function installPublicCache(app: FastifyInstance, config: Config) {
  const entries = new Map<string, Entry>();
  const publicControl = `public, max-age=${config.publicMaxAge}, stale-while-revalidate=${config.publicMaxAge * 5}`;
  app.decorateRequest('cacheVariant', '');

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request) || config.microCacheMs <= 0) return;
    const entry = entries.get(keyOf(request));
    if (!entry || entry.expires < Date.now()) return;
    reply
      .headers(entry.headers)
      .header('etag', entry.etag)
      .header('cache-control', publicControl)
      .header('x-cache', 'hit');
    if (notModified(request, entry.etag)) return reply.code(304).send();
    return reply.send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('x-cache') === 'hit') return payload;
    if (!isCacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (request.viewer !== null && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-cache');
      return payload;
    }
    if (reply.hasHeader('cache-control')) return payload; // a route that decided for itself
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
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
      entries.set(keyOf(request), { payload, etag, headers, expires: Date.now() + config.microCacheMs });
    }
    if (notModified(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
