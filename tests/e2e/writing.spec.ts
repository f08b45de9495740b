import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ApiUser } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** A photo-like PNG the size of a phone picture, so the server makes every WebP size. */
async function photo(name: string) {
  const buffer = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 190, g: 90, b: 60 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 700, height: 400, channels: 3, background: { r: 40, g: 110, b: 160 } },
        })
          .png()
          .toBuffer(),
        top: 300,
        left: 450,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function pointsOf(page: Page, id: number) {
  const user = (await (await page.request.get(`/wp-json/yka/v1/follow/${id}`)).json()) as ApiUser;
  return { total: user.total_points, month: user.leaderboard_points };
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Your story' });
const saveStatus = (page: Page) => page.locator('[data-save-status]');

/**
 * Types through Chromium's IME path (composition, then commit), as a Hindi phone keyboard
 * does, instead of key presses.
 */
async function typeWithIme(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  for (const word of text.split(' ')) {
    const half = word.slice(0, Math.ceil(word.length / 2));
    await cdp.send('Input.imeSetComposition', {
      text: half,
      selectionStart: half.length,
      selectionEnd: half.length,
    });
    await cdp.send('Input.imeSetComposition', {
      text: word,
      selectionStart: word.length,
      selectionEnd: word.length,
    });
    await cdp.send('Input.insertText', { text: `${word} ` });
  }
  await cdp.detach();
}

test('a writer writes a Hindi post with an image, finds it under Drafts, publishes it for 10 points and deletes it', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  const session = await signIn(page, mailbox, uniqueEmail(info, 'hindi-writer'));
  const before = await pointsOf(page, session.id);

  await page.goto('/write');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('draft-in')).toHaveText(`Draft in ${session.name || session.slug}`);
  await expect(editor(page)).toBeVisible();
  await expect(page.locator('.tiptap p.is-editor-empty')).toHaveAttribute(
    'data-placeholder',
    'Start writing…',
  );

  const title = `बारिश में भीगा मेरा गाँव ${info.project.name}`;
  await page.getByLabel('Title').fill(title);
  await editor(page).click();
  await typeWithIme(page, 'सुबह की पहली बारिश ने खेतों को नया रंग दे दिया।');
  await page.keyboard.press('Enter');
  await typeWithIme(page, 'दादी कहती हैं कि ऐसी बारिश बरसों बाद आई है।');
  await expect(editor(page)).toContainText('सुबह की पहली बारिश');
  // The language follows the text until the writer picks one.
  await expect(page.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();

  // An image in the text and a cover image, both through the media endpoint.
  await page.getByTestId('editor-image-input').setInputFiles(await photo('khet.png'));
  await expect(editor(page).locator('img')).toHaveCount(1);
  await page.locator('#write-featured').setInputFiles(await photo('cover.png'));
  await expect(page.getByAltText('Cover image of your story')).toBeVisible();

  // Autosaved as a draft: the address becomes the post-writing screen of the new draft.
  await page.waitForURL(/\/me\?post_id=\d+$/);
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  const postId = Number(new URL(page.url()).searchParams.get('post_id'));
  await shot(page, info, 'writing-hindi-draft');

  await page.goto('/me');
  const drafts = page.locator('section', { has: page.getByRole('heading', { name: 'Drafts' }) });
  const draftItem = drafts.locator(`[data-item-id="${postId}"]`);
  await expect(draftItem).toContainText(title);
  await expect(draftItem.getByRole('link', { name: 'View' })).toHaveCount(0); // drafts have no view link
  await shot(page, info, 'my-posts-with-draft');
  await draftItem.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/me?post_id=${postId}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(editor(page)).toContainText('दादी कहती हैं');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL((url) => url.pathname.includes('/20') && !url.pathname.startsWith('/me'));
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.locator('.article-body');
  await expect(body).toContainText('सुबह की पहली बारिश ने खेतों को नया रंग दे दिया।');
  await expect(page.locator('.article-body').locator('xpath=..')).toHaveAttribute('lang', 'hi');
  const cover = page.locator('main img[srcset][sizes]').first();
  await expect(cover).toHaveAttribute('srcset', /768w/);
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect(body.locator('img')).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.webp$/);
  await shot(page, info, 'published-hindi-post');

  const published = await pointsOf(page, session.id);
  expect(published.total - before.total).toBe(10);
  expect(published.month - before.month).toBe(10);

  await page.goto('/me');
  const item = page.locator(`[data-item-id="${postId}"]`);
  await expect(item.getByRole('link', { name: 'View' })).toHaveAttribute('href', postPath);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this?');
    void dialog.accept();
  });
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);

  const deleted = await pointsOf(page, session.id);
  expect(deleted.total).toBe(before.total);
  expect(deleted.month).toBe(before.month);
  expect((await page.request.get(postPath)).status()).toBe(404);
  expect(problems).toEqual([]);
});

