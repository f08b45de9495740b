import { siteDay } from '#common/dates.ts';
import type { Database } from '#server/db/client.ts';
import { every } from '#server/ops/every.ts';

/**
 * How long rows that only serve a limit or a check are kept (issue 15). Each is longer than
 * what reads it: rate-limit windows are an hour (two days covers any longer window added
 * later), sign-in codes are counted per hour and expire in minutes, and a view only needs
 * its own site day to refuse a repeat (yesterday is kept for clocks around midnight).
 */
export const RETENTION = {
  rateLimitWindowsDays: 2,
  oneTimeCodesDays: 1,
  postViewsDays: 2,
  /** a trending total reads the counters of the last 30 days (migration 0013 stops at 31) */
  engagementDaysDays: 31,
} as const;

export interface PruneCounts {
  sessions: number;
  oneTimeCodes: number;
  rateLimits: number;
  postViews: number;
  /** counters of engagement per kind and day (trending totals) for days no total reads */
  engagementDays: number;
}

/**
 * Deletes rows nobody will read again: expired sessions, old sign-in codes, finished
 * rate-limit windows, page-view rows of past days (the counts live on the posts) and the
 * trending counters of days before any window. Each statement stands alone, so every process
 * may run it at any time.
 */
export async function pruneExpired(database: Database, now = new Date()): Promise<PruneCounts> {
  const count = async (text: string, params: unknown[]) =>
    (
      await database.query<{ n: number }>(
        `WITH gone AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        params,
      )
    )[0]?.n ?? 0;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const sessions = await count('DELETE FROM sessions WHERE expires_at < $1', [now.toISOString()]);
  const oneTimeCodes = await count('DELETE FROM one_time_codes WHERE created_at < $1 AND expires_at < $2', [
    daysAgo(RETENTION.oneTimeCodesDays),
    now.toISOString(),
  ]);
  const rateLimits = await count('DELETE FROM rate_limits WHERE window_start < $1', [
    daysAgo(RETENTION.rateLimitWindowsDays),
  ]);
  const postViews = await count('DELETE FROM post_views WHERE day < $1::date', [
    siteDay(new Date(now.getTime() - (RETENTION.postViewsDays - 1) * 86_400_000)),
  ]);
  // Older than the cut-off by both clocks: the trigger that stops writing them uses
  // PostgreSQL's, and a counter deleted too early would leave a window's total short.
  const engagementDays = await count(
    `DELETE FROM post_engagement_days
      WHERE day < least($1::date, ((now() - $2::int * interval '1 day') AT TIME ZONE 'UTC')::date)`,
    [daysAgo(RETENTION.engagementDaysDays).slice(0, 10), RETENTION.engagementDaysDays],
  );
  return { sessions, oneTimeCodes, rateLimits, postViews, engagementDays };
}

export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Prunes now and every hour until stopped. */
export const schedulePruning = (
  database: Database,
  onDone: (counts: PruneCounts) => void,
  onError: (error: unknown) => void,
): (() => void) => every(PRUNE_INTERVAL_MS, () => pruneExpired(database).then(onDone, onError));
