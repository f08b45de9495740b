import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { ApiComment, ApiPost, SignedInSession } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { accountsEn } from '#web/i18n/accounts-en.ts';
import { accountsHi } from '#web/i18n/accounts-hi.ts';
import { conversationEn } from '#web/i18n/conversation-en.ts';
import { conversationHi } from '#web/i18n/conversation-hi.ts';
import { writingEn } from '#web/i18n/writing-en.ts';
import { writingHi } from '#web/i18n/writing-hi.ts';
import { expectAxeClean, type Lang, reachConversation, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * The members' side of the newsroom (issue 12; decisions §10): reporting a post or a
 * comment, the writer's view of a post an editor sent back, and Advanced in Edit Profile.
 * Each story writes its own post, so reports never reach the hiding threshold of an item
 * another story reads.
 */
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const EDITOR = 'priya@demo.awaaz.example';
const TEXT = {
  en: { ...conversationEn, ...writingEn, ...accountsEn },
  hi: { ...conversationHi, ...writingHi, ...accountsHi },
};

async function snap(page: Page, info: TestInfo, name: string, lang: Lang) {
  process.env.SHOTS_DIR = '/tmp/shots/reporting';
  await shot(page, info, `${name}-${lang}`);
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A member signed in in a browser context of their own (the writer, the editor, the reader). */
async function member(browser: Browser, info: TestInfo, email: string, lang: Lang = 'en') {
  const baseURL = info.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await useLanguage(context, baseURL, lang);
  const page = await context.newPage();
  const session: SignedInSession = await signIn(page, mailbox, email);
  const send = async <T>(path: string, data: unknown, status = 200): Promise<T> => {
    const answer = await page.request.post(`/wp-json${path}`, {
      data,
      headers: { 'x-wp-nonce': session.nonce },
    });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
    return (await answer.json()) as T;
  };
  return { context, page, session, send };
}

/** A new writer publishes a post (it waits for review: their first) and the editor comments on it. */
async function postWithComment(browser: Browser, info: TestInfo) {
  const writer = await member(browser, info, uniqueEmail(info, 'reported-writer'));
  const post = await writer.send<ApiPost>(
    '/yka/v2/fep/',
    {
      title: `A post readers report ${Date.now()}`,
      content: '<p>Something a reader thinks should not be here.</p>',
      status: 'publish',
    },
    201,
  );
  const editor = await member(browser, info, EDITOR);
  const comment = await editor.send<ApiComment>(
    '/wp/v2/comments',
    { post: post.id, content: 'An editor’s comment a reader reports.' },
    201,
  );
  await editor.context.close();
  return { writer, post, comment };
}

for (const lang of ['en', 'hi'] as const) {
  test(`a reader reports a post and a comment through the dialog, once each (${lang})`, async ({
    page,
    context,
    browser,
    baseURL,
  }, info) => {
    const say = TEXT[lang];
    const problems = watchConsole(page);
    const { writer, post, comment } = await postWithComment(browser, info);
    const path = new URL(post.link).pathname;

    // Nobody reports their own post.
    await hydrated(writer.page, path);
    await reachConversation(writer.page);
    await expect(writer.page.locator('[data-comment] [data-report="comment"]').first()).toBeVisible();
    await expect(writer.page.locator('[data-report="post"]')).toHaveCount(0);
    await writer.context.close();

    await useLanguage(context, baseURL!, lang);
    await signIn(page, mailbox, uniqueEmail(info, `reporter-${lang}`));
    await hydrated(page, path);
    await reachConversation(page);
    const reportPost = page.locator('[data-actions] [data-report="post"]');
    await expect(reportPost).toHaveText(say['report.report']);
    await reportPost.click();
    const dialog = page.getByRole('dialog', { name: say['report.title.post'] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(5);
    await expect(dialog.getByRole('radio', { name: say['report.reason.spam'] })).toBeFocused();
    await snap(page, info, 'report-dialog', lang);
    await expectAxeClean(page, 'report dialog', '[role="dialog"]');

    // Send without a reason asks for one; Other asks for a note; the counter follows the note.
    await dialog.getByRole('button', { name: say['report.send'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(say['report.chooseReason']);
    await dialog.getByRole('radio', { name: say['report.reason.other'] }).check();
    await dialog.getByRole('button', { name: say['report.send'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(say['report.needNote']);
    const note = dialog.getByRole('textbox', { name: say['report.noteRequired'] });
    await note.fill('It copies another writer’s story.');
    await expect(
      dialog.getByText(say['report.count'].replace('{count}', '33').replace('{max}', '500')),
    ).toBeVisible();
    await snap(page, info, 'report-dialog-other', lang);
    const sent = page.waitForResponse((r) => r.url().endsWith('/wp-json/yka/v2/reports'));
    await dialog.getByRole('button', { name: say['report.send'] }).click();
    expect((await sent).status()).toBe(201);
    await expect(dialog.getByRole('status')).toHaveText(say['report.thanks']);
    await expect(dialog.getByRole('button', { name: say['comments.close'] }).last()).toBeFocused();
    await snap(page, info, 'report-thanks', lang);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(reportPost).toBeFocused();

    // A second report of the same post: the server answers 409 and the dialog says so.
    await reportPost.click();
    await dialog.getByRole('radio', { name: say['report.reason.spam'] }).check();
    const again = page.waitForResponse((r) => r.url().endsWith('/wp-json/yka/v2/reports'));
    await dialog.getByRole('button', { name: say['report.send'] }).click();
    expect((await again).status()).toBe(409);
    await expect(dialog.getByRole('status')).toHaveText(say['report.already']);
    await dialog.getByRole('button', { name: say['comments.close'] }).last().click();

    // The editor's comment, reported from its Report link; Cancel first sends nothing.
    const reportComment = page.locator(`[data-comment="${comment.id}"] [data-report="comment"]`);
    await reportComment.click();
    const commentDialog = page.getByRole('dialog', { name: say['report.title.comment'] });
    await commentDialog.getByRole('button', { name: say['comments.cancel'] }).click();
    await expect(commentDialog).toHaveCount(0);
    await reportComment.click();
    await commentDialog.getByRole('radio', { name: say['report.reason.false_information'] }).check();
    const commentSent = page.waitForResponse((r) => r.url().endsWith('/wp-json/yka/v2/reports'));
    await commentDialog.getByRole('button', { name: say['report.send'] }).click();
    expect((await commentSent).status()).toBe(201);
    await expect(commentDialog.getByRole('status')).toHaveText(say['report.thanks']);
    await commentDialog.getByRole('button', { name: say['comments.close'] }).last().click();
    await reportComment.click();
    await commentDialog.getByRole('radio', { name: say['report.reason.spam'] }).check();
    await commentDialog.getByRole('button', { name: say['report.send'] }).click();
    await expect(commentDialog.getByRole('status')).toHaveText(say['report.already']);
    expect(problems.filter((p) => !p.includes('409') && !p.includes('link preload'))).toEqual([]);
  });
}

test('a visitor’s Report click opens sign-in', async ({ page, request }) => {
  const [post] = (await (await request.get('/wp-json/wp/v2/posts?per_page=1')).json()) as ApiPost[];
  await hydrated(page, new URL(post!.link).pathname);
  await reachConversation(page);
  await page.locator('[data-actions] [data-report="post"]').click();
  await expect(page.getByRole('dialog', { name: accountsEn['login.title'] })).toBeVisible();
  await expect(page.getByRole('dialog', { name: conversationEn['report.title.post'] })).toHaveCount(0);
});

for (const lang of ['en', 'hi'] as const) {
  test(`a writer sees an editor's note on a post sent back, and publishing puts it back in review (${lang})`, async ({
    page,
    context,
    browser,
    baseURL,
  }, info) => {
    const say = TEXT[lang];
    const problems = watchConsole(page);
    await useLanguage(context, baseURL!, lang);
    const session = await signIn(page, mailbox, uniqueEmail(info, `sent-back-${lang}`));
    const published = await page.request.post('/wp-json/yka/v2/fep/', {
      data: {
        title: `A first story for review ${Date.now()}`,
        content: '<p>My first story, waiting for an editor.</p>',
        status: 'publish',
      },
      headers: { 'x-wp-nonce': session.nonce },
    });
    expect(published.status(), await published.text()).toBe(201);
    const post = (await published.json()) as ApiPost;
    const item = page.locator(`[data-item-id="${post.id}"]`);

    await hydrated(page, '/me');
    await expect(item.locator('[data-review="waiting"]')).toHaveText(say['mine.inReview']);

    const editor = await member(browser, info, EDITOR);
    const note = 'Please add where and when this happened, and a source for the numbers.';
    await editor.send<ApiPost>(`/yka/v2/newsroom/posts/${post.id}/send-back`, { note });
    await editor.context.close();

    await hydrated(page, '/me');
    await expect(item.locator('[data-review="sent_back"]')).toHaveText(say['mine.sentBack']);
    await expect(item.locator('[data-review="waiting"]')).toHaveCount(0);
    await snap(page, info, 'mine-sent-back', lang);

    await hydrated(page, `/me?post_id=${post.id}`);
    const notice = page.locator('section[data-review="sent_back"]');
    await expect(notice.getByRole('heading')).toHaveText(say['write.sentBack']);
    await expect(notice).toContainText(note);
    // Above the editor: the notice ends before the title field starts.
    const noticeBox = await notice.boundingBox();
    const titleBox = await page.locator('#write-title').boundingBox();
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(titleBox!.y);
    await expectAxeClean(page, 'sent-back notice', 'section[data-review="sent_back"]');
    await snap(page, info, 'write-sent-back', lang);

    await page.getByRole('button', { name: say['write.publish'], exact: true }).click();
    await page.waitForURL((url) => url.pathname === new URL(post.link).pathname);
    await hydrated(page, '/me');
    await expect(item.locator('[data-review="waiting"]')).toHaveText(say['mine.inReview']);
    await expect(item.locator('[data-review="sent_back"]')).toHaveCount(0);
    await snap(page, info, 'mine-waiting', lang);
    expect(problems.filter((p) => !p.includes('link preload'))).toEqual([]);
  });
}

test('Edit Profile keeps application passwords under Advanced, closed by default', async ({ page }, info) => {
  await signIn(page, mailbox, uniqueEmail(info, 'advanced'));
  await hydrated(page, '/edit');
  const advanced = page.locator('details[data-advanced]');
  await expect(advanced).not.toHaveAttribute('open');
  await expect(page.getByRole('heading', { name: accountsEn['passwords.title'] })).toBeHidden();
  await advanced.getByText(accountsEn['profile.advanced'], { exact: true }).click();
  await expect(page.getByRole('heading', { name: accountsEn['passwords.title'] })).toBeVisible();
  await expect(page.getByLabel(accountsEn['passwords.name'])).toBeVisible();
  await expectAxeClean(page, 'edit profile, advanced open', 'main');
  await snap(page, info, 'edit-advanced', 'en');
});
