import type { Db } from '#server/db/client.ts';
import { type CommentChange, type CommentRow, deleteCommentIn, updateCommentIn } from '../comments.ts';
import { loadPostRecord, type PostRecord } from '../writing/post-record.ts';
import { logComment } from './comment-moderation.ts';
import { changedFields, logAction } from './log.ts';
import { loadActor } from './people.ts';

const loggedFields = (post: PostRecord) => ({
  title: post.title,
  status: post.status,
  categories: post.categories,
  locations: post.locations,
  featured_media: post.featuredMediaId,
  video_url: post.videoUrl,
  content_length: post.content.length,
});

/**
 * Editors also act through the writing and comment APIs WordPress clients use; those
 * changes of someone else's item are moderator actions and go into the same log, in the
 * write's own transaction (decisions §10).
 */
export async function logEditorEdit(tx: Db, viewer: { id: number }, before: PostRecord): Promise<void> {
  const after = await loadPostRecord(tx, before.id, false);
  if (!after) return;
  const diff = changedFields(loggedFields(before), loggedFields(after));
  if (Object.keys(diff.after).length === 0) return;
  await logAction(tx, await loadActor(tx, viewer.id), {
    action: 'edit_post',
    objectType: 'post',
    objectId: before.id,
    ...diff,
  });
}

/** A deletion's log row: what the item was, nothing after. */
async function logDelete(
  tx: Db,
  viewer: { id: number },
  objectType: 'post' | 'comment',
  objectId: number,
  before: Record<string, unknown>,
) {
  const action = objectType === 'post' ? 'delete_post' : 'delete_comment';
  await logAction(tx, await loadActor(tx, viewer.id), { action, objectType, objectId, before, after: null });
}

export const logEditorDelete = (tx: Db, viewer: { id: number }, post: PostRecord) =>
  logDelete(tx, viewer, 'post', post.id, { title: post.title, status: post.status, author: post.authorId });

export async function logCommentChange(
  tx: Db,
  viewer: { id: number },
  before: CommentRow,
  after: CommentRow,
) {
  const actor = await loadActor(tx, viewer.id);
  if (before.status !== after.status) await logComment(tx, actor, before, after.status);
  if (before.content !== after.content)
    await logAction(tx, actor, {
      action: 'edit_comment',
      objectType: 'comment',
      objectId: before.id,
      before: { content: before.content },
      after: { content: after.content },
    });
}

export const logCommentDelete = (tx: Db, viewer: { id: number }, comment: CommentRow) =>
  logDelete(tx, viewer, 'comment', comment.id, {
    status: comment.status,
    content: comment.content,
    author: comment.authorId,
  });

/**
 * Changes a comment through the comments API; `loggedAs`, when the change is a moderator's
 * (or an editor's edit of someone else's words), writes its log row in the same transaction.
 * Returns the comment after, or undefined when it is gone.
 */
export function changeComment(
  db: Db,
  row: CommentRow,
  change: CommentChange,
  loggedAs: { id: number } | null,
) {
  return db.transaction(async (tx) => {
    const result = await updateCommentIn(tx, row, change);
    if (result && loggedAs) await logCommentChange(tx, loggedAs, result.before, result.after);
    return result?.after;
  });
}

/** Deletes a comment through the comments API; `loggedAs` as in `changeComment`. */
export function removeComment(db: Db, row: CommentRow, loggedAs: { id: number } | null) {
  return db.transaction(async (tx) => {
    const gone = await deleteCommentIn(tx, row);
    if (gone && loggedAs) await logCommentDelete(tx, loggedAs, gone);
    return gone;
  });
}
