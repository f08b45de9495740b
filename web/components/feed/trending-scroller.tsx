import { useQuery } from '@tanstack/react-query';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import { Feed } from './feed.tsx';
import { type FeedParams, feedQuery } from './feed-styles.ts';

/** The trending scroller of a term tab: a TrendingPostScroll feed under a heading, hidden when empty. */
export function TrendingScroller({ params }: { params: FeedParams }) {
  const { t } = useI18n();
  const first = useQuery(feedQuery(useApi(), params, 1)).data;
  if (first && first.data.length === 0) return null;
  return (
    <section aria-labelledby="trending-heading">
      <h2
        id="trending-heading"
        className="mb-3 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-stone-600"
      >
        <MoreIcon name="fire" size={16} className="text-orange-700" />
        {t('feed.trending')}
      </h2>
      <Feed params={params} />
    </section>
  );
}
