import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PostType } from '#common/api-types.ts';
import { TYPE_BY_REST_BASE } from '#common/links.ts';
import { postListAnswer, postListQuery, toFilter } from '#server/api/posts/routes.ts';
import { ALL_CONTENT, contentTypes } from '#server/domain/content-types.ts';
import { hiddenCategoryIds } from '#server/domain/posts/list-posts.ts';
import { forbidden, noRoute, unauthorized } from '#server/http/errors.ts';
import { parseQuery, pathId } from '#server/http/params.ts';
import { type ReadReply, type ReadRequest, readRoute } from '#server/http/read-routes.ts';

const FOLLOWING_AUTHORS = 'following-authors';

/** `following-authors` may name its post type with `post_type` (default posts). */
const newsfeedQuery = postListQuery.extend({
  post_type: z.enum(['posts', 'videos', 'notes', 'polls', ALL_CONTENT]).default('posts'),
});

function feedType(base: string): PostType | PostType[] {
  // `all` (issue 13): posts, videos, notes and polls together, newest first
  if (base === ALL_CONTENT) return contentTypes([ALL_CONTENT]);
  const type = TYPE_BY_REST_BASE[base];
  if (!type || type === 'page') throw noRoute();
  return type;
}

/**
 * Decisions §5 newsfeeds:
 * - `yka/v2/newsfeed/{userId}/{post_type}/`: newest published, listed posts of that type by
 *   authors the user follows or in topics the user follows;
 * - `yka/v2/newsfeed/{userId}/following-authors/`: only followed authors.
 * Blocked authors are left out (the shared post filter does it for every signed-in list).
 * Only the user themself may read them: a visitor gets 401, anyone else 403 — editors too,
 * since what someone follows is theirs. Filters, paging and `_embed` work as on `wp/v2/posts`.
 */
export async function newsfeedRoutes(app: FastifyInstance) {
  const { settings } = app.deps;

  const hiddenCategories = async () => hiddenCategoryIds(await settings.site());

  async function newsfeed(request: ReadRequest, reply: ReadReply, userParam: string, base: string) {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized();
    const onlyAuthors = base === FOLLOWING_AUTHORS;
    const q = parseQuery(newsfeedQuery, request.query);
    const type = feedType(onlyAuthors ? q.post_type : base);
    if (pathId(userParam) !== viewer.id)
      throw forbidden('rest_forbidden', 'Sorry, you can only read your own newsfeed.');
    const hidden = await hiddenCategories();
    const askedForHidden = q.categories?.some((id) => hidden.includes(id)) ?? false;
    const filter = {
      ...toFilter(type, { ...q, status: ['publish'] }, viewer, hidden),
      // Unlisted and unreviewed posts stay out of newsfeeds unless asked for by id (decisions §4).
      listedOnly: !askedForHidden,
      followedBy: { userId: viewer.id, topics: !onlyAuthors },
    };
    return postListAnswer(app.deps, reply, { q, filter, viewer, signal: request.signal }, null);
  }

  readRoute<{ userId: string }>(app, '/yka/v2/newsfeed/:userId', (request, reply) =>
    newsfeed(request, reply, request.params.userId, 'posts'),
  );
  readRoute<{ userId: string; base: string }>(app, '/yka/v2/newsfeed/:userId/:base', (request, reply) =>
    newsfeed(request, reply, request.params.userId, request.params.base),
  );
}
