import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Taxonomy } from '#common/api-types.ts';
import { termFollows, terms } from '#server/db/schema.ts';
import { forbidden, notFound, unauthorized } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { bool, idList, paging, parseQuery, stringList } from '#server/http/params.ts';
import { followedTermIds } from './load-terms.ts';
import { presentTerm } from './present-term.ts';

const TAXONOMY_BY_BASE: Record<string, Taxonomy> = { categories: 'category', locations: 'location' };
const parent = alias(terms, 'parent');

const termListQuery = z.object({
  ...paging,
  search: z.string().trim().max(100).optional(),
  include: idList,
  exclude: idList,
  slug: stringList,
  parent: z.coerce.number().int().min(0).optional(),
  follower_id: z.coerce.number().int().min(1).optional(),
  hide_empty: bool,
  orderby: z.enum(['include', 'name', 'count', 'id', 'slug']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});

export async function termRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const { db } = database;

  async function listTerms(taxonomy: Taxonomy, query: unknown, viewerId: number | null) {
    const q = parseQuery(termListQuery, query);
    const where: SQL[] = [eq(terms.taxonomy, taxonomy)];
    if (q.include?.length) where.push(inArray(terms.id, q.include));
    if (q.exclude?.length) where.push(sql`${terms.id} NOT IN ${q.exclude}`);
    if (q.slug?.length) where.push(inArray(terms.slug, q.slug));
    if (q.parent !== undefined)
      where.push(q.parent === 0 ? sql`${terms.parentId} IS NULL` : eq(terms.parentId, q.parent));
    if (q.hide_empty) where.push(sql`${terms.count} > 0`);
    if (q.search)
      where.push(sql`(${terms.name} ILIKE ${`%${q.search}%`} OR ${terms.nameHi} ILIKE ${`%${q.search}%`})`);
    // spec §7: a signed-in client lists the topics it follows with follower_id. Only its own:
    // what someone else follows is theirs to show (issue 15), so another id is refused
    // rather than silently ignored, which would answer every topic as if followed.
    if (q.follower_id) {
      if (viewerId === null)
        throw unauthorized('rest_forbidden_context', 'Sign in to list the topics you follow.');
      if (q.follower_id !== viewerId)
        throw forbidden('rest_forbidden_context', 'You can list only the topics you follow yourself.');
      where.push(
        sql`EXISTS (SELECT 1 FROM ${termFollows} WHERE ${termFollows.termId} = ${terms.id} AND ${termFollows.userId} = ${q.follower_id})`,
      );
    }
    const dir = (q.order ?? (q.orderby === 'count' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
    const order: SQL[] =
      q.orderby === 'include' && q.include?.length
        ? [
            sql`array_position(ARRAY[${sql.join(
              q.include.map((id) => sql`${id}::int`),
              sql`, `,
            )}], ${terms.id})`,
          ]
        : [
            dir(q.orderby === 'include' ? terms.name : terms[q.orderby === 'count' ? 'count' : q.orderby]),
            asc(terms.id),
          ];
    const condition = and(...where);
    const [rows, counted] = await Promise.all([
      db
        .select({ term: terms, parentSlug: parent.slug })
        .from(terms)
        .leftJoin(parent, eq(parent.id, terms.parentId))
        .where(condition)
        .orderBy(...order)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db.select({ total: sql<number>`count(*)::int` }).from(terms).where(condition),
    ]);
    const following = await followedTermIds(
      db,
      viewerId ? { id: viewerId, role: 'subscriber' } : null,
      rows.map((r) => r.term.id),
    );
    return {
      items: rows.map((r) => presentTerm(r.term, config.publicUrl, following, r.parentSlug ?? undefined)),
      total: counted[0]?.total ?? 0,
      q,
    };
  }

  for (const [base, taxonomy] of Object.entries(TAXONOMY_BY_BASE)) {
    registerTaxonomy(base, taxonomy);
  }

  function registerTaxonomy(base: string, taxonomy: Taxonomy) {
    app.get(`/wp/v2/${base}`, async (request, reply) => {
      const { items, total, q } = await listTerms(taxonomy, request.query, request.viewer?.id ?? null);
      setPagingHeaders(reply, total, q.per_page, q.page);
      return items;
    });

    app.get<{ Params: { id: string } }>(`/wp/v2/${base}/:id`, async (request) => {
      const id = Number(request.params.id);
      const invalid = notFound('rest_term_invalid', 'Term does not exist.');
      if (!Number.isInteger(id) || id <= 0) throw invalid;
      const [row] = await db
        .select({ term: terms, parentSlug: parent.slug })
        .from(terms)
        .leftJoin(parent, eq(parent.id, terms.parentId))
        .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)));
      if (!row) throw invalid;
      const following = await followedTermIds(db, request.viewer, [row.term.id]);
      return presentTerm(row.term, config.publicUrl, following, row.parentSlug ?? undefined);
    });
  }

  /** All states and union territories at once, by English name (spec §7 locations). */
  app.get('/yka/v2/locations', async (request) => {
    const { items } = await listTerms(
      'location',
      { per_page: 100, orderby: 'name' },
      request.viewer?.id ?? null,
    );
    return items;
  });
}
