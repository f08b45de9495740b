import { useSuspenseQuery } from '@tanstack/react-query';
import { ArticleView, articleHead } from '#web/components/article/article-view.tsx';
import { itemQuery, loadItem } from '#web/components/article/load-item.ts';
import { PollWidget } from '#web/components/conversation/poll-widget.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';

export async function load(ctx: ScreenContext) {
  const post = await loadItem(ctx, 'polls', ctx.params.slug ?? '');
  if (post.poll_id) await ctx.queryClient.ensureQueryData(queries.poll(ctx.api, post.poll_id));
}

export const head = (ctx: HeadContext) =>
  articleHead(
    ctx.queryClient.getQueryData(itemQuery(ctx.api, 'polls', ctx.params.slug ?? '').queryKey)?.data[0],
    ctx,
  );

export default function SinglePoll({ params }: ScreenProps) {
  const post = useSuspenseQuery(itemQuery(useApi(), 'polls', params.slug ?? '')).data.data[0];
  if (!post) return null;
  return (
    <ArticleView post={post} showImage={false}>
      {post.poll_id > 0 && (
        <div className="mt-6">
          <PollWidget pollId={post.poll_id} lang={post.lang} />
        </div>
      )}
    </ArticleView>
  );
}
