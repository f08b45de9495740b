import { type RefObject, useEffect, useRef } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { LeaderboardAndSaved, MenuLink, menuTitle } from './menu-link.tsx';

/** The primary menu as the phone's side menu (spec §2), open below the header. */
export default function SideMenu({
  toggle,
  onClose,
}: {
  /** the header's menu button: Tab wraps through it, and Escape gives it focus back */
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const menu = useRef<HTMLElement>(null);

  // Spec §9: focus moves into the open menu, stays there (Tab wraps through the menu
  // and its toggle), and Escape closes it and returns focus to the toggle.
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !menu.current || !toggle.current) return;
      const items = [toggle.current, ...menu.current.querySelectorAll<HTMLElement>('a')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      const next = (at + (event.shiftKey ? -1 : 1) + items.length) % items.length;
      event.preventDefault();
      items[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toggle, onClose]);
  return (
    <nav
      ref={menu}
      id="side-menu"
      aria-label={t('nav.side')}
      className="border-t border-stone-200 bg-white lg:hidden"
    >
      <SiteMenuList className="mx-auto max-w-6xl px-4 py-2" />
    </nav>
  );
}

/** The primary menu's entries, the leaderboard and saved posts: the side menu, and the `/menu` page. */
export function SiteMenuList({
  className,
  withOwnLinks = true,
}: {
  className: string;
  /** the leaderboard and saved posts, which a member's account menu already holds */
  withOwnLinks?: boolean;
}) {
  const settings = useSettings();
  const { lang } = useI18n();
  return (
    <ul className={className}>
      {settings.menus.primary.map((entry) => (
        <li key={entry.id}>
          <MenuLink entry={entry} className="block py-2 font-medium text-stone-800" />
          {entry.children.length > 0 && (
            <ul className="mb-2 ml-4 border-l border-stone-200 pl-3">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <a href={child.path} className="block py-1.5 text-sm text-stone-600">
                    {menuTitle(child, lang)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {withOwnLinks && <LeaderboardAndSaved className="block py-2 font-medium text-stone-800" />}
    </ul>
  );
}
