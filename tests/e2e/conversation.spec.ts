import { expect, type Page, type TestInfo, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { type Lang, useLanguage, watchConsole } from './helpers.ts';
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
async function itemPath(page: Page, type: 'polls' | 'posts', index: number): Promise<string> {
  const items = (await (await page.request.get(`/wp-json/wp/v2/${type}/?per_page=20`)).json()) as ApiPost[];
  const item = items[index % items.length];
  expect(item, `${type}[${index}]`).toBeDefined();
  return new URL(item!.link).pathname;
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
      const problems = watchConsole(page);
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
      await options.nth(1).click({ force: true, timeout: 1000 }).catch(() => undefined);
      await expect(poll).toHaveAttribute('data-state', 'voted');
      expect(votes).toHaveLength(1);
      await expect(poll.locator('[data-percent]').first()).toHaveText(/^\d+%$/);
      const mine = poll.locator('li', { hasText: label }).first();
      await expect(mine).toContainText(lang === 'en' ? 'Your vote' : 'आपका वोट');
      await snap(page, info, 'poll-voted', lang);

      // The percentages follow the floor rule on the server's counts.
      const shown = await poll.locator('[data-percent]').allTextContents();
      expect(shown.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBeLessThanOrEqual(100);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(poll).toHaveAttribute('data-state', 'voted');
      await expect(poll.getByRole('button')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }
});
