import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useDataSaver } from '#web/lib/data-saver.ts';
import { useRouter } from '#web/lib/router.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { flatMenu, MenuItems } from './menu-link.tsx';
import { accountQueries } from './profile/account-queries.ts';
import { Avatar } from './ui/avatar.tsx';
import { MoreIcon, type MoreIconName } from './ui/more-icons.tsx';

/**
 * The user's own entries (spec §2) in the spec's order; the profile link comes first, then
 * these, the device's own, Logout and the footer menu. "My posts" (`/me`) follows the writing
 * entries: a writer waiting for review looks for their post there (decisions 010).
 */
const ENTRIES: { path: string; label: MessageKey; icon: MoreIconName }[] = [
  { path: '/create-poll', label: 'nav.createPoll', icon: 'polls' },
  { path: '/write', label: 'nav.startWriting', icon: 'writing' },
  { path: '/create-video', label: 'nav.addVideo', icon: 'play' },
  { path: '/me', label: 'screen.myPosts', icon: 'pencil-square' },
  { path: '/mystatefeed', label: 'nav.myStateFeed', icon: 'newspaper' },
  { path: '/edit', label: 'nav.editProfile', icon: 'edit-profile' },
];

const item =
  'flex items-center gap-3 px-4 py-2.5 text-sm text-stone-800 hover:bg-stone-100 focus:bg-stone-100';

/** The member's rank this month (decisions §5), read when the menu opens. */
function MonthRank() {
  const { t } = useI18n();
  const me = useQuery(accountQueries.me(useApi())).data;
  if (!me) return null;
  return (
    <span className="block text-xs text-stone-600" data-testid="menu-rank">
      {me.leaderboard_rank > 0
        ? t('leaderboard.rankOf', { rank: me.leaderboard_rank })
        : t('leaderboard.unranked')}
    </span>
  );
}

/** The user menu's links (spec §2): profile, the user's own entries, then the footer menu. */
export default function UserMenuPanel({
  session,
  focusFirst = true,
}: {
  session: SignedInSession;
  /** the header's menu takes focus when it opens; the `/menu` page leaves it where it is */
  focusFirst?: boolean;
}) {
  const { t } = useI18n();
  const settings = useSettings();
  const saver = useDataSaver();
  const { location } = useRouter().state;
  const nav = useRef<HTMLElement>(null);
  // Opening the menu moves focus to its first link (this mounts only when it opens).
  useEffect(() => {
    if (focusFirst) nav.current?.querySelector('a')?.focus();
  }, [focusFirst]);
  return (
    <nav ref={nav} aria-label={t('nav.userMenu')}>
      <ul>
        <li>
          <a href={`/author/${session.slug}`} className={`${item} border-b border-stone-100 py-3`}>
            <Avatar src={session.avatar_url} name={session.name} size={36} />
            <span className="min-w-0">
              <span className="block truncate font-semibold" translate="no">
                {session.name || session.slug}
              </span>
              <span className="block text-xs text-stone-600">{t('nav.profile')}</span>
            </span>
          </a>
        </li>
        {session.role !== 'subscriber' && (
          <li>
            <a href="/newsroom" className={item}>
              <MoreIcon name="newspaper" size={18} className="text-stone-500" />
              {t('nav.newsroom')}
            </a>
          </li>
        )}
        <li>
          <a href="/leaderboard" className={item} data-testid="menu-leaderboard">
            <MoreIcon name="fire" size={18} className="text-stone-500" />
            <span className="min-w-0">
              <span className="block">{t('nav.leaderboard')}</span>
              <MonthRank />
            </span>
          </a>
        </li>
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <a href={entry.path} className={item}>
              <MoreIcon name={entry.icon} size={18} className="text-stone-500" />
              {t(entry.label)}
            </a>
          </li>
        ))}
        {/* The device's own (decisions 014): saved posts and the data saver's switch. */}
        <li>
          <a href="/saved" className={item}>
            <MoreIcon name="check-badge" size={18} className="text-stone-500" />
            {t('nav.saved')}
          </a>
        </li>
        <li>
          <a
            href={`/data-saver/${saver ? 'off' : 'on'}?next=${encodeURIComponent(location.pathname + location.search)}`}
            className={item}
            data-reload=""
            data-testid="menu-data-saver"
          >
            <MoreIcon name="info" size={18} className="text-stone-500" />
            {t(saver ? 'dataSaver.turnOff' : 'dataSaver.turnOn')}
          </a>
        </li>
        <li>
          <a href="/logout" className={item}>
            <MoreIcon name="logout" size={18} className="text-stone-500" />
            {t('nav.logout')}
          </a>
        </li>
      </ul>
      <ul className="mt-1 border-t border-stone-100 pt-1" aria-label={t('nav.footer')}>
        <MenuItems
          entries={flatMenu(settings.menus.footer)}
          className="block px-4 py-1.5 text-xs text-stone-600 hover:bg-stone-100"
        />
      </ul>
    </nav>
  );
}
