import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ApiComment, ApiPoll, ApiPost, ApiTerm, ApiUser, SiteSettings } from '#common/api-types.ts';
import type { ApiClient, Params } from '#web/lib/api-client.ts';

/** How long read data counts as fresh before a background refetch (no refetch on focus). */
export const STALE_TIME = 60_000;
export const SETTINGS_STALE_TIME = 5 * 60_000;

/** What a feed card shows (spec §9); lists ask only for these (`_fields`). */
export const CARD_FIELDS = [
  'id',
  'date',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'excerpt',
  'author',
  'featured_media',
  'categories',
  'locations',
  'lang',
  'featured_image',
  'featured_image_srcset',
  'featured_image_width',
  'featured_image_height',
  'like',
  'total_comments',
  'view_count',
  'poll_id',
  'poll_votes',
  'video_url',
  'writer_count',
  // of the author and the topics, only what a card shows (issue 14: a page embeds what it needs)
  ...['id', 'name', 'slug', 'link', 'yka_avatar_url'].map((field) => `_embedded.author.${field}`),
  ...['id', 'name', 'name_hi', 'slug', 'link', 'taxonomy'].map((field) => `_embedded.wp:term.${field}`),
].join(',');

/** `content`: posts, videos, notes and polls together (`yka/v2/content`, issue 13). */
export type FeedSource = 'posts' | 'videos' | 'notes' | 'polls' | 'pages' | 'trending' | 'content';

/**
 * Every query key of the reading pages, one factory per entity; the members' own data
 * (newsfeed, profile, writing, newsroom) is in member-keys.ts, off the article page. Nothing
 * else writes a key. A prefix (`keys.posts.all`) names every query of the entity, for
 * invalidation and optimistic patches.
 */
/** Sources not at `wp/v2/{source}/`. */
const POST_PATH: Partial<Record<FeedSource, string>> = {
  trending: '/yka/v2/trending/',
  content: '/yka/v2/content/',
};

export const keys = {
  settings: ['ykasettings'],
  posts: {
    all: ['posts'],
    /** every list of one source (all the polls lists) */
    source: (source: FeedSource) => ['posts', source],
    /** the card fields are named by a word, not their long list: a key travels in every page's data */
    list: (source: FeedSource, params: Params) => [
      'posts',
      source,
      params._fields === CARD_FIELDS ? { ...params, _fields: 'card' } : params,
    ],
  },
  terms: {
    all: ['terms'],
    list: (taxonomy: string, params: Params) => ['terms', taxonomy, params],
  },
  users: {
    all: ['users'],
    list: (params: Params) => ['users', params],
  },
  user: (id: number) => ['user', id],
  comments: {
    all: ['comments'],
    /** every page of a post's comments, or of one thread (`parent`) */
    ofPost: (post: number, parent?: number) => [
      'comments',
      parent === undefined ? { post } : { post, parent },
    ],
    list: (params: Params) => ['comments', params],
  },
  poll: (id: number) => ['poll', id],
  leaderboard: (params: Params) => ['leaderboard', params],
} as const;

/** A list with its paging headers: `GET path` with the params. */
function list<T>(api: ApiClient, queryKey: QueryKey, path: string, params: Params) {
  return queryOptions({ queryKey, queryFn: () => api.get<T[]>(path, params) });
}

/** One object: `GET path`, its body. */
function one<T>(api: ApiClient, queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: async () => (await api.get<T>(path)).data });
}

/**
 * One query factory per entity: key and fetch together, used by SSR and the browser alike.
 * Fresh for STALE_TIME, the query client's default (query-client.ts).
 */
export const queries = {
  settings: (api: ApiClient) => ({
    ...one<SiteSettings>(api, keys.settings, '/yka/v2/settings/'),
    staleTime: SETTINGS_STALE_TIME,
  }),
  posts: (api: ApiClient, source: FeedSource, params: Params) =>
    list<ApiPost>(api, keys.posts.list(source, params), POST_PATH[source] ?? `/wp/v2/${source}/`, params),
  terms: (api: ApiClient, taxonomy: 'categories' | 'locations', params: Params) =>
    list<ApiTerm>(api, keys.terms.list(taxonomy, params), `/wp/v2/${taxonomy}/`, params),
  users: (api: ApiClient, params: Params) =>
    list<ApiUser>(api, keys.users.list(params), '/yka/v1/follow/', params),
  user: (api: ApiClient, id: number) => one<ApiUser>(api, keys.user(id), `/yka/v1/follow/${id}`),
  comments: (api: ApiClient, params: { post: number; parent: number; per_page: number; page: number }) =>
    list<ApiComment>(api, keys.comments.list(params), '/wp/v2/comments/', params),
  poll: (api: ApiClient, id: number) => one<ApiPoll>(api, keys.poll(id), `/yka/v2/polls/${id}`),
  leaderboard: (api: ApiClient, params: Params) =>
    list<ApiUser>(api, keys.leaderboard(params), '/yka/v2/leaderboard/', params),
};
