import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { type EpochMs, epochMs } from '#server/db/epoch-ms.ts';
import { blocks, comments, posts, users } from '#server/db/schema.ts';
import type { CommentRow, CommentStatus } from './comments.ts';
import { type Page, pageAndTotal } from './lookup.ts';
import { runStatement } from './posts/statement.ts';

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

function commentConditions(f: CommentFilter): SQL[] {
  const where: SQL[] = [];
  if (f.postId !== undefined) where.push(eq(comments.postId, f.postId));
  if (f.parent !== undefined)
    where.push(f.parent === 0 ? isNull(comments.parentId) : eq(comments.parentId, f.parent));
  if (f.moderatorStatuses) where.push(inArray(comments.status, f.moderatorStatuses));
  else if (f.viewerId !== null)
    where.push(
      sql`((${comments.status} = 'approved' AND (NOT ${comments.hidden} OR ${comments.authorId} = ${f.viewerId})) OR (${comments.status} = 'hold' AND ${comments.authorId} = ${f.viewerId}))`,
    );
  else where.push(sql`${comments.status} = 'approved'`, sql`NOT ${comments.hidden}`);
  // A blocker never sees the blocked author's comments (decisions §4).
  if (f.viewerId !== null) {
    where.push(
      sql`${comments.authorId} NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.viewerId})`,
    );
  }
  return where;
}

/** One page of comments with author and post link, and the total for the paging headers. */
export async function listComments(db: Db, f: CommentFilter, page: Page) {
  const dir = f.order === 'asc' ? asc : desc;
  const condition = and(...commentConditions(f));
  const query = db
    .select({ comment: comments, author: authorColumns, post: postLinkColumns })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(condition)
    .orderBy(dir(comments.date), dir(comments.id));
  return pageAndTotal(db, query.$dynamic(), page, comments, condition);
}

interface PostCommentRow {
  postId: number;
  postType: CommentedPost['type'];
  postSlug: string;
  postDate: EpochMs;
  postStatus: CommentedPost['status'];
  postAuthorId: number;
  postHidden: boolean;
  id: number | null;
  parentId: number | null;
  authorId: number;
  content: string;
  status: CommentStatus;
  totalChildren: number;
  heldReason: CommentRow['heldReason'];
  hidden: boolean;
  date: EpochMs;
  modified: EpochMs;
  userId: number | null;
  userName: string;
  userSlug: string;
  userAvatarUrl: string;
  total: number;
}

/**
 * The comments of one post as a reader lists them, with the post the rules need, its
 * authors and the total, in one statement (issue 14): the post's row comes back even when
 * the page holds no comment. `post` is undefined when there is no such post.
 */
export async function listPostComments(
  database: Database,
  f: CommentFilter & { postId: number },
  page: { limit: number; offset: number },
) {
  const where = and(...commentConditions(f));
  const dir = sql.raw(f.order === 'asc' ? 'ASC' : 'DESC');
  const firstOnly = (value: SQL) =>
    sql`CASE WHEN row_number() OVER (ORDER BY c.date ${dir}, c.id ${dir}) = 1 THEN ${value} END`;
  const found = await runStatement<PostCommentRow>(
    database,
    // The post and the total on the first row only (the post's row alone when the page holds
    // no comment): on the other 99 of a page they were seven more values a row for pg to read.
    // Numbered in the answer's own order, which the final sort gives anyway; numbered inside
    // the page's subquery, its top-N sort became a sort of every comment (decisions 011).
    sql`SELECT p.id AS "postId", ${firstOnly(sql`p.type`)} AS "postType", ${firstOnly(sql`p.slug`)} AS "postSlug",
        ${firstOnly(epochMs('p.date'))} AS "postDate", ${firstOnly(sql`p.status`)} AS "postStatus",
        ${firstOnly(sql`p.author_id`)} AS "postAuthorId", ${firstOnly(sql`p.hidden`)} AS "postHidden",
        c.id, c.parent_id AS "parentId", c.author_id AS "authorId", c.content, c.status,
        c.total_children AS "totalChildren", c.held_reason AS "heldReason", c.hidden,
        ${epochMs('c.date')} AS date, ${epochMs('c.modified')} AS modified,
        u.id AS "userId", u.name AS "userName", u.slug AS "userSlug", u.avatar_url AS "userAvatarUrl",
        ${firstOnly(sql`(SELECT count(*)::int FROM ${comments} WHERE ${where})`)} AS total
      FROM ${posts} p
      LEFT JOIN LATERAL (SELECT * FROM ${comments} WHERE ${where}
                          ORDER BY ${comments.date} ${dir}, ${comments.id} ${dir}
                          LIMIT ${page.limit} OFFSET ${page.offset}) c ON true
      LEFT JOIN ${users} u ON u.id = c.author_id
     WHERE p.id = ${f.postId}
     ORDER BY c.date ${dir}, c.id ${dir}`,
  );
  const first = found[0];
  if (!first) return { post: undefined, rows: [], total: 0 };
  const post: CommentedPost = {
    id: first.postId,
    type: first.postType,
    slug: first.postSlug,
    date: new Date(first.postDate),
    status: first.postStatus,
    authorId: first.postAuthorId,
    hidden: first.postHidden,
  };
  const rows = found
    .filter((r) => r.id !== null)
    .map((r) => ({
      comment: {
        id: r.id as number,
        postId: first.postId,
        parentId: r.parentId,
        authorId: r.authorId,
        content: r.content,
        status: r.status,
        totalChildren: r.totalChildren,
        heldReason: r.heldReason,
        hidden: r.hidden,
        date: new Date(r.date),
        modified: new Date(r.modified),
      },
      author:
        r.userId === null
          ? null
          : { id: r.userId, name: r.userName, slug: r.userSlug, avatarUrl: r.userAvatarUrl },
    }));
  return { post, rows, total: Number(first.total) };
}
