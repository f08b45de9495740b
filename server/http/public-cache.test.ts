import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { serializeReply } from './answer-bytes.ts';
import { installPublicCache, weakEtagOf } from './public-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose one route takes `workMs` and counts how often it really ran. */
async function appWithCache(microCacheMs: number, workMs = 30) {
  const app = Fastify();
  app.decorateRequest('viewer', null);
  installPublicCache(app, { ...loadConfig({ NODE_ENV: 'test' }), microCacheMs });
  // as the real viewer hook does, before the cache looks at the request
  app.addHook('onRequest', async (request) => {
    const member = request.headers['x-signed-in'];
    if (member) request.viewer = { id: Number(member), role: 'subscriber' };
  });
  const calls = { count: 0 };
  app.get('/thing', async (request) => {
    calls.count++;
    await sleep(workMs);
    const viewer = request.viewer ? ` for member ${request.viewer.id}` : '';
    const page = (request.query as { page?: string }).page;
    return `answer ${calls.count}${viewer}${page ? ` page ${page}` : ''}${'.'.repeat(2000)}`;
  });
  await app.ready();
  return { app, calls };
}

const get = (app: Awaited<ReturnType<typeof appWithCache>>['app'], headers = {}, url = '/thing') =>
  app.inject({ method: 'GET', url, headers });

describe('visitor micro-cache', () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('computes a burst of identical visitor requests once', async () => {
    const { app, calls } = await appWithCache(1000);
    close = () => app.close();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(app)));
    expect(calls.count).toBe(1);
    expect(new Set(answers.map((a) => a.body.slice(0, 8)))).toEqual(new Set(['answer 1']));
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
  });

  it('serves the previous answer while one request refreshes an expired entry', async () => {
    const { app, calls } = await appWithCache(50, 100);
    close = () => app.close();
    await get(app);
    await sleep(80); // expired, still within the stale window
    const [refresh, ...others] = await Promise.all(Array.from({ length: 5 }, () => get(app)));
    expect(calls.count).toBe(2);
    expect(refresh?.body.slice(0, 8)).toBe('answer 2');
    for (const other of others) expect(other.body.slice(0, 8)).toBe('answer 1');
    expect((await get(app)).body.slice(0, 8)).toBe('answer 2');
  });

  it('never caches or shares a signed-in answer', async () => {
    const { app, calls } = await appWithCache(1000, 1);
    close = () => app.close();
    await Promise.all([get(app, { 'x-signed-in': '1' }), get(app, { 'x-signed-in': '1' })]);
    expect(calls.count).toBe(2);
    const answer = await get(app, { 'x-signed-in': '1' });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('keys on the known parameters in any order, leaving unknown ones (trackers) out', async () => {
    const { app, calls } = await appWithCache(1000, 1);
    close = () => app.close();
    const first = await get(app, {}, '/thing?page=2&per_page=5');
    const same = [
      '/thing?per_page=5&page=2',
      '/thing?page=2&per_page=5&fbclid=IwAR0abc&utm_source=whatsapp',
      '/thing?utm_medium=social&per_page=5&page=2',
    ];
    for (const url of same) expect((await get(app, {}, url)).headers['x-cache'], url).toBe('hit');
    expect(calls.count).toBe(1);
    const other = await get(app, {}, '/thing?page=3&per_page=5');
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.body).toContain('page 3');
    expect(first.body).toContain('page 2');
    expect(calls.count).toBe(2);
  });

  it('keeps the compressed body: a hit answers brotli or gzip as the reader accepts', async () => {
    const { app } = await appWithCache(1000, 1);
    close = () => app.close();
    const fresh = await get(app);
    const br = await get(app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(fresh.body);
    const gzip = await get(app, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(fresh.body);
    const plain = await get(app, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fresh.body);
  });

  it("never serves a member another member's answer, nor a visitor's", async () => {
    const { app, calls } = await appWithCache(1000, 1);
    close = () => app.close();
    const visitor = await get(app);
    const [one, two] = await Promise.all([
      get(app, { 'x-signed-in': '7' }),
      get(app, { 'x-signed-in': '8' }),
    ]);
    expect(one.body).toContain('for member 7');
    expect(two.body).toContain('for member 8');
    expect((await get(app, { 'x-signed-in': '7' })).body).toContain('for member 7');
    expect(visitor.body).not.toContain('member');
    expect((await get(app)).headers['x-cache']).toBe('hit');
    expect(calls.count).toBe(4);
  });

  it('recomputes every time when the micro-cache is off', async () => {
    const { app, calls } = await appWithCache(0, 1);
    close = () => app.close();
    await Promise.all([get(app), get(app), get(app)]);
    expect(calls.count).toBe(3);
  });
});

describe('weakEtagOf', () => {
  it('tells apart answers of the same length that differ in one byte, and is stable', () => {
    const story = Buffer.from(JSON.stringify([{ id: 1, like: { total: 41 } }]));
    const liked = Buffer.from(JSON.stringify([{ id: 1, like: { total: 42 } }]));
    expect(liked.length).toBe(story.length);
    expect(weakEtagOf(liked)).not.toBe(weakEtagOf(story));
    expect(weakEtagOf(Buffer.from(story))).toBe(weakEtagOf(story));
    expect(weakEtagOf(story)).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
  });
});

describe('answers sent as bytes (answer-bytes.ts)', () => {
  it('gets an ETag, a 304 and a micro-cache entry that serves the same bytes, compressed too', async () => {
    const app = Fastify();
    app.decorateRequest('viewer', null);
    app.setReplySerializer(serializeReply);
    installPublicCache(app, { ...loadConfig({ NODE_ENV: 'test' }), microCacheMs: 1000 });
    let calls = 0;
    const items = Array.from({ length: 50 }, (_, i) => ({ id: i, title: i % 3 ? 'A story' : 'एक कहानी' }));
    app.get('/list', async () => {
      calls++;
      return items;
    });
    await app.ready();
    try {
      const first = await app.inject({ method: 'GET', url: '/list' });
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.body).toBe(JSON.stringify(items));
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const hit = await app.inject({ method: 'GET', url: '/list' });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(hit.headers['content-type']).toBe(first.headers['content-type']);
      const br = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
      const again = await app.inject({ method: 'GET', url: '/list', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(calls).toBe(1);
    } finally {
      await app.close();
    }
  });
});
