import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { SiteSettings } from '#common/api-types.ts';
import { TERM_TABS_GUEST } from '#common/limits.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useSettings } from '#web/lib/use-settings.tsx';
import { queries } from '#web/queries/keys.ts';
import { Skeletons } from './feed/feed.tsx';
import { termFeedQueries } from './feed/feed-queries.ts';
import { TermFeed } from './feed/term-feed.tsx';
import { termName } from './post-meta.tsx';
import { type Tab, TermTabs } from './term-tabs.tsx';

const homeTopicsQuery = (api: ApiClient, settings: SiteSettings) =>
  queries.terms(api, 'categories', {
    include: settings.home_topics.slice(0, TERM_TABS_GUEST),
    orderby: 'include',
    per_page: TERM_TABS_GUEST,
  });

/** Prefetches the tabs and the first tab's feed, so the server renders them whole. */
export async function loadHomeTopicTabs({ api, queryClient }: ScreenContext) {
  const settings = await queryClient.ensureQueryData(queries.settings(api));
  const first = termFeedQueries(api, 0);
  await Promise.all([
    settings.home_topics.length ? queryClient.ensureQueryData(homeTopicsQuery(api, settings)) : undefined,
    queryClient.ensureQueryData(first.featured),
    queryClient.ensureQueryData(first.trending),
    queryClient.ensureQueryData(first.body(1)),
  ]);
}

/** A visitor's term tabs (spec §9): 'Latest' and the 10 home topics, each with its Feed layout. */
export function HomeTopicTabs() {
  const api = useApi();
  const settings = useSettings();
  const { t, lang } = useI18n();
  const topics = useSuspenseQuery(homeTopicsQuery(api, settings)).data.data;
  const tabs: Tab[] = [
    { id: 0, name: t('tabs.latest') },
    ...topics.map((topic) => ({ id: topic.id, name: termName(topic, lang) })),
  ];
  return (
    <TermTabs tabs={tabs}>
      {(tab) => (
        <Suspense key={tab.id} fallback={<Skeletons />}>
          <TermFeed termId={tab.id} tabName={tab.name} />
        </Suspense>
      )}
    </TermTabs>
  );
}
