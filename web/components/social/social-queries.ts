import { queryOptions } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import { TERM_TABS_SIGNED_IN } from '#common/limits.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { CARD_FIELDS, queries, STALE_TIME } from '#web/queries/keys.ts';
import { memberKeys } from '#web/queries/member-keys.ts';

export const NEWSFEED_PER_PAGE = 10;
/** Spec §9: the topic follow modal lists 25 topics a page, by name. */
export const TOPICS_PER_PAGE = 25;
export const SUGGESTED_AUTHORS = 5;

/**
 * Decisions §5: the Following tab is `yka/v2/newsfeed/{me}/all/` (every kind, issue 13); a topic tab is the same
 * feed with `categories=`. Private to the user, so its key carries the user id.
 */
export const newsfeedQuery = (api: ApiClient, userId: number, termId: number, page: number) =>
  queryOptions({
    queryKey: memberKeys.newsfeed.page(userId, termId, page),
    queryFn: () =>
      api.get<ApiPost[]>(`/yka/v2/newsfeed/${userId}/all/`, {
        categories: termId > 0 ? [termId] : undefined,
        per_page: NEWSFEED_PER_PAGE,
        page,
        _embed: 1,
        _fields: CARD_FIELDS,
      }),
    staleTime: STALE_TIME,
  });

/** The topics the user follows: the tabs after 'Following' (spec §9: at most 7). */
export const followedTopicsQuery = (api: ApiClient, userId: number) =>
  queries.terms(api, 'categories', { follower_id: userId, per_page: TERM_TABS_SIGNED_IN, orderby: 'name' });

/** Trending authors (`yka/v1/follow?trending=1`): the suggestions and the block. */
export const trendingAuthorsQuery = (api: ApiClient, perPage = SUGGESTED_AUTHORS) =>
  queries.users(api, { trending: 1, per_page: perPage });
