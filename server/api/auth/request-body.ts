import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidParams } from '#server/http/errors.ts';

/**
 * Sign-in bodies as clients send them: the old client posts url-encoded forms, and an empty
 * JSON body (a bare `POST logout/` with a JSON content type) counts as `{}`, so that signing
 * out never fails over how the request was written.
 */
export function acceptSignInBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalidParams({ body: 'The body is not valid JSON.' }), undefined);
    }
  });
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};
}

/** Base64 as the old client sent it; a value that is not base64 is taken as it is. */
function fromBase64(value: string): string {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return trimmed;
  return Buffer.from(trimmed, 'base64').toString('utf8');
}

/**
 * A field under its current name, else under the old client's name (decisions §3), whose value
 * is base64. An old-name value with an `@` (an address sent plainly) is not decoded.
 */
export function legacyField(
  body: Record<string, unknown>,
  name: string,
  oldName: string,
): string | undefined {
  const current = body[name];
  if (typeof current === 'string' || typeof current === 'number') return String(current);
  const old = body[oldName];
  if (typeof old !== 'string') return undefined;
  return old.includes('@') ? old : fromBase64(old);
}
