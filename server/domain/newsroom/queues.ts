import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Role } from '#common/api-types.ts';
import type { NewsroomCounts, ReportReason } from '#common/newsroom.ts';
import type { Database, Db } from '#server/db/client.ts';
import { comments, contactSubmissions, moderationLog, posts, users } from '#server/db/schema.ts';
import { type Page, pageAndTotal } from '../lookup.ts';
import { memberSearchCondition } from './people.ts';

/** The review queue (decisions §4): published posts and videos in `unreviewed`. */
const waitingCondition = (unreviewed: number) =>
  sql`${posts.status} = 'publish' AND ${posts.type} IN ('post', 'video') AND EXISTS (SELECT 1 FROM post_terms pt WHERE pt.post_id = ${posts.id} AND pt.term_id = ${unreviewed})`;

/** Ids of the review queue, oldest first, and how many wait. */
export async function reviewQueueIds(db: Db, unreviewed: number, page: Page) {
  if (unreviewed <= 0) return { ids: [] as number[], total: 0 };
  const where = waitingCondition(unreviewed);
  const query = db.select({ id: posts.id }).from(posts).where(where).orderBy(asc(posts.date), asc(posts.id));
  const { rows, total } = await pageAndTotal(db, query.$dynamic(), page, posts, where);
  return { ids: rows.map((r) => r.id), total };
}

/** Every queue's length, in one round trip per queue (the tab bar's counts). */
export async function queueCounts(
  database: Database,
  unreviewed: number,
  withInbox: boolean,
): Promise<NewsroomCounts> {
  const [[review], [held], [reported], [inbox]] = await Promise.all([
    unreviewed > 0
      ? database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM posts p WHERE p.status = 'publish' AND p.type IN ('post', 'video')
             AND EXISTS (SELECT 1 FROM post_terms pt WHERE pt.post_id = p.id AND pt.term_id = $1)`,
          [unreviewed],
        )
      : [{ n: 0 }],
    database.query<{ n: number }>(`SELECT count(*)::int AS n FROM comments WHERE status = 'hold'`),
    database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT object_type, object_id FROM reports WHERE resolved_at IS NULL) r
        WHERE (r.object_type = 'post' AND EXISTS (SELECT 1 FROM posts p WHERE p.id = r.object_id AND p.status <> 'trash'))
           OR (r.object_type = 'comment' AND EXISTS (SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
                                                     WHERE c.id = r.object_id AND p.status <> 'trash'))`,
    ),
    withInbox
      ? database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM contact_submissions WHERE handled_at IS NULL`,
        )
      : [{ n: 0 }],
  ]);
  return { review: review?.n ?? 0, comments: held?.n ?? 0, reports: reported?.n ?? 0, inbox: inbox?.n ?? 0 };
}

export interface HeldCommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  authorId: number;
  authorName: string;
  authorSlug: string;
  content: string;
  heldReason: 'first_comment' | 'links' | 'moderation_words' | null;
  date: Date;
  postTitle: string;
  postType: 'post' | 'video' | 'note' | 'poll' | 'page';
  postSlug: string;
  postDate: Date;
}

/** Held comments, oldest first (they have waited longest). */
export async function heldComments(db: Db, page: Page): Promise<{ rows: HeldCommentRow[]; total: number }> {
  const where = eq(comments.status, 'hold');
  const query = db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      authorName: users.name,
      authorSlug: users.slug,
      content: comments.content,
      heldReason: comments.heldReason,
      date: comments.date,
      postTitle: posts.title,
      postType: posts.type,
      postSlug: posts.slug,
      postDate: posts.date,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(where)
    .orderBy(asc(comments.date), asc(comments.id));
  return pageAndTotal(db, query.$dynamic(), page, comments, where);
}

export interface ReportedRow {
  object_type: 'post' | 'comment';
  object_id: number;
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  notes: string[];
  first_reported: Date | string;
  last_reported: Date | string;
  hidden: boolean;
  author_id: number;
  author_name: string;
  author_slug: string;
  title: string;
  text: string;
  post_type: 'post' | 'video' | 'note' | 'poll' | 'page';
  post_slug: string;
  post_date: Date | string;
  comment_id: number | null;
}

/**
 * Items with open reports, most reported first, each with its reasons and notes. Reports of
 * an item deleted since (by its author) drop out with the join.
 */
export async function reportedItems(
  database: Database,
  page: Page,
): Promise<{ rows: ReportedRow[]; total: number }> {
  const rows = await database.query<ReportedRow & { total: number }>(
    `WITH open AS (
       SELECT object_type, object_id, count(*)::int AS count,
              coalesce(array_agg(note ORDER BY created_at) FILTER (WHERE note <> ''), '{}') AS notes,
              min(created_at) AS first_reported, max(created_at) AS last_reported
         FROM reports WHERE resolved_at IS NULL
        GROUP BY object_type, object_id
     ), reasons AS (
       SELECT object_type, object_id, jsonb_object_agg(reason, n) AS reasons
         FROM (SELECT object_type, object_id, reason, count(*)::int AS n
                 FROM reports WHERE resolved_at IS NULL GROUP BY object_type, object_id, reason) x
        GROUP BY object_type, object_id
     )
     SELECT o.object_type, o.object_id, o.count, r.reasons, o.notes, o.first_reported, o.last_reported,
            coalesce(c.hidden, p.hidden) AS hidden,
            u.id AS author_id, u.name AS author_name, u.slug AS author_slug,
            p.title, coalesce(c.content, p.content) AS text,
            p.type AS post_type, p.slug AS post_slug, p.date AS post_date, c.id AS comment_id,
            count(*) OVER ()::int AS total
       FROM open o
       JOIN reasons r ON r.object_type = o.object_type AND r.object_id = o.object_id
       LEFT JOIN comments c ON o.object_type = 'comment' AND c.id = o.object_id
       JOIN posts p ON p.id = CASE WHEN o.object_type = 'comment' THEN c.post_id ELSE o.object_id END
       JOIN users u ON u.id = coalesce(c.author_id, p.author_id)
      WHERE (o.object_type = 'post' OR c.id IS NOT NULL) AND p.status <> 'trash'
      ORDER BY o.count DESC, o.last_reported DESC, o.object_id
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface MemberFilter {
  search?: string | undefined;
  role?: Role | undefined;
  suspended?: boolean | undefined;
}

const memberColumns = {
  id: users.id,
  name: users.name,
  slug: users.slug,
  avatarUrl: users.avatarUrl,
  role: users.role,
  suspendedAt: users.suspendedAt,
  postCount: users.postCount,
  createdAt: users.createdAt,
};

/** Members for the People tab: newest first, or matching a name, slug or exact e-mail. */
export async function members(db: Db, filter: MemberFilter, page: Page) {
  const where: SQL[] = [];
  if (filter.search) where.push(memberSearchCondition(filter.search));
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.suspended) where.push(isNotNull(users.suspendedAt));
  const condition = where.length ? and(...where) : undefined;
  const query = db
    .select(memberColumns)
    .from(users)
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id));
  return pageAndTotal(db, query.$dynamic(), page, users, condition);
}

