import type { FastifyInstance } from 'fastify';

function pick(item: unknown, fields: string[][]): unknown {
  if (!item || typeof item !== 'object') return item;
  const source = item as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [head, ...rest] of fields) {
    if (!head || !(head in source)) continue;
    if (rest.length === 0) out[head] = source[head];
    else out[head] = { ...(out[head] as object), ...(pick(source[head], [rest]) as object) };
  }
  return out;
}

/** An answer trimmed to `_fields` (`id,title.rendered`), one item or a list of them. */
export function pickFields(payload: unknown, raw: string): unknown {
  const fields = raw.split(',').map((f) => f.trim().split('.'));
  return Array.isArray(payload) ? payload.map((item) => pick(item, fields)) : pick(payload, fields);
}

/**
 * WordPress's `_fields` parameter: `?_fields=id,title,link` (and `title.rendered`) trims each
 * item to those keys. Feeds use it so a page carries card data, not whole articles.
 */
export function installFieldsFilter(api: FastifyInstance) {
  api.addHook('preSerialization', async (request, reply, payload) => {
    const raw = (request.query as Record<string, unknown> | undefined)?._fields;
    if (typeof raw !== 'string' || raw === '' || reply.statusCode >= 400) return payload;
    return pickFields(payload, raw);
  });
}
