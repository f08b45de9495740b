import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { debounce, LOAD_MORE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from '#web/lib/debounce.ts';
import { ContentCard } from '../content-card.tsx';
import { PollCard } from '../conversation/poll-card.tsx';
import { PollSlides } from '../conversation/poll-slides.tsx';
import { PostCardSkeleton } from '../post-card.tsx';
import { pathOf } from '../post-meta.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_SKELETONS,
  type FeedParams,
  type FeedStyle,
  feedQuery,
  styleOf,
} from './feed-styles.ts';

/** The prompt grid shows the writer count only above 10 (spec §9). */
const PROMPT_WRITERS_SHOWN_ABOVE = 10;
/** How close to the end of the feed (px) the infinite scroll asks for the next page. */
const SCROLL_MARGIN = 800;

/** The container of each layout (exported for its test). */
export const LAYOUT_CLASS: Record<FeedStyle['layout'], string> = {
  list: '',
  'two-column': 'grid gap-x-8 sm:grid-cols-2',
  grid: 'grid gap-6 sm:grid-cols-2',
  three: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  // the cards snap to the padding's edge (scroll-px), not the screen's: the first stays inset
  scroll: '-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2',
  prompt: 'grid gap-4 sm:grid-cols-2',
  modal: '',
};

function PromptCard({ post }: { post: ApiPost }) {
  const { t } = useI18n();
  const writers = post.writer_count ?? 0;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <MoreIcon name="quote" size={20} className="text-amber-700" />
      <h3
        lang={post.lang}
        data-content=""
        className="line-clamp-3 font-serif text-lg font-bold text-stone-900"
      >
        <a href={pathOf(post.link)} className="hover:underline">
          {stripTags(post.title.rendered)}
        </a>
      </h3>
      <div className="mt-auto flex items-center justify-between gap-2 text-sm">
        {writers > PROMPT_WRITERS_SHOWN_ABOVE ? (
          <span className="text-stone-600">{t('feed.writers', { count: writers })}</span>
        ) : (
          <span />
        )}
        <a
          href={`/write?prompt_id=${post.id}`}
          className="rounded-full bg-rose-700 px-4 py-1.5 font-semibold text-white hover:bg-rose-800"
        >
          {t('nav.write')}
        </a>
      </div>
    </article>
  );
}

function Cards({ posts, style }: { posts: ApiPost[]; style: FeedStyle }) {
  return (
    <>
      {posts.map((post) =>
        style.card === 'poll' ? (
          post.poll_id > 0 && (
            <div key={post.id} className={style.layout === 'scroll' ? 'w-72 shrink-0 snap-start' : 'mb-6'}>
              <PollCard post={post} />
            </div>
          )
        ) : style.layout === 'prompt' ? (
          <PromptCard key={post.id} post={post} />
        ) : (
          <div key={post.id} className={style.layout === 'scroll' ? 'snap-start' : undefined}>
            <ContentCard post={post} variant={style.card} excerptLength={style.excerptLength} />
          </div>
        ),
      )}
    </>
  );
}

function FeedPage({ params, page, style }: { params: FeedParams; page: number; style: FeedStyle }) {
  const query = useQuery(feedQuery(useApi(), params, page));
  if (!query.data) return <Skeletons count={DEFAULT_SKELETONS} />;
  return <Cards posts={query.data.data} style={style} />;
}

export function Skeletons({ count = DEFAULT_SKELETONS }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </>
  );
}

/**
 * A feed rendered by style name (spec §2). Skeletons show until the first page loads
 * (spec §4); with pagination on, more pages come from infinite scroll (default style, 50 ms
 * scroll debounce) or a load-more button (loadMore, 250 ms debounce).
 */
export function Feed({
  params,
  empty,
  skeletons = DEFAULT_SKELETONS,
  afterFirstPage,
}: {
  params: FeedParams;
  empty?: ReactNode;
  skeletons?: number;
  afterFirstPage?: ReactNode;
}) {
  const api = useApi();
  const { t } = useI18n();
  const style = styleOf(params);
  const [pages, setPages] = useState(1);
  const first = useQuery(feedQuery(api, params, 1));
  const last = useQuery(feedQuery(api, params, pages));
  const end = useRef<HTMLDivElement>(null);
  const perPage = style.perPage ?? params.per_page ?? DEFAULT_PER_PAGE;
  const start = typeof params.filter?.offset === 'number' ? params.filter.offset : 0;
  const total = last.data?.total ?? 0;
  const paginated = params.pagination === 'on';
  const hasMore = paginated && last.isSuccess && start + pages * perPage < total;
  const infinite = (params.pagination_style ?? 'default') === 'default';

  const loadMore = useMemo(() => debounce(() => setPages((p) => p + 1), LOAD_MORE_DEBOUNCE_MS), []);
  useEffect(() => () => loadMore.cancel(), [loadMore]);

  // Spec §4: the scroll listener is attached only with pagination on and the default style.
  useEffect(() => {
    if (!hasMore || !infinite) return;
    const onScroll = debounce(() => {
      const rect = end.current?.getBoundingClientRect();
      if (rect && rect.top < window.innerHeight + SCROLL_MARGIN) setPages((p) => p + 1);
    }, SCROLL_DEBOUNCE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [hasMore, infinite]);

  if (style.layout === 'modal') return <PollSlides />;
  if (!first.data) {
    return (
      <div className={LAYOUT_CLASS[style.layout]} aria-busy="true">
        <Skeletons count={skeletons} />
      </div>
    );
  }
  if (first.data.data.length === 0) return empty ?? null;
  return (
    <div data-feed-style={params.style ?? 'PostList'}>
      {Array.from({ length: pages }, (_, i) => (
        <Fragment key={i}>
          <div className={LAYOUT_CLASS[style.layout]}>
            <FeedPage params={params} page={i + 1} style={style} />
          </div>
          {i === 0 && afterFirstPage}
        </Fragment>
      ))}
      <div ref={end} />
      {hasMore && !infinite && (
        <div className="mt-6 text-center">
          <button
            type="button"
            className="rounded-full border border-stone-300 px-6 py-2 font-medium text-stone-800 hover:border-rose-700 hover:text-rose-800"
            onClick={loadMore}
          >
            {t('feed.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
