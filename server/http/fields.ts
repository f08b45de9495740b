import type { FastifyInstance } from 'fastify';

/**
 * The parts of `item` that `fields` name (paths, `['title', 'rendered']`). Paths of one key
 * are taken together, and a path that meets a list applies to each element, so
 * `_embedded.author.name` trims every embedded author.
 */
function pick(item: unknown, fields: string[][]): unknown {
  if (Array.isArray(item)) return item.map((element) => pick(element, fields));
  if (!item || typeof item !== 'object') return item;
  const source = item as Record<string, unknown>;
  /** the rest of each path under a key; null: the whole value */
  const wanted = new Map<string, string[][] | null>();
  for (const [head, ...rest] of fields) {
    if (!head) continue;
    const known = wanted.get(head);
    if (rest.length === 0) wanted.set(head, null);
    else if (known !== null) wanted.set(head, [...(known ?? []), rest]);
  }
  const out: Record<string, unknown> = {};
  for (const [head, rest] of wanted) {
    if (!(head in source)) continue;
    out[head] = rest === null ? source[head] : pick(source[head], rest);
  }
  return out;
}

/** An answer trimmed to `_fields` (`id,title.rendered`), one item or a list of them. */
export function pickFields(payload: unknown, raw: string): unknown {
  return pick(
    payload,
    raw.split(',').map((f) => f.trim().split('.')),
  );
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
