import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang, SignedInSession } from '#common/api-types.ts';
import { sameSitePath } from '#common/redirect.ts';
import { presentSession } from '#server/api/auth/present-session.ts';
import { movedPagePath } from '#server/domain/addresses/slug-history.ts';
import { utf8BytesOf } from '#server/http/answer-bytes.ts';
import { type HttpError, meansUnavailable, toApiError } from '#server/http/errors.ts';
import { pickFields } from '#server/http/fields.ts';
import type { RenderResult } from '#web/entry-server.tsx';
import type { ApiClient, Params } from '#web/lib/api-client.ts';
import { ApiRequestError, readResponse, toQueryParams, toQueryString } from '#web/lib/api-client.ts';
import { matchRoute } from '#web/routes.ts';
import { pageVariant, variantLang, variantSavesData, varyBySaveData, wantsDataSaver } from './data-saver.ts';
import { errorPageHtml, pageStart } from './error-page.ts';
import { LANG_COOKIE, pickLanguage } from './language.ts';
import { pageAssetsOf } from './page-assets.ts';

/** `session` is the signed-in user's bootstrap (with the nonce), null for a visitor (issue 4). */
export type PageRenderer = (input: {
  url: URL;
  lang: Lang;
  api: ApiClient;
  session: SignedInSession | null;
  saveData?: boolean;
}) => Promise<RenderResult>;

/** The route id and parameters of a path, for the old-slug lookup. */
function routeOf(pathname: string) {
  const { route, params } = matchRoute(pathname);
  return { id: route.id, params };
}

