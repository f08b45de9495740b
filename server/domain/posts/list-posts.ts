import { and, eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PostStatus, PostType, SiteSettings } from '#common/api-types.ts';
import type { Database, Db } from '#server/db/client.ts';
import { blocks, posts, postTerms, termFollows, userFollows } from '#server/db/schema.ts';
import { oneWordSearchCount, postSearchCondition, postSearchRanking } from '../search/hinglish.ts';
import type { CountCache } from './count-cache.ts';
import { type LoadedPost, type PostColumns, postSelect, toLoadedPosts } from './post-select.ts';
import { rankedSearch } from './ranked-searches.ts';
import { runStatement } from './statement.ts';

const { searchVector: _omitted, romanVector: _alsoOmitted, ...postColumns } = getTableColumns(posts);

export { postColumns };
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'romanVector'>;
export type { LoadedPost } from './post-select.ts';

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
  /** the reader (their own hidden items show, their likes and follows), null for a visitor */
  viewerId: number | null;
  /** the reader whose blocks apply: null for a visitor and a reader who blocks no one (`blockerOf`) */
  blockerId: number | null;
  /** an editor's list: items hidden by reports show too (the policy decides who) */
  seesHidden: boolean;
}

export type PostOrderBy = 'date' | 'id' | 'include' | 'title' | 'slug' | 'relevance' | 'modified';

/** How a list is read: its page, its order, and what of each item the answer carries. */
export interface PostPage {
  limit: number;
  offset: number;
  orderby: PostOrderBy;
  order: 'asc' | 'desc';
  /** `card`: what a feed card shows, without the body (issue 14: cards select card columns) */
  columns: PostColumns;
  /** the author of each item, with rank and the viewer's follow state (`_embed`) */
  embed: boolean;
}

const TYPES: readonly PostType[] = ['post', 'video', 'note', 'poll', 'page'];
const STATUSES: readonly PostStatus[] = ['publish', 'draft', 'trash'];

/**
 * A closed set of words written into the statement's text: the planner sees them (a partial
 * index on `status = 'publish' AND listed` needs that) and the text, not a parameter, tells
 * one shape of list from another. Only values of the set are ever written.
 */
