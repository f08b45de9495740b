import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { siteMonthStart } from '#common/dates.ts';
import type { Database, Db } from '#server/db/client.ts';
import { blocks, monthlyPoints, posts, userFollows, userListCounts, users } from '#server/db/schema.ts';
import type { LookupFilter } from '../lookup.ts';
import { runStatement } from '../posts/statement.ts';
import { nameSearch } from '../search/hinglish.ts';
import type { PublicUser, UserExtras } from './user-extras.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter extends LookupFilter {
  location?: number | undefined;
  orderby: 'name' | 'id' | 'include' | 'slug' | 'followers' | 'points';
}

/** Authors are users with at least one published post, WordPress's `who=authors` by default. */
const isAuthor = sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.authorId} = ${users.id} AND ${posts.status} = 'publish')`;

export type UserWithExtras = PublicUser & { extras: UserExtras };

type ExtrasRow = PublicUser & UserExtras;

/**
 * The columns an answer shows of a user (never the e-mail address, decisions §3) with this
 * month's points and rank and the viewer's follow and block state, from `users` joined to
 * this month's `monthly_points` row as `mp`. Run as a prepared statement without the query
 * builder (issue 14), like the posts and terms reads. `total` adds a column (a count).
 */
function userSelect(viewerId: number | null, total: SQL = sql``) {
  return sql`SELECT ${users.id}, ${users.name}, ${users.slug}, ${users.description},
      ${users.avatarUrl} AS "avatarUrl", ${users.language}, ${users.locationId} AS "locationId",
      ${users.totalPoints} AS "totalPoints", ${users.postCount} AS "postCount",
      ${users.followerCount} AS "followerCount", coalesce(mp.points, 0) AS "monthPoints",
      CASE WHEN mp.points > 0 THEN mp.rank ELSE 0 END AS rank,
      ${viewerState(viewerId)}${total}`;
}

/** This month's points row of each user (the month in the site time zone). */
const monthJoin = () =>
  sql`LEFT JOIN ${monthlyPoints} mp ON mp.month = ${siteMonthStart(new Date())} AND mp.user_id = ${users.id}`;

function viewerState(viewerId: number | null) {
  if (viewerId === null) return sql`false AS following, false AS blocked`;
  return sql`EXISTS (SELECT 1 FROM ${userFollows} f WHERE f.follower_id = ${viewerId} AND f.followee_id = ${users.id}) AS following,
      EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = ${users.id}) AS blocked`;
}

function toUserWithExtras({ monthPoints, rank, following, blocked, ...row }: ExtrasRow): UserWithExtras {
  return { ...row, extras: { monthPoints, rank, following, blocked } };
}

function ranked(rows: (ExtrasRow & { total: number })[]) {
  return {
    rows: rows.map(({ total: _total, ...row }) => toUserWithExtras(row)),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * One page of users (authors unless looked up by slug or id) with their extras and the total,
 * in one statement (issue 14).
 */
export async function listUsers(
  database: Database,
  q: UserFilter,
  viewerId: number | null,
): Promise<{ rows: UserWithExtras[]; total: number }> {
  // Looking someone up by slug or id finds them before their first post, too.
  const where: SQL[] = q.slug?.length || q.include?.length ? [] : [isAuthor];
  if (q.include?.length) where.push(inArray(users.id, q.include));
  if (q.exclude?.length) where.push(sql`${users.id} NOT IN ${q.exclude}`);
  if (q.slug?.length) where.push(inArray(users.slug, q.slug));
  if (q.location) where.push(eq(users.locationId, q.location));
  if (q.search)
    where.push(nameSearch([users.name, users.slug], users.nameVector, q.search, q.searchMode ?? 'contains'));
  const dir =
    (q.order ?? (q.orderby === 'followers' || q.orderby === 'points' ? 'desc' : 'asc')) === 'asc'
      ? asc
      : desc;
  const column = {
    name: users.name,
    id: users.id,
    slug: users.slug,
    followers: users.followerCount,
    points: users.totalPoints,
    include: users.name,
  }[q.orderby];
  const order =
    q.orderby === 'include' && q.include?.length
      ? [
          sql`array_position(ARRAY[${sql.join(
            q.include.map((id) => sql`${id}::int`),
            sql`, `,
          )}], ${users.id})`,
        ]
      : [dir(column), asc(users.id)];
  const condition = and(...where) ?? sql`true`;
  const rows = await runStatement<ExtrasRow & { total: number }>(
    database,
    sql`${userSelect(viewerId, sql`, (SELECT count(*)::int FROM ${users} WHERE ${condition}) AS total`)}
      FROM ${users} ${monthJoin()}
      WHERE ${condition} ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  // past the last page no row carries the total: the answer is WordPress's 400 either way
  return ranked(rows);
}

