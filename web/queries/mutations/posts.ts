import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import { type ApiResponse, browserSend } from '#web/lib/api-client.ts';
import { keys } from '../keys.ts';

type Like = ApiPost['like'];
type PostPage = ApiResponse<ApiPost[]>;

/** Changes one post in every cached list that holds it: the feeds, the article's own query, the newsfeed. */
export function patchPost(queryClient: QueryClient, id: number, patch: (post: ApiPost) => Partial<ApiPost>) {
  const apply = (page: PostPage | undefined) =>
    page?.data?.some((post) => post.id === id)
      ? { ...page, data: page.data.map((post) => (post.id === id ? { ...post, ...patch(post) } : post)) }
      : page;
  for (const queryKey of [keys.posts.all, keys.newsfeed.all])
    queryClient.setQueriesData<PostPage>({ queryKey }, apply);
}

/** The like after a click: flipped, the count moved by one and never below 0. */
export function flipLike(like: Like): Like {
  return { is_liked: !like.is_liked, total: Math.max(0, like.total + (like.is_liked ? -1 : 1)) };
}

/**
 * Like / unlike a post (spec §9): the cached post flips at once, takes the server's answer,
 * and goes back to what it was when the server refuses; the failure joins the error list.
 */
export function useLikePost(post: Pick<ApiPost, 'id' | 'like'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: Like) =>
      browserSend<{ like: Like }>('POST', '/yka/v2/action', {
        action: before.is_liked ? 'unlike' : 'like',
        object: 'post',
        id: post.id,
      }),
    onMutate: (before) => patchPost(queryClient, post.id, () => ({ like: flipLike(before) })),
    onSuccess: (answer) => patchPost(queryClient, post.id, () => ({ like: answer.like })),
    onError: (_error, before) => patchPost(queryClient, post.id, () => ({ like: before })),
  });
}