test('a draft survives a reload in the middle of typing, and a lost connection', async ({ page }, info) => {
  const session = await signIn(page, mailbox, uniqueEmail(info, 'offline-writer'));
  await page.goto('/write');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Title').fill('Notes from the night bus');
  await editor(page).click();
  await page.keyboard.type('The conductor knew every passenger by name.');
  // Reloaded at once, before the autosave pause is over: the device kept the text.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Title')).toHaveValue('Notes from the night bus');
  await expect(editor(page)).toContainText('The conductor knew every passenger by name.');
  await page.waitForURL(/\/me\?post_id=\d+$/); // the restored text reached the server
  const postId = Number(new URL(page.url()).searchParams.get('post_id'));

  // The server stops answering (every API call fails): saving fails, the text stays on the device.
  const unreachable = '**/wp-json/**';
  await page.route(unreachable, (route) => route.abort('connectionrefused'));
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Nobody paid for the last stop.');
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'offline');
  await shot(page, info, 'writing-offline');
  // Reloaded while the server is still away: the device's copy comes back.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(editor(page)).toContainText('Nobody paid for the last stop.');
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', /offline|idle/);
  // Back again: the text reaches the server without the writer doing anything.
  await page.unroute(unreachable);
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved', { timeout: 20_000 });
  const saved = await page.request.get(`/wp-json/wp/v2/posts/${postId}?context=edit`);
  expect(((await saved.json()) as { content: { raw: string } }).content.raw).toContain(
    'Nobody paid for the last stop.',
  );
  expect(session.id).toBeGreaterThan(0);
});

test('a writer posts a note, creates a poll for 5 points, and deletes both from their pages', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  const session = await signIn(page, mailbox, uniqueEmail(info, 'note-writer'));
  const before = await pointsOf(page, session.id);

  await page.goto('/create-note');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const note = `Chai at the bus stand tastes better when it rains ${info.project.name}. Who agrees?`;
  await page.getByLabel('Your note').fill(note);
  await expect(page.getByText(`${note.length} / 3000`)).toBeVisible();
  await shot(page, info, 'create-note');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/note\//);
  await expect(page.locator('.article-body')).toContainText('Chai at the bus stand');

  await page.goto('/create-poll');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Create poll' }).click();
  await expect(page.getByText('Write the question first.')).toBeVisible(); // nothing was sent
  await page.getByLabel('Question').fill(`Best monsoon snack? ${info.project.name}`);
  await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Pakode');
  await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Bhutta');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Samosa');
  await page.getByLabel('Topic').selectOption({ index: 1 });
  await shot(page, info, 'create-poll');
  await page.getByRole('button', { name: 'Create poll' }).click();
  await page.waitForURL(/\/poll\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Best monsoon snack? ${info.project.name}`,
  );
  await expect(page.getByRole('button', { name: /Samosa/ })).toBeVisible();
  expect((await pointsOf(page, session.id)).total - before.total).toBe(15);

  // On the author's own pages: their items carry View, Edit (the note) and Delete.
  await page.goto(`/author/${session.slug}?type=notes`);
  // Delete is a button of the hydrated page: clicked earlier, it does nothing.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const noteItem = page.locator('[data-actions-for]').first();
  await expect(noteItem.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    /\/create-note\?post_id=\d+/,
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await noteItem.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Chai at the bus stand')).toHaveCount(0);

  await page.goto(`/author/${session.slug}/polls`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const pollItem = page.locator('[data-actions-for]').first();
  await expect(pollItem.getByRole('link', { name: 'Edit' })).toHaveCount(0); // polls are never edited
  page.once('dialog', (dialog) => void dialog.accept());
  await pollItem.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-actions-for]')).toHaveCount(0);
  // Deleting takes back what creating gave: −10 for the note, −5 for the poll.
  expect((await pointsOf(page, session.id)).total).toBe(before.total);
  expect(problems).toEqual([]);
});

for (const lang of ['en', 'hi'] as const) {
  test(`the writing screens in ${lang === 'en' ? 'English' : 'Hindi'}: no axe violation, screenshots`, async ({
    page,
    baseURL,
  }, info) => {
    const problems = watchConsole(page);
    await useLanguage(page.context(), baseURL!, lang);
    await signIn(page, mailbox, uniqueEmail(info, `screens-${lang}`));
    const screens = [
      { path: '/write', ready: page.locator('.tiptap') },
      { path: '/create-note', ready: page.locator('#note-text') },
      { path: '/create-poll', ready: page.locator('#poll-question') },
      { path: '/me', ready: page.locator('#drafts-heading') },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(screen.ready).toBeVisible();
      await expectAxeClean(page, `${screen.path} (${lang})`);
      await shot(page, info, `writing-screen-${lang}-${screen.path.slice(1)}`, true);
    }
    expect(problems).toEqual([]);
  });
}