function literals<T extends string>(values: T[], allowed: readonly T[]): SQL {
  for (const value of values) if (!allowed.includes(value)) throw new Error(`not a known value: ${value}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * One topic or place is written into the statement's text (a topic page, a post's related
 * list): topics are few, and with the id a parameter PostgreSQL plans every call anew, which
 * costs more than running the list; several ids stay parameters.
 */
function termCondition(ids: number[]): SQL {
  const [only] = ids;
  return ids.length === 1 && only !== undefined
    ? sql`${postTerms.termId} = ${termLiteral(only)}`
    : inArray(postTerms.termId, ids);
}

function termLiteral(id: number): SQL {
  return Number.isSafeInteger(id) ? sql.raw(String(id)) : sql`${id}`;
}

const typesOf = (f: PostListFilter) => (Array.isArray(f.type) ? f.type : [f.type]);

const kindCondition = (f: PostListFilter) => sql`${posts.type} IN (${literals(typesOf(f), TYPES)})`;

/** What a list's posts must satisfy; `kind: false` leaves the kinds out (`searchMatches`). */
function conditions(f: PostListFilter, options = { kind: true }): SQL[] {
  const where: SQL[] = options.kind ? [kindCondition(f)] : [];
  where.push(sql`${posts.status} IN (${literals(f.statuses, STATUSES)})`);
  if (f.listedOnly) where.push(sql`${posts.listed}`);
  // Decisions §10: an item hidden by reports shows only to its author and editors. A listed
  // post is never hidden, so public lists need no second condition.
  else if (!f.seesHidden)
    where.push(
      f.viewerId !== null
        ? sql`(NOT ${posts.hidden} OR ${posts.authorId} = ${f.viewerId})`
        : sql`NOT ${posts.hidden}`,
    );
  if (f.search) where.push(postSearchCondition(f.search));
  if (f.author?.length) where.push(inArray(posts.authorId, f.author));
  if (f.authorExclude?.length) where.push(notInArray(posts.authorId, f.authorExclude));
  if (f.include?.length) where.push(inArray(posts.id, f.include));
  if (f.exclude?.length) where.push(notInArray(posts.id, f.exclude));
  if (f.slug?.length) where.push(inArray(posts.slug, f.slug));
  if (f.prompt?.length) where.push(inArray(posts.promptId, f.prompt));
  if (f.lang) where.push(eq(posts.lang, f.lang));
  if (f.before) where.push(sql`${posts.date} < ${f.before.toISOString()}`);
  if (f.after) where.push(sql`${posts.date} > ${f.after.toISOString()}`);
  for (const ids of [f.categories, f.locations]) {
    if (ids?.length) {
      where.push(
        sql`EXISTS (SELECT 1 FROM ${postTerms} WHERE ${postTerms.postId} = ${posts.id} AND ${termCondition(ids)})`,
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
  if (f.blockerId !== null) {
    where.push(
      sql`${posts.authorId} NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.blockerId})`,
    );
  }
  return where;
}

function ordering(f: PostListFilter, orderby: PostOrderBy, order: 'asc' | 'desc'): SQL {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  switch (orderby) {
    case 'id':
      return sql`${posts.id} ${dir}`;
    case 'title':
      return sql`${posts.title} ${dir}, ${posts.id} ${dir}`;
    case 'slug':
      return sql`${posts.slug} ${dir}, ${posts.id} ${dir}`;
    case 'modified':
      return sql`${posts.modified} ${dir}, ${posts.id} ${dir}`;
    case 'include':
      return f.include?.length
        ? sql`array_position(${sql.param(f.include)}::int[], ${posts.id})`
        : sql`${posts.date} DESC, ${posts.id} DESC`;
    case 'relevance':
      return f.search
        ? sql.join(
            [...postSearchRanking(f.search), posts.date, posts.id].map((key) => sql`${key} DESC`),
            sql`, `,
          )
        : sql`${posts.date} DESC, ${posts.id} DESC`;
    default:
      return sql`${posts.date} ${dir}, ${posts.id} ${dir}`;
  }
}

/**
 * The posts a search matches, as a FROM clause named `posts` with the conditions left to test
 * on them (any other list: `posts` and `where`), for the statements that read every match
 * (ranking by relevance, counting). Left to itself, PostgreSQL ANDs the word indexes' bitmap
 * with a bitmap of every post of the kinds asked (`posts_type_slug_key`): at 100,000 posts it
 * read 70,000 index entries to skip fetching 1,600 of 7,400 matches, 20 ms spent to save 7 on
 * "Shimla" by relevance. When the list holds stories, by far the commonest kind, the kind is
 * tested on the rows read instead (`OFFSET 0` keeps the subquery from being merged into the
 * outer query, so the condition stays out of its scan). A list of the other kinds alone (the
 * polls, the videos) keeps the index, which there skips most fetches.
 */
function searchMatches(f: PostListFilter, where: SQL): { from: SQL; where: SQL } {
  if (!f.search || !typesOf(f).includes('post')) return { from: sql`${posts}`, where };
  return {
    from: sql`(SELECT * FROM ${posts} WHERE ${and(...conditions(f, { kind: false }))} OFFSET 0) ${posts}`,
    where: kindCondition(f),
  };
}

const ALL_TERMS = 0;

/**
 * A filter of kinds, authors, topics or places and a few excluded posts only: what the
 * counters and the engagement rows the database keeps can answer without reading posts.
 */
function keptCountsAnswer(f: PostListFilter): boolean {
  return !f.search && keptCountsAnswerAnySearch(f);
}

/** `keptCountsAnswer` for a search too: a one-word search of every listed item has counters (migration 0009). */
function keptCountsAnswerAnySearch(f: PostListFilter): boolean {
  return (
    !f.authorExclude?.length &&
    !f.include?.length &&
    !f.slug?.length &&
    !f.prompt?.length &&
    !f.lang &&
    !f.before &&
    !f.after &&
    !f.categoriesExclude?.length &&
    !f.followedBy
  );
}

const publishedOnly = (f: PostListFilter) => f.statuses.length === 1 && f.statuses[0] === 'publish';

/**
 * A search whose total its word's counter keeps, and whose first pages by relevance the
 * title words hold: every listed item of the kinds asked, with no author, topic, place or
 * excluded item to take away (the other filters: `keptCountsAnswerAnySearch`).
 */
const searchOfEveryListedItem = (f: PostListFilter) =>
  f.listedOnly && !f.author?.length && termsOf(f).length === 0 && !f.exclude?.length;

/** The topics and places a list is filtered by, together. */
const termsOf = (f: PostListFilter) => [...(f.categories ?? []), ...(f.locations ?? [])];

/**
 * The X-WP-Total of a list, as an expression of the list's own statement. Public lists of
 * every item, of one topic or place, of one author, or of a one-word search read the
 * counters the database keeps (migrations 0006 and 0009); any other filter counts its rows,
 * once, in the same round trip. A reader who blocks someone sees fewer items than the
 * counters hold: counted then.
 */
function totalOf(f: PostListFilter, where: SQL): SQL {
  const matches = searchMatches(f, where);
  const counted = sql`(SELECT count(*)::int FROM ${matches.from} WHERE ${matches.where})`;
  const types = typesOf(f);
  if (!publishedOnly(f) || !keptCountsAnswerAnySearch(f)) return counted;
  const terms = termsOf(f);
  let counter: SQL | null = null;
  if (f.search) {
    // a search of one word counts from its key's counter; any other query is counted
    if (searchOfEveryListedItem(f))
      counter = sql`coalesce(${oneWordSearchCount(f.search, literals(types, TYPES))}, ${counted})`;
  } else if (f.listedOnly && !f.author?.length && terms.length <= 1)
    counter = sql`(SELECT coalesce(sum(n), 0)::int FROM post_list_counts WHERE type IN (${literals(types, TYPES)}) AND term_id = ${termLiteral(terms[0] ?? ALL_TERMS)})`;
  else if (!f.listedOnly && !f.seesHidden && f.author?.length === 1 && terms.length === 0) {
    const author = f.author[0] as number;
    // the author sees their own hidden items, which the counter leaves out
    if (f.viewerId !== author)
      counter = sql`(SELECT coalesce(sum(n), 0)::int FROM post_author_counts WHERE author_id = ${author} AND type IN (${literals(types, TYPES)}))`;
  }
  if (!counter) return counted;
  // A few excluded items (a post's related list leaves the post out): the counter less those
  // of them the list would hold, found by primary key instead of counting the whole topic.
  if (f.exclude?.length) {
    const kept = and(...conditions({ ...f, exclude: undefined })) as SQL;
    counter = sql`(${counter} - (SELECT count(*)::int FROM ${posts} WHERE ${inArray(posts.id, f.exclude)} AND ${kept}))`;
  }
  // a reader who blocks someone has their list counted: the counters know nothing of blocks
  return f.blockerId === null ? counter : counted;
}

/** Pages past this one keep LIMIT and OFFSET as parameters (see `limitOf`). */
const LITERAL_PAGES = 10;

/**
 * The first pages' LIMIT and OFFSET are written into the statement's text, the others' are
 * parameters. With either one a parameter, PostgreSQL estimates a generic plan for a tenth of
 * the rows, finds it dearer than it is and plans every call anew (as costly as running a posts
 * list, more at 100,000 posts); with both known it keeps one plan per connection after five
 * calls. The first pages of a page size are most of the traffic (and the home page's latest
 * list, which skips the lead story: an offset below the page size), and page sizes few (1 to
 * 100), so the statements stay few: at most ten pages, and the offsets of one page, per page
 * size and shape of list.
 */
function limitOf(page: Pick<PostPage, 'limit' | 'offset'>): SQL {
  const { limit, offset } = page;
  const literal =
    Number.isSafeInteger(limit) &&
    limit > 0 &&
    Number.isSafeInteger(offset) &&
    offset >= 0 &&
    (offset % limit === 0 || offset < limit) &&
    offset < LITERAL_PAGES * limit;
  if (literal) return sql.raw(offset === 0 ? `LIMIT ${limit}` : `LIMIT ${limit} OFFSET ${offset}`);
  return sql`LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The ids of a page of one topic's or place's public posts by date, read from the topic's
 * rows of `post_terms`, which carry their post's kind, date and visibility (migration 0010):
 * the page's rows are the first of one index, where walking the newest posts of every topic
 * read 345 rows for page 3 of the biggest topic at 100,000 posts. Null for any other list.
 */
