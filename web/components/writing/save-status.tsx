import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { SaveStatus } from './use-draft.ts';

/** The device's time in 24 hours, as the site writes every time (notifications: "21:40"). */
const timeOf = (date: Date, lang: string) =>
  date.toLocaleTimeString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** Where the draft stands, read out politely by screen readers. */
export function SaveStatusLine({ status, restored }: { status: SaveStatus; restored: boolean }) {
  const { t, lang } = useI18n();
  const text =
    status.kind === 'saving'
      ? t('write.status.saving')
      : status.kind === 'saved'
        ? t('write.status.saved', { time: timeOf(status.at, lang) })
        : status.kind === 'offline'
          ? t('write.status.offline')
          : status.kind === 'failed'
            ? t('write.status.failed', { message: status.message })
            : restored
              ? t('write.restored')
              : t('write.status.idle');
  const tone =
    status.kind === 'offline' || status.kind === 'failed'
      ? 'text-amber-800'
      : status.kind === 'saved'
        ? 'text-emerald-800'
        : 'text-stone-600';
  return (
    <p role="status" data-save-status={status.kind} className={`text-sm ${tone}`}>
      {text}
    </p>
  );
}
