import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';

/** A page of a lookup list (terms, users): a name search, and ids or slugs to take or leave. */
export interface LookupFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
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
