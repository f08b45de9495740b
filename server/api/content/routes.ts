import type { FastifyInstance } from 'fastify';
import { listPosts } from '#server/api/posts/list-posts.ts';
import { presentPosts } from '#server/api/posts/present-post.ts';
import { postListQuery, toFilter } from '#server/api/posts/routes.ts';
import { contentTypes } from '#server/domain/content-types.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { parseQuery } from '#server/http/params.ts';
import { contentTypeParam } from './params.ts';

/** Nothing or `type=all` means the four kinds. */
const contentQuery = postListQuery.extend({ type: contentTypeParam });

/**
 * `GET yka/v2/content` (issue 13, docs/decisions/007): posts, videos, notes and polls in one
 * list, with every filter, order and paging header of `wp/v2/posts`. Home, topic pages,
 * My State Feed, search and author pages read it, so every kind of content is found there.
 */
export async function contentRoutes(app: FastifyInstance) {
  const { database, config, settings } = app.deps;

  app.get('/yka/v2/content', async (request, reply) => {
    const q = parseQuery(contentQuery, request.query);
    const site = await settings.site();
    const hidden = [site.exclude_categories.unlisted, site.exclude_categories.unreviewed].filter(
      (id) => id > 0,
    );
    const filter = toFilter(contentTypes(q.type), q, request.viewer, hidden);
    const { rows, total } = await listPosts(database.db, filter, {
      limit: q.per_page,
      offset: q.offset ?? (q.page - 1) * q.per_page,
      orderby: q.orderby,
      order: q.order,
      countCacheMs: config.countCacheMs,
    });
    setPagingHeaders(reply, total, q.per_page, q.page);
    return presentPosts(database, config.publicUrl, rows, request.viewer, {
      embed: q._embed !== undefined,
      context: 'view',
    });
  });
}
