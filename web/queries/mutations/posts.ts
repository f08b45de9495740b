import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import { type ApiResponse, browserSend } from '#web/lib/api-client.ts';
import { memberKeys } from '#web/queries/member-keys.ts';
import { keys } from '../keys.ts';

type Like = ApiPost['like'];
type PostPage = ApiResponse<ApiPost[]>;

/** Changes one post in every cached list that holds it: the feeds, the article's own query, the newsfeed. */
export function patchPost(queryClient: QueryClient, id: number, patch: (post: ApiPost) => Partial<ApiPost>) {
  const apply = (page: PostPage | undefined) =>
    page?.data?.some((post) => post.id === id)
      ? { ...page, data: page.data.map((post) => (post.id === id ? { ...post, ...patch(post) } : post)) }
      : page;
  for (const queryKey of [keys.posts.all, memberKeys.newsfeed.all])
    queryClient.setQueriesData<PostPage>({ queryKey }, apply);
}

/** The like after a click: flipped, the count moved by one and never below 0. */
export function flipLike(like: Like): Like {
  return { is_liked: !like.is_liked, total: Math.max(0, like.total + (like.is_liked ? -1 : 1)) };
}

/**
 * Like / unlike a post (spec §9): the cached post flips at once, takes the server's answer,
 * and goes back to what it was when the server refuses; the failure joins the error list.
 * The variables are the like as it stood before the click.
 */
export function likeMutation(queryClient: QueryClient, id: number) {
  return mutationOptions({
    mutationFn: (before: Like) =>
      browserSend<{ like: Like }>('POST', '/yka/v2/action', {
        action: before.is_liked ? 'unlike' : 'like',
        object: 'post',
        id,
      }),
    onMutate: (before: Like) => patchPost(queryClient, id, () => ({ like: flipLike(before) })),
    onSuccess: (answer: { like: Like }) => patchPost(queryClient, id, () => ({ like: answer.like })),
    onError: (_error: Error, before: Like) => patchPost(queryClient, id, () => ({ like: before })),
  });
}

export function useLikePost(post: Pick<ApiPost, 'id'>) {
  return useMutation(likeMutation(useQueryClient(), post.id));
}
