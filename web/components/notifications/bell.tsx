import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '#common/notifications.ts';
import { IconSvg } from '#web/components/ui/icon.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';

const BELL =
  'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5c0-3-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 8 6 11v5l-2 2v1h16v-1l-2-2Z';

/**
 * The header's bell: a link to /notifications with the count of unread notifications, read
 * from the API after hydration. It comes with the user menu's button (members' pages only);
 * its two strings are in the main catalogue.
 */
export function Bell() {
  const { t } = useI18n();
  const api = useApi();
  // under the notifications' key (web/queries/notifications.ts): marking read refreshes it;
  // written here so that the bell, which members' pages load, does not share a chunk with the screen
  const unread =
    useQuery({
      queryKey: ['notifications', 'count'],
      queryFn: async () => (await api.get<UnreadCount>('/yka/v2/notifications/count')).data,
      staleTime: 30_000,
      retry: false,
    }).data?.unread ?? 0;
  return (
    <a
      href="/notifications"
      data-testid="bell"
      className="relative rounded p-2 text-stone-700 hover:bg-stone-100"
      aria-label={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
    >
      <IconSvg path={BELL} />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </a>
  );
}
