import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setUserFollow } from '#server/domain/follows.ts';
import {
  findUserWithExtras,
  listLeaderboard,
  listTrendingAuthors,
  listUsers,
  type UserWithExtras,
} from '#server/domain/users/list-users.ts';
import type { Viewer } from '#server/http/context.ts';
import { badRequest, forbidden, notFound, unauthorized } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { bool, lookup, paging, parseQuery, pathId } from '#server/http/params.ts';
import { type ReadReply, readRoute } from '#server/http/read-routes.ts';
import { presentUser } from './present-user.ts';

const userListQuery = z.object({
  ...lookup,
  location: z.coerce.number().int().min(1).optional(),
  trending: bool,
  orderby: z.enum(['name', 'id', 'include', 'slug', 'followers', 'points']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});

/** The leaderboard's and trending authors' pages (made once: zod compiles each schema on first use). */
const pagingQuery = z.object(paging);

export async function userRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const present = (rows: UserWithExtras[]) =>
    rows.map((row) => presentUser(row, row.extras, config.publicUrl));

  async function usersRoute(query: unknown, viewer: Viewer | null, reply: ReadReply) {
    const q = parseQuery(userListQuery, query);
    if (q.trending) return trendingAuthors(q.per_page, q.page, viewer, reply);
    const { rows, total } = await listUsers(
      database,
      { ...q, searchMode: q.search_mode },
      viewer?.id ?? null,
    );
    setPagingHeaders(reply, total, q.per_page, q.page);
    return present(rows);
  }

  /** Decisions §5: points earned in the last 7 days, then followers. */
  async function trendingAuthors(perPage: number, page: number, viewer: Viewer | null, reply: ReadReply) {
    const { rows, total } = await listTrendingAuthors(
      database,
      { limit: perPage, offset: (page - 1) * perPage },
      viewer?.id ?? null,
    );
    setPagingHeaders(reply, total, perPage, page);
    return present(rows);
  }

  async function oneUser(idParam: string, viewer: Viewer | null) {
    const id = pathId(idParam);
    const invalid = notFound('rest_user_invalid_id', 'Invalid user ID.');
    if (id === null) throw invalid;
    const row = await findUserWithExtras(database, id, viewer?.id ?? null);
    if (!row) throw invalid;
    return presentUser(row, row.extras, config.publicUrl);
  }

  readRoute(app, '/wp/v2/users', (request, reply) => usersRoute(request.query, request.viewer, reply));
  readRoute(app, '/yka/v1/follow', (request, reply) => usersRoute(request.query, request.viewer, reply));
  readRoute(app, '/yka/v2/trending-authors', (request, reply) => {
    const q = parseQuery(pagingQuery, request.query);
    return trendingAuthors(q.per_page, q.page, request.viewer, reply);
  });
  readRoute<{ id: string }>(app, '/wp/v2/users/:id', (request) => oneUser(request.params.id, request.viewer));
  readRoute<{ id: string }>(app, '/yka/v1/follow/:id', (request) =>
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
  readRoute(app, '/yka/v2/leaderboard', async (request, reply) => {
    const q = parseQuery(pagingQuery, request.query);
    const { rows, total } = await listLeaderboard(
      database,
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      request.viewer?.id ?? null,
    );
    setPagingHeaders(reply, total, q.per_page, q.page);
    return present(rows);
  });
}