function topicPage(f: PostListFilter, page: PostPage): SQL | null {
  const terms = termsOf(f);
  const [term] = terms;
  if (term === undefined || terms.length !== 1 || !publishedOnly(f) || !f.listedOnly) return null;
  if (page.orderby !== 'date' || f.search) return null;
  const types = typesOf(f);
  const dir = sql.raw(page.order === 'asc' ? 'ASC' : 'DESC');
  // the post's own conditions (authors, the reader's blocks, excluded ids) less the topic
  const rest = and(...conditions({ ...f, categories: undefined, locations: undefined })) as SQL;
  return sql`SELECT ${posts.id} FROM ${postTerms} JOIN ${posts} ON ${posts.id} = ${postTerms.postId}
    WHERE ${postTerms.termId} = ${termLiteral(term)} AND ${postTerms.public} AND ${postTerms.type} IN (${literals(types, TYPES)})
      AND ${rest}
    ORDER BY ${postTerms.date} ${dir}, ${postTerms.postId} ${dir} ${limitOf(page)}`;
}

/**
 * One page of posts with everything its answer shows (terms, picture, author with rank, the
 * viewer's like) and the total for the WordPress paging headers: one statement (issue 14), a
 * search two (`searchPage`).
 * The page's ids are found first on the indexes alone, so rows skipped by a far page are
 * never read whole ("keyset inside": the page walks the order's index and stops).
 */
