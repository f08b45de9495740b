import { expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // YouTube's stills on video cards: this machine reaches no outside host.
    if (/ERR_NAME_NOT_RESOLVED/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a visitor opens the home page and reads a post', async ({ page }, info) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  const featured = page.locator('#term-tab-panel article').first().getByRole('heading').first();
  const title = (await featured.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(5);
  await page.screenshot({ path: info.outputPath('home.png') });

  await featured.getByRole('link').click();
  await expect(page).toHaveURL(/\/\d{4}\/\d{2}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article-body p').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.screenshot({ path: info.outputPath('post.png'), fullPage: false });

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Latest' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the post page is complete before JavaScript runs', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#term-tab-panel article h2 a').first()).toHaveAttribute(
    'href',
    /^\/\d{4}\/\d{2}\//,
  );
  // A long article (other stories publish short ones that may now lead the home page).
  const recent = (await (await request.get('/wp-json/wp/v2/posts?per_page=100')).json()) as ApiPost[];
  const long = recent.find((post) => (post.content.rendered.match(/<p[\s>]/g) ?? []).length >= 4);
  expect(long, 'a recent post with four paragraphs').toBeDefined();
  await page.goto(new URL(long!.link).pathname);
  await expect(page.locator('.article-body p').nth(3)).toBeVisible();
  await context.close();
});

test('a reader switches the interface to Hindi', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the site in Hindi' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('tab', { name: 'ताज़ा' })).toBeVisible();
});

test('an unknown path is a 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
