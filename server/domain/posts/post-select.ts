import { type SQL, sql } from 'drizzle-orm';
import { siteMonthStart } from '#common/dates.ts';
import { type EpochMs, epochMs } from '#server/db/epoch-ms.ts';
import type { media, posts, terms } from '#server/db/schema.ts';
import type { PublicUser, UserExtras } from '../users/user-extras.ts';

type PostRow = Omit<typeof posts.$inferSelect, 'searchVector'>;
type TermRow = typeof terms.$inferSelect;
type MediaRow = typeof media.$inferSelect;

/** `full`: every column; `card`: what a card shows (the body only where an excerpt is made from it). */
export type PostColumns = 'full' | 'card';

/** A term as a post's answer shows it. */
export type PostTerm = Pick<
  TermRow,
  'id' | 'taxonomy' | 'slug' | 'name' | 'nameHi' | 'description' | 'parentId' | 'count' | 'followerCount'
> & { parentSlug: string | null; following: boolean };

/** A post's topic or place as a list without `_embed` shows it: its id, kind and slug. */
export type PostTermRef = Pick<PostTerm, 'id' | 'taxonomy' | 'slug'>;

/** An author as an embedded answer shows it, with this month's points and rank. */
export type PostAuthor = PublicUser & UserExtras;

/** A post and what its answer shows beside it, read in the same statement. */
export interface LoadedPost extends PostRow {
  /** the post's topics and places, by id */
  terms: PostTermRef[];
  /** with `embed` only: the same terms whole (counts, parent, the viewer's follow) */
  embeddedTerms: PostTerm[] | null;
  media: MediaRow | null;
  /** with `embed` only */
  author: PostAuthor | null;
  liked: boolean;
  /** distinct writers of published posts answering this one (a prompt, decisions §2) */
  writerCount: number;
}

/** How many characters of a body a card's excerpt may be made from. */
export const CARD_BODY_CHARS = 3000;

function columns(kind: PostColumns): SQL {
  // Only a card without an excerpt of its own needs the start of the body (present-post.ts),
  // and a note its whole text (at most 3,000 characters), which its share card is drawn from.
  const content =
    kind === 'full'
      ? sql`posts.content`
      : sql`CASE WHEN posts.excerpt = '' OR posts.type = 'note' THEN left(posts.content, ${sql.raw(String(CARD_BODY_CHARS))}) ELSE '' END`;
  return sql`posts.id, posts.type, posts.status, posts.slug, posts.author_id AS "authorId", posts.title,
    ${content} AS content, posts.excerpt, posts.lang, posts.prompt_id AS "promptId",
    posts.video_url AS "videoUrl", posts.poll_id AS "pollId", posts.featured_media_id AS "featuredMediaId",
    posts.draft_key AS "draftKey", posts.listed, posts.hidden, posts.review_note AS "reviewNote",
    ${epochMs('posts.date')} AS date, ${epochMs('posts.modified')} AS modified,
    ${epochMs('posts.created_at')} AS "createdAt", posts.like_count AS "likeCount",
    posts.comment_count AS "commentCount", posts.view_count AS "viewCount", posts.poll_votes AS "pollVotes"`;
}

/**
 * The select of a page of posts with their relations as JSON, evaluated for the page's rows
 * only: terms with their parent's slug, the featured picture, the author with this month's
 * points and rank (kept in monthly_points), the viewer's like and follow state, and a
 * prompt's writer count. One round trip however many items (issue 14).
 */
export function postSelect(input: {
  from: SQL;
  where?: SQL;
  orderBy: SQL;
  columns: PostColumns;
  embed: boolean;
  viewerId: number | null;
  /** the list's total, an expression */
  total: SQL;
}): SQL {
  const viewer = input.viewerId;
  const termFollowed =
    viewer === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM term_follows tf WHERE tf.user_id = ${viewer} AND tf.term_id = t.id)`;
  // The author as a row of texts, like the terms below: json_build_object looks up how to
  // write each value's type at every call, 0.05 ms of an `_embed` list's statement (decisions 011).
  const author = input.embed
    ? sql`(SELECT ARRAY[u.id::text, u.name, u.slug, u.description, u.avatar_url, u.language, u.location_id::text,
          u.total_points::text, u.post_count::text, u.follower_count::text, coalesce(mp.points, 0)::text,
          (CASE WHEN mp.points > 0 THEN mp.rank ELSE 0 END)::text,
          (${viewer === null ? sql`false` : sql`EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = ${viewer} AND f.followee_id = u.id)`})::text,
          (${viewer === null ? sql`false` : sql`EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewer} AND b.blocked_id = u.id)`})::text]
        FROM users u LEFT JOIN monthly_points mp ON mp.month = ${siteMonthStart(new Date())} AND mp.user_id = u.id
       WHERE u.id = posts.author_id)`
    : sql`NULL::text[]`;
  const liked =
    viewer === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM likes l WHERE l.post_id = posts.id AND l.user_id = ${viewer})`;
  // Whole terms only where the answer embeds them: built per row, they were half of
  // PostgreSQL's time on a plain list, which shows only their ids (issue 14). Terms come as
  // text arrays, not JSON: json_build_object looks up how to write each value's type at every
  // call, and an ordered json_agg sorts; the ids, kinds and slugs of a plain list cost
  // PostgreSQL a quarter of the statement that way, a tenth as the text "id taxonomy slug",
  // and whole terms as JSON about 0.43 ms of an `_embed` list's 1.2, as rows of texts 0.27
  // (decisions 011). A plain list's "id taxonomy slug" is kept on the post's rows (migration
  // 0016): joining terms cost 7 µs a post, a fifth of the posts list's statement.
  const terms = input.embed
    ? sql`array(SELECT ARRAY[t.id::text, t.taxonomy, t.slug, t.name, t.name_hi, t.description, t.parent_id::text,
              t.count::text, t.follower_count::text, pa.slug, (${termFollowed})::text]
       FROM post_terms x JOIN terms t ON t.id = x.term_id LEFT JOIN terms pa ON pa.id = t.parent_id
      WHERE x.post_id = posts.id ORDER BY x.term_id)`
    : sql`array(SELECT x.ref FROM post_terms x WHERE x.post_id = posts.id ORDER BY x.term_id)`;
  return sql`SELECT ${columns(input.columns)},
    ${terms} AS terms,
    (SELECT row_to_json(m) FROM media m WHERE m.id = posts.featured_media_id) AS media,
    ${author} AS author,
    ${liked} AS liked,
    (SELECT count(DISTINCT w.author_id)::int FROM posts w WHERE w.prompt_id = posts.id AND w.status = 'publish') AS "writerCount",
    ${input.total} AS total
  FROM ${input.from}${input.where ? sql` WHERE ${input.where}` : sql``}
  ORDER BY ${input.orderBy}`;
}

