import { siteMonthStart } from '#common/dates.ts';
import type { Database } from '#server/db/client.ts';
import type { users } from '#server/db/schema.ts';

/** The columns of a user that answers show: never the e-mail address (decisions §3). */
export type PublicUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'avatarUrl'
  | 'language'
  | 'locationId'
  | 'totalPoints'
  | 'postCount'
  | 'followerCount'
>;

export interface UserExtras {
  monthPoints: number;
  rank: number;
  following: boolean;
  blocked: boolean;
}

/**
 * Points of the current month, leaderboard rank and the viewer's follow/block state for a
 * batch of users, in one query. Rank: who has more points this month, ties going to who got
 * there first (decisions §5), kept in monthly_points; a user with no points this month has rank 0.
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
            CASE WHEN mp.points > 0 THEN mp.rank END AS rank,
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
