import type { Database } from '#server/db/client.ts';

/**
 * Decisions §5: published in the last 30 days, score = (views + 3·likes + 5·comments +
 * 2·poll votes) / (hours since publication + 2)^1.5. Older posts drop to 0. One statement,
 * so every process may run it; the last writer wins with the same numbers.
 */
export async function refreshTrending(database: Database): Promise<void> {
  await database.query(`
    UPDATE posts SET trending_score = CASE
      WHEN status = 'publish' AND listed AND date > now() - interval '30 days' THEN
        (view_count + 3 * like_count + 5 * comment_count + 2 * poll_votes)::float8
        / power(greatest(extract(epoch FROM now() - date) / 3600, 0) + 2, 1.5)
      ELSE 0 END
    WHERE trending_score <> 0 OR (status = 'publish' AND listed AND date > now() - interval '30 days')`);
}

export const TRENDING_REFRESH_MS = 5 * 60 * 1000;

/** Refreshes the scores now and every five minutes until stopped. */
export function scheduleTrending(database: Database, onError: (error: unknown) => void): () => void {
  const run = () => refreshTrending(database).catch(onError);
  void run();
  const timer = setInterval(run, TRENDING_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
