import { PollSlides } from '#web/components/conversation/poll-slides.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadBrowseCatalogue } from '#web/i18n/translate.ts';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';

export async function load({ api, queryClient, search, lang }: ScreenContext) {
  await loadBrowseCatalogue(lang);
  await ensureList(queryClient, api, 'polls', {}, pageOf(search)).catch(() => undefined);
}

export const head = ({ t, settings }: HeadContext) => ({
  title: t('polls.title'),
  description: t('polls.intro'),
  canonical: `${settings.base_url}/polls-list`,
});

/** PollsList: every poll, newest first. */
export default function PollsList({ search }: ScreenProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{t('polls.title')}</h1>
      <p className="mb-4 mt-2 text-stone-600">{t('polls.intro')}</p>
      <div className="mb-6">
        <PollSlides />
      </div>
      <h2 className="sr-only">{t('tabs.latest')}</h2>
      <PagedPostList source="polls" params={{}} search={search} empty={t('feed.empty')} />
    </div>
  );
}
