import { SignInLink, signInHref } from '#web/components/menu-link.tsx';
import { SiteMenuList } from '#web/components/side-menu.tsx';
import UserMenuPanel from '#web/components/user-menu-panel.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useRouter } from '#web/lib/router.tsx';
import type { HeadContext, ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

/**
 * `/menu`: the menus as a page. Until the page's script has hydrated, the header's menu
 * buttons (the phone's side menu, a member's account menu) submit to it, so a tap on a slow
 * phone is never lost (header.tsx, user-menu.tsx); afterwards they open in place.
 */
export const load = ({ lang }: ScreenContext) => loadAccountsCatalogue(lang);

export const head = ({ t }: HeadContext) => ({ title: t('nav.menu'), noindex: true });

export default function MenuScreen() {
  const { t } = useI18n();
  const { session } = useSession();
  const { state } = useRouter();
  return (
    <div className="mx-auto max-w-md px-4 py-8" data-testid="menu-page">
      <h1 className="mb-4 font-serif text-2xl font-bold text-stone-900">{t('nav.menu')}</h1>
      {session ? (
        <div className="rounded-lg border border-stone-200 bg-white py-1">
          <UserMenuPanel session={session} focusFirst={false} />
        </div>
      ) : (
        <SignInLink
          className="inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
          href={signInHref(state.location)}
        />
      )}
      <nav aria-label={t('nav.side')} className="mt-6">
        <SiteMenuList className="" withOwnLinks={!session} />
      </nav>
    </div>
  );
}
