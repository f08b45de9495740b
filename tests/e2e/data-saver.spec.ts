import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import { expectAxeClean, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 17 item 3 (decisions 014): with `Save-Data: on`, or the reader's own switch, a post's
 * page is its HTML, its styles and a small script: pictures wait for a tap that names their
 * size, no font file is fetched, the app loads with the first tap on a control, and a line
 * says how many bytes the page has used.
 */

const BUDGET = 60 * 1024;

/** A post with a featured picture and one in its body, if the demo has one (else any with a picture). */
async function postWithPicture(request: APIRequestContext, lang: 'en' | 'hi' = 'en'): Promise<string> {
  const posts = (await (await request.get('/wp-json/wp/v2/posts?per_page=100')).json()) as ApiPost[];
  const post = posts.find((p) => p.lang === lang && p.featured_image !== '');
  expect(post, `a ${lang} post with a picture`).toBeDefined();
  return new URL(post!.link).pathname;
}

/** Bytes on the wire for every response the page gets (headers and body, as compressed), from CDP. */
async function meter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const seen: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) =>
    seen.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength }),
  );
  return {
    seen,
    total: () => seen.reduce((sum, { bytes }) => sum + bytes, 0),
  };
}

/** The page, loaded and quiet: everything it fetches before any tap. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#page-bytes')).toHaveText(/This page has used \d+ KB of data|इस पेज ने/);
}

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('a post page costs under 60 KB before any tap, and a tapped picture loads', async ({
    page,
    request,
  }, info) => {
    const problems = watchConsole(page);
    const path = await postWithPicture(request);
    const wire = await meter(page);
    const response = await page.goto(path);
    expect(response?.headers().vary).toMatch(/Save-Data/);
    await settle(page);
    const before = wire.total();
    info.annotations.push({ type: 'bytes before any tap', description: String(before) });
    expect(before, wire.seen.map((s) => `${s.bytes} ${s.url}`).join('\n')).toBeLessThan(BUDGET);
    // What it did not fetch: the app, font files, pictures.
    const urls = wire.seen.map((s) => s.url);
    expect(
      urls.filter((url) => /entry-client.*\.js|\.woff2?$|\/wp-content\/uploads\/|\/avatars\//.test(url)),
    ).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const placeholder = page.locator('main [data-img-tap]').first();
    await expect(placeholder.getByRole('button')).toHaveText(/^Image \d+×\d+, \d+ KB — tap to load$/);
    await expect(page.locator('#page-bytes')).toHaveText(/This page has used \d+ KB of data/);
    await shot(page, info, 'data-saver-post');

    // A tap loads that one picture, and nothing else.
    await placeholder.getByRole('button').click();
    const picture = placeholder.locator('img');
    await expect(picture).toHaveAttribute('src', /\/wp-content\/uploads\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(placeholder.getByRole('button')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await shot(page, info, 'data-saver-picture-tapped');

    // The first tap on a control loads the app, which takes the tap: Save saves.
    await page.getByTestId('article-tools').getByRole('button', { name: /^Save/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('article-tools').getByRole('button', { name: /^Saved/ })).toBeVisible();
    // The picture the reader tapped stays: the app hydrated the page as it was.
    await expect(picture).toHaveAttribute('src', /\/wp-content\/uploads\//);
    await expectAxeClean(page, 'the data saver post page');
    expect(problems).toEqual([]);
  });

  test('a Hindi reader gets the light page in Hindi', async ({ page, context, request, baseURL }, info) => {
    await useLanguage(context, baseURL!, 'hi');
    await page.goto(await postWithPicture(request, 'hi'));
    await settle(page);
    await expect(page.locator('main [data-img-tap] button').first()).toHaveText(
      /^तस्वीर \d+×\d+, \d+ KB — लोड करने के लिए छुएँ$/,
    );
    await expect(page.locator('#page-bytes')).toHaveText(/^इस पेज ने अब तक \d+ KB डेटा लिया$/);
    await expect(page.getByRole('link', { name: 'डेटा सेवर बंद करें' })).toBeVisible();
    await shot(page, info, 'data-saver-post-hi');
  });

  test('a video shows no preview picture', async ({ page, request }) => {
    const [video] = (await (await request.get('/wp-json/wp/v2/videos?per_page=1')).json()) as ApiPost[];
    await page.goto(new URL(video!.link).pathname);
    await settle(page);
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Play video/ })).toBeVisible();
  });
});

test('a visitor turns the data saver on in the footer, and off again', async ({ page, request }, info) => {
  const path = await postWithPicture(request);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('main article img').first()).toBeVisible();
  await page.getByRole('link', { name: 'Turn on data saver' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  // The same page, light: measured from a fresh load.
  const wire = await meter(page);
  await page.reload();
  await settle(page);
  expect(wire.total()).toBeLessThan(BUDGET);
  await expect(page.locator('main [data-img-tap]').first()).toBeVisible();
  await shot(page, info, 'data-saver-footer-on');
  await page.getByRole('link', { name: 'Turn off data saver' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-save-data', '');
  await expect(page.locator('main [data-img-tap]')).toHaveCount(0);
});

test('a member turns the data saver on in the user menu', async ({ page, request }, info) => {
  const mailbox = await openMailbox();
  try {
    await signIn(page, mailbox, uniqueEmail(info, 'light'));
    const path = await postWithPicture(request);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Your account menu' }).click();
    await page.getByTestId('menu-data-saver').click();
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
    await expect(page.locator('main [data-img-tap] button').first()).toHaveText(/tap to load/);
    // The member's menu still opens: the first tap brings the app.
    await page.getByRole('button', { name: 'Your account menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('menu-data-saver')).toHaveText('Turn off data saver');
    await shot(page, info, 'data-saver-user-menu');
    await page.getByTestId('menu-data-saver').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-save-data', '');
  } finally {
    await mailbox.close();
  }
});
