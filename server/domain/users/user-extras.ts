import { siteMonthStart } from '#common/dates.ts';
import type { Database } from '#server/db/client.ts';

export interface UserExtras {
  monthPoints: number;
  rank: number;
  following: boolean;
  blocked: boolean;
}

/**
 * Points of the current month, leaderboard rank and the viewer's follow/block state for a
 * batch of users, in one query. Rank counts who has more points this month, ties going to
 * who got there first (decisions §5); a user with no points this month has rank 0.
 */
export async function loadUserExtras(
  database: Database,
  ids: number[],
  viewerId: number | null,
): Promise<Map<number, UserExtras>> {
  const month = siteMonthStart(new Date());
  const rows = await database.query<{
    id: number;
    points: number | null;
    rank: number | null;
    following: boolean;
    blocked: boolean;
  }>(
    `SELECT u.id,
            mp.points,
            CASE WHEN mp.points > 0 THEN (
              SELECT count(*) + 1 FROM monthly_points o
               WHERE o.month = $1 AND (o.points > mp.points OR (o.points = mp.points AND (o.reached_at, o.user_id) < (mp.reached_at, mp.user_id)))
            ) END AS rank,
            EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $3 AND f.followee_id = u.id) AS following,
            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $3 AND b.blocked_id = u.id) AS blocked
       FROM unnest($2::int[]) AS u(id)
       LEFT JOIN monthly_points mp ON mp.month = $1 AND mp.user_id = u.id`,
    [month, ids, viewerId ?? 0],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { monthPoints: r.points ?? 0, rank: Number(r.rank ?? 0), following: r.following, blocked: r.blocked },
    ]),
  );
}
