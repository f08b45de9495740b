import type { ApiTerm } from '#common/api-types.ts';
import { termName } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { useTopicFollow } from './use-topic-follow.ts';
import { followLook, PILL } from './user-actions.tsx';

/**
 * Follow ↔ Following for a topic, on its page (decisions 010), as the topic chips follow and
 * with the author Follow button's looks; a visitor's click opens the login modal. The
 * visible word starts the accessible name, the topic's name follows.
 */
export function TopicFollowButton({ topic }: { topic: ApiTerm }) {
  const { t, lang } = useI18n();
  const { session, openLogin } = useSession();
  const { send, pending } = useTopicFollow(topic.id);
  const following = Boolean(session) && topic.is_following;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-busy={pending}
      onClick={() =>
        session
          ? send(!following)
          : openLogin({ redirect: window.location.pathname + window.location.search })
      }
      className={`${PILL} shrink-0 ${followLook(following)}`}
    >
      {t(following ? 'social.following' : 'social.follow')}
      <span className="sr-only"> {termName(topic, lang)}</span>
    </button>
  );
}
