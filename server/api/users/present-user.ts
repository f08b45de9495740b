import type { ApiUser } from '#common/api-types.ts';
import { authorPath } from '#common/links.ts';
import type { Database } from '#server/db/client.ts';
import type { users } from '#server/db/schema.ts';
import { loadUserExtras, type PublicUser, type UserExtras } from '#server/domain/users/user-extras.ts';
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

/** The fields of a user an answer shows (with the extras beside them). */
export type PresentableUser = PublicUser;

export function presentUser(row: PresentableUser, extra: UserExtras | undefined, publicUrl: string): ApiUser {
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
}

export async function presentUsers(
  database: Database,
  publicUrl: string,
  rows: UserRow[],
  viewer: Viewer | null,
): Promise<ApiUser[]> {
  if (rows.length === 0) return [];
  const extras = await loadUserExtras(
    database,
    rows.map((r) => r.id),
    viewer?.id ?? null,
  );
  return rows.map((row) => presentUser(row, extras.get(row.id), publicUrl));
}
