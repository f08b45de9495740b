import { AxeBuilder } from '@axe-core/playwright';
import { type Dialog, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { type Lang, reachConversation, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Conversation (issue 6): poll states, likes, comments and sharing, as readers use them.
 * The server's data is shared by every test and both projects: each test signs in a new
 * user, and checks only what that user changed.
 */
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const SHOTS = '/tmp/shots/conversation';

async function snap(page: Page, info: TestInfo, name: string, lang: Lang = 'en') {
  process.env.SHOTS_DIR = SHOTS;
  await shot(page, info, `${name}-${lang}`);
}

/** The path of the n-th newest item of a type (the tests pick apart so they do not meet). */
/**
 * The path of a demo item these stories share out by index. Posts are taken among those with
 * comments: other stories publish posts without any, and the newest list moves as they do
 * (a reply needs a comment to answer).
 */
async function itemPath(page: Page, type: 'polls' | 'posts', index: number): Promise<string> {
  const listed = (await (await page.request.get(`/wp-json/wp/v2/${type}/?per_page=50`)).json()) as ApiPost[];
  const items = type === 'posts' ? listed.filter((item) => item.total_comments > 0) : listed;
  const item = items[index % items.length];
  expect(item, `${type}[${index}]`).toBeDefined();
  return new URL(item!.link).pathname;
}

/**
 * Console problems of these stories. Left out: Chromium's "preloaded using link preload but
 * not used" for the hero image on the phone project, a fault of the reading page (React's
 * image preload and the <img> pick different srcset candidates under the phone's emulated
 * viewport; it fails every-route.spec.ts on the base commit too) that shows whenever a story
 * stays on an article for a few seconds. Reported, not hidden elsewhere.
 */
function watch(page: Page) {
  const problems = watchConsole(page);
  return {
    get list() {
      return problems.filter((p) => !p.includes('was preloaded using link preload but not used'));
    },
  };
}

async function expectAxeClean(page: Page, what: string, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('poll', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`a visitor sees Login to vote, a member votes and sees the bars (${lang})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      const problems = watch(page);
      await useLanguage(context, baseURL!, lang);
      const path = await itemPath(page, 'polls', lang === 'en' ? 0 : 1);
      await hydrated(page, path);
      const poll = page.locator('[data-poll]').first();
      await expect(poll).toHaveAttribute('data-state', 'visitor');
      if (lang === 'en') await expect(poll.getByRole('link', { name: 'Login to vote' })).toBeVisible();
      await snap(page, info, 'poll-visitor', lang);
      await poll.getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveURL(path);

      await signIn(page, mailbox, uniqueEmail(info, `voter-${lang}`));
      await hydrated(page, path);
      await expect(poll).toHaveAttribute('data-state', 'open');
      const options = poll.getByRole('button');
      await snap(page, info, 'poll-open', lang);
      const votes: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/vote')) votes.push(r.url());
      });
      const label = (await options.nth(1).textContent()) ?? '';
      await options.nth(1).click();
      await options
        .nth(1)
        .click({ force: true, timeout: 1000 })
        .catch(() => undefined);
      await expect(poll).toHaveAttribute('data-state', 'voted');
      expect(votes).toHaveLength(1);
      await expect(poll.locator('[data-percent]').first()).toHaveText(/^\d+%$/);
      const mine = poll.locator('li', { hasText: label }).first();
      await expect(mine).toContainText(lang === 'en' ? 'Your vote' : 'आपका वोट');
      await snap(page, info, 'poll-voted', lang);
      await expectAxeClean(page, 'voted poll', '[data-poll]');

      // The percentages follow the floor rule on the server's counts.
      const shown = await poll.locator('[data-percent]').allTextContents();
      expect(shown.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBeLessThanOrEqual(100);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(poll).toHaveAttribute('data-state', 'voted');
      await expect(poll.getByRole('button')).toHaveCount(0);
      expect(problems.list).toEqual([]);
    });
  }
});

/** A post of the demo data with more than 100 likes, so its count shows to everyone (spec §9). */
async function popularPost(page: Page, skip = 0): Promise<ApiPost> {
  const posts = (await (await page.request.get('/wp-json/wp/v2/posts/?per_page=100')).json()) as ApiPost[];
  const popular = posts.filter((p) => p.like.total > 110);
  const post = popular[skip % popular.length];
  expect(post, 'a post with over 100 likes').toBeDefined();
  return post!;
}

/** The article page once its conversation chunk has loaded (like, share, writable comments). */
async function liveArticle(page: Page, path: string) {
  await hydrated(page, path);
  await reachConversation(page);
}

test('like and unlike: the icon and count flip at once and stay after a reload', async ({ page }, info) => {
  const problems = watch(page);
  const post = await popularPost(page, info.project.name === 'phone' ? 0 : 1);
  const path = new URL(post.link).pathname;

  await liveArticle(page, path);
  const like = page.locator('[data-like]');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page.getByRole('dialog')).toBeVisible(); // a visitor is asked to sign in

  await signIn(page, mailbox, uniqueEmail(info, 'liker'));
  await liveArticle(page, path);
  const before = Number(await like.locator('[data-like-count]').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('[data-like-count]')).toHaveText(String(before + 1));
  await page.reload();
  await reachConversation(page);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('[data-like-count]')).toHaveText(String(before + 1));

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.locator('[data-like-count]')).toHaveText(String(before));
  await page.reload();
  await reachConversation(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // A refused like rolls back.
  await page.route('**/wp-json/yka/v2/action', (route) =>
    route.fulfill({ status: 500, json: { code: 'x', message: 'down', data: { status: 500 } } }),
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.locator('[data-like-count]')).toHaveText(String(before));
  expect(problems.list.filter((p) => !p.includes('500'))).toEqual([]);
});

test.describe('comments', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`a new member comments (held notice), edits and deletes (${lang})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      const problems = watch(page);
      await useLanguage(context, baseURL!, lang);
      const path = await itemPath(page, 'posts', lang === 'en' ? 2 : 3);
      await liveArticle(page, path);
      const write = page.locator('[data-comments] > div button').first();
      await write.click();
      await expect(page.getByRole('dialog')).toBeVisible(); // a visitor may type first (issue 13)
      await page.keyboard.press('Escape');

      await signIn(page, mailbox, uniqueEmail(info, `commenter-${lang}`));
      await liveArticle(page, path);
      await write.click();
      const dialog = page.getByRole('dialog');
      const box = dialog.locator('textarea');
      if (lang === 'en') await expect(box).toHaveAttribute('placeholder', 'Start writing…');
      const send = dialog.locator('button[type="submit"]');
      await expect(send).toBeDisabled(); // empty content is not sent
      await box.fill('   ');
      await expect(send).toBeDisabled();
      const text = `First thoughts ${info.project.name} ${lang} ${Date.now()}`;
      await box.fill(text);
      await snap(page, info, 'comment-input', lang);
      await expectAxeClean(page, 'comment input modal', '[role="dialog"]');

      // While sending, the button reads 'Responding...'.
      await page.route('**/wp-json/wp/v2/comments', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const heading = page.locator('#comments-heading');
      const counted = await heading.textContent();
      await send.click();
      if (lang === 'en') await expect(send).toHaveText('Responding...');
      await expect(dialog).toHaveCount(0);
      await page.unroute('**/wp-json/wp/v2/comments');
      // A brand-new member's first comment is held (decisions, hold rules).
      const notice = page.locator('[data-comments] [role="status"]');
      if (lang === 'en')
        await expect(notice).toHaveText(
          'Your comment has been submitted for moderation. It will appear once it has been approved.',
        );
      else await expect(notice).toBeVisible();
      const mine = page.locator('[data-comment]', { hasText: text });
      await expect(mine).toBeVisible();
      // the heading counts what readers see, as the count under the title: not a held comment
      await expect(heading).toHaveText(counted!);
      await snap(page, info, 'comment-held', lang);
      await expectAxeClean(page, 'comments with actions', '[data-comments]');

      // Edit: the text comes back into the modal.
      const edit = lang === 'en' ? 'Edit' : 'बदलें';
      await mine.getByRole('button', { name: edit }).click();
      await expect(box).toHaveValue(text);
      await box.fill(`${text} (edited)`);
      await send.click();
      await expect(page.locator('[data-comment]', { hasText: `${text} (edited)` })).toBeVisible();

      // A failure shows the server's message in an alert.
      await page.route('**/wp-json/wp/v2/comments', (route) =>
        route.fulfill({
          status: 429,
          json: { code: 'too_many_requests', message: 'Slow down, please.', data: { status: 429 } },
        }),
      );
      await write.click();
      await box.fill('Another one');
      const alerts: string[] = [];
      const onDialog = (d: Dialog) => {
        alerts.push(`${d.type()}: ${d.message()}`);
        void d.accept();
      };
      page.on('dialog', onDialog);
      await send.click();
      await expect.poll(() => alerts).toEqual(['alert: Slow down, please.']);
      page.off('dialog', onDialog);
      await page.unroute('**/wp-json/wp/v2/comments');
      await page.keyboard.press('Escape');

      // Delete asks first; the comment leaves the list.
      page.once('dialog', (d) => {
        expect(d.message()).toBe(
          lang === 'en' ? 'Are you sure you want to delete this?' : 'क्या आप सचमुच इसे हटाना चाहते हैं?',
        );
        void d.accept();
      });
      await mine.getByRole('button', { name: lang === 'en' ? 'Delete' : 'हटाएँ' }).click();
      await expect(page.locator('[data-comment]', { hasText: text })).toHaveCount(0);
      await expect(heading).toHaveText(counted!);
      await page.reload();
      await reachConversation(page);
      await expect(page.locator('[data-comment]', { hasText: text })).toHaveCount(0);
      expect(problems.list.filter((p) => !p.includes('429'))).toEqual([]);
    });

    test(`a member replies to a comment; the reply count rises and a reply cannot be replied to (${lang})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      const problems = watch(page);
      await useLanguage(context, baseURL!, lang);
      const path = await itemPath(page, 'posts', lang === 'en' ? 4 : 5);
      await signIn(page, mailbox, uniqueEmail(info, `replier-${lang}`));
      await liveArticle(page, path);
      const reply = lang === 'en' ? 'Reply' : 'जवाब दें';
      const top = page.locator('[data-comments] li[data-comment]').first();
      await expect(top).toBeVisible();
      const counter = top.locator('[data-replies]');
      const before = (await counter.count()) ? Number(await counter.getAttribute('data-replies')) : 0;
      await top.getByRole('button', { name: reply, exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      const text = `A reply ${info.project.name} ${lang} ${Date.now()}`;
      await dialog.locator('textarea').fill(text);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog).toHaveCount(0);
      await expect(top.locator('[data-replies]')).toHaveAttribute('data-replies', String(before + 1));
      const mine = top.locator('[data-comment]', { hasText: text });
      await expect(mine).toBeVisible();
      await expect(mine.getByRole('button', { name: reply, exact: true })).toHaveCount(0);
      await mine.scrollIntoViewIfNeeded();
      await snap(page, info, 'comments-reply', lang);
      expect(problems.list).toEqual([]);
    });
  }
});

test.describe('share', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`without the Web Share API a menu offers the networks and copy-link (${lang})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      await useLanguage(context, baseURL!, lang);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      const post = await popularPost(page);
      const path = new URL(post.link).pathname;
      await liveArticle(page, path);
      const share = page.locator('[data-actions] button[aria-expanded]');
      await share.click();
      const menu = page.locator('[data-actions] ul');
      const hrefs = await menu
        .locator('a')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.map((h) => new URL(h).hostname)).toEqual([
        'wa.me',
        'www.facebook.com',
        'twitter.com',
        'www.linkedin.com',
      ]);
      for (const href of hrefs) expect(decodeURIComponent(href)).toContain(post.link);
      await snap(page, info, 'share-menu', lang);
      await expectAxeClean(page, 'actions and share menu', '[data-actions]');
      await menu.getByRole('button').click();
      await expect(menu.getByRole('button')).toHaveText(lang === 'en' ? 'Link copied' : 'लिंक कॉपी हो गया');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(post.link);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    });
  }

  test('with the Web Share API the phone’s share sheet gets the link', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const post = await popularPost(page);
    await liveArticle(page, new URL(post.link).pathname);
    await page.locator('[data-actions] button[aria-expanded]').click();
    expect(await page.evaluate(() => (window as { shared?: ShareData }).shared?.url)).toBe(post.link);
    await expect(page.locator('[data-actions] ul')).toHaveCount(0);
  });
});

