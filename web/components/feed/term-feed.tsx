import { useSuspenseQuery } from '@tanstack/react-query';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { ContentCard } from '../content-card.tsx';
import { Feed } from './feed.tsx';
import { termFeedParams, termFeedQueries } from './feed-queries.ts';
import { TrendingScroller } from './trending-scroller.tsx';

/** Feed layout of a term tab (spec §2): featured post, trending scroller, body list with in-feed slots. */
export function TermFeed({ termId, tabName }: { termId: number; tabName: string }) {
  const api = useApi();
  const settings = useSettings();
  const { t } = useI18n();
  const featured = useSuspenseQuery(termFeedQueries(api, termId).featured).data;
  const params = termFeedParams(termId);
  const slotOne = settings.sidebars['in-feed-term-tabs-slot-one'];
  const slotTwo = settings.sidebars['in-feed-term-tabs-slot-two'];

  if (featured.data.length === 0) {
    return <p className="py-12 text-center text-stone-600">{t('feed.noPosts', { tab: tabName })}</p>;
  }
  return (
    <div className="flex flex-col gap-8">
      <ContentCard post={featured.data[0]!} variant="featured" eager />
      <TrendingScroller params={params.trending} />
      {slotOne && (
        <div
          className="in-feed-slot"
          data-content=""
          data-widget-slot=""
          dangerouslySetInnerHTML={{ __html: slotOne }}
        />
      )}
      <section aria-label={tabName}>
        <Feed
          params={params.body}
          afterFirstPage={
            slotTwo && (
              <div
                className="in-feed-slot my-4"
                data-content=""
                data-widget-slot=""
                dangerouslySetInnerHTML={{ __html: slotTwo }}
              />
            )
          }
        />
      </section>
    </div>
  );
}
