import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useDataSaver } from '#web/lib/data-saver.ts';
import { useRouter } from '#web/lib/router.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { flatMenu, LeaderboardAndSaved, MenuItems } from './menu-link.tsx';

/**
 * The footer menu's links, flat (spec §2): in the footer and the sidebar. Then the device's
 * own: the saved posts and the data saver's switch, a link that works before any script
 * (decisions 014).
 */
export function FooterMenu({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useI18n();
  const saver = useDataSaver();
  const { location } = useRouter().state;
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} aria-label={t('nav.footer')}>
      <MenuItems
        entries={flatMenu(settings.menus.footer)}
        className="text-stone-600 hover:text-rose-800 hover:underline"
      />
      <LeaderboardAndSaved className="text-stone-600 hover:text-rose-800 hover:underline" />
      <li>
        <a
          href={`/data-saver/${saver ? 'off' : 'on'}?next=${encodeURIComponent(location.pathname + location.search)}`}
          className="text-stone-600 hover:text-rose-800 hover:underline"
          data-reload=""
          data-testid="data-saver-switch"
        >
          {t(saver ? 'dataSaver.turnOff' : 'dataSaver.turnOn')}
        </a>
      </li>
    </ul>
  );
}
