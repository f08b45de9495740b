import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Taxonomy } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { termFollows, terms } from '#server/db/schema.ts';
import { countWhere, type LookupFilter } from '../lookup.ts';
import { runStatement } from '../posts/statement.ts';
import { nameSearch } from '../search/hinglish.ts';

/** The columns of a term that its answer shows. */
export type TermRow = Pick<
  typeof terms.$inferSelect,
  | 'id'
  | 'count'
  | 'description'
  | 'descriptionHi'
  | 'taxonomy'
  | 'slug'
  | 'name'
  | 'nameHi'
  | 'parentId'
  | 'followerCount'
>;

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

/** A term, its parent's slug and whether the viewer follows it, as one row. */
interface FoundTermRow extends TermRow {
  parentSlug: string | null;
  following: boolean;
}

/**
 * The columns every term read selects, from `terms` joined to its parent. Run as a prepared
 * statement without the query builder (issue 14: Drizzle's builder cost 4 % of a home page).
 */
function termSelect(viewerId: number | null, total: SQL = sql``) {
  return sql`SELECT ${terms.id}, ${terms.taxonomy}, ${terms.slug}, ${terms.name}, ${terms.nameHi} AS "nameHi",
      ${terms.description}, ${terms.descriptionHi} AS "descriptionHi", ${terms.parentId} AS "parentId", ${terms.count},
      ${terms.followerCount} AS "followerCount", parent.slug AS "parentSlug", ${followedBy(viewerId)} AS following${total}
    FROM ${terms} LEFT JOIN ${terms} parent ON parent.id = ${terms.parentId}`;
}

function found(row: FoundTermRow, following: Set<number>): FoundTerm {
  const { parentSlug, following: _follows, ...term } = row;
  return { term, parentSlug: parentSlug ?? undefined, following };
}

/** One page of categories or locations and the total for the paging headers. */
export async function findTerms(database: Database, q: TermFilter, viewerId: number | null) {
  const where: SQL[] = [eq(terms.taxonomy, q.taxonomy)];
  if (q.include?.length) where.push(inArray(terms.id, q.include));
  if (q.exclude?.length) where.push(sql`${terms.id} NOT IN ${q.exclude}`);
  if (q.slug?.length) where.push(inArray(terms.slug, q.slug));
  if (q.parent !== undefined)
    where.push(q.parent === 0 ? sql`${terms.parentId} IS NULL` : eq(terms.parentId, q.parent));
  if (q.hideEmpty) where.push(sql`${terms.count} > 0`);
  if (q.search)
    where.push(
      nameSearch([terms.name, terms.nameHi], terms.nameVector, q.search, q.searchMode ?? 'contains'),
    );
  if (q.followerId)
    where.push(
      sql`EXISTS (SELECT 1 FROM ${termFollows} WHERE ${termFollows.termId} = ${terms.id} AND ${termFollows.userId} = ${q.followerId})`,
    );
  const condition = and(...where);
  // the page, the viewer's follows and the total in one statement (issue 14)
  const rows = await runStatement<FoundTermRow & { total: number }>(
    database,
    sql`${termSelect(viewerId, sql`, (SELECT count(*)::int FROM ${terms} WHERE ${condition}) AS total`)}
      WHERE ${condition} ORDER BY ${sql.join(ordering(q), sql`, `)}
      LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  const following = new Set(rows.filter((r) => r.following).map((r) => r.id));
  const total = rows[0] ? rows[0].total : q.page > 1 ? await countWhere(database.db, terms, condition) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => found(row, following)), total };
}

/** Whether the viewer follows the term, as a column. */
function followedBy(viewerId: number | null) {
  return viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM ${termFollows} WHERE ${termFollows.termId} = ${terms.id} AND ${termFollows.userId} = ${viewerId})`;
}

/** One term of a taxonomy by id, or undefined. */
export async function findTerm(
  database: Database,
  id: number,
  taxonomy: Taxonomy,
  viewerId: number | null,
): Promise<FoundTerm | undefined> {
  const [row] = await runStatement<FoundTermRow>(
    database,
    sql`${termSelect(viewerId)} WHERE ${terms.id} = ${id} AND ${terms.taxonomy} = ${taxonomy}`,
  );
  return row && found(row, new Set(row.following ? [row.id] : []));
}