test('PollWithinModal: skip countdown, the streak message, removal after 4 s, Closing on the last', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  await signIn(page, mailbox, uniqueEmail(info, 'slides'));
  await hydrated(page, '/polls-list');
  const open = page.getByRole('button', { name: 'Answer polls one by one' });
  await open.click();
  const modal = page.locator('[data-poll-modal]');
  const skip = modal.locator('[data-skip]');
  await expect(skip).toHaveText('Skipping in 5 seconds');
  await expect(skip).toHaveText('Skipping in 4 seconds', { timeout: 1800 });
  await snap(page, info, 'poll-modal');
  await expectAxeClean(page, 'poll slides modal', '[data-poll-modal]');

  // Closing resets the timer.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await open.click();
  await expect(skip).toHaveText('Skipping in 5 seconds');

  // A vote: the streak message, then the poll leaves after 4 s.
  const question = await modal.locator('a').first().textContent();
  const poll = modal.locator('[data-poll]');
  await expect(poll).toHaveAttribute('data-state', /open|voted/);
  if ((await poll.getAttribute('data-state')) === 'open') {
    await poll.getByRole('button').first().click();
    await expect(modal.getByRole('status')).toHaveText("You've grown your streak by 2 points");
    await expect(skip).toHaveCount(0);
    await snap(page, info, 'poll-modal-voted');
    await page.waitForTimeout(3000);
    await expect(modal.locator('a').first()).toHaveText(question ?? '');
    await expect(modal.locator('a').first()).not.toHaveText(question ?? '', { timeout: 2500 });
  }

  // Skipping through to the last poll: 'Closing in N seconds'; then the modal closes itself.
  for (let i = 0; i < 20; i++) {
    const label = await skip.textContent({ timeout: 5000 });
    if (label?.startsWith('Closing')) break;
    await skip.click();
  }
  await expect(skip).toHaveText(/^Closing in [1-5] seconds$/);
  await expect(modal).toHaveCount(0, { timeout: 7000 });
  expect(problems.list).toEqual([]);
});
