import { sql } from 'drizzle-orm';
import { siteMonthStart } from '#common/dates.ts';
import type { Db } from '#server/db/client.ts';

/** Streak points per action (spec §9). */
export const POINTS = {
  create_post: 10,
  delete_post: -10,
  create_poll: 5,
  delete_poll: -5,
  poll_vote: 2,
} as const;
export type PointsReason = keyof typeof POINTS;

/**
 * Records one ledger row per (user, reason, object) and moves the user's monthly total with
 * it; the ledger's trigger moves their lifetime and week totals (migration 0020: one write of
 * the member's row). A repeat of the same action changes nothing (decisions §5). Run it
 * inside the transaction of the action it rewards. Returns whether points moved.
 */
export async function awardPoints(
  tx: Db,
  userId: number,
  reason: PointsReason,
  objectId: number,
  at: Date = new Date(),
): Promise<boolean> {
  const points = POINTS[reason];
  const inserted = await tx.execute(sql`
    INSERT INTO points_ledger (user_id, reason, object_id, points, created_at)
    VALUES (${userId}, ${reason}, ${objectId}, ${points}, ${at.toISOString()})
    ON CONFLICT (user_id, reason, object_id) DO NOTHING
    RETURNING id`);
  if (rowCount(inserted) === 0) return false;
  await tx.execute(sql`
    INSERT INTO monthly_points (month, user_id, points, reached_at)
    VALUES (${siteMonthStart(at)}, ${userId}, ${points}, ${at.toISOString()})
    ON CONFLICT (month, user_id) DO UPDATE
      SET points = monthly_points.points + EXCLUDED.points, reached_at = EXCLUDED.reached_at`);
  return true;
}

/** Whether the ledger holds this award: a removal takes back only points that were given. */
export async function wasAwarded(
  tx: Db,
  userId: number,
  reason: PointsReason,
  objectId: number,
): Promise<boolean> {
  const found = await tx.execute(sql`
    SELECT 1 FROM points_ledger WHERE user_id = ${userId} AND reason = ${reason} AND object_id = ${objectId}`);
  return rowCount(found) > 0;
}

/** Row count of a raw execute() on either driver (their result objects differ). */
export function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
