import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { terms } from '#server/db/schema.ts';

/** A term's `count` is its published, listed posts of every type but pages. */
export async function refreshTermCounts(database: Database, termIds?: number[]): Promise<void> {
  await database.query(
    `UPDATE terms t SET count = coalesce((
        SELECT count(*) FROM post_terms pt JOIN posts p ON p.id = pt.post_id
         WHERE pt.term_id = t.id AND p.status = 'publish' AND (p.listed OR t.slug IN ('unlisted', 'unreviewed'))), 0)
      WHERE $1::int[] IS NULL OR t.id = ANY($1::int[])`,
    [termIds ?? null],
  );
}

/** `refreshTermCounts` for the terms a write touched, inside its transaction. */
export async function refreshTermCountsIn(tx: Db, termIds: number[]): Promise<void> {
  if (termIds.length === 0) return;
  await tx.execute(sql`
    UPDATE terms SET count = coalesce((
        SELECT count(*) FROM post_terms pt JOIN posts p ON p.id = pt.post_id
         WHERE pt.term_id = terms.id AND p.status = 'publish'
           AND (p.listed OR terms.slug IN ('unlisted', 'unreviewed'))), 0)
     WHERE ${inArray(terms.id, termIds)}`);
}
