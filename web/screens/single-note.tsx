import { ArticleView } from '#web/components/article/article-view.tsx';
import { itemHead, loadItem, useItem } from '#web/components/article/load-item.ts';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';

export const load = (ctx: ScreenContext) => loadItem(ctx, 'notes', ctx.params.slug ?? '');

export const head = itemHead('notes');

export default function SingleNote({ params }: ScreenProps) {
  const post = useItem('notes', params);
  return post ? <ArticleView post={post} /> : null;
}
