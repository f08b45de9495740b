import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { type ApiClient, type ApiRequestError, browserSend } from '#web/lib/api-client.ts';
import { keys, queries } from '#web/queries/keys.ts';

export const NEWSROOM_PER_PAGE = 20;
const BASE = '/yka/v2/newsroom';

export type InboxFilter = 'open' | 'handled' | 'all';

/**
 * The newsroom's queries: private, read with the cookie, never kept fresh by a shared cache,
 * all under one key so that an action refreshes every list and the tab counts at once.
 */
export const newsroomQueries = {
  all: keys.newsroom.all,
  counts: (api: ApiClient) =>
    queryOptions({
      queryKey: keys.newsroom.part('counts'),
      queryFn: async () => (await api.get<NewsroomCounts>(`${BASE}/counts`)).data,
      staleTime: 0,
      retry: false,
    }),
  review: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('review', page),
      queryFn: () => api.get<ApiPost[]>(`${BASE}/review`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  comments: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('comments', page),
      queryFn: () => api.get<HeldComment[]>(`${BASE}/comments`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  reports: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('reports', page),
      queryFn: () => api.get<ReportedItem[]>(`${BASE}/reports`, { page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  site: (api: ApiClient) =>
    queryOptions({
      queryKey: keys.newsroom.part('site'),
      queryFn: async () => (await api.get<AdminSiteSettings>(`${BASE}/site`)).data,
      staleTime: 0,
      retry: false,
    }),
  people: (api: ApiClient, search: string, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('people', search, page),
      queryFn: () => api.get<Member[]>(`${BASE}/people`, { search, page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  inbox: (api: ApiClient, status: InboxFilter, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('inbox', status, page),
      queryFn: () => api.get<InboxMessage[]>(`${BASE}/inbox`, { status, page, per_page: NEWSROOM_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  log: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: keys.newsroom.part('log', page),
      queryFn: () => api.get<LogEntry[]>(`${BASE}/log`, { page, per_page: NEWSROOM_PER_PAGE }),
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

export interface StatusMessage {
  kind: 'done' | 'error';
  text: string;
}

/** The server's message of a failed request (every newsroom error is an `ApiError`). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The field errors of a 400 `rest_invalid_param`, by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error as Partial<ApiRequestError> | null)?.params ?? {};
}

/**
 * One newsroom action: the write, then every newsroom query (lists and tab counts) and the
 * public lists the item may enter or leave are refreshed. `status` says what happened, in
 * words, or the server's message.
 */
export function useNewsroomAction() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const mutation = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      browserSend<unknown>('POST', `${BASE}/${path}`, body ?? {}),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: newsroomQueries.all }),
        queryClient.invalidateQueries({ queryKey: keys.posts.all }),
        queryClient.invalidateQueries({ queryKey: keys.comments.all }),
      ]);
    },
  });
  /** Sends; answers the server's answer, or null after showing its error (also given to `failed`). */
  async function run<T>(
    path: string,
    body: unknown,
    done: (answer: T) => string,
    failed?: (error: unknown) => void,
  ): Promise<T | null> {
    setStatus(null);
    try {
      const answer = (await mutation.mutateAsync({ path, body })) as T;
      setStatus({ kind: 'done', text: done(answer) });
      return answer;
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
      failed?.(error);
      return null;
    }
  }
  return { run, busy: mutation.isPending, status, setStatus };
}
