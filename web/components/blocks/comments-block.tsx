import { useQuery } from '@tanstack/react-query';
import { CommentList, topCommentsQuery } from '#web/components/article/comment-list.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useIdleModule } from '#web/lib/use-idle-module.ts';
import { loadConversation } from '../conversation/load.ts';
import type { BlockProps } from './registry.ts';

/** `<div data-yka-block="comments" data-post="12">`: a post's comments (spec §2). */
function postId(attrs: Record<string, string>): number {
  const id = Number(attrs.post ?? attrs.id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export async function load(ctx: ScreenContext, attrs: Record<string, string>) {
  const id = postId(attrs);
  if (!id) {
    console.info('Post id not valid');
    return;
  }
  // A missing post renders nothing rather than failing the page.
  await ctx.queryClient.prefetchQuery(topCommentsQuery(ctx.api, id));
}

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