/** Raw media JSON (snake_case, dates as text) as the media row the presenter takes. */
function mediaRow(raw: Record<string, unknown> | null): MediaRow | null {
  if (!raw) return null;
  return {
    id: raw.id as number,
    authorId: (raw.author_id as number | null) ?? null,
    file: raw.file as string,
    mimeType: raw.mime_type as string,
    width: raw.width as number,
    height: raw.height as number,
    filesize: raw.filesize as number,
    altText: raw.alt_text as string,
    caption: raw.caption as string,
    title: raw.title as string,
    sizes: raw.sizes as MediaRow['sizes'],
    postId: (raw.post_id as number | null) ?? null,
    createdAt: new Date(raw.created_at as string),
  };
}

/** "12 category health" → a term's reference; the slug is the rest, whatever it holds. */
function termRef(text: string): PostTermRef {
  const first = text.indexOf(' ');
  const second = text.indexOf(' ', first + 1);
  return {
    id: Number(text.slice(0, first)),
    taxonomy: text.slice(first + 1, second) as PostTermRef['taxonomy'],
    slug: text.slice(second + 1),
  };
}

/** A row's text of a nullable number (NULL, or missing past the row's end, is null). */
const numberOrNull = (text: string | null | undefined) =>
  text === null || text === undefined ? null : Number(text);

/** An embedded author as the row of texts `postSelect` writes, in its order. */
function authorOf([
  id,
  name,
  slug,
  description,
  avatarUrl,
  language,
  locationId,
  totalPoints,
  postCount,
  followerCount,
  monthPoints,
  rank,
  following,
  blocked,
]: (string | null)[]): PostAuthor {
  return {
    id: Number(id),
    name: name!,
    slug: slug!,
    description: description!,
    avatarUrl: avatarUrl!,
    language: language as PostAuthor['language'],
    locationId: numberOrNull(locationId),
    totalPoints: Number(totalPoints),
    postCount: Number(postCount),
    followerCount: Number(followerCount),
    monthPoints: Number(monthPoints),
    rank: Number(rank),
    following: following === 'true',
    blocked: blocked === 'true',
  };
}

/** A whole term as the row of texts `postSelect` writes, in its order. */
function wholeTerm([
  id,
  taxonomy,
  slug,
  name,
  nameHi,
  description,
  parentId,
  count,
  followerCount,
  parentSlug,
  following,
]: (string | null)[]): PostTerm {
  return {
    id: Number(id),
    taxonomy: taxonomy as PostTerm['taxonomy'],
    slug: slug!,
    name: name!,
    nameHi: nameHi!,
    description: description!,
    parentId: numberOrNull(parentId),
    count: Number(count),
    followerCount: Number(followerCount),
    parentSlug: parentSlug ?? null,
    following: following === 'true',
  };
}

export function toLoadedPosts(
  rows: (Omit<PostRow, 'date' | 'modified' | 'createdAt'> & {
    date: EpochMs;
    modified: EpochMs;
    createdAt: EpochMs;
    /** with `embed` a row of texts per whole term, else "id taxonomy slug" texts */
    terms: (string | null)[][] | string[];
    media: Record<string, unknown> | string | null;
    /** with `embed`, the author as a row of texts */
    author: (string | null)[] | null;
    liked: boolean;
    writerCount: number;
    total: number;
  })[],
  /** as the statement was made (`postSelect`): whole terms or their ids */
  embed: boolean,
): LoadedPost[] {
  return rows.map(({ total: _total, ...row }) => {
    const terms = embed
      ? (row.terms as (string | null)[][]).map(wholeTerm)
      : (row.terms as string[]).map(termRef);
    return {
      ...row,
      terms,
      embeddedTerms: embed ? (terms as PostTerm[]) : null,
      media: mediaRow(typeof row.media === 'string' ? JSON.parse(row.media) : row.media),
      author: row.author ? authorOf(row.author) : null,
      date: new Date(row.date),
      modified: new Date(row.modified),
      createdAt: new Date(row.createdAt),
    };
  });
}
