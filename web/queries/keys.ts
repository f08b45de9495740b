import { queryOptions } from '@tanstack/react-query';
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
  '_embedded.author',
  '_embedded.wp:term',
].join(',');

/** `content`: posts, videos, notes and polls together (`yka/v2/content`, issue 13). */
export type FeedSource = 'posts' | 'videos' | 'notes' | 'polls' | 'pages' | 'trending' | 'content';

/** One query factory per entity: key and fetch together, used by SSR and the browser alike. */
export const queries = {
  settings: (api: ApiClient) =>
    queryOptions({
      queryKey: ['ykasettings'],
      queryFn: async () => (await api.get<SiteSettings>('/yka/v2/settings/')).data,
      staleTime: SETTINGS_STALE_TIME,
    }),
  posts: (api: ApiClient, source: FeedSource, params: Params) =>
    queryOptions({
      queryKey: ['posts', source, params],
      queryFn: () =>
        api.get<ApiPost[]>(
          source === 'trending'
            ? '/yka/v2/trending/'
            : source === 'content'
              ? '/yka/v2/content/'
              : `/wp/v2/${source}/`,
          params,
        ),
      staleTime: STALE_TIME,
    }),
  terms: (api: ApiClient, taxonomy: 'categories' | 'locations', params: Params) =>
    queryOptions({
      queryKey: ['terms', taxonomy, params],
      queryFn: () => api.get<ApiTerm[]>(`/wp/v2/${taxonomy}/`, params),
      staleTime: STALE_TIME,
    }),
  users: (api: ApiClient, params: Params) =>
    queryOptions({
      queryKey: ['users', params],
      queryFn: () => api.get<ApiUser[]>('/yka/v1/follow/', params),
      staleTime: STALE_TIME,
    }),
  user: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: ['user', id],
      queryFn: async () => (await api.get<ApiUser>(`/yka/v1/follow/${id}`)).data,
      staleTime: STALE_TIME,
    }),
  comments: (api: ApiClient, params: { post: number; parent: number; per_page: number; page: number }) =>
    queryOptions({
      queryKey: ['comments', params],
      queryFn: () => api.get<ApiComment[]>('/wp/v2/comments/', params),
      staleTime: STALE_TIME,
    }),
  poll: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: ['poll', id],
      queryFn: async () => (await api.get<ApiPoll>(`/yka/v2/polls/${id}`)).data,
      staleTime: STALE_TIME,
    }),
  leaderboard: (api: ApiClient, params: Params) =>
    queryOptions({
      queryKey: ['leaderboard', params],
      queryFn: () => api.get<ApiUser[]>('/yka/v2/leaderboard/', params),
      staleTime: STALE_TIME,
    }),
};
