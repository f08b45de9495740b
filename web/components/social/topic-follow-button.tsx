import { useEffect, useMemo } from 'react';
import type { ApiTerm } from '#common/api-types.ts';
import { termName } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { debounce, FOLLOW_DEBOUNCE_MS } from '#web/lib/debounce.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { useFollowTopic } from '#web/queries/mutations/social.ts';

/**
 * Follow ↔ Following for a topic, on its page (decisions 010): it flips once the server
 * confirms (spec §4), clicks debounced 200 ms as the topic chips are; a visitor's click opens
 * the login modal. The visible word starts the accessible name, the topic's name follows.
 */
export function TopicFollowButton({ topic }: { topic: ApiTerm }) {
  const { t, lang } = useI18n();
  const { session, openLogin } = useSession();
  const follow = useFollowTopic(topic.id);
  const send = useMemo(() => debounce(follow.mutate, FOLLOW_DEBOUNCE_MS), [follow.mutate]);
  useEffect(() => () => send.cancel(), [send]);
  const following = Boolean(session) && topic.is_following;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-busy={follow.isPending}
      onClick={() =>
        session
          ? send(!following)
          : openLogin({ redirect: window.location.pathname + window.location.search })
      }
      className={`inline-flex min-h-9 shrink-0 items-center justify-center rounded-full px-4 py-1.5 text-sm font-semibold ${
        following
          ? 'border border-stone-300 bg-white text-stone-800 hover:border-rose-700'
          : 'bg-rose-700 text-white hover:bg-rose-800'
      }`}
    >
      {t(following ? 'social.following' : 'social.follow')}
      <span className="sr-only"> {termName(topic, lang)}</span>
    </button>
  );
}
