import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from '#server/config.ts';

/**
 * An incoming `X-Request-Id` is kept only when it is short and plain (a proxy's UUID or
 * trace id): anything else could forge or break log lines, so it is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,64}$/;

/** Fastify's `genReqId`: the caller's sane X-Request-Id, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line per request (issue 15) instead of Fastify's two, at info, with the request
 * id (pino's `reqId` binding), method, route pattern, path, status and duration. The query
 * string, client address and User-Agent are left out: searches and addresses are the
 * readers' business, and the id ties a line to whatever else was logged for it.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/**
 * `/metrics` in Prometheus's text format (issue 15): off (404) unless METRICS_TOKEN is set,
 * then only for `Authorization: Bearer <token>` (401 otherwise). Requests are counted and
 * timed by route pattern, never by raw path, so a scan of random URLs adds no series.
 */
export function installMetrics(app: FastifyInstance, config: Config) {
  const token = config.metricsToken;
  if (!token) return;
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // a 404 without a route would otherwise carry the path: one series for all of them
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    reply.header('cache-control', 'no-store');
    if (!ok)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized\n');
    return reply.type(register.contentType).send(await register.metrics());
  });
}
