import { useEffect, useMemo } from 'react';
import { debounce, FOLLOW_DEBOUNCE_MS } from '#web/lib/debounce.ts';
import { useFollowTopic } from '#web/queries/mutations/social.ts';

/**
 * Following a topic from a button: clicks debounced 200 ms (spec §4), the state flipping once
 * the server confirms (`useFollowTopic`). `send(on)` follows or unfollows; `pending` while sent.
 */
export function useTopicFollow(id: number) {
  const follow = useFollowTopic(id);
  const send = useMemo(() => debounce(follow.mutate, FOLLOW_DEBOUNCE_MS), [follow.mutate]);
  useEffect(() => () => send.cancel(), [send]);
  return { send, pending: follow.isPending };
}
