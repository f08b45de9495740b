import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useRouter } from '#web/lib/router.tsx';
import type { HeadContext, ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

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
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('signedIn.title')}</h1>
      <p className="mt-3 text-stone-600">{t('signedIn.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
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
      </div>
    </div>
  );
}

/**
 * A members' screen whose tools arrive with a later part of the work (Writing, Social):
 * visitors are asked to sign in; a signed-in user is told plainly that it is not there yet.
 */
export function MembersOnlyScreen({ title, notice }: { title: MessageKey; notice: MessageKey }) {
  const { t } = useI18n();
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t(title)}</h1>
      <p className="mt-3 text-stone-600" role="status">
        {t(notice)}
      </p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full border border-stone-300 px-5 py-2 font-semibold text-stone-800"
      >
        {t('notFound.home')}
      </a>
    </div>
  );
}

/** Builds the three exports of such a screen; its strings are in the accounts catalogue. */
export function membersOnlyScreen(title: MessageKey, notice: MessageKey = 'members.soon') {
  return {
    load: ({ lang }: ScreenContext) => loadAccountsCatalogue(lang),
    head: membersHead(title),
    Screen: () => <MembersOnlyScreen title={title} notice={notice} />,
  };
}
