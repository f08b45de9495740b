import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import { expectAxeClean } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 17 item 2 (decisions 014): a reader saves a post, loses the signal, and still reads
 * it; an unsaved page offline lists what is saved; Save again removes it.
 */

/** English posts with a featured picture and at least four paragraphs, newest first. */
async function longPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const posts = (await (await request.get('/wp-json/wp/v2/posts?per_page=100')).json()) as ApiPost[];
  return posts.filter(
    (post) =>
      post.lang === 'en' &&
      post.featured_image !== '' &&
      (post.content.rendered.match(/<p[\s>]/g) ?? []).length >= 4,
  );
}

const pathOf = (post: ApiPost) => new URL(post.link).pathname;
const titleOf = (post: ApiPost) => post.title.rendered.replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');

/** The page once the service worker (registered when the page is idle) controls it. */
async function underServiceWorker(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** What the device keeps (the index the Saved screen lists). */
const savedPaths = (page: Page) =>
  page.evaluate(async () => {
    const index = await caches.match('/__awaaz/saved.json', { cacheName: 'awaaz-saved-v1' });
    return ((await index?.json()) ?? []).map((item: { path: string }) => item.path) as string[];
  });

test('a reader saves a post and reads it, and the Saved page, with no connection', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(120_000);
  const [post, other] = await longPosts(request);
  expect(other, 'two long English posts with pictures').toBeDefined();
  await page.goto(pathOf(post!));
  await underServiceWorker(page);
  const save = page.getByTestId('article-tools').getByRole('button', { name: /^Save/ });
  await expect(save).toHaveText('Save');
  await save.click();
  await expect(save).toHaveText(/^Saved/);
  await expect(page.getByRole('status')).toHaveText('Saved on this device: it opens without a connection.');
  expect(await savedPaths(page)).toEqual([pathOf(post!)]);
  await shot(page, info, 'offline-saved-button');

  // The train enters the tunnel.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(post!));
  await expect(page.locator('.article-body p').nth(3)).toBeVisible();
  // The picture is the small size kept with it, and shows.
  const picture = page.locator('article img[src*="/wp-content/uploads/"]').first();
  await expect(picture).toHaveAttribute('src', /-medium\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The app runs from the device too (the saved page's scripts), so Save still says Saved.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(save).toHaveText(/^Saved/);
  await shot(page, info, 'offline-saved-post');

  // The Saved page lists it.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved posts');
  await expect(page.locator('[data-saved-list] a')).toHaveText([titleOf(post!)]);
  await shot(page, info, 'offline-saved-page');

  // A page that is not saved says so and lists what is.
  const missing = await page.goto(pathOf(other!));
  expect(missing?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('This page is not saved on this device')).toBeVisible();
  await expectAxeClean(page, 'the offline page');
  await shot(page, info, 'offline-fallback');
  await page.locator('[data-saved-list] a').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(post!));

  // Back online: Saved again removes it, and offline the page is gone too.
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(save).toHaveText(/^Saved/);
  await save.click();
  await expect(save).toHaveText('Save');
  expect(await savedPaths(page)).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible();
  await context.setOffline(false);
});

test('the offline page speaks the language of the last page the reader saw', async ({
  page,
  context,
  request,
}, info) => {
  const [post] = await longPosts(request);
  await page.goto(pathOf(post!));
  await underServiceWorker(page);
  await page.getByTestId('article-tools').getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByTestId('article-tools').getByRole('button', { name: /^Saved/ })).toBeVisible();
  await page.goto(`/lang/hi?next=${encodeURIComponent(pathOf(post!))}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await context.setOffline(true);
  await page.goto('/leaderboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं');
  // The saved post is listed under its own title, in its own language.
  await expect(page.locator('[data-saved-list] a')).toHaveAttribute('lang', 'en');
  await shot(page, info, 'offline-fallback-hi');
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेव की गई पोस्ट');
  await context.setOffline(false);
});

test('the Saved page lists what the device keeps, and removes it', async ({ page, request }, info) => {
  const [post] = await longPosts(request);
  await page.goto('/saved');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  await shot(page, info, 'saved-empty');
  await page.goto(pathOf(post!));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('article-tools').getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByTestId('article-tools').getByRole('button', { name: /^Saved/ })).toBeVisible();
  await page.getByRole('link', { name: 'Saved posts' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved posts');
  const entry = page.getByTestId('saved-list').getByRole('listitem');
  await expect(entry.getByRole('link')).toHaveText(titleOf(post!));
  await expect(entry.locator('img')).toHaveAttribute('src', /-medium\.webp$/);
  await expectAxeClean(page, 'the Saved page with an item');
  await shot(page, info, 'saved-list');
  await entry.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  expect(await savedPaths(page)).toEqual([]);
});

test("a member's saved copy is the visitor's page: nothing of the account stays on the phone", async ({
  page,
  request,
}, info) => {
  const mailbox = await openMailbox();
  try {
    const session = await signIn(page, mailbox, uniqueEmail(info, 'saver'));
    const [post] = await longPosts(request);
    await page.goto(pathOf(post!));
    await expect(page.getByRole('button', { name: 'Your account menu' })).toBeVisible();
    await page.getByTestId('article-tools').getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByTestId('article-tools').getByRole('button', { name: /^Saved/ })).toBeVisible();
    const kept = await page.evaluate(async (path) => {
      const copy = await caches.match(new URL(path, location.origin).href, { cacheName: 'awaaz-saved-v1' });
      return copy ? { html: await copy.text(), csp: copy.headers.get('content-security-policy') } : null;
    }, pathOf(post!));
    expect(kept).not.toBeNull();
    expect(kept!.html).toContain('"session":null');
    expect(kept!.html).not.toContain(session.nonce);
    expect(kept!.html).not.toContain('Your account menu');
    // The page keeps its own policy: scripts only from the site, as when it was fetched.
    expect(kept!.csp).toMatch(/script-src 'self' 'nonce-/);
  } finally {
    await mailbox.close();
  }
});
