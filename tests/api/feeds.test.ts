import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let hiddenSlugs: string[];
const parser = new XMLParser({ ignoreAttributes: false });

beforeAll(async () => {
  t = await createTestApp();
  hiddenSlugs = (
    await t.database.query<{ slug: string }>(`SELECT slug FROM posts WHERE NOT listed OR status <> 'publish'`)
  ).map((r) => r.slug);
});
afterAll(async () => {
  await t?.close();
});

async function xml(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  expect(r.statusCode, url).toBe(200);
  expect(r.headers['content-type']).toMatch(/xml/);
  return { doc: parser.parse(r.body), body: r.body };
}

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function expectNoHidden(links: string[]) {
  for (const slug of hiddenSlugs)
    expect(
      links.some((l) => l.endsWith(`/${slug}`)),
      slug,
    ).toBe(false);
}

describe('sitemaps, feeds and robots.txt (decisions §4, §8)', () => {
  it('has hidden posts in the demo to leave out', () => {
    expect(hiddenSlugs.length).toBeGreaterThan(0);
  });

  it('sitemap.xml parses and lists only visible posts', async () => {
    const { doc } = await xml('/sitemap.xml');
    const locs = asList(doc.urlset.url).map((u: { loc: string }) => u.loc);
    expect(locs.length).toBeGreaterThan(50);
    expect(locs).toContain('http://localhost:3000/about');
    expectNoHidden(locs);
  });

  it('the news sitemap covers the last two days', async () => {
    const { doc } = await xml('/news-sitemap.xml');
    expect(doc.urlset['@_xmlns:news']).toContain('sitemap-news');
    const urls = asList(doc.urlset.url) as { 'news:news': { 'news:publication_date': string } }[];
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) {
      expect(Date.now() - Date.parse(u['news:news']['news:publication_date'])).toBeLessThan(49 * 3600_000);
    }
  });

  it('RSS of the site, a category and an author parse and list only visible posts', async () => {
    const [author] = await t.database.query<{ slug: string }>(
      // an author with a hidden post and at least one visible one, whatever the row order
      `SELECT u.slug FROM users u
        WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND NOT p.listed)
          AND EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND p.listed AND p.status = 'publish')
        ORDER BY u.id LIMIT 1`,
    );
    for (const url of ['/feed', '/category/education/feed', `/author/${author!.slug}/feed`]) {
      const { doc } = await xml(url);
      const items = asList(doc.rss.channel.item) as { link: string; title: string }[];
      expect(items.length, url).toBeGreaterThan(0);
      expectNoHidden(items.map((i) => i.link));
    }
  });

  it('an unknown or hidden category has no feed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/category/no-such-topic/feed' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/category/unlisted/feed' })).statusCode).toBe(404);
  });

  it('robots.txt names the sitemaps', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(r.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves the default sharing image as a PNG', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/og-default.png' });
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers a repeated visitor GET with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/feed' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/feed',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
