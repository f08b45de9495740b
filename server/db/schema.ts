/**
 * The whole product's schema (decisions §1–§6). Later features add behaviour, not tables.
 * Counters (likes, comments, votes, followers) are denormalised onto their parent rows and
 * updated in the same transaction as the insert that a unique constraint guards, so a
 * double click or a race can never count twice.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../common/notifications.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A required link to another row that goes with it (a like with its post, a vote with its poll). */
const owned = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** lower-cased; never leaves the server except to its owner */
    email: text('email').notNull(),
    slug: text('slug').notNull(),
    /** '' until the member chooses one (decisions §10: never the e-mail's local part) */
    name: text('name').notNull().default(''),
    /** the member chose the name (first sign-in or Edit Profile); false: unnamed or an old e-mail-made name */
    nameSet: boolean('name_set').notNull().default(false),
    description: text('description').notNull().default(''),
    role: text('role', { enum: ['subscriber', 'editor', 'administrator'] })
      .notNull()
      .default('subscriber'),
    avatarMediaId: integer('avatar_media_id'),
    avatarUrl: text('avatar_url').notNull().default(''),
    locationId: integer('location_id'),
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    totalPoints: integer('total_points').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    /**
     * points earned in the last 7 days (trending authors, decisions §5): added with each award
     * by a trigger on the ledger, recounted every minute (migration 0018)
     */
    weekPoints: integer('week_points').notNull().default(0),
    /** published, listed, shown items that are not pages: recommended when above 0 (migration 0018) */
    openItems: integer('open_items').notNull().default(0),
    /** set while an administrator has suspended the member: no sign-in, no session, no write */
    suspendedAt: ts('suspended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** decisions 013: the name's phonetic keys, either script */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('simple', hinglish_key(name))`),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_slug_key').on(t.slug),
    // users list ordered by name and the "top users" suggestions by followers
    index('users_name_idx').on(t.name),
    index('users_followers_idx').on(t.followerCount.desc().nullsFirst(), t.id),
    index('users_location_idx').on(t.locationId),
    // trending authors: the list is this index's first rows
    index('users_trending_idx')
      .on(t.weekPoints.desc().nullsFirst(), t.followerCount.desc().nullsFirst(), t.id)
      .where(sql`${t.openItems} > 0`),
    index('users_name_vector_idx').using('gin', t.nameVector),
    check('users_counts_nonnegative', sql`${t.followerCount} >= 0 AND ${t.followingCount} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token; the token itself is never stored */
    id: text('id').primaryKey(),
    userId: owned('user_id', () => users.id),
    /** sha-256 of the X-WP-Nonce issued with this session */
    nonceHash: text('nonce_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const applicationPasswords = pgTable(
  'application_passwords',
  {
    uuid: text('uuid').primaryKey(),
    userId: owned('user_id', () => users.id),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    lastIp: text('last_ip'),
  },
  (t) => [index('application_passwords_user_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    // rate limits count sends per address and per client IP in the last hour
    index('one_time_codes_email_idx').on(t.email, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    taxonomy: text('taxonomy', { enum: ['category', 'location'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    description: text('description').notNull().default(''),
    /** the description on Hindi pages; empty: the English one */
    descriptionHi: text('description_hi').notNull().default(''),
    parentId: integer('parent_id'),
    /** published, listed posts in the term */
    count: integer('count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** decisions 013: the phonetic keys of both names */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', hinglish_key(name || ' ' || name_hi))`,
    ),
  },
  (t) => [
    uniqueIndex('terms_taxonomy_slug_key').on(t.taxonomy, t.slug),
    index('terms_taxonomy_name_idx').on(t.taxonomy, t.name),
    index('terms_taxonomy_count_idx').on(t.taxonomy, t.count.desc().nullsFirst()),
    index('terms_parent_idx').on(t.taxonomy, t.parentId),
    check('terms_follower_count_nonnegative', sql`${t.followerCount} >= 0`),
  ],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** path of the full-size file under uploads/, e.g. 2026/11/photo-1a2b.webp */
    file: text('file').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    filesize: integer('filesize').notNull().default(0),
    altText: text('alt_text').notNull().default(''),
    caption: text('caption').notNull().default(''),
    title: text('title').notNull().default(''),
    /** name → {file, width, height, mime_type, filesize} of each generated WebP size */
    sizes: jsonb('sizes')
      .$type<
        Record<string, { file: string; width: number; height: number; mime_type: string; filesize: number }>
      >()
      .notNull()
      .default({}),
    postId: integer('post_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst())],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['post', 'video', 'note', 'poll', 'page'] }).notNull(),
    status: text('status', { enum: ['publish', 'draft', 'trash'] })
      .notNull()
      .default('draft'),
    slug: text('slug').notNull(),
    authorId: owned('author_id', () => users.id),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    lang: text('lang', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    promptId: integer('prompt_id'),
    videoUrl: text('video_url'),
    pollId: integer('poll_id'),
    featuredMediaId: integer('featured_media_id'),
    /**
     * The writing screen's key for a new item: a create repeated after its answer was lost
     * (the writer left, the network dropped) finds the same draft instead of making another.
     */
    draftKey: text('draft_key'),
    /**
     * false while the post is in the unlisted or unreviewed category (decisions §4): such
     * posts stay out of home, archives, trending, newsfeeds, search and sitemaps.
     */
    listed: boolean('listed').notNull().default(true),
    /**
     * true while open reports from distinct members reach the site's threshold (decisions §10):
     * only the author and editors see the item until an editor keeps or removes it. A hidden
     * post is also not `listed`.
     */
    hidden: boolean('hidden').notNull().default(false),
    /** the editor's note when the post was sent back; cleared when it is published again */
    reviewNote: text('review_note').notNull().default(''),
    /** publication time (WordPress `date`); for drafts the last save */
    date: ts('date').notNull().defaultNow(),
    modified: ts('modified').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    pollVotes: integer('poll_votes').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('simple', coalesce(content, '')), 'C')`,
    ),
    /** decisions 013: the phonetic keys of the same words, either script (server/domain/search/hinglish.ts) */
    romanVector: tsvector('roman_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', hinglish_key(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', hinglish_key(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('simple', hinglish_key(coalesce(content, ''))), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('posts_type_slug_key').on(t.type, t.slug),
    // every public list: newest published listed items of a type. DESC indexes are NULLS
    // FIRST, PostgreSQL's default for ORDER BY … DESC, or the planner cannot walk them in order.
    index('posts_public_list_idx').on(
      t.type,
      t.status,
      t.listed,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // an author's page and the writer's own list
    index('posts_author_idx').on(t.authorId, t.type, t.status, t.date.desc().nullsFirst()),
    // every public list by date whatever kinds it mixes (home, topics, search, feeds), and
    // trending's last 30 days
    index('posts_listed_date_idx')
      .on(t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'publish' AND ${t.listed}`),
    index('posts_prompt_idx').on(t.promptId),
    uniqueIndex('posts_author_draft_key_key')
      .on(t.authorId, t.draftKey)
      .where(sql`${t.draftKey} IS NOT NULL`),
    index('posts_search_idx').using('gin', t.searchVector),
    index('posts_roman_search_idx').using('gin', t.romanVector),
    check(
      'posts_counts_nonnegative',
      sql`${t.likeCount} >= 0 AND ${t.commentCount} >= 0 AND ${t.viewCount} >= 0 AND ${t.pollVotes} >= 0`,
    ),
  ],
);

export const postTerms = pgTable(
  'post_terms',
  {
    postId: owned('post_id', () => posts.id),
    termId: owned('term_id', () => terms.id),
    /** the post's kind, date and whether it is published and listed, copied by triggers (migration 0010) */
    type: text('type'),
    date: ts('date'),
    public: boolean('public').notNull().default(false),
    /** the term as "id taxonomy slug", what a plain list shows, kept by triggers (migration 0016) */
    ref: text('ref'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.termId] }),
    // archive lists: posts of a term
    index('post_terms_term_idx').on(t.termId, t.postId),
    // a topic's page: its public posts newest first (list-posts.ts)
    index('post_terms_public_date_idx').on(t.termId, t.date.desc(), t.postId.desc()).where(sql`${t.public}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: owned('post_id', () => posts.id),
    parentId: integer('parent_id'),
    authorId: owned('author_id', () => users.id),
    content: text('content').notNull(),
    status: text('status', { enum: ['approved', 'hold', 'spam', 'trash'] })
      .notNull()
      .default('approved'),
    totalChildren: integer('total_children').notNull().default(0),
    /** why a held comment waits (decisions §4): first_comment, links or moderation_words */
    heldReason: text('held_reason', { enum: ['first_comment', 'links', 'moderation_words'] }),
    /** hidden by reports (decisions §10): seen only by its author and editors, not counted */
    hidden: boolean('hidden').notNull().default(false),
    date: ts('date').notNull().defaultNow(),
    modified: ts('modified').notNull().defaultNow(),
  },
  (t) => [
    // a post's top-level comments (parent 0 stored as null) and a comment's replies
    index('comments_post_parent_idx').on(t.postId, t.parentId, t.status, t.date),
    index('comments_parent_idx').on(t.parentId),
    index('comments_author_idx').on(t.authorId, t.status),
    // the newsroom's queue of held comments, oldest first
    index('comments_held_idx').on(t.date, t.id).where(sql`${t.status} = 'hold'`),
    // a post's visible top-level comments newest first: a page and its count walk this index
    index('comments_post_top_idx')
      .on(t.postId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} IS NULL AND ${t.status} = 'approved' AND NOT ${t.hidden}`),
    check('comments_total_children_nonnegative', sql`${t.totalChildren} >= 0`),
  ],
);

export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    authorId: owned('author_id', () => users.id),
    question: text('question').notNull(),
    totalVotes: integer('total_votes').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('polls_post_key').on(t.postId),
    check('polls_total_votes_nonnegative', sql`${t.totalVotes} >= 0`),
  ],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: owned('poll_id', () => polls.id),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: owned('poll_id', () => polls.id),
    userId: owned('user_id', () => users.id),
    optionId: owned('option_id', () => pollOptions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // one vote per user per poll (decisions §5)
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('poll_votes_user_idx').on(t.userId)],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: owned('follower_id', () => users.id),
    followeeId: owned('followee_id', () => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const termFollows = pgTable(
  'term_follows',
  {
    userId: owned('user_id', () => users.id),
    termId: owned('term_id', () => terms.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termId] }), index('term_follows_term_idx').on(t.termId)],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: owned('blocker_id', () => users.id),
    blockedId: owned('blocked_id', () => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    postId: owned('post_id', () => posts.id),
    userId: owned('user_id', () => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('likes_user_idx').on(t.userId)],
);

export const postViews = pgTable(
  'post_views',
  {
    postId: owned('post_id', () => posts.id),
    /** a salted hash of the visitor (user id or client address + agent) */
    visitor: text('visitor').notNull(),
    /** day in the site time zone: one view per visitor per post per day (decisions §5) */
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitor, t.day] }), index('post_views_day_idx').on(t.day)],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: owned('user_id', () => users.id),
    /** create_post, delete_post, create_poll, delete_poll, poll_vote */
    reason: text('reason').notNull(),
    objectId: integer('object_id').notNull(),
    points: integer('points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // one row per (user, reason, object): no action is counted twice (decisions §5)
    uniqueIndex('points_ledger_once_key').on(t.userId, t.reason, t.objectId),
    // trending authors: points earned in the last 7 days
    index('points_ledger_created_idx').on(t.createdAt, t.userId),
  ],
);

/** Points per user per calendar month (site time zone), kept with the ledger for the leaderboard. */
export const monthlyPoints = pgTable(
  'monthly_points',
  {
    month: date('month').notNull(),
    userId: owned('user_id', () => users.id),
    points: integer('points').notNull().default(0),
    /** when the user reached the current total: ties rank who got there first */
    reachedAt: ts('reached_at').notNull().defaultNow(),
    /**
     * Place in the month (1 = most points): kept by a trigger of the statement that moves the
     * points (migration 0006), so reading a rank costs nothing (issue 14). Shown only above 0 points.
     */
    rank: integer('rank').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] }), index('monthly_points_rank_idx').on(t.month, t.rank)],
);

/** Users per list, kept by triggers on users (migration 0018): `recommended` is the total of trending authors. */
export const userListCounts = pgTable('user_list_counts', {
  list: text('list').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * Published, listed items per type, overall (`termId` 0) and per topic or place, kept by
 * triggers on posts and post_terms (migration 0006): the X-WP-Total of public lists.
 */
export const postListCounts = pgTable(
  'post_list_counts',
  {
    type: text('type').notNull(),
    termId: integer('term_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'post_list_counts_pk', columns: [t.type, t.termId] })],
);

/** Published items per author and type that reports have not hidden (author pages' totals). */
export const postAuthorCounts = pgTable(
  'post_author_counts',
  {
    authorId: integer('author_id').notNull(),
    type: text('type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'post_author_counts_pk', columns: [t.authorId, t.type] })],
);

/**
 * Published, listed posts per kind holding each phonetic key of their words (roman_vector's
 * lexemes), kept by triggers on posts (migration 0009): the X-WP-Total of a one-word search.
 */
export const postSearchCounts = pgTable(
  'post_search_counts',
  {
    word: text('word').notNull(),
    type: text('type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'post_search_counts_pk', columns: [t.word, t.type] })],
);

/**
 * Each word of each published, listed post's title with the post's ranks for it, kept by
 * triggers on posts (migration 0014): the order of a one-word search by relevance, whose
 * title matches come first, read from an index (issue 14).
 */
export const postTitleWords = pgTable(
  'post_title_words',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    type: text('type').notNull(),
    authorId: integer('author_id').notNull(),
    date: ts('date').notNull(),
    rank: real('rank').notNull(),
    keyRank: real('key_rank').notNull(),
  },
  (t) => [
    primaryKey({ name: 'post_title_words_pk', columns: [t.postId, t.word] }),
    index('post_title_words_order_idx').on(
      t.word,
      t.rank.desc(),
      t.keyRank.desc(),
      t.date.desc(),
      t.postId.desc(),
    ),
  ],
);

/**
 * The trending numerator of each published, listed post with any engagement (views + 3 likes
 * + 5 comments + 2 poll votes, decisions §5), kept by a trigger on posts (migration 0008): the
 * narrow rows trending scores on read (issue 14).
 */
export const postEngagement = pgTable(
  'post_engagement',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    authorId: integer('author_id').notNull(),
    date: ts('date').notNull(),
    engagement: integer('engagement').notNull(),
  },
  (t) => [index('post_engagement_date_idx').on(t.date, t.engagement, t.type)],
);

/**
 * The rows of `post_engagement` per kind and UTC day, kept by triggers on it (migration 0012):
 * the total of a trending list without counting its 30-day window. Only days from 31 days
 * back are kept (migration 0013; older ones are pruned, `server/domain/prune.ts`).
 */
export const postEngagementDays = pgTable(
  'post_engagement_days',
  {
    type: text('type').notNull(),
    day: date('day').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'post_engagement_days_pk', columns: [t.type, t.day] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** when an administrator marked it handled in the newsroom's inbox, and who */
    handledAt: ts('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_submissions_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * One report per member per item (decisions §10). `resolved_at` is set when an editor keeps
 * or removes the item; open reports are the unresolved ones, and a member who reported once
 * cannot report the same item again.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    objectType: text('object_type', { enum: ['post', 'comment'] }).notNull(),
    objectId: integer('object_id').notNull(),
    reporterId: owned('reporter_id', () => users.id),
    reason: text('reason', {
      enum: ['spam', 'harassment', 'false_information', 'sexual_content', 'other'],
    }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolution: text('resolution', { enum: ['keep', 'remove'] }),
  },
  (t) => [
    uniqueIndex('reports_once_key').on(t.objectType, t.objectId, t.reporterId),
    // the newsroom's list of items with open reports
    index('reports_open_idx').on(t.objectType, t.objectId).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * Every moderator and administrator action (decisions §10): who, what, when, before and
 * after. Append-only: a trigger (migration 0003) refuses UPDATE and DELETE, and the actor is
 * kept by id and name without a foreign key, so deleting a member rewrites nothing here.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull().default(''),
    actorSlug: text('actor_slug').notNull().default(''),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull().default(0),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Fixed-window counters for rate limits that must hold across processes (decisions §1). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * What a member is told (decisions §10, docs/decisions/008-notifications.md). `event_key`
 * names the event (`reply:<comment id>`, `follow:<follower id>`, `review:<log id>`, …): with
 * the recipient it is unique, and every notification is written with ON CONFLICT DO NOTHING
 * in the transaction of its event, so a retry or a race makes exactly one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: owned('user_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    eventKey: text('event_key').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** what the kind needs beyond the ids: the send-back note, a poll's milestone */
    data: jsonb('data'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.userId, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`${t.readAt} IS NULL`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_post_idx').on(t.postId),
    index('notifications_comment_idx').on(t.commentId),
  ],
);

/** A member's choices (no row: every kind on, the digest on) and the digest's bookkeeping. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kindsOff: text('kinds_off').array().notNull().default(sql`'{}'`),
  emailDigest: boolean('email_digest').notNull().default(true),
  /** the member's key for unsubscribe links (HMAC); made at the first digest */
  digestKey: text('digest_key').notNull().default(''),
  lastDigestAt: ts('last_digest_at'),
  /** the site day of the last digest: at most one a day */
  lastDigestDay: date('last_digest_day'),
});

/**
 * Slugs an item, term or member held before (decisions §10): a request for one answers 301 to
 * the current address. `kind` is the post type, the taxonomy, or 'user'.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('slug_history_target_idx').on(t.kind, t.targetId)],
);
