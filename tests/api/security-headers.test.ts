import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost, ApiTerm, ApiUser } from '#common/api-types.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, requireBuild, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Decisions §10 (issue 15): every answer, and above all every page, carries the security
 * headers; the CSP has a fresh nonce per response and lets no inline script run without it.
 * The pages are rendered from the build, as in no-email-leak.test.ts.
 */
// Pages render from the production build: `npm test` builds before the API tests, and a
// lone `vitest` run without `npm run build` fails here and says so.
let t: TestApp;
let member: { cookie: string; 'x-wp-nonce': string };

beforeAll(async () => {
  requireBuild('build/server/entry-server.js');
  t = await createTestApp({ pages: true });
  member = await signedInHeaders(t.database, await createUser(t.database));
});
afterAll(async () => {
  await t?.close();
});

/** The CSP as a map of directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const policy = csp(response);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  expect(
    scripts.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s)),
    what,
  ).toBe(true);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(policy.get('frame-src'), what).toEqual(
    expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
  );
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  // PUBLIC_URL is http here: HSTS would pin a site that has no https.
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

async function firstLink(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/wp-json${url}` });
  const [item] = response.json() as (ApiPost | ApiTerm | ApiUser)[];
  expect(item, url).toBeDefined();
  return new URL(item!.link).pathname;
}

/** One address of each page type of the route table (web/routes.ts), as every-route.spec.ts. */
async function pagePaths(): Promise<Record<string, string>> {
  const author = await firstLink('/yka/v1/follow/?per_page=1');
  return {
    home: '/',
    search: '/search?s=school',
    logout: '/logout',
    signIn: '/sign-in?email=reader%40example.org',
    post: await firstLink('/wp/v2/posts?per_page=1'),
    author,
    authorPolls: `${author}/polls`,
    video: await firstLink('/wp/v2/videos?per_page=1'),
    poll: await firstLink('/wp/v2/polls?per_page=1'),
    note: await firstLink('/wp/v2/notes?per_page=1'),
    page: '/about',
    contact: '/contact',
    archive: '/category/education',
    subcategory: '/category/culture/books',
    locations: '/locations',
    pollsList: '/polls-list',
    newsfeed: '/newsfeed',
    edit: '/edit',
    me: '/me',
    createPoll: '/create-poll',
    createNote: '/create-note',
    write: '/write',
    myStateFeed: '/mystatefeed',
    notFound: '/404',
    missing: '/no-such-page-anywhere',
  };
}

describe('security headers (decisions §10)', () => {
  it('are on every page type, for visitors and members, with a fresh nonce each time', async () => {
    const nonces = new Set<string>();
    for (const [name, url] of Object.entries(await pagePaths())) {
      for (const headers of [{}, { cookie: member.cookie }, { cookie: 'lang=hi' }]) {
        const what = `${name} ${url} ${JSON.stringify(headers)}`;
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, what).toBeLessThan(500);
        expect(response.headers['content-type'], what).toMatch(/^text\/html/);
        expectSecurityHeaders(response, what);
        const nonce = (csp(response).get('script-src') ?? []).find((s) => s.startsWith("'nonce-"));
        expect(nonce, what).toMatch(/^'nonce-[\w+/=-]+'$/);
        expect(nonces.has(nonce!), `${what}: nonce reused`).toBe(false);
        nonces.add(nonce!);
        // No inline script runs: the bootstrap is JSON data; every executable script has a src.
        const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
        expect(scripts.length, `${what}: scripts`).toBeGreaterThan(0);
        for (const attributes of scripts) {
          expect(attributes, what).toMatch(/type="application\/(json|ld\+json)"|\ssrc="\//);
        }
        expect(response.body, what).not.toContain('window.__BOOTSTRAP__');
        if (response.statusCode === 200) expect(response.body, what).toContain('id="bootstrap"');
      }
    }
  });

  it('come fresh on a page replayed from the micro-cache, which needs no nonce', async () => {
    const cached = await createTestApp({ pages: true, config: { microCacheMs: 60_000 } });
    try {
      const first = await cached.app.inject({ method: 'GET', url: '/about' });
      const again = await cached.app.inject({ method: 'GET', url: '/about' });
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      expectSecurityHeaders(again, 'cache hit');
      expect(csp(again).get('script-src')).not.toEqual(csp(first).get('script-src'));
      expect(again.body).not.toMatch(/nonce=/);
    } finally {
      await cached.close();
    }
  });

  it('are on API answers, feeds and assets too', async () => {
    for (const url of [
      '/wp-json/wp/v2/posts?per_page=1',
      '/wp-json/nothing',
      '/feed',
      '/sitemap.xml',
      '/healthz',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(response, url);
    }
  });

  it('let the settings’ analytics and ad script origins load, and nothing else of theirs', async () => {
    const settings = t.app.deps.settings;
    const stored = await settings.stored();
    await settings.save({
      ...stored,
      analytics_url: 'https://stats.example.org/script.js?id=1',
      ad_script_url: 'https://ads.example.net/tag.js',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/wp-json/yka/v2/settings' });
      const policy = csp(response);
      expect(policy.get('script-src')).toEqual(
        expect.arrayContaining(['https://stats.example.org', 'https://ads.example.net']),
      );
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining(["'self'", 'https://stats.example.org', 'https://ads.example.net']),
      );
    } finally {
      await settings.save(stored);
    }
    const after = csp(await t.app.inject({ method: 'GET', url: '/healthz' }));
    expect(after.get('script-src')?.join(' ')).not.toContain('example.net');
  });

  it('add HSTS and upgrade-insecure-requests only when the site is served over https', async () => {
    const secure = await createTestApp({ seed: false, config: { publicUrl: 'https://awaaz.example' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' });
    expect(csp(plain).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('a page that fails (issue 15)', () => {
  let failing: TestApp;
  let failWith: Error & { statusCode?: number } = new Error('the screen broke');
  beforeAll(async () => {
    failing = await createTestApp({
      seed: false,
      renderPage: async () => {
        throw failWith;
      },
    });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('answers an HTML error page in English, status 500, with the security headers', async () => {
    failWith = new Error('the screen broke');
    const response = await failing.app.inject({ method: 'GET', url: '/2026/11/some-post?x="<b>' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('This page could not be shown');
    expect(response.body).toContain('Try again');
    expect(response.body).not.toContain('the screen broke'); // no internals to the reader
    expect(response.body).not.toContain('<b>');
    expect(response.body).not.toMatch(/<script/);
    expect(() => JSON.parse(response.body)).toThrow();
    expectSecurityHeaders(response, 'error page');
  });

  it('speaks Hindi to a Hindi reader', async () => {
    failWith = new Error('the screen broke');
    const response = await failing.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=hi' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-language']).toBe('hi');
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('यह पेज दिखाया नहीं जा सका');
    expect(response.body).toContain('फिर कोशिश करें');
  });

  it('keeps the status of a failure that has one (database away: 503)', async () => {
    failWith = Object.assign(new Error('database unavailable'), { statusCode: 503 });
    const response = await failing.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('This page could not be shown');
  });

  it('answers 503 with Retry-After when the page met a lost database, directly or through the API', async () => {
    for (const error of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('The database is not available right now.'), { status: 503 }),
    ]) {
      failWith = error;
      const response = await failing.app.inject({ method: 'GET', url: '/about' });
      expect(response.statusCode, error.message).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toContain('This page could not be shown');
    }
  });

  it('leaves the API answering JSON', async () => {
    const response = await failing.app.inject({ method: 'GET', url: '/wp-json/wp/v2/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'rest_no_route' });
  });
});
