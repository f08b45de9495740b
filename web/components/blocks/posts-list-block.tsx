import type { ScreenContext } from '#web/lib/screen.ts';
import { Feed } from '../feed/feed.tsx';
import { type FeedParams, feedParamsFromAttrs, feedQuery } from '../feed/feed-styles.ts';
import type { BlockProps } from './registry.ts';

/** A posts list: a PostList feed of 5 without paging unless the placeholder says otherwise. */
const paramsOf = (attrs: Record<string, string>): FeedParams => ({
  ...feedParamsFromAttrs({ style: 'PostList', per_page: '5', ...attrs }),
});

export const load = ({ api, queryClient }: ScreenContext, attrs: Record<string, string>) =>
  queryClient.ensureQueryData(feedQuery(api, paramsOf(attrs), 1));

export default function PostsListBlock({ attrs }: BlockProps) {
  return (
    <section className="not-prose my-6">
      {attrs.title && <h2 className="mb-2 text-xl font-bold text-stone-900">{attrs.title}</h2>}
      <Feed params={paramsOf(attrs)} />
    </section>
  );
}