export async function listPosts(
  database: Database,
  filter: PostListFilter,
  page: PostPage,
  counts: CountCache | null,
  /** the reader's request: a search that waits for its turn is dropped when they have gone */
  signal?: AbortSignal,
): Promise<{ rows: LoadedPost[]; total: number }> {
  const where = and(...conditions(filter)) as SQL;
  const order = ordering(filter, page.orderby, page.order);
  // a search by relevance ranks every match (`searchMatches`); by date it walks the date index
  const matches =
    page.orderby === 'relevance' ? searchMatches(filter, where) : { from: sql`${posts}`, where };
  const ids =
    topicPage(filter, page) ??
    sql`SELECT ${posts.id} FROM ${matches.from} WHERE ${matches.where} ORDER BY ${order} ${limitOf(page)}`;
  const cached = counts?.enabled ? counts.peek(cacheKey('list', filter)) : undefined;
  const total = cached === undefined ? totalOf(filter, where) : sql`${cached}::int`;
  if (filter.search) {
    const ranked =
      page.orderby === 'relevance' && cached === undefined ? rankedPage(filter, matches, page) : null;
    return searchPage(database, { filter, page, ids, total, ranked, counts, signal });
  }
  const statement = postSelect({
    from: sql`(${ids}) page JOIN ${posts} ON ${posts.id} = page.id`,
    orderBy: order,
    columns: page.columns,
    embed: page.embed,
    viewerId: filter.viewerId,
    total,
  });
  const rows = await runStatement<LoadedPostRow>(database, statement);
  return {
    rows: toLoadedPosts(rows, page.embed),
    total: await totalFor(database, rows, page, filter, where, counts),
  };
}

type LoadedPostRow = Parameters<typeof toLoadedPosts>[0][number];

/**
 * A search's page in two statements. The first finds the page's ids and the total, planned
 * for the words at hand (`planEachCall`, statement.ts); planning the whole answer each time,
 * with its terms, author and picture, cost PostgreSQL 0.7 ms of a 1.2 ms search. The second
 * reads those posts by id with a kept plan, in the order found.
 */
