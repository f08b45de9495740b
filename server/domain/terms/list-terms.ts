import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Taxonomy } from '#common/api-types.ts';
import type { Db } from '#server/db/client.ts';
import { termFollows, terms } from '#server/db/schema.ts';
import { countWhere, type LookupFilter } from '../lookup.ts';
export type TermRow = typeof terms.$inferSelect;

import { nameKeyMatch } from '../search/hinglish.ts';

const parent = alias(terms, 'parent');

export interface TermFilter extends LookupFilter {
  taxonomy: Taxonomy;
  parent?: number | undefined;
  /** only the terms this user follows (the route checks it is the viewer) */
  followerId?: number | undefined;
  hideEmpty?: boolean | undefined;
  orderby: 'include' | 'name' | 'count' | 'id' | 'slug';
}

/** A term with its parent's slug (for its link) and whether the viewer follows it. */
export interface FoundTerm {
  term: TermRow;
  parentSlug: string | undefined;
  following: Set<number>;
}

function ordering(q: TermFilter): SQL[] {
  const dir = (q.order ?? (q.orderby === 'count' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  if (q.orderby === 'include' && q.include?.length)
    return [
      sql`array_position(ARRAY[${sql.join(
        q.include.map((id) => sql`${id}::int`),
        sql`, `,
      )}], ${terms.id})`,
    ];
  return [
    dir(q.orderby === 'include' ? terms.name : terms[q.orderby === 'count' ? 'count' : q.orderby]),
    asc(terms.id),
  ];
}

/** One page of categories or locations and the total for the paging headers. */
export async function findTerms(db: Db, q: TermFilter, viewerId: number | null) {
  const where: SQL[] = [eq(terms.taxonomy, q.taxonomy)];
  if (q.include?.length) where.push(inArray(terms.id, q.include));
  if (q.exclude?.length) where.push(sql`${terms.id} NOT IN ${q.exclude}`);
  if (q.slug?.length) where.push(inArray(terms.slug, q.slug));
  if (q.parent !== undefined)
    where.push(q.parent === 0 ? sql`${terms.parentId} IS NULL` : eq(terms.parentId, q.parent));
  if (q.hideEmpty) where.push(sql`${terms.count} > 0`);
  if (q.search)
    where.push(
      sql`(${terms.name} ILIKE ${`%${q.search}%`} OR ${terms.nameHi} ILIKE ${`%${q.search}%`} OR ${nameKeyMatch(terms.nameVector, q.search)})`,
    );
  if (q.followerId)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${termFollows} WHERE ${termFollows.termId} = ${terms.id} AND ${termFollows.userId} = ${q.followerId})`,
    );
  const condition = and(...where);
  // the page, the viewer's follows and the total in one statement (issue 14)
  const rows = await db
    .select({
      term: terms,
      parentSlug: parent.slug,
      following: followedBy(viewerId),
      total: sql<number>`(SELECT count(*)::int FROM ${terms} WHERE ${condition})`,
    })
    .from(terms)
    .leftJoin(parent, eq(parent.id, terms.parentId))
    .where(condition)
    .orderBy(...ordering(q))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const following = new Set(rows.filter((r) => r.following).map((r) => r.term.id));
  const total = rows[0] ? Number(rows[0].total) : q.page > 1 ? await countWhere(db, terms, condition) : 0;
  return {
    rows: rows.map((r): FoundTerm => ({ term: r.term, parentSlug: r.parentSlug ?? undefined, following })),
    total,
  };
}

/** Whether the viewer follows the term, as a column. */
function followedBy(viewerId: number | null) {
  return viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM ${termFollows} WHERE ${termFollows.termId} = ${terms.id} AND ${termFollows.userId} = ${viewerId})`;
}

/** One term of a taxonomy by id, or undefined. */
export async function findTerm(
  db: Db,
  id: number,
  taxonomy: Taxonomy,
  viewerId: number | null,
): Promise<FoundTerm | undefined> {
  const [row] = await db
    .select({ term: terms, parentSlug: parent.slug, following: followedBy(viewerId) })
    .from(terms)
    .leftJoin(parent, eq(parent.id, terms.parentId))
    .where(and(eq(terms.id, id), eq(terms.taxonomy, taxonomy)));
  if (!row) return undefined;
  const following = new Set(row.following ? [row.term.id] : []);
  return { term: row.term, parentSlug: row.parentSlug ?? undefined, following };
}
