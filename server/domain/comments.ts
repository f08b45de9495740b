import { and, eq, sql } from 'drizzle-orm';
import { countLinks } from '#common/html.ts';
import { COMMENT_MAX_LENGTH } from '#common/limits.ts';
import type { Database, Db } from '#server/db/client.ts';
import { comments } from '#server/db/schema.ts';
import { notifyComment, notifyCommentApproved } from './notifications/events.ts';

export type CommentRow = typeof comments.$inferSelect;
export type CommentStatus = CommentRow['status'];

/**
 * Counters: `posts.comment_count` counts a post's approved comments (top level and replies),
 * `comments.total_children` a top-level comment's approved replies. Every change of a
 * comment's existence or status moves both by the difference, in SQL (`+ delta`), in the
 * transaction that changes the comment, so they stay exact under concurrency.
 *
 * Lock order, the same in every write: the parent comment, then the comment, then the post
 * row. A reply's writers therefore queue on the parent instead of deadlocking, and a reply
 * cannot slip in under a parent that is being deleted.
 */
const counted = (c: { status: CommentStatus; hidden: boolean }) =>
  c.status === 'approved' && !c.hidden ? 1 : 0;

/** Plain text as stored: unified line breaks, no control characters (PostgreSQL refuses NUL), trimmed. */
export function normaliseCommentText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}

export type ContentProblem = 'empty' | 'too_long';

export function contentProblem(text: string): ContentProblem | null {
  if (text === '') return 'empty';
  if ([...text].length > COMMENT_MAX_LENGTH) return 'too_long';
  return null;
}

export type HoldReason = 'first_comment' | 'links' | 'moderation_words';

/**
 * Decisions §4: a comment is held when its author has no approved comment yet, when it has
 * 2 or more links, or when it contains an entry of the site's moderation list (a
 * case-insensitive substring, so a phrase like "betting tips" works). Editors' comments are
 * never held.
 */
export function holdReason(
  text: string,
  author: { isEditor: boolean; hasApprovedComment: boolean },
  moderationWords: readonly string[],
): HoldReason | null {
  if (author.isEditor) return null;
  if (!author.hasApprovedComment) return 'first_comment';
  return contentHoldReason(text, moderationWords);
}

/** The rules that depend on the text alone; an author's edit is checked against them again. */
export function contentHoldReason(text: string, moderationWords: readonly string[]): HoldReason | null {
  if (countLinks(text) >= 2) return 'links';
  const lower = text.toLocaleLowerCase();
  if (moderationWords.some((w) => w.trim() !== '' && lower.includes(w.trim().toLocaleLowerCase())))
    return 'moderation_words';
  return null;
}