/** Server-rendered pages for every route of the table (spec §2), plus the language switch. */
export async function pageRoutes(app: FastifyInstance, options: { render?: PageRenderer }) {
  const { config } = app.deps;
  const serverEntry = path.join(config.buildDir, 'server', 'entry-server.js');
  const manifestFile = path.join(config.buildDir, 'client', '.vite', 'manifest.json');
  const pageAssets = pageAssetsOf(path.join(config.buildDir, 'client'));
  let renderer: Promise<{ render: PageRenderer }> | null = null;
  const loadRenderer = () => {
    renderer ??= (async () => {
      const { render } = options;
      if (render) return { render };
      if (!existsSync(serverEntry) || !existsSync(manifestFile)) {
        throw new Error(`No build found in ${config.buildDir}: run "npm run build" first.`);
      }
      const mod = (await import(pathToFileURL(serverEntry).href)) as { render: PageRenderer };
      return { render: mod.render };
    })();
    return renderer;
  };

  app.addHook('onRequest', async (request) => {
    request.cacheVariant = pageVariant(pickLanguage(request), wantsDataSaver(request));
  });
  varyBySaveData(app);

  // A page that fails answers a page, never the API's JSON (issue 15): in the visitor's
  // language, with the status of the failure and the security headers of every answer.
  app.setErrorHandler((error: Error & { statusCode?: number; status?: number }, request, reply) => {
    const unavailable = meansUnavailable(error);
    const status = unavailable ? 503 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (unavailable) void reply.header('retry-after', '5');
    if (status >= 500) request.log.error({ err: error }, 'page failed');
    const lang = variantLang(request.cacheVariant);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-language', lang)
      .type('text/html; charset=utf-8')
      .send(errorPageHtml(lang, request.url));
  });

  /**
   * The page's API calls, answered by the API's own handlers called directly (issue 14): the
   * page shows exactly what the API answers this visitor, without an HTTP round trip or a
   * JSON text in between. A path outside the read table (the member's own `users/me`) goes
   * through Fastify in process.
   */
  function apiFor(request: FastifyRequest): ApiClient {
    return {
      async get<T>(apiPath: string, params?: Params) {
        const found = app.deps.reads.find(apiPath);
        if (!found) return injected<T>(request, apiPath, params);
        const query = toQueryParams(params);
        const headers: Record<string, string> = {};
        const reply = {
          header(name: string, value: string) {
            headers[name] = value;
          },
          code() {},
        };
        let body: unknown;
        try {
          body = await found.handler(
            { params: found.params, query, viewer: request.viewer, ip: request.ip, signal: request.signal },
            reply,
          );
        } catch (error) {
          // a refusal (400, 403, 404) is the screen's to show; a failure is the page's
          const answer = toApiError(error as HttpError);
          if (answer.data.status >= 500) throw error;
          throw new ApiRequestError(answer.data.status, answer);
        }
        if (query._fields) body = pickFields(body, query._fields);
        return {
          data: body as T,
          total: Number(headers['x-wp-total'] ?? 0),
          totalPages: Number(headers['x-wp-totalpages'] ?? 0),
        };
      },
    };
  }

  async function injected<T>(request: FastifyRequest, apiPath: string, params?: Params) {
    const response = await app.inject({
      method: 'GET',
      url: `/wp-json${apiPath}${toQueryString(params)}`,
      headers: {
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        accept: 'application/json',
      },
      remoteAddress: request.ip,
    });
    const body = response.body ? JSON.parse(response.body) : undefined;
    return readResponse<T>(
      response.statusCode,
      (name) => {
        const value = response.headers[name];
        return value === undefined ? null : String(value);
      },
      body,
    );
  }

  app.get<{ Params: { code: string }; Querystring: { next?: string } }>(
    '/lang/:code',
    async (request, reply) => {
      const lang: Lang = request.params.code === 'hi' ? 'hi' : 'en';
      const next = sameSitePath(request.query.next, config.publicUrl) ?? '/';
      const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .header('set-cookie', `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`)
        .header('cache-control', 'no-store')
        .redirect(next, 302);
    },
  );

  app.get('/*', async (request, reply) => {
    const { render } = await loadRenderer();
    const lang = variantLang(request.cacheVariant);
    // An old build without the data saver's page script serves the full page.
    const saveData = variantSavesData(request.cacheVariant) && pageAssets.hasLite();
    const url = new URL(request.url, config.publicUrl);
    // WordPress's search address is `/?s=`: a link written for it lands on the search page
    if (url.pathname === '/' && url.searchParams.has('s'))
      return reply.header('cache-control', 'no-store').redirect(`/search${url.search}`, 301);
    // request.session is set only for a valid cookie; such a page is private (public-cache
    // skips requests with a viewer), so the nonce in it never reaches a shared cache.
    const session = request.session
      ? presentSession(
          request.session.user,
          request.session.token,
          config.publicUrl,
          (await app.deps.settings.site()).version,
        )
      : null;
    const result = await render({ url, lang, api: apiFor(request), session, saveData });
    // Decisions §10: an old slug (a percent-encoded Hindi one too) answers 301 to the page now.
    const moved =
      result.status === 404 ? await movedPagePath(app.deps.database, routeOf(url.pathname)) : null;
    if (moved) return reply.header('cache-control', 'no-store').redirect(moved + url.search, 301);
    // decisions 016: the fonts of the interface language and of the item's own language;
    // decisions 014: the data saver's page loads a small script, the app with the first tap
    const assets = pageAssets({
      screenSource: result.screenSource,
      langs: [lang, result.contentLang],
      saveData,
    });
    // the page in parts, never one string (answer-bytes.ts: a Hindi page passes 128 KB as one)
    const html = utf8BytesOf([
      `${pageStart(lang, saveData)}\n${result.headTags}\n${assets.head}\n</head>\n<body>\n<div id="app">`,
      result.html,
      '</div>\n<script type="application/json" id="bootstrap">',
      result.bootstrap,
      `</script>\n${assets.script}\n</body>\n</html>`,
    ]);
    // a route that sets Cache-Control decides for itself (public-cache.ts)
    if (result.noStore) reply.header('cache-control', 'no-store');
    return reply
      .code(result.status)
      .header('content-language', lang)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
