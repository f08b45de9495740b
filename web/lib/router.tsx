import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Lang, SiteSettings } from '#common/api-types.ts';
import { recommendedTopicsQuery } from '#web/components/sidebar-topics.ts';
import { makeTranslate } from '#web/i18n/translate.ts';
import { queries } from '#web/queries/keys.ts';
import { matchRoute, notFoundRoute, type RouteMatch } from '#web/routes.ts';
import { loadScreen } from '#web/screens/registry.ts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { pageTitle } from './head.ts';
import {
  clearStaleChunkReload,
  disposeAdScript,
  reloadOnceForStaleChunk,
  startAdScript,
} from './navigation-hooks.ts';
import { ForbiddenError, NotFoundError, type ScreenModule } from './screen.ts';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouterState {
  location: RouterLocation;
  match: RouteMatch;
  screen: ScreenModule;
  /** 403 when the screen's `load` refused the member (the Forbidden screen shows) */
  status?: number | undefined;
  /** a chunk that failed to load: shown as a retry view instead of a blank page */
  chunkError?: { name: string; url: string } | undefined;
}

interface RouterValue {
  state: RouterState;
  processing: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

/**
 * Resolves a URL to its screen with the screen's data in the cache; unknown items become
 * NotFound, a screen the member's role may not open becomes Forbidden (same URL, status 403).
 */
export async function resolveRoute(
  url: URL,
  api: ApiClient,
  queryClient: QueryClient,
  lang: Lang,
): Promise<RouterState> {
  let match = matchRoute(url.pathname);
  let screen = await loadScreen(match.route.screen);
  const ctx = { api, queryClient, params: match.params, search: url.searchParams, lang };
  const settings = await queryClient.ensureQueryData(queries.settings(api));
  try {
    await Promise.all([
      screen.load?.(ctx),
      match.route.layout === 'app'
        ? queryClient.ensureQueryData(recommendedTopicsQuery(api, settings))
        : undefined,
    ]);
  } catch (error) {
    const location = { pathname: url.pathname, search: url.search, hash: url.hash };
    if (error instanceof ForbiddenError)
      return { location, match, screen: await loadScreen('forbidden'), status: 403 };
    if (!(error instanceof NotFoundError)) throw error;
    match = { route: notFoundRoute, params: {} };
    screen = await loadScreen(notFoundRoute.screen);
  }
  return { location: { pathname: url.pathname, search: url.search, hash: url.hash }, match, screen };
}

/** After a client-side navigation the tab title follows the screen, as a full load would. */
function updateDocumentHead(
  state: RouterState,
  url: URL,
  api: ApiClient,
  queryClient: QueryClient,
  lang: Lang,
) {
  const settings = queryClient.getQueryData(queries.settings(api).queryKey);
  if (!settings || state.chunkError) return;
  document.title = pageTitle(screenHead(state, url, { api, queryClient, lang, settings }), settings);
}

/** The head of the screen a route state shows, at `url` (the server's page and navigations alike). */
export function screenHead(
  state: RouterState,
  url: URL,
  ctx: { api: ApiClient; queryClient: QueryClient; lang: Lang; settings: SiteSettings },
) {
  return state.screen.head({
    ...ctx,
    params: state.match.params,
    search: url.searchParams,
    t: makeTranslate(ctx.lang),
    url: url.href,
  });
}

function isInternalLink(anchor: HTMLAnchorElement, event: MouseEvent) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false;
  if (anchor.target && anchor.target !== '_self') return false;
  // Offline, a page loads whole: the service worker answers a saved post, or lists them (decisions 014).
  if (!navigator.onLine) return false;
  if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return (
    !/^\/(wp-json|wp-content|assets|avatars|lang|feed|sitemap|news-sitemap|robots|og-default)/.test(
      url.pathname,
    ) && !/\/feed\/?$/.test(url.pathname)
  );
}

/** Scrolls to a hash target, except term-tab hashes which only select a tab (spec §2). */
function scrollForHash(hash: string) {
  if (hash && !hash.startsWith('#term_tabs_tab-')) {
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    return;
  }
  if (!hash) document.getElementById('app')?.scrollIntoView?.({ block: 'start' });
  window.scrollTo(0, 0);
}

export function RouterProvider({
  initial,
  lang,
  onNavigated,
  children,
}: {
  initial: RouterState;
  lang: Lang;
  onNavigated?: (state: RouterState) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const [processing, setProcessing] = useState(false);
  const api = useApi();
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const onNavigatedRef = useRef(onNavigated);
  onNavigatedRef.current = onNavigated;

  const go = useCallback(
    async (url: URL, mode: 'push' | 'replace' | 'pop') => {
      const ticket = ++latest.current;
      setProcessing(true);
      disposeAdScript();
      let next: RouterState;
      try {
        next = await resolveRoute(url, api, queryClient, lang);
        clearStaleChunkReload();
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        const timedOut = error instanceof Error && /timed out/.test(error.message);
        if (name === 'ChunkLoadError' && !timedOut && reloadOnceForStaleChunk(url.href)) return;
        next = {
          ...state,
          location: { pathname: url.pathname, search: url.search, hash: url.hash },
          chunkError: { name, url: url.href },
        };
      }
      if (ticket !== latest.current) return;
      updateDocumentHead(next, url, api, queryClient, lang);
      if (mode === 'push') window.history.pushState(null, '', url.href);
      if (mode === 'replace') window.history.replaceState(null, '', url.href);
      startTransition(() => setState(next));
      setProcessing(false);
      requestAnimationFrame(() => {
        if (mode !== 'pop') scrollForHash(url.hash);
        startAdScript(queryClient.getQueryData(queries.settings(api).queryKey)?.ad_script_url);
        onNavigatedRef.current?.(next);
      });
    },
    [api, queryClient, lang, state],
  );

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const url = new URL(to, window.location.href);
      const current = window.location;
      if (url.pathname === current.pathname && url.search === current.search && url.hash !== current.hash) {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', url.href);
        setState((s) => ({ ...s, location: { ...s.location, hash: url.hash } }));
        scrollForHash(url.hash);
        return;
      }
      void go(url, options?.replace ? 'replace' : 'push');
    },
    [go],
  );

  useEffect(() => {
    startAdScript(queryClient.getQueryData(queries.settings(api).queryKey)?.ad_script_url);
    return disposeAdScript;
  }, [api, queryClient]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isInternalLink(anchor, event)) return;
      event.preventDefault();
      navigate(anchor.href);
    };
    const onPop = () => void go(new URL(window.location.href), 'pop');
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate, go]);

  const value = useMemo(() => ({ state, processing, navigate }), [state, processing, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Static router for server rendering: same context, no navigation. */
export function StaticRouter({ state, children }: { state: RouterState; children: ReactNode }) {
  const value = useMemo(() => ({ state, processing: false, navigate: () => {} }), [state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
