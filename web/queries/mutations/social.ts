import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTerm, ApiUser } from '#common/api-types.ts';
import type { ApiResponse } from '#web/lib/api-client.ts';
import { sendBlock, sendTermFollow, sendUserFollow } from '#web/lib/social.ts';
import { memberKeys } from '#web/queries/member-keys.ts';
import { keys } from '../keys.ts';
import { LOG_ONLY } from './errors.ts';

type UserPatch = Partial<Pick<ApiUser, 'follow' | 'block'>>;
export type TopicPages = InfiniteData<ApiResponse<ApiTerm[]>, number>;

/**
 * Writes a user's new follow/block state into every cached copy of them (author lists,
 * the author page, `yka/v1/follow/{id}`), so every card shows the same count at once.
 */
export function patchUser(queryClient: QueryClient, id: number, patch: (user: ApiUser) => UserPatch) {
  const apply = (user: ApiUser) => (user.id === id ? { ...user, ...patch(user) } : user);
  queryClient.setQueriesData<unknown>({ queryKey: keys.users.all }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    const list = (data as { data?: unknown }).data;
    if (Array.isArray(list)) return { ...data, data: (list as ApiUser[]).map(apply) };
    return 'id' in data ? apply(data as ApiUser) : data;
  });
  queryClient.setQueriesData<ApiUser>({ queryKey: keys.user(id) }, (user) => user && apply(user));
}

/**
 * One social action (`yka/v2/action`): the caller flips the button at once where the spec
 * says so (spec §4); a failure is only logged, with no rollback (spec §8); `apply` takes the
 * server's answer (none when the id was not valid and nothing was sent).
 */
function useSocialAction<A>(send: (on: boolean) => Promise<A | null>, apply: (answer: A) => void) {
  return useMutation({ mutationFn: send, meta: LOG_ONLY, onSuccess: (answer) => answer && apply(answer) });
}

/** Follow / unfollow a user: the server's count, and the newsfeed changes. */
export function useFollowUser(id: number) {
  const queryClient = useQueryClient();
  return useSocialAction(
    (following) => sendUserFollow(id, following),
    (answer) => {
      patchUser(queryClient, id, () => ({ follow: answer.follow }));
      void queryClient.invalidateQueries({ queryKey: memberKeys.newsfeed.all });
    },
  );
}

/** Block / unblock a user: the feeds and trending authors change for the blocker (decisions §4). */
export function useBlockUser(id: number) {
  const queryClient = useQueryClient();
  return useSocialAction(
    (blocking) => sendBlock(id, blocking),
    (answer) => {
      patchUser(queryClient, id, () => ({ block: answer.block, follow: answer.follow }));
      void queryClient.invalidateQueries();
    },
  );
}

/** Follow / unfollow a topic: it flips only after the server confirms (spec §4); tabs and feeds follow. */
export function useFollowTopic(id: number) {
  const queryClient = useQueryClient();
  return useSocialAction(
    (following) => sendTermFollow(id, following),
    ({ is_following, follower_count }) => {
      const apply = (term: ApiTerm) => (term.id === id ? { ...term, is_following, follower_count } : term);
      queryClient.setQueriesData<TopicPages>({ queryKey: memberKeys.topicFollow }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(apply) })) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: keys.terms.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.newsfeed.all });
    },
  );
}