export type MemberRow = Awaited<ReturnType<typeof members>>['rows'][number];

export async function member(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row;
}

const messageColumns = {
  id: contactSubmissions.id,
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  subject: contactSubmissions.subject,
  message: contactSubmissions.message,
  createdAt: contactSubmissions.createdAt,
  handledAt: contactSubmissions.handledAt,
  handledBy: users.name,
};

/** Contact messages, newest first: open ones, handled ones or all. */
export async function inboxMessages(db: Db, status: 'open' | 'handled' | 'all', page: Page) {
  const condition =
    status === 'open'
      ? isNull(contactSubmissions.handledAt)
      : status === 'handled'
        ? isNotNull(contactSubmissions.handledAt)
        : undefined;
  const query = db
    .select(messageColumns)
    .from(contactSubmissions)
    .leftJoin(users, eq(users.id, contactSubmissions.handledBy))
    .where(condition)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return pageAndTotal(db, query.$dynamic(), page, contactSubmissions, condition);
}

export type MessageRow = Awaited<ReturnType<typeof inboxMessages>>['rows'][number];

export async function inboxMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(contactSubmissions)
    .leftJoin(users, eq(users.id, contactSubmissions.handledBy))
    .where(eq(contactSubmissions.id, id));
  return row;
}

/** The moderation log, newest first. */
export async function logEntries(db: Db, page: Page) {
  const query = db
    .select()
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id));
  return pageAndTotal(db, query.$dynamic(), page, moderationLog, undefined);
}
