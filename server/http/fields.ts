import type { FastifyInstance } from 'fastify';

/** What to keep of an object: each key, with what to keep of its value (null: all of it). */
type FieldTree = Map<string, FieldTree | null>;

/**
 * `_fields` paths (`['title', 'rendered']`) as a tree, made once per answer rather than once
 * per item of a list. Paths of one key are taken together; a whole key wins over its parts.
 */
function treeOf(paths: string[][]): FieldTree {
  const tree: FieldTree = new Map();
  for (const path of paths) {
    let node = tree;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      if (!key) break;
      const known = node.get(key);
      if (known === null) break;
      if (i === path.length - 1) {
        node.set(key, null);
        break;
      }
      const next: FieldTree = known ?? new Map();
      node.set(key, next);
      node = next;
    }
  }
  return tree;
}

/** The parts of `item` the tree names; a list applies it to each element. */
function pick(item: unknown, tree: FieldTree): unknown {
  if (Array.isArray(item)) return item.map((element) => pick(element, tree));
  if (!item || typeof item !== 'object') return item;
  const source = item as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    if (!(key in source)) continue;
    out[key] = sub === null ? source[key] : pick(source[key], sub);
  }
  return out;
}

/** An answer trimmed to `_fields` (`id,title.rendered`), one item or a list of them. */
export function pickFields(payload: unknown, raw: string): unknown {
  return pick(payload, treeOf(raw.split(',').map((f) => f.trim().split('.'))));
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