/**
 * Decisions §5: points earned in the last 7 days, then followers; a blocker's blocked left
 * out. Issue 13: only writers with something a reader can open (not a draft, not waiting for
 * review, not hidden by reports) are recommended. Both are numbers kept on the user's row
 * (migration 0018), so a page is the first rows of `users_trending_idx`, and the total is a
 * kept count (`user_list_counts`); one statement with the extras and the total.
 */
export async function listTrendingAuthors(
  database: Database,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: UserWithExtras[]; total: number }> {
  const notBlocked =
    viewerId === null
      ? sql``
      : sql`AND ${users.id} NOT IN (SELECT blocked_id FROM ${blocks} WHERE blocker_id = ${viewerId})`;
  // the kept count of recommended writers, less the ones this reader blocks
  const blockedOnes =
    viewerId === null
      ? sql``
      : sql` - (SELECT count(*) FROM ${blocks} b JOIN ${users} x ON x.id = b.blocked_id
                 WHERE b.blocker_id = ${viewerId} AND x.open_items > 0)`;
  const rows = await runStatement<ExtrasRow & { total: number }>(
    database,
    sql`${userSelect(viewerId, sql`, (coalesce((SELECT n FROM ${userListCounts} WHERE list = 'recommended'), 0)${blockedOnes})::int AS total`)}
      FROM ${users} ${monthJoin()}
      WHERE ${users.openItems} > 0 ${notBlocked}
      ORDER BY ${users.weekPoints} DESC, ${users.followerCount} DESC, ${users.id} ASC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  // past the last page no row carries the total: the answer is WordPress's 400 either way
  return ranked(rows);
}

/**
 * How many are ranked this month: ranks are 1…n over the month's rows, points descending, so
 * the last rank above 0 points is the count, read from the end of `monthly_points_rank_idx`
 * past the few rows at 0 or below (counting the month's rows took 2.3 of a 2.5 ms leaderboard
 * at 5,341 ranked members).
 */
const rankedInMonth = (month: string) =>
  sql`coalesce((SELECT rank FROM ${monthlyPoints} WHERE month = ${month} AND points > 0
                 ORDER BY rank DESC LIMIT 1), 0)`;

/**
 * Leaderboard (spec §7): this month's points in the site time zone, ties to who got there
 * first, in the order of the rank the points keep (monthly_points.rank); one statement.
 */
export async function listLeaderboard(
  database: Database,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: UserWithExtras[]; total: number }> {
  const month = siteMonthStart(new Date());
  const rows = await runStatement<ExtrasRow & { total: number }>(
    database,
    sql`${userSelect(viewerId, sql`, ${rankedInMonth(month)} AS total`)}
      FROM ${monthlyPoints} mp JOIN ${users} ON ${users.id} = mp.user_id
      WHERE mp.month = ${month} AND mp.points > 0
      ORDER BY mp.rank LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return ranked(rows);
}

/** One user with the extras, or undefined. */
export async function findUserWithExtras(
  database: Database,
  id: number,
  viewerId: number | null,
): Promise<UserWithExtras | undefined> {
  const [row] = await runStatement<ExtrasRow>(
    database,
    sql`${userSelect(viewerId)} FROM ${users} ${monthJoin()} WHERE ${users.id} = ${id}`,
  );
  return row ? toUserWithExtras(row) : undefined;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
