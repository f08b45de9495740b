import type { Database } from '#server/db/client.ts';

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
