import { expect, type Page, type TestInfo, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { accountsEn } from '#web/i18n/accounts-en.ts';
import { accountsHi } from '#web/i18n/accounts-hi.ts';
import { conversationEn } from '#web/i18n/conversation-en.ts';
import { conversationHi } from '#web/i18n/conversation-hi.ts';
import { en } from '#web/i18n/en.ts';
import { hi } from '#web/i18n/hi.ts';
import { expectAxeClean, type Lang, reachConversation, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 13, items 4 and 5: a reader who starts signing in from "Write a comment" comes back to
 * the article with the comment box open and the text kept, after naming the new account; a
 * Hindi title's old percent-encoded address leads to its short ASCII one.
 */
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const WORDS = {
  en: { ...en, ...accountsEn, ...conversationEn },
  hi: { ...hi, ...accountsHi, ...conversationHi },
} as const;

async function snap(page: Page, info: TestInfo, name: string) {
  process.env.SHOTS_DIR = '/tmp/shots/names-return';
  await shot(page, info, name);
}

/** An article of the demo no other story of this file uses (by project and language). */
async function articlePath(page: Page, index: number): Promise<string> {
  const posts = (await (await page.request.get('/wp-json/wp/v2/posts?per_page=40')).json()) as ApiPost[];
  const post = posts[index % posts.length];
  expect(post).toBeDefined();
  return new URL(post!.link).pathname;
}

for (const lang of ['en', 'hi'] as Lang[]) {
  test(`${lang}: a reader signs in from "Write a comment", names the account and is back on the article with the text kept`, async ({
    page,
    context,
    baseURL,
  }, info) => {
    const w = WORDS[lang];
    const problems = watchConsole(page);
    await useLanguage(context, baseURL!, lang);
    const index = 20 + (info.project.name === 'phone' ? 0 : 2) + (lang === 'hi' ? 1 : 0);
    const path = await articlePath(page, index);
    await page.goto(path);
    await reachConversation(page);
    const comments = page.locator('section[data-comments]'); // the live comments, loaded near them
    await comments.getByRole('button', { name: w['comments.write'] }).click();

    // A visitor may type first; Respond asks for sign-in and keeps the text.
    const box = page.getByRole('dialog', { name: w['comments.newTitle'] });
    const text = `${lang === 'hi' ? 'मेरी राय' : 'My view'} ${info.project.name} ${Date.now()}`;
    await box.getByRole('textbox').fill(text);
    await expect(box.getByText(w['comments.signInFirst'])).toBeVisible();
    await box.getByRole('button', { name: w['comments.send'] }).click();

    const login = page.getByRole('dialog', { name: w['login.title'] });
    const email = uniqueEmail(info, `commenter-${lang}`);
    const since = mailbox.messages.length;
    await login.getByLabel(w['login.email']).fill(email);
    await login.getByRole('button', { name: w['login.sendCode'] }).click();
    await login.getByLabel(w['login.code']).fill(await mailbox.waitForCode(email, { since }));

    // The first sign-in asks for a name; the field is empty, never the address's local part.
    const welcome = page.getByRole('dialog', { name: w['welcome.title'] });
    const name = welcome.getByLabel(w['welcome.name']);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('');
    await expect(welcome.getByRole('checkbox').first()).toBeVisible();
    await snap(page, info, `${lang}-name-step`);
    await expectAxeClean(page, `${lang} name step`, '[role="dialog"]');
    const chosen = lang === 'hi' ? 'आशा वर्मा' : `Asha ${info.project.name}`;
    await name.fill(chosen);
    await welcome.getByRole('button', { name: w['welcome.save'] }).click();

    // Back on the article, signed in, with the comment box open and the text in it.
    await page.waitForURL((url) => url.pathname === path && url.hash === '#comments-heading');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const reopened = page.getByRole('dialog', { name: w['comments.newTitle'] });
    await expect(reopened.getByRole('textbox')).toHaveValue(text);
    await expect(reopened.getByText(w['comments.signInFirst'])).toHaveCount(0);
    await snap(page, info, `${lang}-comment-box-reopened`);
    await reopened.getByRole('button', { name: w['comments.send'] }).click();
    await expect(reopened).toHaveCount(0);
    await expect(comments.getByText(text)).toBeVisible();
    // Signed in: the comment box itself, and nothing asks to sign in.
    await expect(comments.getByRole('button', { name: w['comments.placeholder'] })).toBeVisible();
    await expect(page.getByText(/Sign in to start the conversation|साइन इन करके बातचीत/)).toHaveCount(0);
    await comments.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('comments-heading')?.scrollIntoView());
    await snap(page, info, `${lang}-article-signed-in`);

    // The chosen name is the account's, and its author page has an ASCII address.
    const me = await page.request.get('/wp-json/wp/v2/users/me');
    const account = (await me.json()) as { name: string; slug: string; link: string };
    expect(account.name).toBe(chosen);
    expect(account.slug).toMatch(lang === 'hi' ? /^asha-varma(-\d+)?$/ : /^asha-(phone|desktop)(-\d+)?$/);
    expect(problems.filter((p) => !p.includes('preloaded using link preload'))).toEqual([]);
  });
}

test('a Hindi title gets a short ASCII address, and its Hindi address leads there', async ({
  page,
}, info) => {
  const session = await signIn(page, mailbox, uniqueEmail(info, 'hindi-writer'));
  const title = 'शिक्षा का अधिकार और हमारी ज़िम्मेदारी';
  const created = await page.request.post('/wp-json/yka/v2/fep/', {
    headers: { 'x-wp-nonce': session.nonce },
    data: { type: 'post', title, content: '<p>हर बच्चे का हक़।</p>', status: 'publish' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as ApiPost;
  expect(post.slug).toMatch(/^shiksha-ka-adhikar-aur-hamari-zimmedari(-\d+)?$/);
  expect(post.slug.length).toBeLessThanOrEqual(60);

  const current = new URL(post.link).pathname;
  const hindiSlug = 'शिक्षा-का-अधिकार-और-हमारी-ज़िम्मेदारी';
  const old = current.replace(/[^/]+$/, encodeURIComponent(hindiSlug));
  const response = await page.goto(old);
  expect(response?.request().redirectedFrom()?.url()).toContain(old);
  expect(new URL(page.url()).pathname).toMatch(
    /^\/\d{4}\/\d{2}\/shiksha-ka-adhikar-aur-hamari-zimmedari(-\d+)?$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await snap(page, info, 'hindi-title-ascii-address');
});
