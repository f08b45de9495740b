import type { ScreenContext } from '#web/lib/screen.ts';
import { Feed } from '../feed/feed.tsx';
import { feedParamsFromAttrs, feedQuery } from '../feed/feed-styles.ts';
import type { BlockProps } from './registry.ts';

/** `<div data-yka-block="feed" data-style="TwoGrid" data-categories="3" data-pagination="on"></div>` */
export const load = ({ api, queryClient }: ScreenContext, attrs: Record<string, string>) =>
  queryClient.ensureQueryData(feedQuery(api, feedParamsFromAttrs(attrs), 1));

export default function FeedBlock({ attrs }: BlockProps) {
  return (
    <div className="not-prose my-6">
      <Feed params={feedParamsFromAttrs(attrs)} />
    </div>
  );
}
