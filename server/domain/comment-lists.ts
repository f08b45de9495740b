import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { blocks, comments, posts, users } from '#server/db/schema.ts';
import type { CommentRow, CommentStatus } from './comments.ts';
import { type Page, pageAndTotal } from './lookup.ts';

/** What the comment rules need to know about the post a comment is on. */
export async function commentedPost(db: Db, postId: number) {
  const [post] = await db
    .select({
      id: posts.id,
      type: posts.type,
      slug: posts.slug,
      date: posts.date,
      status: posts.status,
      authorId: posts.authorId,
      hidden: posts.hidden,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return post;
}

export type CommentedPost = NonNullable<Awaited<ReturnType<typeof commentedPost>>>;

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

const authorColumns = { id: users.id, name: users.name, slug: users.slug, avatarUrl: users.avatarUrl };
const postLinkColumns = { type: posts.type, slug: posts.slug, date: posts.date };

/** A comment's author and the parts of its post's link, for the answer of a write. */
export async function commentContext(db: Db, row: CommentRow) {
  const [found] = await db
    .select({ author: authorColumns, post: postLinkColumns })
    .from(posts)
    .leftJoin(users, eq(users.id, row.authorId))
    .where(eq(posts.id, row.postId));
  return found;
}

/** Whether `blockerId` blocks `blockedId` (decisions §4). */
export async function isBlockedBy(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const [blocked] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return blocked !== undefined;
}

export interface CommentFilter {
  postId?: number | undefined;
  /** 0 for top level */
  parent?: number | undefined;
  /**
   * Which comments the reader may see (decisions §4, §10; the policy decides): a moderator
   * lists these statuses; a signed-in reader the approved ones and their own held or hidden
   * ones; a visitor the approved, unhidden ones.
   */
  moderatorStatuses: CommentStatus[] | null;
  viewerId: number | null;
  order: 'asc' | 'desc';
}

/** One page of comments with author and post link, and the total for the paging headers. */
export async function listComments(db: Db, f: CommentFilter, page: Page) {
  const where: SQL[] = [];
  if (f.postId !== undefined) where.push(eq(comments.postId, f.postId));
  if (f.parent !== undefined)
    where.push(f.parent === 0 ? isNull(comments.parentId) : eq(comments.parentId, f.parent));
  if (f.moderatorStatuses) where.push(inArray(comments.status, f.moderatorStatuses));
  else if (f.viewerId !== null)
    where.push(
      sql`((${comments.status} = 'approved' AND (NOT ${comments.hidden} OR ${comments.authorId} = ${f.viewerId})) OR (${comments.status} = 'hold' AND ${comments.authorId} = ${f.viewerId}))`,
    );
  else where.push(eq(comments.status, 'approved'), eq(comments.hidden, false));
  // A blocker never sees the blocked author's comments (decisions §4).
  if (f.viewerId !== null) {
    where.push(
      sql`${comments.authorId} NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.viewerId})`,
    );
  }
  const dir = f.order === 'asc' ? asc : desc;
  const condition = and(...where);
  const query = db
    .select({ comment: comments, author: authorColumns, post: postLinkColumns })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(condition)
    .orderBy(dir(comments.date), dir(comments.id));
  return pageAndTotal(db, query.$dynamic(), page, comments, condition);
}
