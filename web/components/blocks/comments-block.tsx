import { useQuery } from '@tanstack/react-query';
import { CommentList, topCommentsQuery } from '#web/components/article/comment-list.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useIdleModule } from '#web/lib/use-idle-module.ts';
import { loadConversation } from '../conversation/load.ts';
import { blockId, prefetchBlock } from './block-load.ts';
import type { BlockProps } from './registry.ts';

/** `<div data-yka-block="comments" data-post="12">`: a post's comments (spec §2). */
const postId = (attrs: Record<string, string>) => blockId(attrs, 'post', 'id');

export const load = (ctx: ScreenContext, attrs: Record<string, string>) =>
  prefetchBlock(ctx, postId(attrs), topCommentsQuery);

/** Server-rendered as a list; writable (comment, reply, edit, delete) once the page is idle. */
export default function CommentsBlock({ attrs }: BlockProps) {
  const id = postId(attrs);
  const first = useQuery({ ...topCommentsQuery(useApi(), id), enabled: id > 0 }).data;
  const live = useIdleModule(loadConversation[useI18n().lang]);
  if (!first) return null;
  return (
    <div className="not-prose my-6">
      {live ? (
        <live.Comments postId={id} total={first.total} />
      ) : (
        <CommentList postId={id} total={first.total} />
      )}
    </div>
  );
}
