import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const head = ({ t }: HeadContext) => ({ title: t('forbidden.title'), noindex: true });

/** A signed-in member's role may not open the page (status 403): not a missing page. */
export default function Forbidden() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="font-serif text-6xl font-bold text-rose-700">403</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('forbidden.title')}</h1>
      <p className="mt-2 text-stone-600">{t('forbidden.body')}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
      >
        {t('notFound.home')}
      </a>
    </div>
  );
}
