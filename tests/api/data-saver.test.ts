import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost } from '#common/api-types.ts';
import { createTestApp, requireBuild, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 17 items 2 and 3 (decisions 014), on the server: the data saver's light page, its
 * place in the caches, the reader's switch, and the service worker's file. Pages render from
 * the production build, as in security-headers.test.ts.
 */
let t: TestApp;
let postPath: string;

beforeAll(async () => {
  requireBuild('build/server/entry-server.js', 'build/client/sw.js');
  t = await createTestApp({ pages: true, config: { microCacheMs: 60_000 } });
  const posts = (
    await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=20' })
  ).json() as ApiPost[];
  const post = posts.find((p) => p.featured_image !== '');
  postPath = new URL(post!.link).pathname;
});
afterAll(async () => {
  await t?.close();
});

const page = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: postPath, headers: { 'accept-encoding': 'identity', ...headers } });

/** The light page: marked, the small script instead of the app, pictures behind a tap. */
function expectLight(body: string, what: string) {
  expect(body, what).toMatch(/<html lang="(en|hi)" data-save-data>/);
  expect(body, what).toMatch(
    /<script defer src="\/assets\/lite-[\w-]+\.js" data-app="\/assets\/entry-client-[\w-]+\.js">/,
  );
  expect(body, what).not.toContain('<script type="module"');
  expect(body, what).not.toContain('rel="modulepreload"');
  expect(body, what).toContain('data-img-tap=""');
  expect(body, what).not.toMatch(/<img [^>]*\ssrc="[^"]*\/wp-content\/uploads\//);
  expect(body, what).not.toContain('rel="preload" as="image"');
}

describe('the data saver (decisions 014)', () => {
  it('serves the light page for Save-Data: on, and says pages vary by it', async () => {
    const light = await page({ 'save-data': 'on' });
    expect(light.statusCode).toBe(200);
    expectLight(light.body, 'Save-Data: on');
    expect(light.headers.vary).toMatch(/\bSave-Data\b/);
    expect(light.body).toMatch(/Image \d+×\d+, \d+ KB — tap to load/);

    const full = await page();
    expect(full.body).toContain('<html lang="en">');
    expect(full.body).toMatch(/<script type="module" src="\/assets\/entry-client-/);
    expect(full.body).not.toContain('data-img-tap');
    expect(full.headers.vary).toMatch(/\bSave-Data\b/);
  });

  it("follows the reader's switch, which wins over the header", async () => {
    expectLight((await page({ cookie: 'save_data=1' })).body, 'the cookie');
    const off = await page({ cookie: 'save_data=0', 'save-data': 'on' });
    expect(off.body).not.toContain('data-save-data');
    const hindi = await page({ cookie: 'lang=hi; save_data=1' });
    expectLight(hindi.body, 'in Hindi');
    expect(hindi.body).toMatch(/तस्वीर \d+×\d+, \d+ KB — लोड करने के लिए छुएँ/);
    expect(hindi.headers['content-language']).toBe('hi');
  });

  it('keeps the light page apart in the micro-cache', async () => {
    await page({ 'save-data': 'on' });
    const lightAgain = await page({ 'save-data': 'on' });
    expect(lightAgain.headers['x-cache']).toBe('hit');
    expectLight(lightAgain.body, 'the light page from the micro-cache');
    expect(lightAgain.headers.vary).toMatch(/\bSave-Data\b/);
    // A reader without the data saver never gets the light page the cache holds.
    const full = await page();
    expect(full.body).not.toContain('data-save-data');
    const fullAgain = await page();
    expect(fullAgain.headers['x-cache']).toBe('hit');
    expect(fullAgain.body).not.toContain('data-save-data');
  });

  it('turns on and off with a link that comes back to the page, on this site only', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/data-saver/on?next=/about%3Fx%3D1' });
    expect(on.statusCode).toBe(302);
    expect(on.headers.location).toBe('/about?x=1');
    expect(on.headers['set-cookie']).toMatch(/^save_data=1; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(on.headers['cache-control']).toBe('no-store');
    const off = await t.app.inject({ method: 'GET', url: '/data-saver/off?next=https://evil.example/' });
    expect(off.headers.location).toBe('/');
    expect(off.headers['set-cookie']).toMatch(/^save_data=0;/);
  });
});

describe('the service worker (decisions 014)', () => {
  it('is served at the root, never cached without asking, with an ETag', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    // a classic script: nothing to import
    expect(worker.body).not.toMatch(/^\s*(import|export)\b/m);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'if-none-match': String(worker.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('may run: pages allow a worker from the site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1' });
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
  });
});

describe('a failing light page (issue 15)', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({
      seed: false,
      renderPage: async () => {
        throw new Error('the screen broke');
      },
    });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('still speaks the reader language', async () => {
    const response = await failing.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=hi', 'save-data': 'on' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<html lang="hi">');
  });
});
