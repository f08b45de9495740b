import { type DehydratedState, dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Lang, SignedInSession } from '#common/api-types.ts';
import { App } from './app.tsx';
import { dataSaverParts } from './components/data-saver/placeholders.tsx';
import { ShellPartsContext } from './components/shell-parts.tsx';
import { Sidebar } from './components/sidebar.tsx';
import { SocialIcons } from './components/social-icons.tsx';
import { UserMenu } from './components/user-menu.tsx';
import { accountsEn } from './i18n/accounts-en.ts';
import { accountsHi } from './i18n/accounts-hi.ts';
import { conversationEn } from './i18n/conversation-en.ts';
import { conversationHi } from './i18n/conversation-hi.ts';
import { en } from './i18n/en.ts';
import { hi } from './i18n/hi.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { installCatalogue } from './i18n/translate.ts';
import type { ApiClient } from './lib/api-client.ts';
import { ApiProvider } from './lib/api-context.tsx';
import { DataSaverContext } from './lib/data-saver.ts';
import { renderHeadTags } from './lib/head.ts';
import { HydratedMark } from './lib/hydrated-mark.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { resolveRoute, StaticRouter, screenHead } from './lib/router.tsx';
import { SessionProvider } from './lib/session-context.tsx';
import { SettingsProvider } from './lib/use-settings.tsx';
import { queries } from './queries/keys.ts';
import { screenFile } from './screens/registry.ts';

installCatalogue('en', en);
installCatalogue('hi', hi);
installCatalogue('en', accountsEn);
installCatalogue('hi', accountsHi);
installCatalogue('en', conversationEn);
installCatalogue('hi', conversationHi);

/** The server renders every part of the shell at once. */
const SHELL_PARTS = { Sidebar, SocialIcons, UserMenu };

export interface RenderResult {
  status: number;
  html: string;
  headTags: string;
  /** serialised for the browser: the query cache and the language */
  bootstrap: string;
  /** source file of the screen, to preload its chunk */
  screenSource: string;
  contentLang: Lang | undefined;
  /** Cache-Control: no-store (the head's `noStore`) */
  noStore: boolean;
}

/**
 * The page's data as the browser needs it to hydrate (issue 14: only that). The same data
 * must give the same HTML, so the page's ETag matches on a repeat visit (issue 3): the render
 * time is left out, and the browser stamps the data on arrival. The query hash is left out
 * (the browser makes it from the key). A post body the page shows whole (`data-body-of`) is
 * not carried twice: its `content.rendered` is emptied here and read back from the page
 * (entry-client.tsx); `bodies` names those posts.
 */
export function pageData(
  state: DehydratedState,
  html: string,
): { queries: DehydratedState; bodies: number[] } {
  const bodies = new Set<number>();
  // one pass over the page for the marks, not one search of it per item of every list
  const marked = new Set(Array.from(html.matchAll(/data-body-of="(\d+)"/g), (match) => Number(match[1])));
  const queries = state.queries.map(({ queryHash: _hash, ...query }) => {
    let data = query.state.data;
    const found = (data as { data?: unknown } | undefined)?.data;
    if (marked.size > 0 && Array.isArray(found) && found.some((item) => shownWhole(item, marked))) {
      data = {
        ...(data as object),
        data: found.map((item) => {
          if (!shownWhole(item, marked)) return item;
          bodies.add(item.id);
          return { ...item, content: { ...item.content, rendered: '' } };
        }),
      };
    }
    return {
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, data, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    };
  });
  return { queries: { ...state, queries: queries as DehydratedState['queries'] }, bodies: [...bodies] };
}

function shownWhole(
  item: unknown,
  marked: ReadonlySet<number>,
): item is { id: number; content: { rendered: string } } {
  const post = item as { id?: unknown; content?: { rendered?: unknown } } | null;
  return (
    typeof post?.id === 'number' &&
    typeof post.content?.rendered === 'string' &&
    post.content.rendered !== '' &&
    marked.has(post.id)
  );
}

/**
 * Server-renders one page: resolve the route, prefetch its data, render, dehydrate. A
 * signed-in request (`session`) is rendered signed in, and the browser hydrates with the
 * same session from the bootstrap, so both render the same header.
 */
export async function render({
  url,
  lang,
  api,
  session = null,
  saveData = false,
}: {
  url: URL;
  lang: Lang;
  api: ApiClient;
  session?: SignedInSession | null;
  /** the data saver's page (decisions 014) */
  saveData?: boolean;
}): Promise<RenderResult> {
  const queryClient = createQueryClient(true);
  const state = await resolveRoute(url, api, queryClient, lang);
  const settings = await queryClient.ensureQueryData(queries.settings(api));
  const head = screenHead(state, url, { api, queryClient, lang, settings });
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <SettingsProvider>
            <I18nProvider lang={lang}>
              <SessionProvider initial={session}>
                <StaticRouter state={state}>
                  <ShellPartsContext.Provider value={SHELL_PARTS}>
                    <DataSaverContext.Provider value={saveData ? dataSaverParts : null}>
                      <HydratedMark>
                        <App />
                      </HydratedMark>
                    </DataSaverContext.Provider>
                  </ShellPartsContext.Provider>
                </StaticRouter>
              </SessionProvider>
            </I18nProvider>
          </SettingsProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const bootstrap = JSON.stringify({ lang, session, ...pageData(dehydrate(queryClient), html) }).replace(
    /</g,
    '\\u003c',
  );
  queryClient.clear();
  return {
    status: state.status ?? (state.match.route.id === 'not-found' ? 404 : 200),
    html,
    headTags: renderHeadTags(head, settings, url.href),
    bootstrap,
    screenSource: screenFile(state.match.route.screen),
    contentLang: head.contentLang,
    noStore: head.noStore === true,
  };
}
