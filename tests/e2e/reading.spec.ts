import { expect, type Page, test } from '@playwright/test';

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
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

test('the post page is complete before JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const link = page.locator('#term-tab-panel article h2 a').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/\d{4}\/\d{2}\//);
  await page.goto(href!);
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
