import { ArticleView } from '#web/components/article/article-view.tsx';
import { itemHead, loadItem, useItem } from '#web/components/article/load-item.ts';
import { PollWidget } from '#web/components/conversation/poll-widget.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';

export async function load(ctx: ScreenContext) {
  const post = await loadItem(ctx, 'polls', ctx.params.slug ?? '');
  if (post.poll_id) await ctx.queryClient.ensureQueryData(queries.poll(ctx.api, post.poll_id));
}

export const head = itemHead('polls');

export default function SinglePoll({ params }: ScreenProps) {
  const post = useItem('polls', params);
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
