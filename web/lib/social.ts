import type { BlockAnswer, TermFollowAnswer, UserFollowAnswer } from '#common/api-types.ts';
import { browserSend } from './api-client.ts';

/** Spec §5: follow, block and fetch calls need a valid id; otherwise nothing is sent. */
export function isValidId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/** Spec §4: a follower count moves by one and never below 0. */
export function moveCount(count: number, delta: number): number {
  return Math.max(0, (Number.isFinite(count) ? count : 0) + delta);
}

/** The optimistic follow state after a click on the author follow button. */
export function flipFollow(follow: { is_following: boolean; no_followers: number }) {
  const following = !follow.is_following;
  return { is_following: following, no_followers: moveCount(follow.no_followers, following ? 1 : -1) };
}

/** The count after a block: blocking removes my follow, so it drops by one if I followed. */
export function afterBlock(
  follow: { is_following: boolean; no_followers: number },
  blocking: boolean,
): { is_following: boolean; no_followers: number } {
  if (!blocking || !follow.is_following)
    return { ...follow, is_following: blocking ? false : follow.is_following };
  return { is_following: false, no_followers: moveCount(follow.no_followers, -1) };
}

/**
 * `POST yka/v2/action` on a user or topic; resolves null (and logs the spec §8 line) when
 * the id is not valid, so nothing is sent.
 */
function sendAction<T>(object: 'user' | 'category', id: unknown, action: string): Promise<T | null> {
  if (!isValidId(id)) {
    console.error(object === 'user' ? 'user id not valid' : 'term id not valid');
    return Promise.resolve(null);
  }
  return browserSend<T>('POST', '/yka/v2/action', { action, object, id });
}

export function sendUserFollow(id: unknown, following: boolean) {
  return sendAction<UserFollowAnswer>('user', id, following ? 'follow' : 'unfollow');
}

export function sendBlock(id: unknown, blocking: boolean) {
  return sendAction<BlockAnswer>('user', id, blocking ? 'block' : 'unblock');
}

export function sendTermFollow(id: unknown, following: boolean) {
  return sendAction<TermFollowAnswer>('category', id, following ? 'follow' : 'unfollow');
}

/** Spec §5: the plus (Add topic) button shows with at least 1 and fewer than 8 tabs. */
export function showAddTopic(tabCount: number): boolean {
  return tabCount >= 1 && tabCount < 8;
}