async function searchPage(
  database: Database,
  input: {
    filter: PostListFilter;
    page: PostPage;
    ids: SQL;
    total: SQL;
    /** a search by relevance: its page and total from one reading of the matches (`rankedPage`) */
    ranked: SQL | null;
    counts: CountCache | null;
    signal: AbortSignal | undefined;
  },
): Promise<{ rows: LoadedPost[]; total: number }> {
  const { filter, page, counts, ranked } = input;
  // the page's order is the subquery's: PostgreSQL aggregates a sorted subquery's rows in order
  const find = async () => {
    const [found] = await runStatement<{ ids: number[] | null; total: number | null }>(
      database,
      ranked ?? sql`SELECT array_agg(page.id) AS ids, ${input.total} AS total FROM (${input.ids}) page`,
      { planEachCall: true },
    );
    // a page past the last match has no rows to carry the total: counted apart
    if (ranked && found?.total === null && page.offset > 0) {
      const [counted] = await runStatement<{ total: number }>(database, sql`SELECT ${input.total} AS total`, {
        planEachCall: true,
      });
      return [{ ids: null, total: counted?.total ?? 0 }];
    }
    return found ? [found] : [];
  };
  // a search by relevance whose page the title matches fill reads them from their index;
  // any other ranks every match, a few at a time per process (ranked-searches.ts)
  const kept =
    page.orderby === 'relevance'
      ? await titleTierPage(database, input)
      : await oneWordByDatePage(database, input);
  const [found] = kept
    ? [kept]
    : await (page.orderby === 'relevance' ? rankedSearch(find, input.signal) : find());
  const ids = found?.ids ?? [];
  const total = Number(found?.total ?? 0);
  if (counts?.enabled && filter.viewerId === null) counts.remember(cacheKey('list', filter), total);
  if (ids.length === 0) return { rows: [], total };
  const rows = await runStatement<LoadedPostRow>(
    database,
    postSelect({
      from: sql`unnest(${sql.param(ids)}::int[]) WITH ORDINALITY page(id, n) JOIN ${posts} ON ${posts.id} = page.id`,
      orderBy: sql`page.n`,
      columns: page.columns,
      embed: page.embed,
      viewerId: filter.viewerId,
      total: sql`0`,
    }),
  );
  return { rows: toLoadedPosts(rows, page.embed), total };
}

/**
 * The ids and total of a page of a visitor's one-word search by date of every listed item,
 * else null. The search's own statement is planned for its word on every call (`find` in
 * `searchPage`), which cost PostgreSQL more than running it; this one reads the page with
 * plans kept for the connection, walking the newest posts for a common word and reading the
 * word indexes for a rare one, as the word's counter says (`search_page_by_date`, migration
 * 0015). The database decides whether the query is one word whose key is one word; a query
 * with a space or a sign in it is not tried.
 */
async function oneWordByDatePage(
  database: Database,
  input: { filter: PostListFilter; page: PostPage },
): Promise<{ ids: number[]; total: number } | null> {
  const { filter: f, page } = input;
  const answers =
    f.search &&
    ONE_WORD.test(f.search) &&
    f.blockerId === null &&
    publishedOnly(f) &&
    keptCountsAnswerAnySearch(f) &&
    searchOfEveryListedItem(f) &&
    page.orderby === 'date' &&
    page.order === 'desc' &&
    Number.isSafeInteger(page.limit) &&
    Number.isSafeInteger(page.offset) &&
    page.offset + page.limit <= 2 ** 31 - 1;
  if (!answers) return null;
  // A deep page may sort thousands of matches: it goes to the pool, unnamed, rather than delay
  // the hot reads behind it on the pipelined connection (statement.ts); the plans inside the
  // function are kept either way.
  const [row] = await runStatement<{ ids: number[]; total: number }>(
    database,
    sql`SELECT ids, total FROM search_page_by_date(${f.search}, ${sql.param(typesOf(f))}::text[], ${page.limit}::int, ${page.offset}::int)`,
    { planEachCall: page.offset + page.limit > PIPELINED_SEARCH_DEPTH },
  );
  return row ? { ids: row.ids, total: Number(row.total) } : null;
}

/** A one-word search by date deeper than this reads its page on the pool (`oneWordByDatePage`). */
const PIPELINED_SEARCH_DEPTH = 500;

/** Letters, marks and digits only: what may be one word to the database. */
const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * The ids and total of a page of a search by relevance, ranking every match once. Counted
 * apart, the total read every match a second time (at 100,000 posts "mental health" matches
 * 32,893 posts on 29,733 pages: 215 ms to count them, 240 to rank them). The total is a
 * window over the matches' order keys, computed below it (`OFFSET 0`): over the rows
 * themselves the window kept each match's vectors, 100 MB written to disk. NULL when the page
 * is past the last match.
 */
