import { queryOptions } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import type {
  AdminSiteSettings,
  HeldComment,
  InboxMessage,
  LogEntry,
  Member,
  NewsroomCounts,
  NewsroomTab,
  ReportedItem,
} from '#common/newsroom.ts';
import type { ApiClient, ApiRequestError } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';
import { memberKeys } from '#web/queries/member-keys.ts';

export const NEWSROOM_PER_PAGE = 20;
export const NEWSROOM_API = '/yka/v2/newsroom';

export type InboxFilter = 'open' | 'handled' | 'all';

/**
 * The newsroom's queries: private, read with the cookie, never kept fresh by a shared cache,
 * all under one key so that an action refreshes every list and the tab counts at once.
 */
export const newsroomQueries = {
  all: memberKeys.newsroom.all,
  counts: (api: ApiClient) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('counts'),
      queryFn: async () => (await api.get<NewsroomCounts>(`${NEWSROOM_API}/counts`)).data,
      staleTime: 0,
      retry: false,
    }),
  review: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('review', page),
      queryFn: () => api.get<ApiPost[]>(`${NEWSROOM_API}/review`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  comments: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('comments', page),
      queryFn: () =>
        api.get<HeldComment[]>(`${NEWSROOM_API}/comments`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  reports: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('reports', page),
      queryFn: () =>
        api.get<ReportedItem[]>(`${NEWSROOM_API}/reports`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  site: (api: ApiClient) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('site'),
      queryFn: async () => (await api.get<AdminSiteSettings>(`${NEWSROOM_API}/site`)).data,
      staleTime: 0,
      retry: false,
    }),
  people: (api: ApiClient, search: string, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('people', search, page),
      queryFn: () =>
        api.get<Member[]>(`${NEWSROOM_API}/people`, { search, page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  inbox: (api: ApiClient, status: InboxFilter, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('inbox', status, page),
      queryFn: () =>
        api.get<InboxMessage[]>(`${NEWSROOM_API}/inbox`, { status, page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  log: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: memberKeys.newsroom.part('log', page),
      queryFn: () => api.get<LogEntry[]>(`${NEWSROOM_API}/log`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  /** every topic, for Change topics and the Site form (fewer than 100 on the site) */
  topics: (api: ApiClient) => queries.terms(api, 'categories', { per_page: 100, orderby: 'name' }),
};

export function inboxFilterOf(search: URLSearchParams): InboxFilter {
  const status = search.get('status');
  return status === 'handled' || status === 'all' ? status : 'open';
}

export function tabOf(params: Record<string, string>): NewsroomTab {
  return (params.tab as NewsroomTab | undefined) ?? 'review';
}

/** The field errors of a 400 `rest_invalid_param`, by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error as Partial<ApiRequestError> | null)?.params ?? {};
}
