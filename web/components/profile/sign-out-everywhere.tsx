import { useId } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useEndSessions } from '#web/queries/mutations/account.ts';
import { secondaryButton } from './field.tsx';

/** Ends every session of the user, this one too, then shows the Logout screen. */
export function SignOutEverywhere() {
  const { t } = useI18n();
  const end = useEndSessions('/yka/v2/logout-everywhere/', '/logout');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col items-start gap-3">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('everywhere.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('everywhere.intro')}</p>
      <button type="button" className={secondaryButton} disabled={end.isPending} onClick={() => end.mutate()}>
        {end.isPending ? t('everywhere.working') : t('everywhere.button')}
      </button>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {end.error && (end.error instanceof Error ? end.error.message : t('error.generic'))}
      </p>
    </section>
  );
}
