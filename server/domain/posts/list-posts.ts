import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PostStatus, PostType, SiteSettings } from '#common/api-types.ts';
import type { Db } from '#server/db/client.ts';
import { blocks, posts, postTerms, termFollows, userFollows } from '#server/db/schema.ts';
import { postSearchCondition, postSearchRanking } from '../search/hinglish.ts';
import type { CountCache } from './count-cache.ts';

const { searchVector: _omitted, romanVector: _alsoOmitted, ...postColumns } = getTableColumns(posts);

export { postColumns };
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'romanVector'>;

export interface PostListFilter {
  /** one type, or several for the mixed lists of issue 13 (home, topics, newsfeeds, search) */
  type: PostType | PostType[];
  statuses: PostStatus[];
  search?: string | undefined;
  author?: number[] | undefined;
  authorExclude?: number[] | undefined;
  categories?: number[] | undefined;
  categoriesExclude?: number[] | undefined;
  locations?: number[] | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slug?: string[] | undefined;
  prompt?: number[] | undefined;
  lang?: 'en' | 'hi' | undefined;
  before?: Date | undefined;
  after?: Date | undefined;
  /** false to include unlisted and unreviewed posts (decisions §4) */
  listedOnly: boolean;
  /**
   * The newsfeed (decisions §5): only posts by authors this user follows, and with `topics`
   * also posts in topics they follow.
   */
  followedBy?: { userId: number; topics: boolean } | undefined;
  /** the reader (their blocks apply, their own hidden items show), null for a visitor */
  viewerId: number | null;
  /** an editor's list: items hidden by reports show too (the policy decides who) */
  seesHidden: boolean;
}

export type PostOrderBy = 'date' | 'id' | 'include' | 'title' | 'slug' | 'relevance' | 'modified';

function conditions(f: PostListFilter): SQL[] {
  const where: SQL[] = [
    Array.isArray(f.type) ? inArray(posts.type, f.type) : eq(posts.type, f.type),
    inArray(posts.status, f.statuses),
  ];
  if (f.listedOnly) where.push(eq(posts.listed, true));
  // Decisions §10: an item hidden by reports shows only to its author and editors. A listed
  // post is never hidden, so public lists need no second condition.
  else if (!f.seesHidden)
    where.push(
      f.viewerId !== null
        ? sql`(NOT ${posts.hidden} OR ${posts.authorId} = ${f.viewerId})`
        : eq(posts.hidden, false),
    );
  if (f.search) where.push(postSearchCondition(f.search));
  if (f.author?.length) where.push(inArray(posts.authorId, f.author));
  if (f.authorExclude?.length) where.push(notInArray(posts.authorId, f.authorExclude));
  if (f.include?.length) where.push(inArray(posts.id, f.include));
  if (f.exclude?.length) where.push(notInArray(posts.id, f.exclude));
  if (f.slug?.length) where.push(inArray(posts.slug, f.slug));
  if (f.prompt?.length) where.push(inArray(posts.promptId, f.prompt));
  if (f.lang) where.push(eq(posts.lang, f.lang));
  if (f.before) where.push(lt(posts.date, f.before));
  if (f.after) where.push(gt(posts.date, f.after));
  for (const ids of [f.categories, f.locations]) {
    if (ids?.length) {
      where.push(
        sql`EXISTS (SELECT 1 FROM ${postTerms} WHERE ${postTerms.postId} = ${posts.id} AND ${inArray(postTerms.termId, ids)})`,
      );
    }
  }
  if (f.categoriesExclude?.length) {
    where.push(
      sql`NOT EXISTS (SELECT 1 FROM ${postTerms} WHERE ${postTerms.postId} = ${posts.id} AND ${inArray(postTerms.termId, f.categoriesExclude)})`,
    );
  }
  if (f.followedBy) {
    // `= ANY(ARRAY(subquery))` rather than `IN (subquery)`: the followed ids are read once
    // (primary keys of user_follows and term_follows, then post_terms_term_idx) and the
    // conditions stay indexable, so the count is a BitmapOr of posts_author_idx and the
    // primary key instead of a scan of every post, while a page still walks the date index.
    const { userId } = f.followedBy;
    const byAuthor = sql`${posts.authorId} = ANY(ARRAY(SELECT ${userFollows.followeeId} FROM ${userFollows} WHERE ${userFollows.followerId} = ${userId}))`;
    where.push(
      f.followedBy.topics
        ? sql`(${byAuthor} OR ${posts.id} = ANY(ARRAY(SELECT ${postTerms.postId} FROM ${postTerms} JOIN ${termFollows} ON ${termFollows.termId} = ${postTerms.termId} WHERE ${termFollows.userId} = ${userId})))`
        : byAuthor,
    );
  }
  // Decisions §4: a blocker never sees the blocked author's posts.
  if (f.viewerId !== null) {
    where.push(
      sql`${posts.authorId} NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.viewerId})`,
    );
  }
  return where;
}

