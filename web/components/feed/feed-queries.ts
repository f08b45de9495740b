import type { ApiClient } from '#web/lib/api-client.ts';
import { CARD_FIELDS, queries } from '#web/queries/keys.ts';
import { type FeedParams, feedQuery } from './feed-styles.ts';

export const BODY_PER_PAGE = 10;
export const TRENDING_PER_PAGE = 8;

/**
 * The three blocks of the Feed style on a term tab (spec §2, §9): featured (1), trending, body.
 * Each holds posts, videos, notes and polls alike (issue 13, docs/decisions/007).
 */
export function termFeedParams(termId: number): { trending: FeedParams; body: FeedParams } {
  const categories = termId > 0 ? [termId] : undefined;
  return {
    trending: {
      style: 'TrendingPostScroll',
      post_type: 'all',
      per_page: TRENDING_PER_PAGE,
      filter: { categories },
    },
    // The featured post is the newest; the body list starts after it, 10 a page, paginated.
    body: {
      style: 'PostList',
      post_type: 'all',
      per_page: BODY_PER_PAGE,
      pagination: 'on',
      pagination_style: 'default',
      filter: { categories, offset: 1 },
    },
  };
}

export function termFeedQueries(api: ApiClient, termId: number) {
  const params = termFeedParams(termId);
  const categories = termId > 0 ? [termId] : undefined;
  return {
    featured: queries.posts(api, 'content', { per_page: 1, categories, _embed: 1, _fields: CARD_FIELDS }),
    trending: feedQuery(api, params.trending, 1),
    body: (page: number) => feedQuery(api, params.body, page),
  };
}