export async function hasApprovedComment(database: Database, userId: number): Promise<boolean> {
  const [row] = await database.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM comments WHERE author_id = $1 AND status = 'approved') AS found`,
    [userId],
  );
  return Boolean(row?.found);
}

async function movePostCount(tx: Db, postId: number, delta: number) {
  if (delta === 0) return;
  await tx.execute(sql`UPDATE posts SET comment_count = comment_count + ${delta} WHERE id = ${postId}`);
}

export interface NewComment {
  postId: number;
  /** null for a top-level comment */
  parentId: number | null;
  authorId: number;
  content: string;
  status: CommentStatus;
  heldReason?: HoldReason | null;
}

/**
 * Inserts a comment and moves the counters. For a reply, the parent's counter update comes
 * first: it locks the parent and re-checks in SQL that it is still a top-level comment of
 * the same post, so a reply can never attach to a comment deleted meanwhile.
 * Returns null when the parent is gone.
 */
export async function createComment(database: Database, input: NewComment): Promise<CommentRow | null> {
  return database.db.transaction(async (tx) => {
    if (input.parentId !== null) {
      const parent = await tx
        .update(comments)
        .set({ totalChildren: sql`${comments.totalChildren} + ${counted({ ...input, hidden: false })}` })
        .where(
          and(
            eq(comments.id, input.parentId),
            eq(comments.postId, input.postId),
            sql`${comments.parentId} IS NULL`,
          ),
        )
        .returning({ id: comments.id });
      if (parent.length === 0) return null;
    }
    const [row] = await tx.insert(comments).values(input).returning();
    await movePostCount(tx, input.postId, counted({ ...input, hidden: false }));
    if (row && counted(row)) await notifyComment(tx, row);
    return row ?? null;
  });
}

/** A comment's id and parent, read without a lock, so a write can lock in the order above. */
export async function commentKey(tx: Db, id: number): Promise<Pick<CommentRow, 'id' | 'parentId'> | null> {
  const [row] = await tx
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .where(eq(comments.id, id));
  return row ?? null;
}

/** Locks a comment (after its parent, see the lock order above) and reads it afresh. */
async function lockComment(tx: Db, known: Pick<CommentRow, 'id' | 'parentId'>): Promise<CommentRow | null> {
  if (known.parentId !== null) {
    await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, known.parentId)).for('update');
  }
  const [row] = await tx.select().from(comments).where(eq(comments.id, known.id)).for('update');
  return row ?? null;
}

export interface CommentChange {
  content?: string;
  status?: CommentStatus;
  heldReason?: HoldReason | null;
  hidden?: boolean;
}

/**
 * Changes a comment's text, status or visibility inside the caller's transaction (an action
 * and its log row commit together). The counter difference is computed from the row read
 * under its lock, so two editors approving at once count it once. Returns the comment before
 * and after, or null when it is gone (or `when` refuses it).
 */
export async function updateCommentIn(
  tx: Db,
  known: Pick<CommentRow, 'id' | 'parentId'>,
  change: CommentChange,
  /** checked on the row as locked: false leaves it unchanged (answers null) */
  when: (current: CommentRow) => boolean = () => true,
): Promise<{ before: CommentRow; after: CommentRow } | null> {
  const current = await lockComment(tx, known);
  if (!current || !when(current)) return null;
  // A comment leaving the hold queue no longer has a reason to be held.
  const heldReason =
    change.heldReason !== undefined
      ? change.heldReason
      : change.status !== undefined && change.status !== 'hold'
        ? null
        : current.heldReason;
  const [row] = await tx
    .update(comments)
    .set({ ...change, heldReason, modified: change.content !== undefined ? new Date() : current.modified })
    .where(eq(comments.id, current.id))
    .returning();
  const delta = counted(row!) - counted(current);
  if (delta !== 0 && current.parentId !== null) {
    await tx
      .update(comments)
      .set({ totalChildren: sql`${comments.totalChildren} + ${delta}` })
      .where(eq(comments.id, current.parentId));
  }
  await movePostCount(tx, current.postId, delta);
  // A held comment that readers can now see tells its author, and whoever it answers.
  if (current.status === 'hold' && counted(row!)) await notifyCommentApproved(tx, row!);
  return { before: current, after: row! };
}

/**
 * Deletes a comment for good and, for a top-level one, its replies (decisions §5), taking
 * every approved one of them off the post's count. Returns the comment as it was, or null
 * when it was already gone.
 */

export async function deleteCommentIn(
  tx: Db,
  known: Pick<CommentRow, 'id' | 'parentId'>,
): Promise<CommentRow | null> {
  const current = await lockComment(tx, known);
  if (!current) return null;
  const replies = await tx
    .delete(comments)
    .where(eq(comments.parentId, current.id))
    .returning({ status: comments.status, hidden: comments.hidden });
  await tx.delete(comments).where(eq(comments.id, current.id));
  if (current.parentId !== null && counted(current) === 1) {
    await tx
      .update(comments)
      .set({ totalChildren: sql`${comments.totalChildren} - 1` })
      .where(eq(comments.id, current.parentId));
  }
  const gone = counted(current) + replies.reduce((n, r) => n + counted(r), 0);
  await movePostCount(tx, current.postId, -gone);
  return current;
}
