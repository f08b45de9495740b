import { sql } from 'drizzle-orm';
import { type NotificationKind, POLL_MILESTONES } from '#common/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '../writing/slug.ts';

export interface NotificationEvent {
  userId: number;
  kind: NotificationKind;
  /** names the event; with the recipient it is unique (retries and races make one row) */
  eventKey: string;
  /** the member shown as having done it; null for the newsroom and for milestones */
  actorId: number | null;
  /** whoever caused it, when not the actor (an editor): nobody is told of their own action */
  causedBy?: number | null;
  postId?: number | null;
  commentId?: number | null;
  data?: Record<string, unknown> | null;
}

/**
 * Writes one notification in the caller's transaction (decisions §10): never to the member
 * who caused it, never of an action by someone the recipient blocked, never of a kind they
 * turned off; `ON CONFLICT DO NOTHING` on (recipient, event key) makes it once per event.
 */
export async function notify(tx: Db, event: NotificationEvent): Promise<void> {
  const causedBy = event.causedBy === undefined ? event.actorId : event.causedBy;
  await tx.execute(sql`
    INSERT INTO notifications (user_id, kind, event_key, actor_id, post_id, comment_id, data)
    SELECT ${event.userId}::int, ${event.kind}, ${event.eventKey}, ${event.actorId}::int,
           ${event.postId ?? null}::int, ${event.commentId ?? null}::int,
           ${event.data ? JSON.stringify(event.data) : null}::jsonb
     WHERE ${event.userId}::int IS DISTINCT FROM ${causedBy}::int
       AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${event.userId}::int AND blocked_id = ${event.actorId}::int)
       AND NOT EXISTS (SELECT 1 FROM notification_settings s
                        WHERE s.user_id = ${event.userId}::int AND ${event.kind} = ANY (s.kinds_off))
    ON CONFLICT (user_id, event_key) DO NOTHING`);
}

interface CommentEvent {
  id: number;
  postId: number;
  parentId: number | null;
  authorId: number;
}

/**
 * A comment that readers can now see (approved at once, or later by an editor): a reply
 * tells the author of the comment it answers, a top-level comment the post's author.
 */
export async function notifyComment(tx: Db, comment: CommentEvent): Promise<void> {
  const [target] = rowsOf<{ user_id: number }>(
    await tx.execute(
      comment.parentId !== null
        ? sql`SELECT author_id AS user_id FROM comments WHERE id = ${comment.parentId}`
        : sql`SELECT author_id AS user_id FROM posts WHERE id = ${comment.postId}`,
    ),
  );
  if (!target) return;
  const kind = comment.parentId !== null ? 'reply' : 'comment';
  await notify(tx, {
    userId: target.user_id,
    kind,
    eventKey: `${kind}:${comment.id}`,
    actorId: comment.authorId,
    postId: comment.postId,
    commentId: comment.id,
  });
}

/** A held comment approved by an editor: its author is told, then whoever it answers. */
export async function notifyCommentApproved(tx: Db, comment: CommentEvent): Promise<void> {
  await notify(tx, {
    userId: comment.authorId,
    kind: 'comment_approved',
    eventKey: `comment_approved:${comment.id}`,
    actorId: null,
    causedBy: null,
    postId: comment.postId,
    commentId: comment.id,
  });
  await notifyComment(tx, comment);
}

/** A new follower; one notification per follower, however often they unfollow and follow again. */
export async function notifyFollow(tx: Db, followerId: number, followeeId: number): Promise<void> {
  await notify(tx, {
    userId: followeeId,
    kind: 'follow',
    eventKey: `follow:${followerId}`,
    actorId: followerId,
  });
}

/**
 * The newsroom's outcome of a review; `logId` (the moderation log row of the action) names
 * the event, so a post approved, sent back and approved again is told each time.
 */
export async function notifyReview(
  tx: Db,
  review: {
    kind: 'post_approved' | 'post_sent_back';
    logId: number;
    editorId: number;
    authorId: number;
    postId: number;
    note?: string;
  },
): Promise<void> {
  await notify(tx, {
    userId: review.authorId,
    kind: review.kind,
    eventKey: `review:${review.logId}`,
    actorId: null,
    causedBy: review.editorId,
    postId: review.postId,
    data: review.note ? { note: review.note } : null,
  });
}

/** A poll whose vote count just reached a milestone tells its author. */
export async function notifyPollVotes(tx: Db, pollId: number, totalVotes: number): Promise<void> {
  if (!(POLL_MILESTONES as readonly number[]).includes(totalVotes)) return;
  const [post] = rowsOf<{ id: number; author_id: number }>(
    await tx.execute(
      sql`SELECT p.id, p.author_id FROM polls pl JOIN posts p ON p.id = pl.post_id WHERE pl.id = ${pollId}`,
    ),
  );
  if (!post) return;
  await notify(tx, {
    userId: post.author_id,
    kind: 'poll_milestone',
    eventKey: `poll:${pollId}:${totalVotes}`,
    actorId: null,
    causedBy: null,
    postId: post.id,
    data: { milestone: totalVotes },
  });
}
