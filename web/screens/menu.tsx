import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import UserMenuPanel from '#web/components/user-menu-panel.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

/**
 * `/menu`: the user menu as a page. The header's menu button submits to it until the page's
 * script has hydrated, so a tap on a slow phone is never lost (user-menu.tsx); afterwards the
 * button opens the same links in place.
 */
export const load = ({ lang }: ScreenContext) => loadAccountsCatalogue(lang);

export const head = membersHead('nav.userMenu');

export default function MenuScreen() {
  const { t } = useI18n();
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  return (
    <div className="mx-auto max-w-md px-4 py-8" data-testid="menu-page">
      <h1 className="mb-4 font-serif text-2xl font-bold text-stone-900">{t('nav.userMenu')}</h1>
      <div className="rounded-lg border border-stone-200 bg-white py-1">
        <UserMenuPanel session={session} focusFirst={false} />
      </div>
    </div>
  );
}
