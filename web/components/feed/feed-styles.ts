import type { ApiClient, Params } from '#web/lib/api-client.ts';
import { CARD_FIELDS, type FeedSource, queries } from '#web/queries/keys.ts';

/** How a feed style lays out its cards (spec §2 "Feed layouts", spec §9 constants). */
export interface FeedStyle {
  layout: 'list' | 'two-column' | 'grid' | 'three' | 'scroll' | 'prompt' | 'modal';
  card: 'list' | 'grid' | 'compact' | 'poll';
  /** spec §9: 80 characters, 100 for excerpts in the two-grid list */
  excerptLength: number;
  /** spec §9: trending styles force the trending flag */
  trending?: boolean;
  /** a fixed page size (PollSingleFeed: one poll) */
  perPage?: number;
}

export const FEED_STYLES = {
  PostList: { layout: 'list', card: 'list', excerptLength: 80 },
  PostListTwoGrid: { layout: 'two-column', card: 'list', excerptLength: 100 },
  TwoGrid: { layout: 'grid', card: 'grid', excerptLength: 80 },
  TrendingPosts: { layout: 'grid', card: 'grid', excerptLength: 80, trending: true },
  TrendingPostsList: { layout: 'list', card: 'list', excerptLength: 80, trending: true },
  TrendingPostScroll: { layout: 'scroll', card: 'compact', excerptLength: 80, trending: true },
  TrendingPostsTwoGrid: { layout: 'two-column', card: 'list', excerptLength: 100, trending: true },
  RelatedPosts: { layout: 'list', card: 'list', excerptLength: 80 },
  RelatedTwoGrid: { layout: 'grid', card: 'grid', excerptLength: 80 },
  VideoGrid: { layout: 'grid', card: 'grid', excerptLength: 80 },
  PromptGrid: { layout: 'prompt', card: 'grid', excerptLength: 80 },
  // Poll feeds (spec §2): one poll card per post with a poll_id.
  PollFeed: { layout: 'list', card: 'poll', excerptLength: 80 },
  PollFeedTwoGrid: { layout: 'grid', card: 'poll', excerptLength: 80 },
  PollFeedThreeGrid: { layout: 'three', card: 'poll', excerptLength: 80 },
  PollSingleFeed: { layout: 'list', card: 'poll', excerptLength: 80, perPage: 1 },
  PollScroll: { layout: 'scroll', card: 'poll', excerptLength: 80 },
  PollWithinModal: { layout: 'modal', card: 'poll', excerptLength: 80 },
} satisfies Record<string, FeedStyle>;

export type FeedStyleName = keyof typeof FEED_STYLES;

/** Feed params (spec §3); the client-only keys never reach the server (spec §7, api-client.ts). */
export interface FeedParams {
  style?: FeedStyleName | undefined;
  /** `all`: the four kinds together (issue 13) */
  post_type?: 'posts' | 'videos' | 'notes' | 'polls' | 'all' | undefined;
  trending?: boolean | undefined;
  pagination?: 'on' | 'off' | undefined;
  pagination_style?: 'default' | 'loadMore' | undefined;
  per_page?: number | undefined;
  page?: number | undefined;
  /** server filters passed through as they are (categories, author, exclude, offset, …) */
  filter?: Params | undefined;
}

export const DEFAULT_SKELETONS = 3;
export const DEFAULT_PER_PAGE = 10;

export function styleOf(params: FeedParams): FeedStyle {
  return FEED_STYLES[params.style ?? 'PostList'] ?? FEED_STYLES.PostList;
}

function sourceOf(params: FeedParams): FeedSource {
  if (params.trending || styleOf(params).trending) return 'trending';
  if (params.style === 'VideoGrid') return 'videos';
  if (styleOf(params).card === 'poll') return 'polls';
  return params.post_type === 'all' ? 'content' : (params.post_type ?? 'posts');
}

/**
 * The query of one page of a feed. With an `offset` filter WordPress ignores `page`, so
 * later pages move the offset instead.
 */
export function feedQuery(api: ApiClient, params: FeedParams, page: number) {
  const perPage = styleOf(params).perPage ?? params.per_page ?? DEFAULT_PER_PAGE;
  const { offset, ...filter } = params.filter ?? {};
  const paging =
    typeof offset === 'number' ? { offset: offset + (page - 1) * perPage } : page > 1 ? { page } : {};
  const source = sourceOf(params);
  return queries.posts(api, source, {
    ...filter,
    // trending mixes the kinds with `type=all` (post_type never leaves the client, spec §7)
    ...(source === 'trending' && params.post_type === 'all' ? { type: 'all' } : {}),
    per_page: perPage,
    ...paging,
    _embed: 1,
    _fields: CARD_FIELDS,
  });
}

/** Reads feed params from a block placeholder's data-* attributes. */
export function feedParamsFromAttrs(attrs: Record<string, string>): FeedParams {
  const filter: Params = {};
  for (const key of ['categories', 'author', 'exclude', 'include', 'locations', 'search', 'lang']) {
    if (attrs[key]) filter[key] = attrs[key];
  }
  const style = attrs.style && attrs.style in FEED_STYLES ? (attrs.style as FeedStyleName) : undefined;
  const postType = attrs.post_type as FeedParams['post_type'];
  return {
    style,
    post_type:
      postType && ['posts', 'videos', 'notes', 'polls', 'all'].includes(postType) ? postType : undefined,
    trending: attrs.trending === '1' || attrs.trending === 'true',
    pagination: attrs.pagination === 'on' ? 'on' : 'off',
    pagination_style: attrs.pagination_style === 'loadMore' ? 'loadMore' : 'default',
    per_page: Math.min(Number(attrs.per_page) || DEFAULT_PER_PAGE, 100),
    filter,
  };
}
