import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PostStatus, PostType } from '#common/api-types.ts';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { TYPE_BY_REST_BASE } from '#common/links.ts';
import { contentTypeParam } from '#server/api/content/params.ts';
import { contentTypes } from '#server/domain/content-types.ts';
import type { CountCache } from '#server/domain/posts/count-cache.ts';
import {
  hiddenCategoryIds,
  listPosts,
  listTrending,
  loadPosts,
  type PostListFilter,
} from '#server/domain/posts/list-posts.ts';
import type { PostColumns } from '#server/domain/posts/post-select.ts';
import { type AppDeps, blockerOf, type Viewer } from '#server/http/context.ts';
import { invalidParams, noRoute, notFound } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { bool, idList, paging, parseQuery, stringList } from '#server/http/params.ts';
import { type ReadReply, readRoute } from '#server/http/read-routes.ts';
import { isOwnerOrEditor, mayListUnpublished, seesAllHidden } from '#server/policies/post.ts';
import { presentPosts } from './present-post.ts';

const dateParam = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    // WordPress dates without an offset are in the site time zone (Asia/Kolkata).
    const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(value) || !value.includes('T') ? value : `${value}+05:30`;
    const date = new Date(withZone);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date.' });
      return z.NEVER;
    }
    return date;
  })
  .optional();

export const postListQuery = z.object({
  ...paging,
  context: z.enum(['view', 'embed', 'edit']).default('view'),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  author: idList,
  author_exclude: idList,
  categories: idList,
  categories_exclude: idList,
  locations: idList,
  include: idList,
  exclude: idList,
  slug: stringList,
  prompt: idList,
  lang: z.enum(['en', 'hi']).optional(),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z.array(z.enum(['publish', 'draft', 'trash', 'any'])).default(['publish']),
  ),
  orderby: z.enum(['date', 'id', 'include', 'title', 'slug', 'relevance', 'modified']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  before: dateParam,
  after: dateParam,
  offset: z.coerce.number().int().min(0).optional(),
  _embed: z.any().optional(),
  _fields: z.string().max(1000).optional(),
});
type PostListQuery = z.infer<typeof postListQuery>;

/*
 * Schemas are made once, here, never in a handler: zod compiles a parser for each schema the
 * first time it parses, and making the trending one per request cost 190 µs of a 1 ms answer
 * (issue 14).
 */
const singlePostQuery = z.object({
  context: z.enum(['view', 'embed', 'edit']).default('view'),
  _embed: z.any().optional(),
});

const trendingQuery = postListQuery.extend({
  post_type: z.enum(['posts', 'videos', 'notes', 'polls']).default('posts'),
  // issue 13: `type` (e.g. `all`) mixes kinds, as yka/v2/content does; it wins over post_type
  type: contentTypeParam,
  trending: bool,
});

function resolveType(base: string): PostType {
  const type = TYPE_BY_REST_BASE[base];
  if (!type) throw noRoute();
  return type;
}

/**
 * Statuses other than publish are for the viewer's own posts or for editors (decisions §4);
 * anyone else asking gets WordPress's "Status is forbidden."
 */
function allowedStatuses(q: PostListQuery, viewer: Viewer | null): PostStatus[] {
  const wanted: PostStatus[] = q.status.includes('any') ? ['publish', 'draft'] : (q.status as PostStatus[]);
  if (wanted.every((s) => s === 'publish')) return ['publish'];
  if (!mayListUnpublished(viewer, q.author)) throw invalidParams({ status: 'Status is forbidden.' });
  return wanted;
}

/** Builds the list filter; unlisted and unreviewed posts show only when asked for (decisions §4). */
export function toFilter(
  type: PostType | PostType[],
  q: PostListQuery,
  viewer: Viewer | null,
  hidden: number[],
): PostListFilter {
  const askedForHidden = q.categories?.some((id) => hidden.includes(id)) ?? false;
  const byIdentity = Boolean(q.include?.length || q.slug?.length || q.author?.length);
  return {
    type,
    statuses: allowedStatuses(q, viewer),
    search: q.search || undefined,
    author: q.author,
    authorExclude: q.author_exclude,
    categories: q.categories,
    categoriesExclude: q.categories_exclude,
    locations: q.locations,
    include: q.include,
    exclude: q.exclude,
    slug: q.slug,
    prompt: q.prompt,
    lang: q.lang,
    before: q.before,
    after: q.after,
    listedOnly: !(askedForHidden || byIdentity) && type !== 'page',
    viewerId: viewer?.id ?? null,
    blockerId: blockerOf(viewer),
    seesHidden: seesAllHidden(viewer),
  };
}

