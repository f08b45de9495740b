import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#web/lib/api-client.ts';
import { FEED_STYLES, feedParamsFromAttrs, feedQuery } from './feed-styles.ts';

const api = {} as ApiClient;

describe('poll feed styles (spec §2)', () => {
  it('are registered by name and read polls', () => {
    for (const style of [
      'PollFeed',
      'PollFeedTwoGrid',
      'PollFeedThreeGrid',
      'PollSingleFeed',
      'PollScroll',
      'PollWithinModal',
    ]) {
      expect(FEED_STYLES, style).toHaveProperty(style);
      const params = feedParamsFromAttrs({ style });
      expect(params.style).toBe(style);
      expect(feedQuery(api, params, 1).queryKey[1]).toBe('polls');
    }
  });

  it('PollSingleFeed shows one poll a page; the three-column grid is one-third wide on large screens', () => {
    const key = feedQuery(api, { style: 'PollSingleFeed', per_page: 10 }, 1).queryKey;
    expect(key[2]).toMatchObject({ per_page: 1 });
    expect(FEED_STYLES.PollFeedThreeGrid.layout).toBe('three');
  });
});
