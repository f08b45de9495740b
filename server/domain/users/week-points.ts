import type { Database } from '#server/db/client.ts';
import { every } from '#server/ops/every.ts';

/**
 * Trending authors rank by points earned in the last 7 days (decisions §5). Awards count in at
 * once (a trigger on the ledger, migration 0018); this recount lets points older than the week
 * leave and writes only the users whose number changed. Returns how many changed.
 */
export async function refreshWeekPoints(database: Database): Promise<number> {
  const [row] = await database.query<{ changed: number }>('SELECT refresh_week_points() AS changed');
  return row?.changed ?? 0;
}

/** The week's trailing edge moves by at most this much late (decisions 011, *Trending authors*). */
export const WEEK_POINTS_REFRESH_MS = 60 * 1000;

/** Recounts now and every minute until stopped. */
export const scheduleWeekPoints = (database: Database, onError: (error: unknown) => void): (() => void) =>
  every(WEEK_POINTS_REFRESH_MS, () => refreshWeekPoints(database).catch(onError));
