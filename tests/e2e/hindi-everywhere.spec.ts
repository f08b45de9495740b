import { expect, type Page, test } from '@playwright/test';
import { routePaths, siteSettings, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 13 item 6: a Hindi screen speaks Hindi. Every route is walked in Hindi (signed out,
 * as a member, and the Newsroom's tabs as an administrator) and no Latin word may be left
 * outside names and content. Names and content are marked in the DOM (`translate="no"` or a
 * `lang` other than Hindi, decisions 010), which also tells the browser's translator and
 * screen readers what they are; the test skips them.
 */

/**
 * Latin words a Hindi screen may keep (decisions 010): the site's name (a brand, like the
 * services named here), formats and abbreviations Hindi readers use as they are, and the
 * word "English" on the language choices, the language's own name for itself.
 */
const ALLOWED = [
  'OTP',
  'RSS',
  'HTML',
  'YouTube',
  'Vimeo',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'AVIF',
  'MB',
  'KB',
  'English',
];

/**
 * Latin words in the page's text and its labels, outside names and content: an element
 * marked `translate="no"`, `data-content` or with a `lang` other than Hindi is skipped, and
 * so are addresses (a URL, an e-mail, a path), which have no Hindi form.
 */
async function englishLeft(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    const skip = (el: Element | null) =>
      !el ||
      el.closest('script, style, template, noscript, textarea, [translate="no"], [data-content]') !== null ||
      (el.closest('[lang]')?.getAttribute('lang') ?? 'hi') !== 'hi';
    const found = new Map<string, string>();
    const check = (text: string | null, where: string) => {
      const words = ((text ?? '').replace(/\S*[/@.]\w\S*/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter(
        (word) => !allowed.includes(word),
      );
      if (words.length > 0) found.set(where.trim().replace(/\s+/g, ' ').slice(0, 80), words.join(' '));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement)) check(node.textContent, node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skip(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        check(el.getAttribute(name), `${name}="${el.getAttribute(name)}"`);
      }
    }
    return [...found].map(([where, words]) => `${words} in “${where}”`);
  }, allowed);
}

async function walk(page: Page, paths: Record<string, string>, problems: string[]) {
  const settings = await siteSettings(page.request);
  const allowed = [...ALLOWED, ...settings.name.split(/\s+/)];
  for (const [name, path] of Object.entries(paths)) {
    await page.goto(path);
    await expect(page.locator('html'), name).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html'), name).toHaveAttribute('lang', 'hi');
    await expect(page.locator('h1').first(), name).toBeVisible();
    for (const word of await englishLeft(page, allowed)) problems.push(`${name} ${path}: ${word}`);
  }
}

test('a signed-out Hindi reader meets no English outside names and content on any route', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await useLanguage(context, baseURL!, 'hi');
  const console = watchConsole(page);
  const problems: string[] = [];
  await walk(page, await routePaths(request), problems);
  expect(problems).toEqual([]);
  expect(console.filter((p) => !p.includes('/404: Failed to load resource'))).toEqual([]);
});

test('a Hindi member and a Hindi administrator meet no English on their screens, the Newsroom and its log included', async ({
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(300_000);
  const mailbox = await openMailbox();
  try {
    const problems: string[] = [];
    const paths = await routePaths(request);
    const memberContext = await browser.newContext({ baseURL });
    await useLanguage(memberContext, baseURL!, 'hi');
    const member = await memberContext.newPage();
    const newcomer = await signIn(member, mailbox, uniqueEmail(info, 'hindi'));
    // Every route as a member (the member's screens, no longer their sign-in views), but signing out.
    const memberPaths = Object.entries(paths).filter(([name]) => !['logout', 'notFound'].includes(name));
    await walk(member, Object.fromEntries(memberPaths), problems);
    await memberContext.close();

    const adminContext = await browser.newContext({ baseURL });
    await useLanguage(adminContext, baseURL!, 'hi');
    const admin = await adminContext.newPage();
    const kabir = await signIn(admin, mailbox, 'kabir@demo.awaaz.example');
    // Something in the log, with a date, a role before and after: the log speaks Hindi too.
    const changed = await admin.request.post(`/wp-json/yka/v2/newsroom/people/${newcomer.id}`, {
      data: { role: 'editor' },
      headers: { 'x-wp-nonce': kabir.nonce },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const tabs = ['', '/comments', '/reports', '/site', '/people', '/inbox', '/log'];
    await walk(admin, Object.fromEntries(tabs.map((tab) => [`newsroom${tab}`, `/newsroom${tab}`])), problems);
    await adminContext.close();
    expect(problems).toEqual([]);
  } finally {
    await mailbox.close();
  }
});
