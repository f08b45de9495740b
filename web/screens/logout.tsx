import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const head = ({ t }: HeadContext) => ({ title: t('logout.title'), noindex: true });

export default function Logout() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('logout.title')}</h1>
      <p className="mt-2 text-stone-600">{t('logout.body')}</p>
      <a href="/" className="mt-6 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white">
        {t('notFound.home')}
      </a>
    </div>
  );
}
