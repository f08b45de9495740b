import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidParams } from './errors.ts';

/**
 * Input no route can use is refused at the door with 400 in the WordPress shape (issue 15,
 * item 7), instead of each route finding out from PostgreSQL (a NUL byte is 22021, a 500 on
 * about twenty endpoints before this) or storing U+FFFD where the client sent bytes that are
 * not UTF-8. The error handler still maps SQLSTATE class 22 to 400 for whatever slips past.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
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

  app.addHook('preValidation', async (request) => {
    const field = nulField(request.query, 'query') ?? nulField(request.body, 'body');
    if (field) throw nulByte(field);
  });
}

const nulByte = (field: string) =>
  new HttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${field}`, {
    params: { [field]: 'Text may not contain NUL characters.' },
  });

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

/** The name of the first field whose text holds U+0000, looking into arrays and objects. */
function nulField(value: unknown, name: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? name : undefined;
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return name;
    const found = nulField(inner, depth === 0 ? key : name, depth + 1);
    if (found) return found;
  }
  return undefined;
}
