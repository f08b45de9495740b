import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ApiTerm } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

let mailbox: Mailbox;
let still: Buffer;
test.beforeAll(async () => {
  mailbox = await openMailbox();
  // YouTube's stills as the browser would get them: this machine cannot reach i.ytimg.com.
  still = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: 20, g: 20, b: 20 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 480, height: 270, channels: 3, background: { r: 30, g: 120, b: 110 } },
        })
          .jpeg()
          .toBuffer(),
        top: 45,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** A picture the size of a phone photo, so the server makes every WebP size. */
async function picture() {
  const buffer = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 120, g: 60, b: 150 } },
  })
    .png()
    .toBuffer();
  return { name: 'cover.png', mimeType: 'image/png', buffer };
}

const VIDEO_ID = 'aqz-KE-bpKQ';
const STILL = `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`;

/** The providers as seen from a machine without the internet: stills and a blank player. */
async function fakeProviders(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: still }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

const urlField = (page: Page) => page.getByLabel('YouTube or Vimeo link');
const urlMessage = (page: Page) => page.locator('#video-url-message');

test('a member adds a YouTube video, retitles it while in review, and once reviewed can only delete it', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const problems = watchConsole(page);
  await fakeProviders(page);
  const session = await signIn(page, mailbox, uniqueEmail(info, 'video-maker'));

  // From the writer's own lists, next to Start writing.
  await page.goto('/me');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Add a video' }).click();
  await page.waitForURL('**/create-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a video' })).toBeVisible();
  await expect(page.getByTestId('draft-in')).toHaveText(`Draft in ${session.name || session.slug}`);

  // A channel page names no video: the writer is told at once, and nothing can be published.
  await urlField(page).fill('https://www.youtube.com/@awaazyouth');
  await expect(urlMessage(page)).toHaveText(/This is not a link to a YouTube or Vimeo video/);
  await expect(urlField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('video-thumbnail')).toHaveCount(0);
  await shot(page, info, 'video-invalid-link');

  // A shared link without its https:// is a video all the same.
  await urlField(page).fill(`youtu.be/${VIDEO_ID}`);
  await expect(urlMessage(page)).toHaveText('YouTube video found.');
  await urlField(page).press('Enter'); // a keyboard's Go does not publish
  await expect(page.locator('form [role="alert"]')).toBeEmpty();
  await expect(urlField(page)).not.toHaveAttribute('aria-invalid');
  await expect(page.getByTestId('video-thumbnail')).toHaveAttribute('src', STILL);

  const title = `Monsoon in the Western Ghats ${info.project.name}`;
  await page.getByLabel('Title').fill(title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Four minutes of rain, mist and frogs, filmed on a phone near Amboli.');
  await page.locator('label', { hasText: /^Education$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Education' })).toBeChecked();
  // The first save makes the draft; the address becomes its editing screen.
  await page.waitForURL(/\/create-video\?post_id=\d+$/);
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  const id = Number(new URL(page.url()).searchParams.get('post_id'));
  await expectAxeClean(page, '/create-video with a video');
  await shot(page, info, 'video-form-filled', true);

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/video\//);
  const videoPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article-body')).toContainText('filmed on a phone near Amboli');
  const play = page.getByRole('button', { name: `Play video: ${title}` });
  await expect(play.locator('img')).toHaveAttribute('src', STILL);
  await shot(page, info, 'video-published');
  // The page as the server renders it carries the still too (in JSON-LD); its sharing image is
  // the video's card (decisions 015).
  const html = await (await page.request.get(videoPath)).text();
  expect(html).toContain(`src="${STILL}"`);
  expect(html).toContain(`"image":["${STILL}"]`);
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="[^"]+/og/video/${id}-[0-9a-f]{8}\\.png">`),
  );
  await play.click();
  await expect(
    page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}"]`),
  ).toBeVisible();

  // A new member's first video waits for review and stays theirs to edit.
  await page.goto('/me?type=videos');
  await expect(page.getByRole('link', { name: 'Videos', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const item = page.locator(`[data-item-id="${id}"]`);
  await expect(item).toContainText('Waiting for review');
  await expect(item.getByRole('link', { name: 'View' })).toHaveAttribute('href', videoPath);
  await shot(page, info, 'my-videos');
  await item.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**/create-video?post_id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your video' })).toBeVisible();
  await expect(urlField(page)).toHaveValue(`https://youtu.be/${VIDEO_ID}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const retitled = `Monsoon in Amboli, in four minutes ${info.project.name}`;
  await page.getByLabel('Title').fill(retitled);
  await page.getByRole('button', { name: 'Update' }).click();
  // A published item's address follows its title; the old one answers 301 (decisions 009).
  await page.waitForURL(/\/video\/monsoon-in-amboli-in-four-minutes-/);
  const retitledPath = new URL(page.url()).pathname;
  const old = await page.request.get(videoPath, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toContain(retitledPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(retitled);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(retitled);

  // Once an editor has reviewed it (saved its topics without `unreviewed`), it is no longer
  // the writer's to change; they may still delete it.
  const editorContext = await browser.newContext({ baseURL: baseURL! });
  const editorPage = await editorContext.newPage();
  const editor = await signIn(editorPage, mailbox, 'priya@demo.awaaz.example');
  const [education] = (await (
    await editorPage.request.get('/wp-json/wp/v2/categories?slug=education')
  ).json()) as ApiTerm[];
  const reviewed = await editorPage.request.post(`/wp-json/wp/v2/videos/${id}`, {
    data: { categories: [education!.id] },
    headers: { 'X-WP-Nonce': editor.nonce },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  await editorContext.close();
  await page.goto('/me?type=videos');
  await expect(page.locator(`[data-item-id="${id}"]`)).not.toContainText('Waiting for review');
  await expect(page.locator(`[data-item-id="${id}"]`).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`/create-video?post_id=${id}`);
  await expect(page.getByText('This item can no longer be edited.')).toBeVisible();
  await expect(page.locator('#video-url')).toHaveCount(0);

  await page.goto('/me?type=videos');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator(`[data-item-id="${id}"]`).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator(`[data-item-id="${id}"]`)).toHaveCount(0);
  expect((await page.request.get(retitledPath)).status()).toBe(404);
  expect(problems).toEqual([]);
});

test('a Vimeo link has no picture of its own: the form says so and the page shows the dark facade', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  await signIn(page, mailbox, uniqueEmail(info, 'vimeo-maker'));
  // The user menu leads here too.
  await page.goto('/me');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page
    .getByRole('navigation', { name: 'Your account menu' })
    .getByRole('link', { name: 'Add a Video' })
    .click();
  await page.waitForURL('**/create-video');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await urlField(page).fill('https://vimeo.com/76979871');
  await expect(urlMessage(page)).toHaveText('Vimeo video found.');
  await expect(page.getByText('Vimeo does not share its pictures with other sites.')).toBeVisible();
  await expect(page.getByTestId('video-thumbnail')).toHaveCount(0);
  await page.getByLabel('Title').fill(`A Vimeo short ${info.project.name}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/video\//);
  const play = page.getByRole('button', { name: /^Play video: A Vimeo short/ });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveCount(0);
  expect((await play.boundingBox())!.height).toBeGreaterThan(100); // the 16:9 box, not a sliver
  await shot(page, info, 'video-vimeo-published');

  // Still in review, so still theirs: they add a picture of their own, and the page shows it.
  const videoPath = new URL(page.url()).pathname;
  await page.goto('/me?type=videos');
  await page.locator('[data-item-id]').first().getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(/\/create-video\?post_id=\d+$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#video-thumbnail').setInputFiles(await picture());
  await expect(page.getByTestId('video-thumbnail')).toHaveAttribute(
    'src',
    /\/wp-content\/uploads\/.+\.webp$/,
  );
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`**${videoPath}`);
  await expect(play.locator('img')).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.webp$/);
  await expect(play.locator('img')).toHaveAttribute('srcset', /768w/);
  await shot(page, info, 'video-vimeo-own-picture');
  expect(problems).toEqual([]);
});

for (const lang of ['en', 'hi'] as const) {
  test(`the video screens in ${lang === 'en' ? 'English' : 'Hindi'}: no axe violation, screenshots`, async ({
    page,
    baseURL,
  }, info) => {
    const problems = watchConsole(page);
    await fakeProviders(page);
    await useLanguage(page.context(), baseURL!, lang);
    await signIn(page, mailbox, uniqueEmail(info, `video-screens-${lang}`));

    await page.goto('/create-video');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#video-url')).toBeVisible();
    await expectAxeClean(page, `/create-video empty (${lang})`);
    await shot(page, info, `video-screen-${lang}-empty`, true);

    await page.locator('#video-url').fill('https://example.com/not-a-video');
    await expect(urlMessage(page)).toHaveAttribute('data-state', 'invalid');
    await expectAxeClean(page, `/create-video invalid link (${lang})`);
    await shot(page, info, `video-screen-${lang}-invalid`);

    await page.locator('#video-url').fill(`https://www.youtube.com/shorts/${VIDEO_ID}`);
    await expect(urlMessage(page)).toHaveAttribute('data-state', 'valid');
    await expect(page.getByTestId('video-thumbnail')).toBeVisible();
    await page.locator('#video-title').fill(lang === 'hi' ? 'बारिश में अंबोली' : 'Amboli in the rain');
    await page.waitForURL(/\/create-video\?post_id=\d+$/);
    await expectAxeClean(page, `/create-video filled (${lang})`);
    await shot(page, info, `video-screen-${lang}-filled`, true);

    await page.goto('/me?type=videos');
    await expect(page.locator('#drafts-heading')).toBeVisible();
    await expect(page.locator('[data-item-id]')).toHaveCount(1);
    await expectAxeClean(page, `/me?type=videos (${lang})`);
    await shot(page, info, `video-screen-${lang}-mine`, true);
    expect(problems).toEqual([]);
  });
}
