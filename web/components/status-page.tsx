import { useI18n } from '#web/i18n/i18n-context.tsx';

/** A page that stands for an HTTP status (404, 403): the code, what it means, a way home. */
export function StatusPage({ code, title, body }: { code: number; title: string; body: string }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="font-serif text-6xl font-bold text-rose-700">{code}</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-600">{body}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
      >
        {t('notFound.home')}
      </a>
    </div>
  );
}
