import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { type Lang, PHONE_ONLY, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** The interface's own words in each language, as a reader sees them. */
const WORDS = {
  en: {
    signIn: 'Sign In',
    email: 'E-mail address',
    send: 'Send code',
    code: '6-digit code',
    menu: 'Your account menu',
    write: 'Start Writing',
    sideMenu: 'Menu',
    leaderboard: 'Leaderboard',
    logout: 'Logout',
    signingOut: 'Signing you out…',
    signedOut: 'You are signed out',
  },
  hi: {
    signIn: 'साइन इन',
    email: 'ई-मेल पता',
    send: 'कोड भेजें',
    code: '6 अंकों का कोड',
    menu: 'आपके खाते का मेन्यू',
    write: 'लिखना शुरू करें',
    sideMenu: 'मेन्यू',
    leaderboard: 'लीडरबोर्ड',
    logout: 'लॉग आउट',
    signingOut: 'आपको साइन आउट किया जा रहा है…',
    signedOut: 'आप साइन आउट हो गए हैं',
  },
} as const;

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

for (const lang of ['en', 'hi'] as Lang[]) {
  test(`the sign-in modal, user menu and Edit Profile speak ${lang === 'en' ? 'English' : 'Hindi'}`, async ({
    page,
    context,
    baseURL,
  }, info) => {
    const words = WORDS[lang];
    const problems = watchConsole(page);
    await useLanguage(context, baseURL!, lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('header').getByRole('link', { name: words.signIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(words.email)).toBeFocused();
    await shot(page, info, `${lang}-login-step-1`);
    const email = uniqueEmail(info, `shots-${lang}`);
    const since = mailbox.messages.length;
    await dialog.getByLabel(words.email).fill(email);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog.getByLabel(words.code)).toBeFocused();
    await mailbox.waitForCode(email, { since });
    await shot(page, info, `${lang}-login-step-2`);
    await expectAxeClean(page, `${lang} login modal`);
    await page.keyboard.press('Escape');

    await signIn(page, mailbox, email);
    await page.goto('/');
    // the menu opens once the page has hydrated: a click before that did nothing (a CI flake)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: words.menu }).click();
    await expect(page.getByRole('navigation', { name: words.menu })).toBeVisible();
    await shot(page, info, `${lang}-user-menu`);
    await expectAxeClean(page, `${lang} user menu`);

    await page.goto('/edit');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await shot(page, info, `${lang}-edit-profile`, true);
    await expectAxeClean(page, `${lang} edit profile`);
    // Nothing on the page is wider than the screen (390 px phones).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The home page's lead-image preload warns when a test stays there for seconds (not this work).
    expect(problems.filter((p) => !p.includes('was preloaded using link preload'))).toEqual([]);
  });
}

/**
 * On a slow phone a reader may tap a menu button before the page's script has come: the
 * button then submits to the menus as a page (web/screens/menu.tsx), instead of doing nothing.
 * Without a script at all, Logout still signs out (server/ssr/sign-out-form.ts).
 */
for (const lang of ['en', 'hi'] as Lang[]) {
  test(`before the script runs, the user menu opens as a page and Logout works in ${lang === 'en' ? 'English' : 'Hindi'}`, async ({
    browser,
    baseURL,
  }, info) => {
    const words = WORDS[lang];
    const context = await browser.newContext({ javaScriptEnabled: false });
    await useLanguage(context, baseURL!, lang);
    const page = await context.newPage();
    await signIn(page, mailbox, uniqueEmail(info, `menu-page-${lang}`));
    await page.goto('/');
    await page.getByRole('button', { name: words.menu }).click();
    await expect(page).toHaveURL(/\/menu\??$/);
    const menu = page.getByRole('navigation', { name: words.menu });
    await expect(menu.getByRole('link', { name: words.write })).toHaveAttribute('href', '/write');
    // the member's own profile comes first, as in the header's menu
    await expect(menu.getByRole('link').first()).toHaveAttribute('href', /^\/author\//);
    await shot(page, info, `${lang}-menu-page`);
    // Logout signs out from the page's script; without one the page offers a form
    await menu.getByRole('link', { name: words.logout }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.signingOut);
    await shot(page, info, `${lang}-logout-no-script`);
    await page.getByRole('button', { name: words.logout }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.signedOut);
    await expect(page.locator('header').getByRole('link', { name: words.signIn, exact: true })).toBeVisible();
    await context.close();
  });
}

// the side menu's button shows on a phone only
for (const lang of ['en', 'hi'] as Lang[]) {
  test(
    `before the script runs, a visitor's side menu opens as a page in ${lang === 'en' ? 'English' : 'Hindi'}`,
    PHONE_ONLY,
    async ({ browser, baseURL }, info) => {
      const words = WORDS[lang];
      const context = await browser.newContext({ javaScriptEnabled: false });
      await useLanguage(context, baseURL!, lang);
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('header').getByRole('button', { name: words.sideMenu, exact: true }).click();
      await expect(page).toHaveURL(/\/menu\??$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.sideMenu);
      await expect(page.locator('main').getByRole('link', { name: words.signIn, exact: true })).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: words.leaderboard })).toHaveAttribute(
        'href',
        '/leaderboard',
      );
      await shot(page, info, `${lang}-menu-page-visitor`);
      await context.close();
    },
  );
}
