import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.ts';
import { flatMenu, MenuItems } from './menu-link.tsx';

/** The footer menu's links, flat (spec §2): in the footer and the sidebar. */
export function FooterMenu({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} aria-label={t('nav.footer')}>
      <MenuItems
        entries={flatMenu(settings.menus.footer)}
        className="text-stone-600 hover:text-rose-800 hover:underline"
      />
      <li>
        <a href="/leaderboard" className="text-stone-600 hover:text-rose-800 hover:underline">
          {t('nav.leaderboard')}
        </a>
      </li>
    </ul>
  );
}
