import type { FastifyInstance } from 'fastify';
import { postListAnswer, postListQuery, toFilter } from '#server/api/posts/routes.ts';
import { contentTypes } from '#server/domain/content-types.ts';
import { hiddenCategoryIds } from '#server/domain/posts/list-posts.ts';
import { parseQuery } from '#server/http/params.ts';
import { readRoute } from '#server/http/read-routes.ts';
import { contentTypeParam } from './params.ts';

/** Nothing or `type=all` means the four kinds. */
const contentQuery = postListQuery.extend({ type: contentTypeParam });

/**
 * `GET yka/v2/content` (issue 13, docs/decisions/007): posts, videos, notes and polls in one
 * list, with every filter, order and paging header of `wp/v2/posts`. Home, topic pages,
 * My State Feed, search and author pages read it, so every kind of content is found there.
 */
export async function contentRoutes(app: FastifyInstance) {
  const { settings, counts } = app.deps;

  readRoute(app, '/yka/v2/content', async (request, reply) => {
    const q = parseQuery(contentQuery, request.query);
    const hidden = hiddenCategoryIds(await settings.site());
    const filter = toFilter(contentTypes(q.type), q, request.viewer, hidden);
    return postListAnswer(
      app.deps,
      reply,
      { q, filter, viewer: request.viewer, signal: request.signal },
      counts,
    );
  });
}
