import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '#common/l10n.ts';
import type { ApiNotification } from '#common/notifications.ts';
import { NotificationSettingsPanel } from '#web/components/notifications/settings-panel.tsx';
import { PageLinks, pageOf } from '#web/components/paged-list.tsx';
import { secondaryButton } from '#web/components/profile/field.tsx';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadNotificationsCatalogue } from '#web/i18n/load-notifications.ts';
import { type ApiRequestError, browserSend, browserSignedIn } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext, type ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { NOTIFICATIONS_PER_PAGE, notificationQueries } from '#web/queries/notifications.ts';

/** `/notifications?unsubscribe=<token>`: the digest's one-click link, no sign-in (see Unsubscribe). */
const tokenOf = (search: URLSearchParams) => search.get('unsubscribe');

const membersOnly = membersHead('notifications.title');
export const head = (ctx: HeadContext) =>
  tokenOf(ctx.search) !== null
    ? { title: ctx.t('notifications.unsubscribe.title'), noindex: true }
    : membersOnly(ctx);

/** The member's notifications and settings come with the cookie; a visitor is asked to sign in. */
export async function load({ api, queryClient, lang, search }: ScreenContext) {
  await loadNotificationsCatalogue(lang);
  const token = tokenOf(search);
  if (token !== null) {
    await queryClient.ensureQueryData(notificationQueries.unsubscribe(api, token));
    return;
  }
  if (typeof window !== 'undefined' && !browserSignedIn()) return;
  try {
    await Promise.all([
      queryClient.ensureQueryData(notificationQueries.list(api, pageOf(search))),
      queryClient.ensureQueryData(notificationQueries.settings(api)),
    ]);
  } catch (error) {
    // Duck-typed: on the server the in-process client's error class is another module copy.
    const status = (error as Partial<ApiRequestError> | null)?.status;
    if (status === 401 || status === 403) return;
    if (status === 400) throw notFound();
    throw error;
  }
}

/** A link of this site as a path the router follows (with its query and #comment). */
const localPath = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search + url.hash;
};

function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      browserSend(
        'POST',
        id === 'all' ? '/yka/v2/notifications/read-all' : `/yka/v2/notifications/${id}/read`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  });
}

function Item({ item }: { item: ApiNotification }) {
  const { t, lang } = useI18n();
  const markRead = useMarkRead();
  const text = t(`notifications.kind.${item.kind}`, {
    actor: item.actor?.name || t('notifications.someone'),
    title: item.post?.title ?? '',
    note: item.note ?? '',
    count: item.milestone ?? 0,
  });
  // the same text on the server and in the browser (Intl's output differs between them)
  const date = formatDateTime(item.date, lang);
  return (
    <li
      data-notification={item.id}
      data-read={item.read ? '' : undefined}
      className={`flex gap-3 border-b border-stone-200 px-2 py-3 last:border-b-0 ${item.read ? '' : 'bg-rose-50'}`}
    >
      {item.actor ? (
        <img
          src={item.actor.avatar_url}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 shrink-0 rounded-full bg-stone-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-stone-100 font-bold text-rose-800"
        >
          {t('notifications.title').slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <a
          href={localPath(item.link)}
          className="break-words text-stone-900 hover:underline"
          onClick={() => {
            if (!item.read) markRead.mutate(item.id);
          }}
        >
          {!item.read && (
            <span className="mr-2 rounded bg-rose-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('notifications.new')}
            </span>
          )}
          {text}
        </a>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <time dateTime={`${item.date_gmt}Z`}>{date}</time>
          {!item.read && (
            <button
              type="button"
              className="font-semibold text-rose-800 hover:underline disabled:opacity-60"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(item.id)}
            >
              {t('notifications.markRead')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function List({ search }: { search: URLSearchParams }) {
  const { t } = useI18n();
  const page = pageOf(search);
  const list = useSuspenseQuery(notificationQueries.list(useApi(), page)).data;
  const markAll = useMarkRead();
  const anyUnread = list.data.some((n) => !n.read);
  return (
    <section aria-labelledby="notifications-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-title" className="text-2xl font-bold text-stone-900">
          {t('notifications.title')}
        </h1>
        {anyUnread && (
          <button
            type="button"
            className={secondaryButton}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate('all')}
          >
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      {markAll.isError && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          {t('notifications.failed', { message: (markAll.error as ApiRequestError).message })}
        </p>
      )}
      {list.data.length === 0 ? (
        <p className="mt-6 text-stone-600">{t('notifications.empty')}</p>
      ) : (
        <ul className="mt-4 rounded-xl border border-stone-200">
          {list.data.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      )}
      <PageLinks search={search} page={page} pages={Math.ceil(list.total / NOTIFICATIONS_PER_PAGE)} />
    </section>
  );
}

/**
 * The digest's unsubscribe link (decisions §10): opening it turns the digest off for the
 * member its signed token names, without signing in, and says so in the reader's language.
 */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useI18n();
  const done = useSuspenseQuery(notificationQueries.unsubscribe(useApi(), token)).data;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('notifications.unsubscribe.title')}</h1>
      <p role="status" data-unsubscribed={done ? '' : undefined} className="mt-3 text-stone-700">
        {t(done ? 'notifications.unsubscribe.done' : 'notifications.unsubscribe.invalid')}
      </p>
      <p className="mt-6">
        <a href="/notifications#settings" className="font-semibold text-rose-800 hover:underline">
          {t('notifications.unsubscribe.settings')}
        </a>
      </p>
    </div>
  );
}

export default function Notifications({ search }: ScreenProps) {
  const { session } = useSession();
  const token = tokenOf(search);
  if (token !== null) return <Unsubscribe token={token} />;
  if (!session) return <SignInRequired />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-6">
      <List search={search} />
      <NotificationSettingsPanel />
    </div>
  );
}
