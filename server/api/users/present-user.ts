import type { ApiUser } from '#common/api-types.ts';
import { siteMonthStart } from '#common/dates.ts';
import { authorPath } from '#common/links.ts';
import type { Database } from '#server/db/client.ts';
import type { users } from '#server/db/schema.ts';
import type { Viewer } from '#server/http/context.ts';

export type UserRow = typeof users.$inferSelect;

/** Columns that are safe to show anyone: never the e-mail address (decisions §3). */
export function avatarUrl(
  row: Pick<UserRow, 'avatarUrl' | 'id'> & { slug?: string },
  publicUrl: string,
): string {
  if (row.avatarUrl) return row.avatarUrl.startsWith('/') ? publicUrl + row.avatarUrl : row.avatarUrl;
  // the initials change with the name, and so does the slug: a new address, not a stale day-old picture
  return `${publicUrl}/avatars/${row.id}.svg${row.slug ? `?v=${encodeURIComponent(row.slug)}` : ''}`;
}

interface UserExtras {
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
async function loadExtras(
  database: Database,
  ids: number[],
  viewer: Viewer | null,
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
    [month, ids, viewer?.id ?? 0],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { monthPoints: r.points ?? 0, rank: Number(r.rank ?? 0), following: r.following, blocked: r.blocked },
    ]),
  );
}

export async function presentUsers(
  database: Database,
  publicUrl: string,
  rows: UserRow[],
  viewer: Viewer | null,
): Promise<ApiUser[]> {
  if (rows.length === 0) return [];
  const extras = await loadExtras(
    database,
    rows.map((r) => r.id),
    viewer,
  );
  return rows.map((row) => {
    const extra = extras.get(row.id);
    const avatar = avatarUrl(row, publicUrl);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      link: publicUrl + authorPath(row.slug),
      url: '',
      avatar_urls: { '24': avatar, '48': avatar, '96': avatar },
      yka_avatar_url: avatar,
      language: row.language,
      location: row.locationId ?? 0,
      total_points: row.totalPoints,
      leaderboard_points: extra?.monthPoints ?? 0,
      leaderboard_rank: extra?.rank ?? 0,
      post_count: row.postCount,
      follow: { is_following: extra?.following ?? false, no_followers: Math.max(0, row.followerCount) },
      block: { is_blocked: extra?.blocked ?? false },
    };
  });
}
