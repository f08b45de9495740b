import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { siteMonthStart } from '#common/dates.ts';
import { posts, users } from '#server/db/schema.ts';
import { setUserFollow } from '#server/domain/follows.ts';
import type { Viewer } from '#server/http/context.ts';
import { badRequest, forbidden, notFound, unauthorized } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { bool, idList, paging, parseQuery, pathId, stringList } from '#server/http/params.ts';
import { presentUsers } from './present-user.ts';

const userListQuery = z.object({
  ...paging,
  search: z.string().trim().max(100).optional(),
  include: idList,
  exclude: idList,
  slug: stringList,
  location: z.coerce.number().int().min(1).optional(),
  trending: bool,
  orderby: z.enum(['name', 'id', 'include', 'slug', 'followers', 'points']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});

/** Authors are users with at least one published post, WordPress's `who=authors` by default. */
const isAuthor = sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.authorId} = ${users.id} AND ${posts.status} = 'publish')`;

export async function userRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const { db } = database;

  async function listUsers(query: unknown, viewer: Viewer | null, reply: FastifyReply) {
    const q = parseQuery(userListQuery, query);
    if (q.trending) return listTrendingAuthors(q.per_page, q.page, viewer, reply);
    // Looking someone up by slug or id finds them before their first post, too.
    const where: SQL[] = q.slug?.length || q.include?.length ? [] : [isAuthor];
    if (q.include?.length) where.push(inArray(users.id, q.include));
    if (q.exclude?.length) where.push(sql`${users.id} NOT IN ${q.exclude}`);
    if (q.slug?.length) where.push(inArray(users.slug, q.slug));
    if (q.location) where.push(eq(users.locationId, q.location));
    if (q.search)
      where.push(sql`(${users.name} ILIKE ${`%${q.search}%`} OR ${users.slug} ILIKE ${`%${q.search}%`})`);
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
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...order)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db.select({ total: sql<number>`count(*)::int` }).from(users).where(condition),
    ]);
    setPagingHeaders(reply, counted[0]?.total ?? 0, q.per_page, q.page);
    return presentUsers(database, config.publicUrl, rows, viewer);
  }

  /** Decisions §5: points earned in the last 7 days, then followers. */
  async function listTrendingAuthors(
    perPage: number,
    page: number,
    viewer: Viewer | null,
    reply: FastifyReply,
  ) {
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
      [perPage, (page - 1) * perPage, viewer?.id ?? 0],
    );
    setPagingHeaders(reply, ranked[0]?.total ?? 0, perPage, page);
    return presentUsers(database, config.publicUrl, await usersInOrder(ranked.map((r) => r.id)), viewer);
  }

  /** User rows for ids ranked elsewhere, in that order. */
  async function usersInOrder(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  async function oneUser(idParam: string, viewer: Viewer | null) {
    const id = pathId(idParam);
    const invalid = notFound('rest_user_invalid_id', 'Invalid user ID.');
    if (id === null) throw invalid;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw invalid;
    const [user] = await presentUsers(database, config.publicUrl, [row], viewer);
    return user;
  }

  app.get('/wp/v2/users', (request, reply) => listUsers(request.query, request.viewer, reply));
  app.get('/yka/v1/follow', (request, reply) => listUsers(request.query, request.viewer, reply));
  app.get('/yka/v2/trending-authors', (request, reply) => {
    const q = parseQuery(z.object(paging), request.query);
    return listTrendingAuthors(q.per_page, q.page, request.viewer, reply);
  });
  app.get<{ Params: { id: string } }>('/wp/v2/users/:id', (request) =>
    oneUser(request.params.id, request.viewer),
  );
  app.get<{ Params: { id: string } }>('/yka/v1/follow/:id', (request) =>
    oneUser(request.params.id, request.viewer),
  );

  /**
   * Spec §7: `POST yka/v1/follow/{id}` follows the user (the old client sent it with basic
   * auth; a session with its nonce works as well) and answers the user with follow info;
   * `DELETE` unfollows. Same rules as the follow action of `yka/v2/action`.
   */
  async function followRoute(idParam: string, viewer: Viewer | null, following: boolean) {
    if (!viewer) throw unauthorized();
    const id = pathId(idParam);
    if (id === null) throw notFound('rest_user_invalid_id', 'Invalid user ID.');
    if (id === viewer.id) throw badRequest('rest_cannot_follow_self', 'You cannot follow yourself.');
    const result = await setUserFollow(database, viewer.id, id, following);
    if (result.kind === 'not_found') throw notFound('rest_user_invalid_id', 'Invalid user ID.');
    if (result.kind === 'blocked')
      throw forbidden(
        'rest_follow_blocked',
        'You cannot follow this user while one of you blocks the other.',
      );
    return oneUser(String(id), viewer);
  }
  app.post<{ Params: { id: string } }>('/yka/v1/follow/:id', (request) =>
    followRoute(request.params.id, request.viewer, true),
  );
  app.delete<{ Params: { id: string } }>('/yka/v1/follow/:id', (request) =>
    followRoute(request.params.id, request.viewer, false),
  );

  /** Leaderboard (spec §7): this month's points in the site time zone, ties to who got there first. */
  app.get('/yka/v2/leaderboard', async (request, reply) => {
    const q = parseQuery(z.object({ ...paging }), request.query);
    const month = siteMonthStart(new Date());
    const ranked = await database.query<{ user_id: number; total: number }>(
      `SELECT user_id, count(*) OVER () AS total FROM monthly_points
        WHERE month = $1 AND points > 0
        ORDER BY points DESC, reached_at, user_id LIMIT $2 OFFSET $3`,
      [month, q.per_page, (q.page - 1) * q.per_page],
    );
    setPagingHeaders(reply, ranked[0]?.total ?? 0, q.per_page, q.page);
    return presentUsers(
      database,
      config.publicUrl,
      await usersInOrder(ranked.map((r) => r.user_id)),
      request.viewer,
    );
  });
}
