import { expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import { hostileDocument } from '#tests/helpers/hostile-html.ts';
import { firstLink, reachConversation, routePaths } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 15 in the browser: the Content-Security-Policy of decisions §10 blocks nothing the
 * site itself does, and hostile HTML in a post neither runs nor takes the writer's words with it.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __pwned?: unknown;
  }
}

/**
 * Every CSP violation of every document the page opens: the browser's
 * `securitypolicyviolation` events (caught from the first script on) and its console reports.
 * `collect()` drains the current document's events into the list and answers the list.
 */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text()))
      seen.push(`${page.url()}: ${message.text()}`);
  });
  return {
    seen,
    async collect(): Promise<string[]> {
      const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []).catch(() => []);
      seen.push(...events.map((e) => `${page.url()}: ${e}`));
      return [...seen];
    },
  };
}

test('every route, the writing screen, a video player and the share menu run under the CSP', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const csp = await watchCsp(page);
  const violations = () => csp.collect();
  // The watcher sees a violation: an injected inline script without the nonce is blocked.
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-elem blocked inline/);
  await expect.poll(() => csp.seen.some((line) => /Content Security Policy/.test(line))).toBe(true);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  csp.seen.length = 0;
  for (const [name, path] of Object.entries(await routePaths(request))) {
    const response = await page.goto(path);
    expect(response?.status(), name).toBe(name === 'notFound' ? 404 : 200);
    expect(response?.headers()['content-security-policy'], name).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.locator('html'), name).toHaveAttribute('data-hydrated', 'true');
    await violations();
  }

  // The video facade: the player's iframe comes from an allowed frame-src after the click.
  await page.goto(await firstLink(request, '/wp-json/wp/v2/videos?per_page=1'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: /^Play video/ }).click();
  const player = page.locator('main iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//);
  await page.waitForTimeout(500);
  await violations();

  // The share menu (without the Web Share API, as on a desktop browser).
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(await firstLink(request, '/wp-json/wp/v2/posts?per_page=1'));
  await reachConversation(page);
  await page.locator('[data-actions] button[aria-expanded]').click();
  await expect(page.locator('[data-actions] ul a').first()).toBeVisible();
  await violations();

  // The writing screen, signed in: TipTap mounts, takes text and formats it.
  const mailbox = await openMailbox();
  try {
    await signIn(page, mailbox, uniqueEmail(info, 'csp'));
  } finally {
    await mailbox.close();
  }
  await page.goto('/write');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const editor = page.getByRole('textbox', { name: 'Your story' });
  await editor.click();
  await page.keyboard.type('Under the policy the editor still types. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Bold too.');
  await expect(editor.locator('strong')).toHaveText('Bold too.');
  await shot(page, info, 'csp-write');
  expect(await violations()).toEqual([]);
});

test('a member’s post of hostile HTML shows every marked paragraph and runs nothing', async ({
  page,
}, info) => {
  const mailbox = await openMailbox();
  let nonce: string;
  try {
    nonce = (await signIn(page, mailbox, uniqueEmail(info, 'hostile'))).nonce;
  } finally {
    await mailbox.close();
  }
  const { html, marks } = hostileDocument();
  const created = await page.request.post('/wp-json/yka/v2/fep/', {
    headers: { 'x-wp-nonce': nonce },
    data: { title: 'Hostile markup, kept words', content: html, status: 'publish' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as ApiPost;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const csp = await watchCsp(page);
  await page.goto(new URL(post.link).pathname);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const body = page.locator('.article-body').first();
  for (const mark of marks) await expect(body.getByText(mark, { exact: true }), mark).toBeVisible();
  // Give every onload/onerror/ontoggle/autofocus a chance, and hover what a payload wanted hovered.
  await body.hover();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const attributes = await body.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()),
  );
  expect(attributes.filter((name) => /^on/i.test(name))).toEqual([]);
  const urls = await body.evaluate((root) =>
    [...root.querySelectorAll('[href],[src]')].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '',
    ),
  );
  expect(urls.filter((url) => /^\s*(javascript|data|vbscript):/i.test(url))).toEqual([]);
  // The sanitised post needs nothing blocked: the CSP is the second wall, not the first.
  expect(await csp.collect()).toEqual([]);
  await shot(page, info, 'hostile-post', true);
});

test('the ad script of the site settings loads from its own origin under the CSP', async ({
  page,
  baseURL,
}) => {
  const mailbox = await openMailbox();
  let nonce: string;
  try {
    nonce = (await signIn(page, mailbox, 'kabir@demo.awaaz.example')).nonce;
  } finally {
    await mailbox.close();
  }
  // Another origin than the site's (localhost, not 127.0.0.1), answering whatever it answers:
  // what matters is that the browser asks for it instead of the policy blocking it.
  const adUrl = `${baseURL!.replace('127.0.0.1', 'localhost')}/healthz?ad-script`;
  const setAdScript = (value: string) =>
    page.request.post('/wp-json/yka/v2/newsroom/site', {
      headers: { 'x-wp-nonce': nonce },
      data: { ad_script_url: value },
    });
  expect((await setAdScript(adUrl)).status()).toBe(200);
  try {
    const csp = await watchCsp(page);
    const requested = page.waitForRequest(adUrl);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain(new URL(adUrl).origin);
    await requested;
    await expect(page.locator('#yka-ad-script')).toHaveAttribute('src', adUrl);
    expect(await csp.collect()).toEqual([]);
  } finally {
    expect((await setAdScript('')).status()).toBe(200);
  }
});