function rankedPage(f: PostListFilter, matches: { from: SQL; where: SQL }, page: PostPage): SQL {
  const ranks = postSearchRanking(f.search as string);
  const named = sql.join(
    ranks.map((rank, i) => sql`${rank} AS ${sql.raw(`rank${i}`)}`),
    sql`, `,
  );
  // as `ordering`: the ranks, then the newest first
  const order = [...ranks.map((_rank, i) => `rank${i} DESC`), 'date DESC', 'id DESC'].join(', ');
  return sql`SELECT array_agg(page.id) AS ids, max(page.total)::int AS total FROM (
      SELECT ranked.id, ranked.total FROM (
        SELECT keyed.*, count(*) OVER () AS total FROM (
          SELECT ${posts.id} AS id, ${posts.date} AS date, ${named}
            FROM ${matches.from} WHERE ${matches.where} OFFSET 0) keyed) ranked
      ORDER BY ${sql.raw(order)} ${limitOf(page)}) page`;
}

/** Pages deeper than this in a search by relevance are ranked in full (`titleTierPage`). */
const TITLE_TIER_DEPTH = 500;

/**
 * The ids and total of a page of a one-word search by relevance when the posts with the word
 * in their title fill it, else null. With ts_rank's default weights a title match ranks at
 * least 0.608 and any other match at most 0.40, so the title matches come first, and their
 * order (rank, the key's rank, date, id: `ordering`) was stored with each title's words
 * (`post_title_words`, migration 0014): the page is the first rows of one index, where ranking
 * every match read every matching post (7,500 for "Shimla" at 100,000 posts). The word is
 * qualified by the database (`title_tier_word`: one lexeme, and the key query its own); the
 * filters are those whose total a counter keeps, and the reader's blocks.
 */
async function titleTierPage(
  database: Database,
  input: { filter: PostListFilter; page: PostPage; total: SQL },
): Promise<{ ids: number[]; total: number } | null> {
  const { filter: f, page } = input;
  const depth = page.offset + page.limit;
  const answers =
    f.search &&
    publishedOnly(f) &&
    keptCountsAnswerAnySearch(f) &&
    searchOfEveryListedItem(f) &&
    Number.isSafeInteger(depth) &&
    depth <= TITLE_TIER_DEPTH;
  if (!answers) return null;
  const blocked =
    f.blockerId === null
      ? sql``
      : sql`AND t.author_id NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.blockerId})`;
  // The total only for a word the rows answer: for a visitor it is then a counter. A reader
  // who blocks someone has it counted (`totalOf`), which may take long: that statement goes
  // to the pool, as every statement whose cost depends on its values (statement.ts).
  const [row] = await runStatement<{ ids: number[] | null; total: number | null }>(
    database,
    sql`SELECT (SELECT array_agg(t.post_id) FROM (
        SELECT t.post_id FROM post_title_words t
         WHERE t.word = q.word AND t.type IN (${literals(typesOf(f), TYPES)}) ${blocked}
         ORDER BY t.rank DESC, t.key_rank DESC, t.date DESC, t.post_id DESC
         LIMIT ${sql.raw(String(depth))}) t) AS ids,
      CASE WHEN q.word IS NOT NULL THEN ${input.total} END AS total
      FROM (SELECT title_tier_word(${f.search}) AS word) q`,
    { planEachCall: f.blockerId !== null },
  );
  if (!row || row.total === null) return null;
  const ids = row.ids ?? [];
  const total = Number(row.total);
  // the page lies among the title matches, or they are every match
  if (ids.length < depth && ids.length !== total) return null;
  return { ids: ids.slice(page.offset, depth), total };
}

/**
 * The total from the page's rows; a page past the end has none, so it is counted apart.
 * A count cache (when on) keeps visitors' totals for a few seconds (decisions/002).
 */
async function totalFor(
  database: Database,
  rows: LoadedPostRow[],
  page: PostPage,
  filter: PostListFilter,
  where: SQL,
  counts: CountCache | null,
): Promise<number> {
  if (rows[0]) {
    const total = Number(rows[0].total);
    if (counts?.enabled && filter.viewerId === null) counts.remember(cacheKey('list', filter), total);
    return total;
  }
  if (page.offset === 0) return 0;
  const [row] = await runStatement<{ total: number }>(
    database,
    sql`SELECT ${totalOf(filter, where)} AS total`,
  );
  return Number(row?.total ?? 0);
}

function cacheKey(kind: string, filter: PostListFilter) {
  if (filter.viewerId !== null || filter.statuses.some((s) => s !== 'publish')) return '';
  return kind + JSON.stringify(filter, (_k, v) => (v instanceof Date ? v.toISOString() : v));
}

