import { expect, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import { authorWithPosts, firstLink, hiddenPostLinks } from './helpers.ts';

test('a shared post link carries its card: og:title, og:image, twitter:card, canonical, JSON-LD', async ({
  request,
}) => {
  const path = await firstLink(request, '/wp-json/wp/v2/posts?per_page=1');
  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
  // its generated card (decisions 015): a 1200×630 PNG at an address that never changes its picture
  const image =
    /<meta property="og:image" content="(https?:\/\/[^"]+\/og\/post\/\d+-[0-9a-f]{8}\.png)">/.exec(html)?.[1];
  expect(image).toBeDefined();
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  expect(html).toContain('<meta property="og:image:height" content="630">');
  expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
  const card = await request.get(new URL(image!).pathname);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}">`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; author?: { '@type': string } },
  );
  expect(jsonLd.map((d) => d['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
  expect(jsonLd[0]!.author?.['@type']).toBe('Person');
  expect(html).not.toContain('name="robots" content="noindex"');
});

test('an unreviewed or unlisted post is reachable but noindex', async ({ request }) => {
  const [hidden] = await hiddenPostLinks(request);
  expect(hidden).toBeDefined();
  const html = await (await request.get(new URL(hidden!).pathname)).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('pages without their own image share the site default image', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toMatch(/\/og-default\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
});

test('without JavaScript the post shows its whole text and the home page lists posts', async ({
  browser,
  request,
}) => {
  const [post] = (await (await request.get('/wp-json/wp/v2/posts?per_page=1')).json()) as ApiPost[];
  const paragraphs = (post!.content.rendered.match(/<p[ >]/g) ?? []).length;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#term-tab-panel article').nth(5)).toBeVisible();
  await page.goto(new URL(post!.link).pathname);
  await expect(page.locator('.article-body p')).toHaveCount(paragraphs);
  const lastParagraph = post!.content.rendered.match(/<p>([^<]{20,})<\/p>\s*$/)?.[1];
  if (lastParagraph) await expect(page.locator('.article-body')).toContainText(lastParagraph.slice(0, 40));
  await context.close();
});

test('sitemap.xml, the news sitemap and every RSS feed parse as XML and list only visible posts', async ({
  page,
  request,
}) => {
  const hidden = await hiddenPostLinks(request);
  const author = await authorWithPosts(request);
  const categories = ['/category/education', '/category/culture/books'];
  const urls = [
    '/sitemap.xml',
    '/news-sitemap.xml',
    '/feed',
    `${author}/feed`,
    ...categories.map((c) => `${c}/feed`),
  ];
  await page.goto('/robots.txt');
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const text = await response.text();
    // The browser's own XML parser: a malformed document yields a <parsererror>.
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        links: [...doc.querySelectorAll('url > loc, item > link')].map((n) => n.textContent ?? ''),
      };
    }, text);
    expect(parsed.error, url).toBe(false);
    expect(parsed.root, url).toBe(url.includes('sitemap') ? 'urlset' : 'rss');
    if (url !== '/news-sitemap.xml') expect(parsed.links.length, url).toBeGreaterThan(0);
    for (const link of hidden) expect(parsed.links, `${url} lists ${link}`).not.toContain(link);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('/sitemap.xml');
});

test('a repeated visitor GET with If-None-Match is answered 304', async ({ request }) => {
  for (const url of [
    '/',
    await firstLink(request, '/wp-json/wp/v2/posts?per_page=1'),
    '/wp-json/wp/v2/posts',
  ]) {
    const first = await request.get(url);
    expect(first.headers()['cache-control'], url).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    const etag = first.headers().etag;
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, { headers: { 'if-none-match': etag! } });
    expect(again.status(), url).toBe(304);
  }
});
