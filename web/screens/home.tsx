import { HomeTopicTabs, loadHomeTopicTabs } from '#web/components/home-topic-tabs.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const load = loadHomeTopicTabs;

export function head({ settings, t }: HeadContext) {
  return {
    title: t('site.tagline'),
    description: settings.description,
    canonical: `${settings.base_url}/`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: settings.name,
        url: `${settings.base_url}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${settings.base_url}/search?s={query}`,
          'query-input': 'required name=query',
        },
      },
    ],
  };
}

export default function Home() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="sr-only">{t('site.tagline')}</h1>
      <HomeTopicTabs />
    </div>
  );
}
