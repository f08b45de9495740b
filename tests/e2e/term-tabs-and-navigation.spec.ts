import { expect, test } from '@playwright/test';
import { PHONE_ONLY, watchConsole } from './helpers.ts';

test('a reader picks a term tab: the hash keeps it across a reload, an unknown hash falls back', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const third = tabs.nth(2);
  const id = (await third.getAttribute('id'))!.replace('term_tabs_tab-', '');
  await third.click();
  await expect(page).toHaveURL(new RegExp(`#term_tabs_tab-${id}$`));
  await expect(third).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#term-tab-panel article').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');

  await page.goto('/#term_tabs_tab-999999');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

// the strip overflows on a phone
test('the tab strip scrolls 250 px a step with arrows when it overflows', PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const right = page.getByRole('button', { name: 'Scroll topics right' });
  await expect(right).toBeVisible();
  const strip = page.getByRole('tablist');
  await right.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(250);
});

test('the home feed loads more posts as the reader scrolls', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const body = page.locator('[data-feed-style="PostList"] article');
  await expect(body).toHaveCount(10);
  for (let i = 0; i < 5 && (await body.count()) <= 10; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(200);
  }
  await expect.poll(() => body.count()).toBeGreaterThan(10);
});

test('a visitor sends the contact form and its answer replaces the form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Your name').fill('Asha');
  await page.getByLabel('Your e-mail').fill('asha@example.com');
  await page.getByLabel('Subject').fill('Writing');
  await page.getByLabel('Your message').fill('I would like to write about my town.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for your message');
  await expect(page.getByLabel('Your name')).toHaveCount(0);
});

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Ravi');
  await page.getByLabel('Your e-mail').fill('ravi@example.com');
  await page.getByLabel('Your message').fill('Hello from a phone without JavaScript.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/contact\?contact=mail_sent$/);
  await expect(page.getByRole('status')).toBeVisible();
  await context.close();
});

test('a poll shows its options read-only with Login to vote', async ({ page, request }) => {
  const [poll] = (await (await request.get('/wp-json/wp/v2/polls?per_page=1')).json()) as { link: string }[];
  await page.goto(new URL(poll!.link).pathname);
  await expect(page.getByText('Login to vote').first()).toBeVisible();
});

// the side menu is the phone menu
test(
  'keyboard: the phone menu opens, keeps focus, and closes with Escape returning focus',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#side-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  },
);
