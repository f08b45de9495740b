import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang, SignedInSession } from '#common/api-types.ts';
import { sameSitePath } from '#common/redirect.ts';
import { presentSession } from '#server/api/auth/present-session.ts';
import { movedPagePath } from '#server/domain/addresses/slug-history.ts';
import { type HttpError, meansUnavailable, toApiError } from '#server/http/errors.ts';
import { pickFields } from '#server/http/fields.ts';
import type { RenderResult } from '#web/entry-server.tsx';
import type { ApiClient, Params } from '#web/lib/api-client.ts';
import { ApiRequestError, readResponse, toQueryParams, toQueryString } from '#web/lib/api-client.ts';
import { matchRoute } from '#web/routes.ts';
import { pageVariant, variantLang, variantSavesData, varyBySaveData, wantsDataSaver } from './data-saver.ts';
import { errorPageHtml, pageStart } from './error-page.ts';
import { LANG_COOKIE, pickLanguage } from './language.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** `session` is the signed-in user's bootstrap (with the nonce), null for a visitor (issue 4). */
export type PageRenderer = (input: {
  url: URL;
  lang: Lang;
  api: ApiClient;
  session: SignedInSession | null;
  saveData?: boolean;
}) => Promise<RenderResult>;

const ENTRY = 'web/entry-client.tsx';
/** The data saver's page script (decisions 014), built apart by scripts/build-standalone.ts. */
const LITE = 'web/lite/lite.ts';

/** Files a chunk needs: its own, its static imports', and their CSS. */
function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

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
  let renderer: Promise<{ render: PageRenderer; manifest: Manifest }> | null = null;
  const loadRenderer = () => {
    renderer ??= (async () => {
      const { render } = options;
      if (render) {
        const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
        return { render, manifest: manifest as Manifest };
      }
      if (!existsSync(serverEntry) || !existsSync(manifestFile)) {
        throw new Error(`No build found in ${config.buildDir}: run "npm run build" first.`);
      }
      const mod = (await import(pathToFileURL(serverEntry).href)) as { render: PageRenderer };
      return {
        render: mod.render,
        manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
      };
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
            { params: found.params, query, viewer: request.viewer, ip: request.ip },
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
    const { render, manifest } = await loadRenderer();
    const lang = variantLang(request.cacheVariant);
    // An old build without the data saver's page script serves the full page.
    const saveData = variantSavesData(request.cacheVariant) && manifest[LITE] !== undefined;
    const url = new URL(request.url, config.publicUrl);
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
    const js = new Set<string>();
    const css = new Set<string>();
    collect(manifest, ENTRY, js, css);
    const entryFile = manifest[ENTRY]?.file ?? '';
    collect(manifest, result.screenSource, js, css);
    const preload = [...js]
      .filter((file) => file !== entryFile)
      .map((file) => `<link rel="modulepreload" href="/${file}">`)
      .join('');
    const styles = [...css].map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
    // The data saver's page loads a small script, and the app only with the reader's first tap.
    const lite = saveData ? manifest[LITE]?.file : undefined;
    const script = lite
      ? `<script defer src="/${lite}" data-app="/${entryFile}"></script>`
      : `<script type="module" src="/${entryFile}"></script>`;
    const html = `${pageStart(lang, saveData)}
${result.headTags}
${styles}${lite ? '' : preload}
</head>
<body>
<div id="app">${result.html}</div>
<script type="application/json" id="bootstrap">${result.bootstrap}</script>
${script}
</body>
</html>`;
    return reply
      .code(result.status)
      .header('content-language', lang)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