/**
 * Decisions §5's trending score, computed when read: (views + 3·likes + 5·comments + 2·poll
 * votes) / (hours since publication + 2)^1.5 over the last 30 days. It changes with the hour,
 * so nothing stores it and nothing is rewritten on a timer (issue 14).
 */
// date_part, not extract: extract answers numeric, whose arithmetic costs ten times more a row
const trendingDivisor = (date: SQL) =>
  sql`power(greatest(date_part('epoch', now() - ${date}) / 3600, 0) + 2, 1.5)`;
const trendingScore = (engagement: SQL, date: SQL) => sql`(${engagement}::float8 / ${trendingDivisor(date)})`;

/** A filter that the narrow `post_engagement` rows answer alone (kinds, authors, the reader's blocks, excluded posts). */
const engagementAnswers = (f: PostListFilter) =>
  keptCountsAnswer(f) && !f.categories?.length && !f.locations?.length;

/** How many of the newest engaged posts set the bar that older ones must clear (`prunedTrending`). */
const TRENDING_NEWEST = 200;

/**
 * The common trending lists (home, a kind, an author) from the narrow rows of
 * `post_engagement` (migration 0008), without scoring every post of the window. The newest
 * 200 are scored; the k-th best of them is a bar. An older post's divisor is at least the
 * oldest of those 200's, so its score is at most its engagement over that divisor: only
 * posts whose engagement reaches the bar times that divisor can place, and the index on
 * (date, engagement) finds them without reading the others. The answer is the same as scoring
 * the whole window (tests/api/trending.test.ts compares them); the total is an index count.
 */
function prunedTrending(f: PostListFilter, page: Omit<PostPage, 'orderby' | 'order'>): SQL {
  const types = typesOf(f);
  const conditions: SQL[] = [
    sql`pe.type IN (${literals(types, TYPES)})`,
    sql`pe.date > now() - interval '30 days'`,
  ];
  if (f.author?.length) conditions.push(sql`pe.author_id = ANY(${sql.param(f.author)}::int[])`);
  if (f.exclude?.length) conditions.push(sql`pe.post_id <> ALL(${sql.param(f.exclude)}::int[])`);
  if (f.blockerId !== null)
    conditions.push(
      sql`pe.author_id NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${f.blockerId})`,
    );
  const where = sql.join(conditions, sql` AND `);
  const k = Math.max(1, Math.trunc(page.offset) + Math.trunc(page.limit));
  const score = trendingScore(sql`pe.engagement`, sql`pe.date`);
  return sql`WITH newest AS MATERIALIZED (
      SELECT pe.post_id, pe.date, ${score} AS score FROM post_engagement pe
       WHERE ${where} ORDER BY pe.date DESC, pe.post_id DESC LIMIT ${sql.raw(String(TRENDING_NEWEST))}),
    bar AS (
      SELECT (SELECT min(date) FROM newest) AS oldest,
             (SELECT min(post_id) FROM newest WHERE date = (SELECT min(date) FROM newest)) AS oldest_id,
             coalesce((SELECT score FROM newest ORDER BY score DESC OFFSET ${sql.raw(String(k - 1))} LIMIT 1), 0) AS kth),
    candidates AS (
      SELECT post_id, score FROM newest
      UNION ALL
      -- a hair under the bar, so rounding never drops a post that ties it; a whole number,
      -- so the index compares it
      SELECT pe.post_id, ${score} FROM post_engagement pe, bar
       WHERE ${where} AND (pe.date, pe.post_id) < (bar.oldest, bar.oldest_id)
         AND pe.engagement >= floor(bar.kth * ${trendingDivisor(sql`bar.oldest`)} * 0.999999)::bigint)
    SELECT candidates.post_id AS id, candidates.score, ${trendingTotal(f, where)} AS total
      FROM candidates ORDER BY candidates.score DESC, candidates.post_id DESC ${limitOf(page)}`;
}

/**
 * The number of posts a pruned trending list ranks. Of every kind's posts, or some kinds':
 * the counters per kind and UTC day (migration 0012) for the days after the window's first,
 * and that first day's rows inside the window counted on the date index. Of one author's, less
 * a reader's blocks or a few excluded posts: counted.
 */
