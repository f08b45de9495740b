import { useEffect, useRef } from 'react';
import { SIGN_IN_PATH } from '#common/sign-in.ts';
import { MessageScreen } from '#web/components/ui/screen-parts.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { HeadContext, ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const load = ({ lang }: ScreenContext) => loadAccountsCatalogue(lang);

export const head = ({ t }: HeadContext) => ({ title: t('logout.title'), noindex: true });

/**
 * The Logout screen (spec §4): a signed-in arrival sends the logout request — a failure
 * still signs this browser out (spec §8) — and the header returns to the visitor's.
 */
export default function Logout() {
  const { t } = useI18n();
  const { session, signOut } = useSession();
  const sent = useRef(false);

  useEffect(() => {
    if (!session || sent.current) return;
    sent.current = true;
    void signOut();
  }, [session, signOut]);

  // The server renders a signed-in arrival as such; the page says so until the request ends.
  // Without the page's script nothing would send it: the browser shows the form instead
  // (server/ssr/sign-out-form.ts), and React never hydrates what a noscript holds.
  if (session) {
    return (
      <MessageScreen title={t('logout.working')} tall busy>
        <noscript>
          <form method="post" action="/logout">
            <button type="submit" className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white">
              {t('nav.logout')}
            </button>
          </form>
        </noscript>
      </MessageScreen>
    );
  }
  return (
    <MessageScreen
      title={t('logout.title')}
      body={t('logout.body')}
      bodyClassName="mt-2 text-stone-600"
      status
      tall
    >
      <a href="/" className="inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white">
        {t('notFound.home')}
      </a>
      {/* with the page's script, a click opens the login modal (session-context.tsx) */}
      <a
        href={SIGN_IN_PATH}
        className="rounded-full border border-stone-300 px-5 py-2 font-semibold text-stone-800"
      >
        {t('logout.signInAgain')}
      </a>
    </MessageScreen>
  );
}
