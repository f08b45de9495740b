import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient, Params } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { CARD_FIELDS, type FeedSource, queries } from '#web/queries/keys.ts';
import { ContentCard } from './content-card.tsx';

export const LIST_PER_PAGE = 10;

export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function listQuery(api: ApiClient, source: FeedSource, params: Params, page: number) {
  return queries.posts(api, source, {
    per_page: LIST_PER_PAGE,
    ...params,
    page,
    _embed: 1,
    _fields: CARD_FIELDS,
  });
}

function pageHref(search: URLSearchParams, page: number) {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}

/**
 * Newer/older links under a paged list (nothing for a single page); they work without
 * JavaScript. A ranking (`ranked`) pages to higher and lower ranks: its pages are not by date.
 */
export function PageLinks({
  search,
  page,
  pages,
  ranked = false,
}: {
  search: URLSearchParams;
  page: number;
  pages: number;
  ranked?: boolean;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-between text-sm" aria-label={t('feed.pagination')}>
      {page > 1 ? (
        <a
          href={pageHref(search, page - 1)}
          rel="prev"
          className="rounded-full border border-stone-300 px-4 py-2 hover:border-rose-700"
        >
          ← {t(ranked ? 'feed.higherRanks' : 'feed.previous')}
        </a>
      ) : (
        <span />
      )}
      <span className="text-stone-500">{t('feed.page', { page, pages })}</span>
      {page < pages ? (
        <a
          href={pageHref(search, page + 1)}
          rel="next"
          className="rounded-full border border-stone-300 px-4 py-2 hover:border-rose-700"
        >
          {t(ranked ? 'feed.lowerRanks' : 'feed.next')} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A list of posts with newer/older links that work without JavaScript. */
export function PagedPostList({
  source,
  params,
  search,
  empty,
  grid = false,
  actions,
}: {
  source: FeedSource;
  params: Params;
  search: URLSearchParams;
  empty: ReactNode;
  grid?: boolean;
  /** under each card, e.g. the owner's View, Edit and Delete */
  actions?: ((post: ApiPost) => ReactNode) | undefined;
}) {
  const page = pageOf(search);
  const result = useSuspenseQuery(listQuery(useApi(), source, params, page)).data;
  if (result.data.length === 0) return <p className="py-8 text-stone-600">{empty}</p>;
  return (
    <div>
      <div className={grid ? 'grid gap-6 sm:grid-cols-2' : ''}>
        {result.data.map((post: ApiPost, i: number) =>
          actions ? (
            <div key={post.id} className="border-b border-stone-200 pb-4">
              <ContentCard post={post} variant={grid ? 'grid' : 'list'} eager={i === 0} />
              {actions(post)}
            </div>
          ) : (
            <ContentCard key={post.id} post={post} variant={grid ? 'grid' : 'list'} eager={i === 0} />
          ),
        )}
      </div>
      <PageLinks search={search} page={page} pages={result.totalPages} />
    </div>
  );
}

/** Past-the-end pages are 400 in the API; a screen treats them as page 1's empty state. */
export async function ensureList(
  queryClient: import('@tanstack/react-query').QueryClient,
  api: ApiClient,
  source: FeedSource,
  params: Params,
  page: number,
) {
  return queryClient.ensureQueryData(listQuery(api, source, params, page));
}