/** Card columns when the answer is trimmed (`_fields`) to fields that leave the body out. */
export function columnsFor(fields: string | undefined): PostColumns {
  if (!fields) return 'full';
  return fields.split(',').some((field) => field.trim().split('.')[0] === 'content') ? 'full' : 'card';
}

/** One page of a post list the WordPress way: the rows, the paging headers, the presented posts. */
export async function postListAnswer(
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
  reply: ReadReply,
  request: {
    q: PostListQuery;
    filter: PostListFilter;
    viewer: Viewer | null;
    context?: 'view' | 'edit';
    signal: AbortSignal;
  },
  counts: CountCache | null,
) {
  const { q, filter } = request;
  const embed = q._embed !== undefined;
  const columns = columnsFor(q._fields);
  const { rows, total } = await listPosts(
    database,
    filter,
    {
      limit: q.per_page,
      offset: q.offset ?? (q.page - 1) * q.per_page,
      orderby: q.orderby,
      order: q.order,
      columns,
      embed,
    },
    counts,
    request.signal,
  );
  setPagingHeaders(reply, total, q.per_page, q.page);
  return presentPosts(config.publicUrl, rows, { embed, context: request.context ?? 'view', columns });
}

export async function postRoutes(app: FastifyInstance) {
  const { database, config, settings, counts } = app.deps;

  const hiddenCategories = async () => hiddenCategoryIds(await settings.site());

  readRoute<{ base: string }>(app, '/wp/v2/:base', async (request, reply) => {
    const type = resolveType(request.params.base);
    const q = parseQuery(postListQuery, request.query);
    const viewer = request.viewer;
    const filter = toFilter(type, q, viewer, await hiddenCategories());
    const context = q.context === 'edit' && mayListUnpublished(viewer, q.author) ? 'edit' : 'view';
    return postListAnswer(app.deps, reply, { q, filter, viewer, context, signal: request.signal }, counts);
  });

  readRoute<{ base: string; id: string }>(app, '/wp/v2/:base/:id', async (request) => {
    const type = resolveType(request.params.base);
    const q = parseQuery(singlePostQuery, request.query);
    const id = Number(request.params.id);
    const invalid = notFound('rest_post_invalid_id', 'Invalid post ID.');
    if (!Number.isInteger(id) || id <= 0) throw invalid;
    const viewer = request.viewer;
    const embed = q._embed !== undefined;
    const [row] = await loadPosts(database, [id], { embed, viewerId: viewer?.id ?? null, type });
    const mayEdit = Boolean(row && isOwnerOrEditor(viewer, row.authorId));
    // Drafts and items hidden by reports (decisions §10) only for their author and editors.
    if (!row || row.status === 'trash' || ((row.status !== 'publish' || row.hidden) && !mayEdit))
      throw invalid;
    const [post] = presentPosts(config.publicUrl, [row], {
      embed,
      context: q.context === 'edit' && mayEdit ? 'edit' : 'view',
    });
    return post;
  });

  readRoute(app, '/yka/v2/trending', async (request, reply) => {
    const q = parseQuery(trendingQuery, request.query);
    const filter = toFilter(
      q.type ? contentTypes(q.type) : resolveType(q.post_type),
      q,
      request.viewer,
      await hiddenCategories(),
    );
    const embed = q._embed !== undefined;
    const columns = columnsFor(q._fields);
    const { rows, total } = await listTrending(database, filter, {
      limit: q.per_page,
      offset: q.offset ?? (q.page - 1) * q.per_page,
      columns,
      embed,
    });
    setPagingHeaders(reply, total, q.per_page, q.page);
    return presentPosts(config.publicUrl, rows, { embed, context: 'view', columns });
  });
}
