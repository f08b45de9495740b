import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import type { HeadContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { MessageScreen } from './ui/screen-parts.tsx';

/** A members' screen's head: its own name, never indexed. */
export const membersHead =
  (title: MessageKey) =>
  ({ t }: HeadContext) => ({ title: t(title), noindex: true });

export const signedInHead = membersHead('signedIn.title');

/**
 * What a visitor sees on a members' screen (newsfeed, writing, profile): why it is closed
 * and the way in, a Sign in button that comes back here afterwards.
 */
export function SignInRequired() {
  const { t } = useI18n();
  const { openLogin } = useSession();
  const { state } = useRouter();
  return (
    <MessageScreen title={t('signedIn.title')} body={t('signedIn.body')}>
      <button
        type="button"
        className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
        onClick={() => openLogin({ redirect: state.location.pathname + state.location.search })}
      >
        {t('signedIn.button')}
      </button>
      <a href="/" className="rounded-full border border-stone-300 px-5 py-2 font-semibold text-stone-800">
        {t('notFound.home')}
      </a>
    </MessageScreen>
  );
}
