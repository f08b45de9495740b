import { formatDate } from '#common/l10n.ts';
import type { InboxMessage } from '#common/newsroom.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { type InboxFilter, inboxFilterOf, newsroomQueries } from './newsroom-queries.ts';
import { ActionButton, badge, type QueueAction, QueueTab } from './newsroom-ui.tsx';

const FILTERS: {
  value: InboxFilter;
  label: 'newsroom.inbox.open' | 'newsroom.inbox.handled' | 'newsroom.inbox.all';
}[] = [
  { value: 'open', label: 'newsroom.inbox.open' },
  { value: 'handled', label: 'newsroom.inbox.handled' },
  { value: 'all', label: 'newsroom.inbox.all' },
];

/** Inbox (administrators, decisions §10): contact messages, open until someone handles them. */
export function InboxTab({ search }: { search: URLSearchParams }) {
  const filter = inboxFilterOf(search);
  return (
    <QueueTab
      name="inbox"
      query={(api, page) => newsroomQueries.inbox(api, filter, page)}
      search={search}
      before={<Filters filter={filter} />}
    >
      {(message, action) => <MessageRow key={message.id} message={message} {...action} />}
    </QueueTab>
  );
}

function Filters({ filter }: { filter: InboxFilter }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('newsroom.inbox.filter')}>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <li key={value}>
            <a
              href={value === 'open' ? '/newsroom/inbox' : `/newsroom/inbox?status=${value}`}
              aria-current={value === filter ? 'page' : undefined}
              className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                value === filter
                  ? 'border-rose-700 bg-rose-700 text-white'
                  : 'border-stone-300 text-stone-800 hover:bg-stone-100'
              }`}
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MessageRow({ message, run, busy }: { message: InboxMessage } & QueueAction) {
  const { t, lang } = useI18n();
  const toggle = () =>
    void run(`inbox/${message.id}`, { handled: !message.handled }, () =>
      t(message.handled ? 'newsroom.inbox.reopened' : 'newsroom.inbox.markedHandled', { name: message.name }),
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4" data-message={message.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-stone-900">
          {message.subject ? <span data-content="">{message.subject}</span> : t('newsroom.inbox.noSubject')}
        </h3>
        {message.handled && (
          <span className={`${badge} bg-emerald-100 text-emerald-900`}>
            {message.handled_by
              ? t('newsroom.inbox.handledBy', { name: message.handled_by })
              : t('newsroom.inbox.handled')}
          </span>
        )}
      </div>
      <p className="flex flex-wrap gap-x-2 text-sm text-stone-600">
        <span>{rich(t, 'newsroom.inbox.from', { name: <Name>{message.name}</Name> })}</span>
        <a href={`mailto:${message.email}`} className="break-all font-semibold text-rose-800 underline">
          {message.email}
        </a>
        <span aria-hidden="true">·</span>
        <time dateTime={`${message.date}+05:30`}>{formatDate(message.date, lang)}</time>
      </p>
      <p className="whitespace-pre-line break-words text-stone-900" data-content="">
        {message.message}
      </p>
      <div>
        <ActionButton look={message.handled ? 'plain' : 'approve'} disabled={busy} onClick={toggle}>
          {message.handled ? t('newsroom.inbox.reopen') : t('newsroom.inbox.markHandled')}
        </ActionButton>
      </div>
    </li>
  );
}
