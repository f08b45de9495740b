import { queryOptions } from '@tanstack/react-query';
import type { ApiNotification, NotificationSettings } from '#common/notifications.ts';
import type { ApiClient } from '#web/lib/api-client.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * The notifications' queries (common/notifications.ts): private, read with the cookie, all
 * under one key so that marking read refreshes the list and the bell's count at once. Apart
 * from keys.ts, so that the article page does not carry it; the bell's count query, under the
 * same key, is in web/components/notifications/bell.tsx.
 */
export const notificationQueries = {
  all: ['notifications'] as const,
  list: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: ['notifications', 'list', page],
      queryFn: () =>
        api.get<ApiNotification[]>('/yka/v2/notifications', { page, per_page: NOTIFICATIONS_PER_PAGE }),
      staleTime: 0,
      retry: false,
    }),
  settings: (api: ApiClient) =>
    queryOptions({
      queryKey: ['notifications', 'settings'],
      queryFn: async () => (await api.get<NotificationSettings>('/yka/v2/notifications/settings')).data,
      staleTime: 0,
      retry: false,
    }),
  /**
   * The digest's unsubscribe link: true once the token's member has the digest off, false
   * for a token that is not valid (the page says so instead of failing).
   */
  unsubscribe: (api: ApiClient, token: string) =>
    queryOptions({
      queryKey: ['notifications', 'unsubscribe', token],
      queryFn: async () => {
        try {
          await api.get('/yka/v2/notifications/unsubscribe', { token });
          return true;
        } catch {
          return false;
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
