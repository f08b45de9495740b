import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiComment } from '#common/api-types.ts';
import { type ApiResponse, browserSend } from '#web/lib/api-client.ts';
import { keys } from '../keys.ts';
import { LOG_ONLY, SHOWN_BY_SCREEN } from './errors.ts';

type CommentPage = ApiResponse<ApiComment[]>;

/** What the comment modal sends: a new comment or reply (`parent`), or an edit (`id`). */
export type CommentDraft = { content: string } & ({ id: number } | { parent: number });

/** Changes every cached page of a post's comments. */
function patchComments(
  queryClient: QueryClient,
  postId: number,
  change: (list: ApiComment[]) => ApiComment[],
) {
  queryClient.setQueriesData<CommentPage>({ queryKey: keys.comments.ofPost(postId) }, (old) =>
    old ? { ...old, data: change(old.data) } : old,
  );
}

/**
 * Writes, replies to or edits a comment. An edit replaces the cached comment; a reply raises
 * its thread's count at once and reads the thread again; a new comment reads the first page
 * again. Spec §8: a failure is the screen's alert, not the error list.
 */
export function useSendComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CommentDraft) =>
      'id' in draft
        ? browserSend<ApiComment>('POST', `/wp/v2/comments/${draft.id}`, { content: draft.content })
        : browserSend<ApiComment>('POST', '/wp/v2/comments', {
            post: postId,
            content: draft.content,
            parent: draft.parent,
          }),
    meta: SHOWN_BY_SCREEN,
    onSuccess: (comment, draft) => {
      if ('id' in draft) {
        patchComments(queryClient, postId, (list) =>
          list.map((c) => (c.id === comment.id ? { ...c, ...comment } : c)),
        );
      } else if (comment.parent) {
        patchComments(queryClient, postId, (list) =>
          list.map((c) => (c.id === comment.parent ? { ...c, total_children: c.total_children + 1 } : c)),
        );
        void queryClient.invalidateQueries({ queryKey: keys.comments.ofPost(postId, comment.parent) });
      } else {
        void queryClient.invalidateQueries({ queryKey: keys.comments.ofPost(postId, 0) });
      }
    },
  });
}

/** Deletes one's own comment; it leaves every cached page. Spec §8: a failure is only logged. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: ApiComment) => browserSend('DELETE', `/wp/v2/comments/${comment.id}`),
    meta: LOG_ONLY,
    onSuccess: (_answer, comment) =>
      patchComments(queryClient, postId, (list) =>
        list
          .filter((c) => c.id !== comment.id)
          .map((c) =>
            c.id === comment.parent ? { ...c, total_children: Math.max(0, c.total_children - 1) } : c,
          ),
      ),
  });
}
