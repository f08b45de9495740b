import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { rich } from '#web/i18n/rich.tsx';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { useRouter } from '#web/lib/router.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { MenuItems, MenuLink, SignInLink, signInHref } from './menu-link.tsx';
import { useShellParts } from './shell-parts.tsx';
import { Icon } from './ui/icon.tsx';

/** The phone's side menu: its chunk loads on the first open. */
const SideMenu = lazy(() => import('./side-menu.tsx'));

/** Writing screens: the header says whose draft it is (spec §2, 'Draft in {name}'). */
const WRITING_ROUTES = new Set(['fep', 'write', 'create-note', 'create-video']);

export function Header() {
  const settings = useSettings();
  const { t, lang } = useI18n();
  const { state } = useRouter();
  const { session } = useSession();
  const { UserMenu } = useShellParts();
  const [open, setOpen] = useState(false);
  const closeSideMenu = useCallback(() => setOpen(false), []);
  useCloseWithOtherModals(closeSideMenu);
  const toggle = useRef<HTMLButtonElement>(null);
  const here = state.location.pathname + state.location.search;

  // A navigation closes the side menu.
  useEffect(() => setOpen(false), [here]);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('nav.skip')}
      </a>
      {/* The row's gaps are narrower on a phone: a member's buttons with the Hindi page's
          "English" once took 367 of the 358 px a 390 px phone gives, and the header wrapped. */}
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3">
        {/* Until the page's script has hydrated, the button submits to the menus as a page
            (screens/menu.tsx): a tap on a slow phone before then still opens them. */}
        <form action="/menu" method="get" className="contents">
          <button
            ref={toggle}
            type="submit"
            className="-ml-2 rounded p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
            aria-expanded={open}
            aria-controls="side-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
            onClick={(event) => {
              event.preventDefault();
              setOpen((v) => !v);
            }}
          >
            <Icon name={open ? 'close' : 'hamburger'} />
          </button>
        </form>
        <a
          href={session ? '/newsfeed' : '/'}
          className="font-serif text-2xl font-bold tracking-tight text-rose-700"
          aria-label={`${settings.name} – ${t(session ? 'nav.newsfeed' : 'nav.home')}`}
          translate="no"
        >
          {settings.name}
        </a>
        {session && WRITING_ROUTES.has(state.match.route.id) && (
          // On a phone the line has the header's full width below the buttons (issue 13: it was cut to a few letters).
          <span className="draft-in" data-testid="draft-in">
            {rich(t, 'write.draftIn', { name: <span translate="no">{session.name || session.slug}</span> })}
          </span>
        )}
        <nav aria-label={t('nav.primary')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {settings.menus.primary.map((entry) => (
              <li key={entry.id} className="group relative">
                <MenuLink
                  entry={entry}
                  className="flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
                />
                {entry.children.length > 0 && (
                  <ul className="invisible absolute left-0 top-full min-w-48 rounded-md border border-stone-200 bg-white py-1 shadow-lg group-focus-within:visible group-hover:visible">
                    <MenuItems
                      entries={entry.children}
                      className="block px-4 py-2 text-sm text-stone-700 hover:bg-stone-100"
                    />
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center sm:gap-1">
          <a
            href="/search"
            className="rounded p-2 text-stone-700 hover:bg-stone-100"
            aria-label={t('nav.search')}
          >
            <Icon name="search" />
          </a>
          <a
            href={`/lang/${lang === 'hi' ? 'en' : 'hi'}?next=${encodeURIComponent(here)}`}
            className="rounded px-2 py-1 text-sm font-medium text-stone-700 hover:bg-stone-100"
            data-reload=""
          >
            {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
            <span lang={lang === 'hi' ? 'en' : 'hi'}>{t('nav.language')}</span>
            <span className="sr-only"> – {t('nav.languageLabel')}</span>
          </a>
          {/* A visitor's Write and Sign In open the login modal (session-context.tsx). */}
          <a
            href="/write"
            className="flex items-center gap-1 rounded p-2 text-sm font-medium text-stone-700 hover:bg-stone-100 sm:px-3 sm:py-1.5"
          >
            <Icon name="writing" />
            <span className="sr-only sm:not-sr-only">{t('nav.write')}</span>
          </a>
          {session ? (
            <Suspense fallback={<span className="size-10" />}>
              <UserMenu session={session} here={here} />
            </Suspense>
          ) : (
            <SignInLink
              className="rounded-full bg-rose-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-rose-800"
              href={signInHref(state.location)}
            />
          )}
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SideMenu toggle={toggle} onClose={closeSideMenu} />
        </Suspense>
      )}
    </header>
  );
}
