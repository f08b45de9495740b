import type { Role } from '#common/api-types.ts';
import { formatDateTime } from '#common/l10n.ts';
import type { LogEntry } from '#common/newsroom.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { newsroomQueries } from './newsroom-queries.ts';
import { QueueTab } from './newsroom-ui.tsx';
import { ROLES, roleLabel } from './people-tab.tsx';

/** A value of a change, short enough for one line of the log. */
function compact(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Fields the log names in the reader's language; others show their id, as data (decisions 010). */
const FIELD: Record<string, MessageKey> = {
  role: 'newsroom.log.field.role',
  suspended: 'newsroom.log.field.suspended',
};

function Change({ entry }: { entry: LogEntry }) {
  const { t } = useI18n();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return null;
  const shown = (key: string, value: unknown) =>
    key === 'role' && ROLES.some((role) => role === value) ? (
      t(roleLabel(value as Role))
    ) : typeof value === 'boolean' ? (
      t(value ? 'newsroom.log.yes' : 'newsroom.log.no')
    ) : (
      <span data-content="">{compact(value)}</span>
    );
  return (
    <ul className="text-xs text-stone-700">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-semibold">
            {FIELD[key] ? t(FIELD[key]) : <code translate="no">{key}</code>}
          </span>
          : {shown(key, entry.before?.[key])} → {shown(key, entry.after?.[key])}
        </li>
      ))}
    </ul>
  );
}

/** Where the object of an entry can be seen; posts and comments have no address of their own here. */
function objectHref(entry: LogEntry): string | null {
  switch (entry.object_type) {
    case 'settings':
    case 'site':
      return '/newsroom/site';
    case 'message':
      return '/newsroom/inbox?status=all';
    default:
      return null;
  }
}

function ObjectLabel({ entry }: { entry: LogEntry }) {
  const { t } = useI18n();
  const label = t(`newsroom.log.object.${entry.object_type}` as MessageKey, { id: entry.object_id });
  const href = objectHref(entry);
  return href ? (
    <a href={href} className="font-semibold text-rose-800 underline">
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}

/** Log (administrators, decisions §10): every newsroom action, newest first. */
export function LogTab({ search }: { search: URLSearchParams }) {
  const { t, lang } = useI18n();
  return (
    <QueueTab name="log" query={newsroomQueries.log} search={search} ordered gap="gap-3" acting={false}>
      {(entry) => (
        <li
          key={entry.id}
          data-log-action={entry.action}
          data-log-object={`${entry.object_type}-${entry.object_id}`}
          className="grid gap-1 border-b border-stone-200 pb-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]"
        >
          <time dateTime={`${entry.date}+05:30`} className="text-stone-600">
            {formatDateTime(entry.date, lang)}
          </time>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-stone-900">
              <a
                href={`/author/${entry.actor.slug}`}
                className="font-semibold hover:underline"
                translate="no"
              >
                {entry.actor.name || entry.actor.slug}
              </a>{' '}
              {t(`newsroom.log.action.${entry.action}` as MessageKey)} · <ObjectLabel entry={entry} />
            </p>
            <Change entry={entry} />
            {entry.note && (
              <p className="break-words text-stone-700">
                <span className="font-semibold">{t('newsroom.log.note')}:</span>{' '}
                <span data-content="">{entry.note}</span>
              </p>
            )}
          </div>
        </li>
      )}
    </QueueTab>
  );
}
