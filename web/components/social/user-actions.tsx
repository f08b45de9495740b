import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { ApiUser } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { debounce, FOLLOW_DEBOUNCE_MS } from '#web/lib/debounce.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { afterBlock, flipFollow } from '#web/lib/social.ts';
import { patchUser, useBlockUser, useFollowUser } from '#web/queries/mutations/social.ts';

/** What a signed-in reader can do to another user: follow (debounced 200 ms) and block. */
export function useUserActions(user: ApiUser) {
  const queryClient = useQueryClient();
  const { session, openLogin } = useSession();
  const id = user.id;
  const follow = useFollowUser(id);
  const block = useBlockUser(id);
  // The latest state, also between two quick clicks (before React renders the first one).
  const latest = useRef(user);
  latest.current = user;

  const record = useMemo(() => debounce(follow.mutate, FOLLOW_DEBOUNCE_MS), [follow.mutate]);
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
    block.mutate(blocking);
  };

  return { toggleFollow, toggleBlock, isSelf: session?.id === id };
}

export const PILL =
  'inline-flex min-h-9 items-center justify-center rounded-full px-4 py-1.5 text-sm font-semibold transition-colors';

/** A Follow pill's colours: filled to follow, outlined once following (authors and topics). */
export const followLook = (following: boolean) =>
  following
    ? 'border border-stone-300 bg-white text-stone-800 hover:border-rose-700'
    : 'bg-rose-700 text-white hover:bg-rose-800';

/** A pill with the visible word and, for screen readers, the user's name after it. */
function UserPill({
  user,
  pressed,
  onClick,
  className,
  children,
}: {
  user: ApiUser;
  pressed?: boolean;
  onClick: () => void;
  className: string;
  children: string;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={`${PILL} ${className}`}>
      {children}
      <span className="sr-only" translate="no">
        {' '}
        {user.name || user.slug}
      </span>
    </button>
  );
}

/** Follow ↔ Following (spec §4); hidden on one's own profile. */
export function FollowButton({ user, size = 'md' }: { user: ApiUser; size?: 'sm' | 'md' }) {
  const { t } = useI18n();
  const { toggleFollow, isSelf } = useUserActions(user);
  const following = user.follow.is_following;
  // The visible word is the start of the name (WCAG label in name); the state is aria-pressed.
  return isSelf ? null : (
    <UserPill
      user={user}
      pressed={following}
      onClick={toggleFollow}
      className={`${size === 'sm' ? 'px-3 py-1 text-xs' : ''} ${followLook(following)}`}
    >
      {t(following ? 'social.following' : 'social.follow')}
    </UserPill>
  );
}

/** Block / Unblock for another user (spec §4: flips at once). */
export function BlockButton({ user }: { user: ApiUser }) {
  const { t } = useI18n();
  const { toggleBlock, isSelf } = useUserActions(user);
  if (isSelf) return null;
  return (
    <UserPill
      user={user}
      onClick={toggleBlock}
      className="border border-stone-300 text-stone-700 hover:border-rose-700 hover:text-rose-800"
    >
      {t(user.block.is_blocked ? 'social.unblock' : 'social.block')}
    </UserPill>
  );
}
