import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, LogController, type RouteOptions } from 'fastify';
import { actionRoutes } from './api/actions/routes.ts';
import { authRoutes } from './api/auth/routes.ts';
import { commentRoutes } from './api/comments/routes.ts';
import { contactRoutes } from './api/contact/routes.ts';
import { contentRoutes } from './api/content/routes.ts';
import { mediaRoutes } from './api/media/routes.ts';
import { newsfeedRoutes } from './api/newsfeed/routes.ts';
import { newsroomRoutes } from './api/newsroom/routes.ts';
import { notificationRoutes } from './api/notifications/routes.ts';
import { pageviewRoutes } from './api/pageview/routes.ts';
import { pollRoutes } from './api/polls/routes.ts';
import { postRoutes } from './api/posts/routes.ts';
import { reportRoutes } from './api/reports/routes.ts';
import { settingsRoutes } from './api/settings/routes.ts';
import { termRoutes } from './api/terms/routes.ts';
import { meRoutes } from './api/users/me-routes.ts';
import { userRoutes } from './api/users/routes.ts';
import { writingRoutes } from './api/writing/routes.ts';
import { resolveBasicAuth } from './domain/auth/application-passwords.ts';
import { createMailer } from './domain/mail/mailer.ts';
import { CountCache } from './domain/posts/count-cache.ts';
import { serializeReply } from './http/answer-bytes.ts';
import type { AppDeps, AppInput } from './http/context.ts';
import { badRequest, installErrorHandling, noRoute } from './http/errors.ts';
import { installFieldsFilter } from './http/fields.ts';
import { installInputGuard } from './http/input-guard.ts';
import { installMetrics, installRequestLog, requestIdOf } from './http/observability.ts';
import { installOldSlugRedirects } from './http/old-slugs.ts';
import { installPublicCache } from './http/public-cache.ts';
import { knowApiRoutes, ReadRoutes } from './http/read-routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStatementTally } from './http/statement-tally.ts';
import { installViewer } from './http/viewer.ts';
import { assetRoutes } from './ssr/assets.ts';
import { devOutboxRoutes } from './ssr/dev-outbox.ts';
import { feedRoutes } from './ssr/feeds.ts';
import { iconRoutes } from './ssr/icons.ts';
import { offlineRoutes } from './ssr/offline-routes.ts';
import { ogImageRoutes } from './ssr/og-image.ts';
import { type PageRenderer, pageRoutes } from './ssr/page-routes.ts';
import { shareCardRoutes } from './ssr/share-cards.ts';
import { signInFormRoutes } from './ssr/sign-in-form.ts';
import { signOutFormRoutes } from './ssr/sign-out-form.ts';

export interface AppOptions {
  /** serve server-rendered pages and built assets (off for API-only tests) */
  pages?: boolean;
  /** renders pages instead of the built server bundle (tests of a page that fails) */
  renderPage?: PageRenderer;
  /** called for every route as it is added (the fuzz test walks them all) */
  onRoute?: (route: RouteOptions) => void;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: NodeJS.WritableStream;
}

/** The one Fastify instance: API under /wp-json, pages, assets and uploads (decisions §1). */
export async function buildApp(input: AppInput, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: input.config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-wp-nonce"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 300 },
    // a hop count trusts that many proxies nearest the socket, as Fastify does for a number
    trustProxy:
      typeof input.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (input.config.trustProxy as number)
        : input.config.trustProxy,
    // A path that is not valid percent-encoded UTF-8 (`/posts/%FF`) is refused before routing;
    // answer it in the WordPress shape like every other 400.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .header('cache-control', 'no-store')
        .send(badRequest('rest_invalid_param', 'The address is not valid percent-encoded UTF-8.').toJSON());
    },
    // one line per request from installRequestLog instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const deps: AppDeps = {
    ...input,
    mailer: input.mailer ?? createMailer(input.config, app.log),
    counts: new CountCache(input.config.countCacheMs),
    reads: new ReadRoutes(),
  };
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  knowApiRoutes(app, '/wp-json');
  installStatementTally(app, input.config.sqlStatementsHeader);
  app.decorate('deps', deps);
  app.decorateRequest('viewer', null);
  installErrorHandling(app);
  installInputGuard(app);
  installRequestLog(app);
  installMetrics(app, deps.config);
  installViewer(app, (request, login, password) =>
    resolveBasicAuth(deps.database, login, password, request.ip),
  );
  // JSON answers as bytes, a list an item at a time (answer-bytes.ts: no string over 128 KB).
  app.setReplySerializer(serializeReply);
  installPublicCache(app, deps.config, () => deps.counts.clear());
  await installSecurityHeaders(app, deps.config, deps.settings);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await deps.database.query('SELECT 1');
      return { status: 'ready', database: deps.database.driver };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(
    async (api) => {
      installFieldsFilter(api);
      installOldSlugRedirects(api, deps.database);
      await api.register(settingsRoutes);
      await api.register(postRoutes);
      await api.register(contentRoutes);
      await api.register(termRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(meRoutes);
      await api.register(mediaRoutes);
      await api.register(commentRoutes);
      await api.register(pollRoutes);
      await api.register(actionRoutes);
      await api.register(newsfeedRoutes);
      await api.register(pageviewRoutes);
      await api.register(contactRoutes);
      await api.register(writingRoutes);
      await api.register(newsroomRoutes);
      await api.register(reportRoutes);
      await api.register(notificationRoutes);
      api.all('/*', async () => {
        throw noRoute();
      });
    },
    { prefix: '/wp-json' },
  );
  await app.register(assetRoutes);
  await app.register(feedRoutes);
  await app.register(ogImageRoutes);
  await app.register(shareCardRoutes);
  await app.register(iconRoutes);
  await app.register(devOutboxRoutes);
  await app.register(offlineRoutes);
  await app.register(signInFormRoutes);
  await app.register(signOutFormRoutes);
  if (options.pages !== false) await app.register(pageRoutes, { render: options.renderPage });
  return app;
}
