import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#web/lib/api-client.ts';
import { LAYOUT_CLASS } from './feed.tsx';
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
    // the class the feed renders for the style, not the style's own constant
    const columns = LAYOUT_CLASS[FEED_STYLES.PollFeedThreeGrid.layout].split(' ');
    expect(columns).toContain('lg:grid-cols-3');
    expect(columns).not.toContain('lg:grid-cols-2');
  });
});
