import { formatDate } from '#common/l10n.ts';
import { REPORT_REASONS, type ReportedItem } from '#common/newsroom.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { newsroomQueries } from './newsroom-queries.ts';
import { ActionButton, badge, type QueueAction, QueueTab } from './newsroom-ui.tsx';

function ReportCard({ item, run, busy }: { item: ReportedItem } & QueueAction) {
  const { t, lang } = useI18n();
  const kind = t(`newsroom.reports.kind.${item.object}`).toLowerCase();
  const path = `reports/${item.object}/${item.id}`;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-stone-200 p-4"
      data-report={`${item.object}-${item.id}`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className={`${badge} bg-stone-100 text-stone-800`}>
          {t(`newsroom.reports.kind.${item.object}`)}
        </span>
        {item.hidden && (
          <span className={`${badge} bg-red-100 text-red-900`}>{t('newsroom.reports.hidden')}</span>
        )}
        <span className="text-sm font-semibold text-stone-800">
          {t('newsroom.reports.count', { count: item.count })}
        </span>
      </p>
      <h3 className="font-bold text-stone-900">
        <a href={pathOf(item.link)} className="hover:underline" data-content="">
          {item.title}
        </a>
      </h3>
      <p className="whitespace-pre-line break-words text-stone-800" data-content="">
        {item.excerpt}
      </p>
      <p className="flex flex-wrap gap-x-2 text-sm text-stone-600">
        <a href={`/author/${item.author.slug}`} className="font-semibold text-stone-800 hover:underline">
          {rich(t, 'newsroom.by', { name: <Name>{item.author.name || item.author.slug}</Name> })}
        </a>
        <span aria-hidden="true">·</span>
        <time dateTime={`${item.last_reported}+05:30`}>{formatDate(item.last_reported, lang)}</time>
      </p>
      <div className="text-sm">
        <h4 className="font-semibold text-stone-800">{t('newsroom.reports.reasons')}</h4>
        <ul className="mt-1 flex flex-wrap gap-2">
          {REPORT_REASONS.filter((reason) => item.reasons[reason]).map((reason) => (
            <li key={reason} className={`${badge} bg-amber-50 text-amber-900`}>
              {t(`newsroom.reports.reason.${reason}`)} × {item.reasons[reason]}
            </li>
          ))}
        </ul>
      </div>
      {item.notes.length > 0 && (
        <div className="text-sm">
          <h4 className="font-semibold text-stone-800">{t('newsroom.reports.notes')}</h4>
          <ul className="mt-1 list-disc pl-5 text-stone-700">
            {item.notes.map((note, i) => (
              <li key={i} className="break-words" data-content="">
                {note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        <ActionButton
          disabled={busy}
          onClick={() => void run(path, { action: 'keep' }, () => t('newsroom.reports.kept', { kind }))}
        >
          {t('newsroom.reports.keep')}
        </ActionButton>
        <ActionButton
          look="danger"
          disabled={busy}
          confirm={t('newsroom.reports.confirmRemove', { kind })}
          onClick={() => void run(path, { action: 'remove' }, () => t('newsroom.reports.removed', { kind }))}
        >
          {t('newsroom.reports.remove')}
        </ActionButton>
      </div>
    </li>
  );
}

/** Reports (decisions §10): items with open reports, most reported first. */
export function ReportsTab({ search }: { search: URLSearchParams }) {
  return (
    <QueueTab name="reports" query={newsroomQueries.reports} search={search}>
      {(item, action) => <ReportCard key={`${item.object}-${item.id}`} item={item} {...action} />}
    </QueueTab>
  );
}
