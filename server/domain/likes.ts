import type { Database } from '#server/db/client.ts';

/** A post's like state as the post's `like` field shows it (decisions §2). */
export interface LikeState {
  total: number;
  is_liked: boolean;
}

/**
 * Likes or unlikes a published post; idempotent (decisions §5). The `likes` primary key
 * decides whether anything changed and the counter moves in the same statement only when a
 * row was inserted or deleted, so double clicks and races never drift `like_count`.
 * Returns null when the post cannot be liked (missing, not published, or a page).
 */
export async function setLike(
  database: Database,
  postId: number,
  userId: number,
  liked: boolean,
): Promise<LikeState | null> {
  const statement = liked
    ? `WITH target AS (
         SELECT id FROM posts WHERE id = $1 AND status = 'publish' AND type <> 'page'
       ), changed AS (
         INSERT INTO likes (post_id, user_id) SELECT id, $2 FROM target
         ON CONFLICT DO NOTHING RETURNING post_id
       ), counted AS (
         UPDATE posts SET like_count = like_count + 1 WHERE id IN (SELECT post_id FROM changed)
         RETURNING like_count
       )
       SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT like_count FROM counted) AS total`
    : // Unliking works on any existing post, so a like on a post later unpublished can go.
      `WITH target AS (
         SELECT id FROM posts WHERE id = $1
       ), changed AS (
         DELETE FROM likes WHERE post_id IN (SELECT id FROM target) AND user_id = $2 RETURNING post_id
       ), counted AS (
         UPDATE posts SET like_count = like_count - 1 WHERE id IN (SELECT post_id FROM changed)
         RETURNING like_count
       )
       SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT like_count FROM counted) AS total`;
  const [row] = await database.query<{ found: boolean; total: number | null }>(statement, [postId, userId]);
  if (!row?.found) return null;
  if (row.total !== null) return { total: row.total, is_liked: liked };
  // Nothing changed (already in that state): read the count afresh, after any concurrent
  // like that this statement's snapshot could not see.
  const [current] = await database.query<{ total: number }>(
    'SELECT like_count AS total FROM posts WHERE id = $1',
    [postId],
  );
  return { total: current?.total ?? 0, is_liked: liked };
}
