import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Taxonomy } from '#common/api-types.ts';
import { findTerm, findTerms } from '#server/domain/terms/list-terms.ts';
import { forbidden, notFound, unauthorized } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { bool, lookup, parseQuery } from '#server/http/params.ts';
import { readRoute } from '#server/http/read-routes.ts';
import { presentTerm } from './present-term.ts';

const TAXONOMY_BY_BASE: Record<string, Taxonomy> = { categories: 'category', locations: 'location' };

const termListQuery = z.object({
  ...lookup,
  parent: z.coerce.number().int().min(0).optional(),
  follower_id: z.coerce.number().int().min(1).optional(),
  hide_empty: bool,
  orderby: z.enum(['include', 'name', 'count', 'id', 'slug']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});

export async function termRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;

  async function listTerms(taxonomy: Taxonomy, query: unknown, viewerId: number | null) {
    const q = parseQuery(termListQuery, query);
    // spec §7: a signed-in client lists the topics it follows with follower_id. Only its own:
    // what someone else follows is theirs to show (issue 15), so another id is refused
    // rather than silently ignored, which would answer every topic as if followed.
    if (q.follower_id) {
      if (viewerId === null)
        throw unauthorized('rest_forbidden_context', 'Sign in to list the topics you follow.');
      if (q.follower_id !== viewerId)
        throw forbidden('rest_forbidden_context', 'You can list only the topics you follow yourself.');
    }
    const { rows, total } = await findTerms(
      database,
      { ...q, taxonomy, followerId: q.follower_id, hideEmpty: q.hide_empty, searchMode: q.search_mode },
      viewerId,
    );
    return {
      items: rows.map((r) => presentTerm(r.term, config.publicUrl, r.following, r.parentSlug)),
      total,
      q,
    };
  }

  for (const [base, taxonomy] of Object.entries(TAXONOMY_BY_BASE)) {
    registerTaxonomy(base, taxonomy);
  }

  function registerTaxonomy(base: string, taxonomy: Taxonomy) {
    readRoute(app, `/wp/v2/${base}`, async (request, reply) => {
      const { items, total, q } = await listTerms(taxonomy, request.query, request.viewer?.id ?? null);
      setPagingHeaders(reply, total, q.per_page, q.page);
      return items;
    });

    readRoute<{ id: string }>(app, `/wp/v2/${base}/:id`, async (request) => {
      const id = Number(request.params.id);
      const invalid = notFound('rest_term_invalid', 'Term does not exist.');
      if (!Number.isInteger(id) || id <= 0) throw invalid;
      const row = await findTerm(database, id, taxonomy, request.viewer?.id ?? null);
      if (!row) throw invalid;
      return presentTerm(row.term, config.publicUrl, row.following, row.parentSlug);
    });
  }

  /** All states and union territories at once, by English name (spec §7 locations). */
  readRoute(app, '/yka/v2/locations', async (request) => {
    const { items } = await listTerms(
      'location',
      { per_page: 100, orderby: 'name' },
      request.viewer?.id ?? null,
    );
    return items;
  });
}
