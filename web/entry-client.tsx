import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Lang, SignedInSession } from '#common/api-types.ts';
import { App } from './app.tsx';
import { loadShellParts, ShellPartsContext } from './components/shell-parts.tsx';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { loadCatalogue } from './i18n/translate.ts';
import { browserApiClient, setWriteNonce } from './lib/api-client.ts';
import { ApiProvider } from './lib/api-context.tsx';
import { DataSaverContext, pageSavesData } from './lib/data-saver.ts';
import { HydratedMark } from './lib/hydrated-mark.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { RouterProvider, resolveRoute } from './lib/router.tsx';
import { SessionProvider } from './lib/session-context.tsx';
import { SettingsProvider } from './lib/use-settings.tsx';
import { registerServiceWorker } from './offline/register.ts';
import { matchRoute } from './routes.ts';
// Web fonts are not in the bundle's CSS: the server names the page language's (decisions 016).
import './styles.css';

/** The server's page data; `session` (with its nonce) only on a signed-in, private page. */
interface Bootstrap {
  lang: Lang;
  session?: SignedInSession | null;
  queries: unknown;
  /** posts whose body the page carries only as HTML (entry-server.tsx `pageData`) */
  bodies?: number[];
}

/** Puts back the bodies the server left out of the data: each is in the page, whole. */
function restoreBodies(state: DehydratedState, bodies: number[]) {
  for (const id of bodies) {
    const html = document.querySelector(`[data-body-of="${id}"] > [data-content]`)?.innerHTML;
    if (html === undefined) continue;
    for (const query of state.queries) {
      const found = (query.state.data as { data?: unknown } | undefined)?.data;
      if (!Array.isArray(found)) continue;
      for (const post of found as { id: number; content?: { rendered: string } }[])
        if (post.id === id && post.content?.rendered === '') post.content.rendered = html;
    }
  }
}

/**
 * The page data is a JSON element, not a script: the Content-Security-Policy runs no inline
 * script, and a page replayed from the micro-cache has no nonce to match (decisions §10).
 */
function readBootstrap(): Bootstrap {
  const text = document.getElementById('bootstrap')?.textContent;
  return text ? (JSON.parse(text) as Bootstrap) : { lang: 'en', queries: undefined };
}

/**
 * Resolves after the browser has painted a frame: the server's page shows before hydration's
 * long task, where the script arrives first (a cached one, a fast link). Decisions 016.
 */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  const boot = readBootstrap();
  const queryClient = createQueryClient();
  if (boot.queries) {
    // The server leaves its clock out of the page (see entry-server.tsx): the data is as
    // fresh as the page that carried it.
    const state = boot.queries as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    restoreBodies(state, boot.bodies ?? []);
    hydrate(queryClient, state);
  }
  // Before the first route loads: screens' `load` checks whether the page is signed in.
  setWriteNonce(boot.session?.nonce ?? null);
  const api = browserApiClient();
  const [initial, , shellParts, saver] = await Promise.all([
    resolveRoute(new URL(window.location.href), api, queryClient, boot.lang),
    loadCatalogue(boot.lang),
    loadShellParts({
      sidebar: matchRoute(window.location.pathname).route.layout === 'app',
      userMenu: Boolean(boot.session),
    }),
    // the data saver's pictures, on its pages only (decisions 014)
    pageSavesData() ? import('./components/data-saver/placeholders.tsx').then((m) => m.dataSaverParts) : null,
    afterPaint(),
  ]);
  // A transition: React hydrates in slices and lets the browser breathe between them, so a
  // slow phone never sees one long task (Lighthouse's Total Blocking Time, issue 14).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('app')!,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <SettingsProvider>
              <I18nProvider lang={boot.lang}>
                <SessionProvider initial={boot.session ?? null}>
                  <RouterProvider initial={initial} lang={boot.lang}>
                    <ShellPartsContext.Provider value={shellParts}>
                      <DataSaverContext.Provider value={saver}>
                        <HydratedMark>
                          <App />
                        </HydratedMark>
                      </DataSaverContext.Provider>
                    </ShellPartsContext.Provider>
                  </RouterProvider>
                </SessionProvider>
              </I18nProvider>
            </SettingsProvider>
          </ApiProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  registerServiceWorker();
}

void start();

// Shared by the article page and the poll feeds: kept in the entry chunk, not a chunk of
// their own (each extra chunk costs the article page's 100 KB budget a request and bytes).
export { loadConversation } from './components/conversation/load.ts';
export { useIdleModule } from './lib/use-idle-module.ts';
