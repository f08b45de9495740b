import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';

/** A page of a lookup list (terms, users): a name search, and ids or slugs to take or leave. */
export interface LookupFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  /** how `search` matches a name (server/domain/search/hinglish.ts, `nameSearch`) */
  searchMode?: 'contains' | 'words' | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slug?: string[] | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** How many rows of `table` match `where`: the X-WP-Total of a list. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.total ?? 0;
}

/** Which rows of a list: how many, after how many. */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * One page of `query` (already filtered by `where` and ordered) and how many rows of
 * `table` match `where`, side by side: a list and its X-WP-Total.
 */
export async function pageAndTotal<Q extends PgSelect>(
  db: Db,
  query: Q,
  page: Page,
  table: PgTable,
  where: SQL | undefined,
) {
  const [rows, total] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    countWhere(db, table, where),
  ]);
  return { rows, total };
}
