import { useSuspenseQuery } from '@tanstack/react-query';
import { ArticleView, articleHead } from '#web/components/article/article-view.tsx';
import { itemQuery, loadItem } from '#web/components/article/load-item.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';

export const load = (ctx: ScreenContext) => loadItem(ctx, 'posts', ctx.params.slug ?? '');

export const head = (ctx: HeadContext) =>
  articleHead(
    ctx.queryClient.getQueryData(itemQuery(ctx.api, 'posts', ctx.params.slug ?? '').queryKey)?.data[0],
    ctx,
  );

export default function SinglePost({ params }: ScreenProps) {
  const post = useSuspenseQuery(itemQuery(useApi(), 'posts', params.slug ?? '')).data.data[0];
  return post ? <ArticleView post={post} /> : null;
}
