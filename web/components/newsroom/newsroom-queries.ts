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
import type { ApiClient, ApiRequestError, Params } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';
import { memberKeys } from '#web/queries/member-keys.ts';

export const NEWSROOM_PER_PAGE = 20;
export const NEWSROOM_API = '/yka/v2/newsroom';

/** Private answers: never fresh from a cache, and a refusal is not tried again. */
const PRIVATE = { staleTime: 0, retry: false } as const;

export type InboxFilter = 'open' | 'handled' | 'all';

/** One page of a newsroom list: `GET newsroom/{part}` with its filters, keyed by them in order. */
function list<T>(api: ApiClient, part: string, params: { page: number } & Params) {
  return queryOptions({
    queryKey: memberKeys.newsroom.part(part, ...(Object.values(params) as (string | number)[])),
    queryFn: () => api.get<T[]>(`${NEWSROOM_API}/${part}`, { ...params, per_page: NEWSROOM_PER_PAGE }),
    ...PRIVATE,
  });
}

/** The query of one page of a newsroom list of `T`. */
export type NewsroomList<T> = ReturnType<typeof list<T>>;

/** One figure or form of the newsroom: `GET newsroom/{part}`. */
function one<T>(api: ApiClient, part: string) {
  return queryOptions({
    queryKey: memberKeys.newsroom.part(part),
    queryFn: async () => (await api.get<T>(`${NEWSROOM_API}/${part}`)).data,
    ...PRIVATE,
  });
}

/**
 * The newsroom's queries: private, read with the cookie, never kept fresh by a shared cache,
 * all under one key so that an action refreshes every list and the tab counts at once.
 */
export const newsroomQueries = {
  all: memberKeys.newsroom.all,
  counts: (api: ApiClient) => one<NewsroomCounts>(api, 'counts'),
  review: (api: ApiClient, page: number) => list<ApiPost>(api, 'review', { page }),
  comments: (api: ApiClient, page: number) => list<HeldComment>(api, 'comments', { page }),
  reports: (api: ApiClient, page: number) => list<ReportedItem>(api, 'reports', { page }),
  site: (api: ApiClient) => one<AdminSiteSettings>(api, 'site'),
  people: (api: ApiClient, search: string, page: number) => list<Member>(api, 'people', { search, page }),
  inbox: (api: ApiClient, status: InboxFilter, page: number) =>
    list<InboxMessage>(api, 'inbox', { status, page }),
  log: (api: ApiClient, page: number) => list<LogEntry>(api, 'log', { page }),
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
