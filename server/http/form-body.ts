import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * WordPress clients (and the old browser client) often post `application/x-www-form-urlencoded`
 * instead of JSON; both reach the route as a plain object. Content-type parsers are scoped to
 * the plugin that adds them, so each write plugin calls this once.
 */
export function acceptFormBodies(app: FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, formFields(String(body)));
  });
}

/** The request body as an object (an empty or non-object body becomes {}). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Form fields as an object; a repeated name (`options[]=a&options[]=b`) becomes an array. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}
