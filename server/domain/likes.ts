import type { Database } from '#server/db/client.ts';
import { type CountedRow, setCountedRow } from './counted-row.ts';

/** A post's like state as the post's `like` field shows it (decisions §2). */
export interface LikeState {
  total: number;
  is_liked: boolean;
}

const LIKES: CountedRow = {
  table: 'likes',
  targetColumn: 'post_id',
  memberColumn: 'user_id',
  counted: 'posts',
  counter: 'like_count',
  addTarget: `SELECT id FROM posts WHERE id = $1 AND status = 'publish' AND type <> 'page'`,
  // Unliking works on any existing post, so a like on a post later unpublished can go.
  removeTarget: 'SELECT id FROM posts WHERE id = $1',
};

/**
 * Likes or unlikes a published post; idempotent (decisions §5), `like_count` moving with the
 * `likes` row (setCountedRow). Returns null when the post cannot be liked (missing, not
 * published, or a page).
 */
export async function setLike(
  database: Database,
  postId: number,
  userId: number,
  liked: boolean,
): Promise<LikeState | null> {
  const total = await setCountedRow(database, LIKES, liked, [postId, userId]);
  return total === null ? null : { total, is_liked: liked };
}