function ordering(f: PostListFilter, orderby: PostOrderBy, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (orderby) {
    case 'id':
      return [dir(posts.id)];
    case 'title':
      return [dir(posts.title), dir(posts.id)];
    case 'slug':
      return [dir(posts.slug), dir(posts.id)];
    case 'modified':
      return [dir(posts.modified), dir(posts.id)];
    case 'include':
      return f.include?.length
        ? [
            sql`array_position(ARRAY[${sql.join(
              f.include.map((id) => sql`${id}::int`),
              sql`, `,
            )}], ${posts.id})`,
          ]
        : [desc(posts.date), desc(posts.id)];
    case 'relevance':
      return f.search
        ? [...postSearchRanking(f.search), desc(posts.date)]
        : [desc(posts.date), desc(posts.id)];
    default:
      return [dir(posts.date), dir(posts.id)];
  }
}

/**
 * The X-WP-Total of a list. Counting tens of thousands of index entries is the most
 * expensive part of a list request, so a visitor's published-post count is reused for a few
 * seconds from the app's count cache (a shared link's burst of readers costs one count);
 * lists with drafts or for a signed-in reader (blocks change what they see) are always
 * counted afresh.
 */
function countPosts(
  db: Db,
  kind: string,
  filter: PostListFilter,
  where: SQL | undefined,
  counts: CountCache | null,
): Promise<number> {
  const count = async () =>
    (await db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where))[0]?.total ?? 0;
  if (!counts || filter.viewerId !== null || filter.statuses.some((s) => s !== 'publish')) return count();
  const key = kind + JSON.stringify(filter, (_k, v) => (v instanceof Date ? v.toISOString() : v));
  return counts.get(key, count);
}

/** One page of posts and the total that the WordPress paging headers need. */
export async function listPosts(
  db: Db,
  filter: PostListFilter,
  page: { limit: number; offset: number; orderby: PostOrderBy; order: 'asc' | 'desc' },
  counts: CountCache | null,
): Promise<{ rows: PostRow[]; total: number }> {
  const where = and(...conditions(filter));
  const [rows, counted] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .where(where)
      .orderBy(...ordering(filter, page.orderby, page.order))
      .limit(page.limit)
      .offset(page.offset),
    countPosts(db, 'list', filter, where, counts),
  ]);
  return { rows, total: counted };
}

/** Published, listed posts ordered by the trending score (decisions §5). */
export async function listTrending(
  db: Db,
  filter: PostListFilter,
  page: { limit: number; offset: number },
  counts: CountCache | null,
): Promise<{ rows: PostRow[]; total: number }> {
  const where = and(...conditions(filter), gt(posts.trendingScore, 0));
  const [rows, counted] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.trendingScore), desc(posts.id))
      .limit(page.limit)
      .offset(page.offset),
    countPosts(db, 'trending', filter, where, counts),
  ]);
  return { rows, total: counted };
}

/** Posts by id, in the order of `ids` (the newsroom's queue and its answers). */
export async function postsByIds(db: Db, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(postColumns).from(posts).where(inArray(posts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PostRow => r !== undefined);
}

/** One item of a type by id, or undefined. */
export async function findPost(db: Db, id: number, type: PostType): Promise<PostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.type, type)));
  return row;
}

/** The unlisted and unreviewed categories (decisions §4): lists leave them out unless asked for. */
export const hiddenCategoryIds = (site: SiteSettings) =>
  [site.exclude_categories.unlisted, site.exclude_categories.unreviewed].filter((id) => id > 0);
