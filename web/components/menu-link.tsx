import type { MenuEntry } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/** A settings menu entry: in-app links route, `tag: "a"` entries open as plain links (decisions §7). */
export function MenuLink({ entry, className }: { entry: MenuEntry; className?: string }) {
  const { lang } = useI18n();
  const title = lang === 'hi' && entry.title_hi ? entry.title_hi : entry.title;
  return entry.tag === 'a' ? (
    <a href={entry.path} className={className} rel="noopener" target="_blank">
      {title}
    </a>
  ) : (
    <a href={entry.path} className={className}>
      {title}
    </a>
  );
}

export function menuTitle(entry: MenuEntry, lang: string) {
  return lang === 'hi' && entry.title_hi ? entry.title_hi : entry.title;
}

/** Menu entries as list items, each a MenuLink. */
export function MenuItems({ entries, className }: { entries: MenuEntry[]; className: string }) {
  return entries.map((entry) => (
    <li key={entry.id}>
      <MenuLink entry={entry} className={className} />
    </li>
  ));
}

/** The site's own pages every menu ends with: the leaderboard and the saved posts, as list items. */
export function LeaderboardAndSaved({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <>
      <li>
        <a href="/leaderboard" className={className}>
          {t('nav.leaderboard')}
        </a>
      </li>
      <li>
        <a href="/saved" className={className}>
          {t('nav.saved')}
        </a>
      </li>
    </>
  );
}

/** A menu flat: each entry followed by its children (the footer menu, spec §2). */
export const flatMenu = (entries: MenuEntry[]) => entries.flatMap((entry) => [entry, ...entry.children]);

/**
 * A visitor's Sign in: the sign-in page, back to this page afterwards (`signInHref`). With the
 * page's script a click opens the login modal instead (session-context.tsx); without it, the
 * page's forms sign in (decisions 016).
 */
export function SignInLink({ className, href }: { className: string; href: string }) {
  const { t } = useI18n();
  return (
    <a href={href} className={className}>
      {t('nav.signIn')}
    </a>
  );
}

/**
 * The sign-in page's address from a page (the router's location): back to it afterwards; from
 * the sign-in page, its own destination. As signInPageUrl (common/sign-in.ts) writes it, which
 * every page's script would otherwise carry. The callers read the location: this module, in
 * every page's script, importing the router split the router into a chunk of its own.
 */
export function signInHref({ pathname, search }: { pathname: string; search: string }): string {
  const redirect = pathname === '/sign-in' ? new URLSearchParams(search).get('redirect') : pathname + search;
  return redirect && redirect !== '/' ? `/sign-in?${new URLSearchParams({ redirect })}` : '/sign-in';
}
