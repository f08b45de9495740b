import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { SettingsStore } from '#server/domain/settings.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let database: Database;
let withMetrics: FastifyInstance;
let withoutMetrics: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // the routes below read no table, so PGlite in memory serves both drivers' purpose here
  database = await openDatabase({ dataDir: 'memory://' });
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-awaaz-test' });
  const settings = new SettingsStore(database, base.publicUrl);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  withMetrics = await buildApp(
    { config: { ...base, logLevel: 'info', metricsToken: TOKEN }, database, settings },
    { pages: false, logStream },
  );
  withoutMetrics = await buildApp({ config: base, database, settings }, { pages: false });
});
afterAll(async () => {
  await withMetrics?.close();
  await withoutMetrics?.close();
  await database?.close();
});

describe('/metrics (issue 15)', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await withoutMetrics.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the bearer token and refuses a wrong one', async () => {
    const none = await withMetrics.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('http_requests_total');
    const wrong = await withMetrics.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await withMetrics.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts and times requests by route pattern and status, with process metrics', async () => {
    await withMetrics.inject({ url: '/healthz' });
    await withMetrics.inject({ url: '/no/such/page/1' });
    await withMetrics.inject({ url: '/no/such/page/2' });
    const r = await withMetrics.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status_code="200"\} 1$/m);
    // unknown paths share one series instead of one each
    expect(r.body).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 2$/m);
    expect(r.body).not.toContain('/no/such/page');
    expect(r.body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"/m,
    );
    expect(r.body).toContain('process_cpu_user_seconds_total');
    expect(r.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});

describe('request ids and the request log (issue 15)', () => {
  it('gives each request an id, keeps a sane incoming one and replaces anything else', async () => {
    const fresh = await withMetrics.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await withMetrics.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-4f2a.77:9' } });
    expect(kept.headers['x-request-id']).toBe('edge-4f2a.77:9');
    for (const bad of ['a b', 'x'.repeat(65), 'id"}\n{"forged":1', '']) {
      const replaced = await withMetrics.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes one info line per request with its id, route, status and duration, no query', async () => {
    lines.length = 0;
    const r = await withMetrics.inject({
      url: '/wp-json/wp/v2/no-such-route?search=private+words',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(r.statusCode).toBe(404);
    const mine = lines.filter((line) => line.reqId === 'trace-123');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/wp-json/wp/v2/no-such-route',
      status: 404,
    });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(mine[0])).not.toContain('private');
  });
});
