import type { Db } from '#server/db/client.ts';
import { type CommentRow, type CommentStatus, commentKey, updateCommentIn } from '../comments.ts';
import { type Actor, logAction } from './log.ts';

const ACTION = {
  approved: 'approve_comment',
  spam: 'spam_comment',
  trash: 'trash_comment',
  hold: 'hold_comment',
} as const;

/**
 * Moderates held comments one by one or in bulk (decisions §10): each comment still held
 * changes status with its counters and gets its log row, all in the caller's transaction.
 * Comments no longer held (another editor was quicker) are left alone. Returns the ids
 * that changed.
 */
export async function moderateHeldComments(
  tx: Db,
  actor: Actor,
  ids: number[],
  status: Exclude<CommentStatus, 'hold'>,
): Promise<number[]> {
  const changed: number[] = [];
  // Ascending ids: two editors' bulk actions lock in the same order.
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const known = await commentKey(tx, id);
    if (!known) continue;
    const result = await updateCommentIn(tx, known, { status }, (current) => current.status === 'hold');
    if (!result) continue;
    await logComment(tx, actor, result.before, status);
    changed.push(id);
  }
  return changed;
}

/** A moderator's status change of one comment, as the log records it. */
export async function logComment(tx: Db, actor: Actor, before: CommentRow, status: CommentStatus) {
  await logAction(tx, actor, {
    action: ACTION[status],
    objectType: 'comment',
    objectId: before.id,
    before: { status: before.status, held_reason: before.heldReason },
    after: { status },
  });
}
