import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { ApiUser } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { debounce, FOLLOW_DEBOUNCE_MS } from '#web/lib/debounce.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { afterBlock, flipFollow, sendBlock, sendUserFollow } from '#web/lib/social.ts';

type UserPatch = Partial<Pick<ApiUser, 'follow' | 'block'>>;

/**
 * Writes a user's new follow/block state into every cached copy of them (author lists,
 * the author page, `yka/v1/follow/{id}`), so every card shows the same count at once.
 */
export function patchUser(queryClient: QueryClient, id: number, patch: (user: ApiUser) => UserPatch) {
  const apply = (user: ApiUser) => (user.id === id ? { ...user, ...patch(user) } : user);
  queryClient.setQueriesData<unknown>({ queryKey: ['users'] }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    const list = (data as { data?: unknown }).data;
    if (Array.isArray(list)) return { ...data, data: (list as ApiUser[]).map(apply) };
    return 'id' in data ? apply(data as ApiUser) : data;
  });
  queryClient.setQueriesData<ApiUser>({ queryKey: ['user', id] }, (user) => user && apply(user));
}

const logFailure = (error: unknown) => {
  // Spec §8: a failed follow or block is only logged; no notice, no rollback.
  console.error(error instanceof Error ? error.message : error);
};

/** What a signed-in reader can do to another user: follow (debounced 200 ms) and block. */
export function useUserActions(user: ApiUser) {
  const queryClient = useQueryClient();
  const { session, openLogin } = useSession();
  const id = user.id;
  // The latest state, also between two quick clicks (before React renders the first one).
  const latest = useRef(user);
  latest.current = user;

  const record = useMemo(
    () =>
      debounce((following: boolean) => {
        sendUserFollow(id, following)
          .then((answer) => {
            if (!answer) return;
            patchUser(queryClient, id, () => ({ follow: answer.follow }));
            void queryClient.invalidateQueries({ queryKey: ['newsfeed'] });
          })
          .catch(logFailure);
      }, FOLLOW_DEBOUNCE_MS),
    [id, queryClient],
  );
  useEffect(() => () => record.cancel(), [record]);

  const signIn = () => openLogin({ redirect: window.location.pathname + window.location.search });

  const toggleFollow = () => {
    if (!session) return signIn();
    // Spec §4: the button flips at once, then the action is recorded.
    const next = flipFollow(latest.current.follow);
    latest.current = { ...latest.current, follow: next };
    patchUser(queryClient, id, () => ({ follow: next }));
    record(next.is_following);
  };

  const toggleBlock = () => {
    if (!session) return signIn();
    const blocking = !latest.current.block.is_blocked;
    const patch = { block: { is_blocked: blocking }, follow: afterBlock(latest.current.follow, blocking) };
    latest.current = { ...latest.current, ...patch };
    patchUser(queryClient, id, () => patch);
    sendBlock(id, blocking)
      .then((answer) => {
        if (!answer) return;
        patchUser(queryClient, id, () => ({ block: answer.block, follow: answer.follow }));
        // The feeds and trending authors change for the blocker (decisions §4): all is read again.
        void queryClient.invalidateQueries();
      })
      .catch(logFailure);
  };

  return { toggleFollow, toggleBlock, isSelf: session?.id === id };
}

const PILL =
  'inline-flex min-h-9 items-center justify-center rounded-full px-4 py-1.5 text-sm font-semibold transition-colors';

/** Follow ↔ Following (spec §4); hidden on one's own profile. */
export function FollowButton({ user, size = 'md' }: { user: ApiUser; size?: 'sm' | 'md' }) {
  const { t } = useI18n();
  const { toggleFollow, isSelf } = useUserActions(user);
  if (isSelf) return null;
  const following = user.follow.is_following;
  const name = user.name || user.slug;
  // The visible word is the start of the name (WCAG label in name); the state is aria-pressed.
  return (
    <button
      type="button"
      aria-pressed={following}
      onClick={toggleFollow}
      className={`${PILL} ${size === 'sm' ? 'px-3 py-1 text-xs' : ''} ${
        following
          ? 'border border-stone-300 bg-white text-stone-800 hover:border-rose-700'
          : 'bg-rose-700 text-white hover:bg-rose-800'
      }`}
    >
      {t(following ? 'social.following' : 'social.follow')}
      <span className="sr-only" translate="no">
        {' '}
        {name}
      </span>
    </button>
  );
}

/** Block / Unblock for another user (spec §4: flips at once). */
export function BlockButton({ user }: { user: ApiUser }) {
  const { t } = useI18n();
  const { toggleBlock, isSelf } = useUserActions(user);
  if (isSelf) return null;
  const blocked = user.block.is_blocked;
  const name = user.name || user.slug;
  return (
    <button
      type="button"
      onClick={toggleBlock}
      className={`${PILL} border border-stone-300 text-stone-700 hover:border-rose-700 hover:text-rose-800`}
    >
      {t(blocked ? 'social.unblock' : 'social.block')}
      <span className="sr-only" translate="no">
        {' '}
        {name}
      </span>
    </button>
  );
}