function trendingTotal(f: PostListFilter, where: SQL): SQL {
  if (f.author?.length || f.exclude?.length || f.blockerId !== null)
    return sql`(SELECT count(*) FROM post_engagement pe WHERE ${where})`;
  const types = literals(typesOf(f), TYPES);
  const firstDay = sql`((now() - interval '30 days') AT TIME ZONE 'UTC')::date`;
  return sql`((SELECT coalesce(sum(d.n), 0) FROM post_engagement_days d WHERE d.type IN (${types}) AND d.day > ${firstDay})
      + (SELECT count(*) FROM post_engagement pe WHERE pe.type IN (${types}) AND pe.date > now() - interval '30 days'
          AND pe.date < (${firstDay} + 1)::timestamp AT TIME ZONE 'UTC'))`;
}

/** The ranked ids, scores and total of a list filtered by topic, words and the like: the posts themselves are scored. */
function scoredTrending(f: PostListFilter, page: Omit<PostPage, 'orderby' | 'order'>): SQL {
  const engagement = sql`(${posts.viewCount} + 3 * ${posts.likeCount} + 5 * ${posts.commentCount} + 2 * ${posts.pollVotes})`;
  const where = and(
    ...conditions({ ...f, statuses: ['publish'], listedOnly: true }),
    sql`${posts.date} > now() - interval '30 days'`,
    sql`${engagement} > 0`,
  ) as SQL;
  return sql`SELECT ${posts.id} AS id, ${trendingScore(engagement, sql`${posts.date}`)} AS score, count(*) OVER () AS total FROM ${posts} WHERE ${where} ORDER BY score DESC, ${posts.id} DESC ${limitOf(page)}`;
}

/** Published, listed posts of the last 30 days with any engagement, by trending score (decisions §5). */
export async function listTrending(
  database: Database,
  filter: PostListFilter,
  page: Omit<PostPage, 'orderby' | 'order'>,
): Promise<{ rows: LoadedPost[]; total: number }> {
  const ranked = engagementAnswers(filter) ? prunedTrending(filter, page) : scoredTrending(filter, page);
  const rows = await runStatement<LoadedPostRow>(
    database,
    postSelect({
      from: sql`(${ranked}) page JOIN ${posts} ON ${posts.id} = page.id`,
      orderBy: sql`page.score DESC, ${posts.id} DESC`,
      columns: page.columns,
      embed: page.embed,
      viewerId: filter.viewerId,
      total: sql`page.total`,
    }),
    { planEachCall: Boolean(filter.search) },
  );
  if (rows[0] || page.offset === 0)
    return { rows: toLoadedPosts(rows, page.embed), total: Number(rows[0]?.total ?? 0) };
  // a page past the end: nothing carries the total, so the whole list is read for it
  const [row] = await runStatement<{ total: number }>(
    database,
    sql`SELECT coalesce(max(t.total), 0)::int AS total FROM (${scoredTrending(filter, { ...page, offset: 0, limit: 1 })}) t`,
    { planEachCall: Boolean(filter.search) },
  );
  return { rows: [], total: Number(row?.total ?? 0) };
}

/**
 * Items by id with what their answer shows, in the order of `ids` (the writing screen's and
 * the newsroom's answers, a single item): one statement.
 */
export async function loadPosts(
  database: Database,
  ids: number[],
  options: { columns?: PostColumns; embed: boolean; viewerId: number | null; type?: PostType },
): Promise<LoadedPost[]> {
  if (ids.length === 0) return [];
  const typed = options.type ? sql` AND ${posts.type} = ${options.type}` : sql``;
  const rows = await runStatement<LoadedPostRow>(
    database,
    postSelect({
      from: sql`${posts}`,
      where: sql`${posts.id} = ANY(${sql.param(ids)}::int[])${typed}`,
      orderBy: sql`array_position(${sql.param(ids)}::int[], ${posts.id})`,
      columns: options.columns ?? 'full',
      embed: options.embed,
      viewerId: options.viewerId,
      total: sql`0`,
    }),
  );
  return toLoadedPosts(rows, options.embed);
}

/** Posts by id, in the order of `ids`, without their relations (the newsroom's queue). */
export async function postsByIds(db: Db, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(postColumns).from(posts).where(inArray(posts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PostRow => r !== undefined);
}

/** One item of a type by id, without its relations (a share card), or undefined. */
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
