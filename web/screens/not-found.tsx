import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const head = ({ t }: HeadContext) => ({ title: t('notFound.title'), noindex: true });

export default function NotFound() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="font-serif text-6xl font-bold text-rose-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.body')}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
      >
        {t('notFound.home')}
      </a>
    </div>
  );
}
