import type { FastifyInstance } from 'fastify';
import type { PostType, Taxonomy } from '#common/api-types.ts';
import { TYPE_BY_REST_BASE } from '#common/links.ts';
import type { Database } from '#server/db/client.ts';
import { currentSlug, type SlugKind } from '#server/domain/addresses/slug-history.ts';

const TAXONOMY_BY_BASE: Record<string, Taxonomy> = { categories: 'category', locations: 'location' };
const LOOKUP = /^\/wp-json\/wp\/v2\/([a-z]+)\/?(?:\?|$)/;

function kindOf(base: string): SlugKind | undefined {
  if (base === 'users') return 'user';
  if (base === 'pages') return undefined;
  return (TYPE_BY_REST_BASE[base] as PostType | undefined) ?? TAXONOMY_BY_BASE[base];
}

/**
 * Decisions §10: a lookup by an old slug (`/wp/v2/posts?slug=…`, users, topics, locations)
 * that finds nothing answers 301 to the same lookup by the current slug, so an app holding an
 * old link (a percent-encoded Hindi one too) finds the item. Runs before serialisation, so the
 * public cache never keeps the empty answer.
 */
export function installOldSlugRedirects(api: FastifyInstance, database: Database) {
  api.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!Array.isArray(payload) || payload.length > 0) return payload;
    const kind = kindOf(LOOKUP.exec(request.url)?.[1] ?? '');
    const slug = (request.query as Record<string, unknown>).slug;
    if (!kind || typeof slug !== 'string' || !slug || slug.includes(',')) return payload;
    const current = await currentSlug(database, kind, slug);
    if (!current || current === slug) return payload;
    const url = new URL(request.url, 'http://site.invalid');
    url.searchParams.set('slug', current);
    void reply
      .code(301)
      .header('location', url.pathname + url.search)
      .header('cache-control', 'no-store');
    return payload;
  });
}
