import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const signedInHead = ({ t }: HeadContext) => ({ title: t('signedIn.title'), noindex: true });

/**
 * What a visitor sees on a members' screen (newsfeed, writing, profile): why it is closed
 * and the way in. Sign-in itself arrives with the Accounts work.
 */
export function SignInRequired() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('signedIn.title')}</h1>
      <p className="mt-3 text-stone-600">{t('signedIn.body')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <a href="/" className="rounded-full border border-stone-300 px-5 py-2 font-semibold text-stone-800">
          {t('notFound.home')}
        </a>
      </div>
    </div>
  );
}
