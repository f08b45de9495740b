import { useId, useState } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { browserSend } from '#web/lib/api-client.ts';
import { clearLocalSession } from '#web/lib/local-session.ts';
import { secondaryButton } from './field.tsx';

/** Ends every session of the user, this one too, then shows the Logout screen. */
export function SignOutEverywhere() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  const onClick = async () => {
    setBusy(true);
    setError('');
    try {
      await browserSend('POST', '/yka/v2/logout-everywhere/');
      clearLocalSession();
      window.location.assign('/logout');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('error.generic'));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col items-start gap-3">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('everywhere.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('everywhere.intro')}</p>
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void onClick()}>
        {busy ? t('everywhere.working') : t('everywhere.button')}
      </button>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error}
      </p>
    </section>
  );
}
