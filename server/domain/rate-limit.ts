import type { Database } from '#server/db/client.ts';

/**
 * Counts one hit in a fixed window kept in `rate_limits`, so the limit holds across
 * processes (decisions §1). Returns false once `limit` hits were already counted.
 */
export async function takeRateLimit(
  database: Database,
  key: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await database.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [key, windowStart.toISOString()],
  );
  return Number(row?.hits ?? 1) <= limit;
}
