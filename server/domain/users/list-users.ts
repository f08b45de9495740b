import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { siteMonthStart } from '#common/dates.ts';
import type { Database, Db } from '#server/db/client.ts';
import { posts, users } from '#server/db/schema.ts';
import { countWhere, type LookupFilter } from '../lookup.ts';
import { nameKeyMatch } from '../search/hinglish.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter extends LookupFilter {
  location?: number | undefined;
  orderby: 'name' | 'id' | 'include' | 'slug' | 'followers' | 'points';
}

/** Authors are users with at least one published post, WordPress's `who=authors` by default. */
const isAuthor = sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.authorId} = ${users.id} AND ${posts.status} = 'publish')`;

/** One page of users (authors unless looked up by slug or id) and the total. */
export async function listUsers(db: Db, q: UserFilter): Promise<{ rows: UserRow[]; total: number }> {
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
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(condition)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countWhere(db, users, condition),
  ]);
  return { rows, total };
}

/** User rows for ids ranked elsewhere, in that order. */
async function usersInOrder(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Decisions §5: points earned in the last 7 days, then followers; a blocker's blocked left out. */
export async function listTrendingAuthors(
  database: Database,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ rows: UserRow[]; total: number }> {
  const ranked = await database.query<{ id: number; total: number }>(
    `SELECT u.id, count(*) OVER () AS total
       FROM users u
       LEFT JOIN (SELECT user_id, sum(points) AS points FROM points_ledger
                   WHERE created_at > now() - interval '7 days' GROUP BY user_id) recent ON recent.user_id = u.id
      -- issue 13: only writers with something a reader can open (not a draft, not waiting
      -- for review, not hidden by reports) are recommended
      WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND p.status = 'publish'
                       AND p.listed AND NOT p.hidden AND p.type <> 'page')
        AND ($3::int = 0 OR u.id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = $3))
      ORDER BY coalesce(recent.points, 0) DESC, u.follower_count DESC, u.id
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, viewerId ?? 0],
  );
  return {
    rows: await usersInOrder(
      database.db,
      ranked.map((r) => r.id),
    ),
    total: Number(ranked[0]?.total ?? 0),
  };
}

/** Leaderboard (spec §7): this month's points in the site time zone, ties to who got there first. */
export async function listLeaderboard(
  database: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const ranked = await database.query<{ user_id: number; total: number }>(
    `SELECT user_id, count(*) OVER () AS total FROM monthly_points
      WHERE month = $1 AND points > 0
      ORDER BY points DESC, reached_at, user_id LIMIT $2 OFFSET $3`,
    [siteMonthStart(new Date()), page.limit, page.offset],
  );
  return {
    rows: await usersInOrder(
      database.db,
      ranked.map((r) => r.user_id),
    ),
    total: Number(ranked[0]?.total ?? 0),
  };
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
