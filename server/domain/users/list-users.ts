import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { siteMonthStart } from '#common/dates.ts';
import type { Db } from '#server/db/client.ts';
import { monthlyPoints, pointsLedger, posts, users } from '#server/db/schema.ts';
import { countWhere, type LookupFilter } from '../lookup.ts';
import { nameKeyMatch } from '../search/hinglish.ts';
import { type UserExtras, userExtrasColumns } from './user-extras.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter extends LookupFilter {
  location?: number | undefined;
  orderby: 'name' | 'id' | 'include' | 'slug' | 'followers' | 'points';
}

/** Authors are users with at least one published post, WordPress's `who=authors` by default. */
const isAuthor = sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.authorId} = ${users.id} AND ${posts.status} = 'publish')`;

export type UserWithExtras = Omit<UserRow, 'nameVector'> & { extras: UserExtras };

/** The columns of a user with this month's points and rank and the viewer's follow state. */
function withExtras(viewerId: number | null) {
  return { ...userColumns, ...userExtrasColumns(viewerId) } as const;
}

/** A user's columns without the search key (search/hinglish.ts), which no answer shows. */
const { nameVector: _searchKey, ...userColumns } = getTableColumns(users);

type ExtrasRow = Omit<UserRow, 'nameVector'> & {
  monthPoints: unknown;
  rank: unknown;
  following: unknown;
  blocked: unknown;
};

function toUserWithExtras({ monthPoints, rank, following, blocked, ...row }: ExtrasRow): UserWithExtras {
  return {
    ...row,
    extras: {
      monthPoints: Number(monthPoints),
      rank: Number(rank),
      following: Boolean(following),
      blocked: Boolean(blocked),
    },
  };
}

/**
 * One page of users (authors unless looked up by slug or id) with their extras and the total,
 * in one statement (issue 14).
 */
export async function listUsers(
  db: Db,
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
    where.push(
      sql`(${users.name} ILIKE ${`%${q.search}%`} OR ${users.slug} ILIKE ${`%${q.search}%`} OR ${nameKeyMatch(users.nameVector, q.search)})`,
    );
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
  const condition = and(...where);
  const rows = await db
    .select({
      ...withExtras(viewerId),
      total: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${condition ?? sql`true`})`,
    })
    .from(users)
    .where(condition)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const total = rows[0] ? Number(rows[0].total) : q.page > 1 ? await countWhere(db, users, condition) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => toUserWithExtras(row)), total };
}

/**
 * Decisions §5: points earned in the last 7 days, then followers; a blocker's blocked left
 * out. One statement with the extras and the total.
 */
export async function listTrendingAuthors(
  db: Db,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: UserWithExtras[]; total: number }> {
  const recent = db
    .select({ userId: pointsLedger.userId, points: sql<number>`sum(${pointsLedger.points})`.as('points') })
    .from(pointsLedger)
    .where(sql`${pointsLedger.createdAt} > now() - interval '7 days'`)
    .groupBy(pointsLedger.userId)
    .as('recent');
  const rows = await db
    .select({ ...withExtras(viewerId), total: sql<number>`count(*) OVER ()` })
    .from(users)
    .leftJoin(recent, eq(recent.userId, users.id))
    .where(
      and(
        // issue 13: only writers with something a reader can open (not a draft, not waiting
        // for review, not hidden by reports) are recommended
        sql`EXISTS (SELECT 1 FROM ${posts} p WHERE p.author_id = ${users.id} AND p.status = 'publish'
               AND p.listed AND NOT p.hidden AND p.type <> 'page')`,
        viewerId === null
          ? undefined
          : sql`${users.id} NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${viewerId})`,
      ),
    )
    .orderBy(sql`coalesce(${recent.points}, 0) DESC`, desc(users.followerCount), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return ranked(rows);
}

function ranked(rows: (ExtrasRow & { total: unknown })[]) {
  return {
    rows: rows.map(({ total: _total, ...row }) => toUserWithExtras(row)),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * Leaderboard (spec §7): this month's points in the site time zone, ties to who got there
 * first, in the order of the rank the points keep (monthly_points.rank); one statement.
 */
export async function listLeaderboard(
  db: Db,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: UserWithExtras[]; total: number }> {
  const month = siteMonthStart(new Date());
  const rows = await db
    .select({
      ...withExtras(viewerId),
      total: sql<number>`(SELECT count(*)::int FROM monthly_points WHERE month = ${month} AND points > 0)`,
    })
    .from(monthlyPoints)
    .innerJoin(users, eq(users.id, monthlyPoints.userId))
    .where(and(eq(monthlyPoints.month, month), sql`${monthlyPoints.points} > 0`))
    .orderBy(asc(monthlyPoints.rank))
    .limit(page.limit)
    .offset(page.offset);
  return ranked(rows);
}

/** One user with the extras, or undefined. */
export async function findUserWithExtras(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<UserWithExtras | undefined> {
  const [row] = await db.select(withExtras(viewerId)).from(users).where(eq(users.id, id));
  return row ? toUserWithExtras(row) : undefined;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
