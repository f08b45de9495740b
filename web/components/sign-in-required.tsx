import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import type { HeadContext } from '#web/lib/screen.ts';
import { signInHref } from './menu-link.tsx';
import { MessageScreen } from './ui/screen-parts.tsx';

/** A members' screen's head: its own name, never indexed. */
export const membersHead =
  (title: MessageKey) =>
  ({ t }: HeadContext) => ({ title: t(title), noindex: true });

export const signedInHead = membersHead('signedIn.title');

/**
 * What a visitor sees on a members' screen (newsfeed, writing, profile): why it is closed
 * and the way in, a Sign in that comes back here afterwards.
 */
export function SignInRequired() {
  const { t } = useI18n();
  const { state } = useRouter();
  return (
    <MessageScreen title={t('signedIn.title')} body={t('signedIn.body')}>
      {/* with the page's script, a click opens the login modal (session-context.tsx) */}
      <a
        href={signInHref(state.location)}
        className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
      >
        {t('signedIn.button')}
      </a>
      <a href="/" className="rounded-full border border-stone-300 px-5 py-2 font-semibold text-stone-800">
        {t('notFound.home')}
      </a>
    </MessageScreen>
  );
}
