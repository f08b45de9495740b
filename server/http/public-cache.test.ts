import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { installPublicCache } from './public-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose one route takes `workMs` and counts how often it really ran. */
async function appWithCache(microCacheMs: number, workMs = 30) {
  const app = Fastify();
  app.decorateRequest('viewer', null);
  installPublicCache(app, { ...loadConfig({ NODE_ENV: 'test' }), microCacheMs });
  // as the real viewer hook does, before the cache looks at the request
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-signed-in']) request.viewer = { id: 1, role: 'subscriber' };
  });
  const calls = { count: 0 };
  app.get('/thing', async () => {
    calls.count++;
    await sleep(workMs);
    return `answer ${calls.count}`;
  });
  await app.ready();
  return { app, calls };
}

const get = (app: Awaited<ReturnType<typeof appWithCache>>['app'], headers = {}) =>
  app.inject({ method: 'GET', url: '/thing', headers });

describe('visitor micro-cache', () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('computes a burst of identical visitor requests once', async () => {
    const { app, calls } = await appWithCache(1000);
    close = () => app.close();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(app)));
    expect(calls.count).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['answer 1']));
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
  });

  it('serves the previous answer while one request refreshes an expired entry', async () => {
    const { app, calls } = await appWithCache(50, 100);
    close = () => app.close();
    await get(app);
    await sleep(80); // expired, still within the stale window
    const [refresh, ...others] = await Promise.all(Array.from({ length: 5 }, () => get(app)));
    expect(calls.count).toBe(2);
    expect(refresh?.body).toBe('answer 2');
    for (const other of others) expect(other.body).toBe('answer 1');
    expect((await get(app)).body).toBe('answer 2');
  });

  it('never caches or shares a signed-in answer', async () => {
    const { app, calls } = await appWithCache(1000, 1);
    close = () => app.close();
    await Promise.all([get(app, { 'x-signed-in': '1' }), get(app, { 'x-signed-in': '1' })]);
    expect(calls.count).toBe(2);
    const answer = await get(app, { 'x-signed-in': '1' });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('recomputes every time when the micro-cache is off', async () => {
    const { app, calls } = await appWithCache(0, 1);
    close = () => app.close();
    await Promise.all([get(app), get(app), get(app)]);
    expect(calls.count).toBe(3);
  });
});
