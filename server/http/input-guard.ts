import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { invalidParams } from './errors.ts';

/**
 * Input no route can use is dealt with at the door (issue 15, item 7), instead of each route
 * finding out from PostgreSQL (a NUL byte is 22021, a 500 on about twenty endpoints before
 * this) or storing U+FFFD where the client sent bytes that are not UTF-8: bytes that are not
 * UTF-8 answer 400 in the WordPress shape, NUL characters are taken out. The error handler
 * still maps SQLSTATE class 22 to 400 for whatever slips past.
 */
export function installInputGuard(app: FastifyInstance) {
  // Pages read their query leniently (URLSearchParams keeps a lone `%` someone typed into the
  // address bar) and call the API with it re-encoded; the API itself takes only clean input.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/wp-json')) return;
    const query = queryStringOf(request.url);
    if (query && !isDecodable(query))
      throw invalidParams({ query: 'The query string is not valid percent-encoded UTF-8.' });
  });

  // Replaces the root JSON parser (a plugin that adds its own keeps its own): the bytes must be
  // UTF-8 before Fastify's parser (prototype-poisoning checks included) reads them as text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(invalidParams({ body: 'The body is not valid UTF-8.' }), undefined);
    parseJson(request, bytes.toString('utf8'), (error, value) => {
      if (error) return done(invalidParams({ body: 'The body is not valid JSON.' }), undefined);
      done(null, value);
    });
  });

  // NUL (U+0000) is never typed by a person and PostgreSQL refuses it in text (22021): taken
  // out of every string of the query and the body before validation, as the comment and
  // writing rules already did for the fields they own (decisions: conversation, writing).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query)) request.query = withoutNul(request.query) as typeof request.query;
    if (hasNul(request.body)) request.body = withoutNul(request.body);
  });
}

function queryStringOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** Every `%XX` sequence forms UTF-8 and no `%` stands alone. */
function isDecodable(query: string): boolean {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value))
    if (key.includes('\u0000') || hasNul(inner, depth + 1)) return true;
  return false;
}

/** A copy with U+0000 taken out of every string, keys included. */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((inner) => withoutNul(inner, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    copy[key.replaceAll('\u0000', '')] = withoutNul(inner, depth + 1);
  return copy;
}
