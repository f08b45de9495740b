import { useSuspenseQuery } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext } from '#web/lib/screen.ts';
import { type FeedSource, queries } from '#web/queries/keys.ts';
import { loadBlocks } from '../blocks/registry.ts';
import { articleHead, relatedQuery } from './article-view.tsx';
import { topCommentsQuery } from './comment-list.tsx';

export const itemQuery = (api: ApiClient, source: FeedSource, slug: string) =>
  queries.posts(api, source, { slug: [slug], _embed: 1 });

/** Loads a single item by slug with its comments and related posts, or throws NotFound. */
export async function loadItem(
  { api, queryClient }: ScreenContext,
  source: FeedSource,
  slug: string,
): Promise<ApiPost> {
  const [settings, found] = await Promise.all([
    queryClient.ensureQueryData(queries.settings(api)),
    queryClient.ensureQueryData(itemQuery(api, source, slug)),
  ]);
  const post = found.data[0];
  if (!post) throw notFound();
  await Promise.all([
    queryClient.ensureQueryData(topCommentsQuery(api, post.id)),
    queryClient.ensureQueryData(relatedQuery(api, post, settings)),
    loadBlocks(
      { api, queryClient, params: {}, search: new URLSearchParams(), lang: 'en' },
      post.content.rendered,
    ),
  ]);
  return post;
}

/** An item screen's head: the article's, from the item its `load` cached. */
export const itemHead = (source: FeedSource) => (ctx: HeadContext) =>
  articleHead(
    ctx.queryClient.getQueryData(itemQuery(ctx.api, source, ctx.params.slug ?? '').queryKey)?.data[0],
    ctx,
  );

/** The item an item screen shows (its `load` cached it), or undefined. */
export function useItem(source: FeedSource, params: Record<string, string>): ApiPost | undefined {
  return useSuspenseQuery(itemQuery(useApi(), source, params.slug ?? '')).data.data[0];
}
