import { expect, test } from '@playwright/test';
import { routePaths, watchConsole } from './helpers.ts';

test('every route answers with server-rendered HTML and hydrates without warnings', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  for (const [name, path] of Object.entries(await routePaths(request))) {
    if (name === 'notFound') continue;
    const raw = await request.get(path);
    expect(raw.status(), name).toBe(200);
    const html = await raw.text();
    expect(html, name).toMatch(/<h1[ >]/);
    await page.goto(path);
    await expect(page.locator('html'), name).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('h1').first(), name).toBeVisible();
  }
  const notFound = await request.get('/404');
  expect(notFound.status()).toBe(404);
  expect(problems).toEqual([]);
});
