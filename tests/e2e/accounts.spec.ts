import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, watchConsole } from './helpers.ts';
import { openMailbox, sessionCookie, signIn, uniqueEmail } from './sign-in.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });
const userMenuButton = (page: Page) => page.getByRole('button', { name: 'Your account menu' });
const headerSignIn = (page: Page) => page.locator('header').getByRole('link', { name: 'Sign In' });

/** Step 1 of the modal: the e-mail; answers the code the mailbox received. */
async function askForCode(page: Page, email: string): Promise<string> {
  const since = mailbox.messages.length;
  await dialog(page).getByLabel('E-mail address').fill(email);
  await dialog(page).getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByLabel('6-digit code')).toBeFocused();
  return mailbox.waitForCode(email, { since });
}

test('a visitor clicks Write, signs in with the mailed code, lands on the writing path and logs out', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const problems = watchConsole(page);
  const email = uniqueEmail(info, 'writer');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(userMenuButton(page)).toHaveCount(0);

  await page.locator('a[href="/write"]:visible').first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the modal opened instead of a navigation
  await expectAxeClean(page, 'login modal, e-mail step', '[role="dialog"]');
  const code = await askForCode(page, email);
  await expect(dialog(page).getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectAxeClean(page, 'login modal, code step', '[role="dialog"]');
  await dialog(page).getByLabel('6-digit code').fill(code);

  // A new account: the first sign-in asks for a name (decisions §10), starting empty — never
  // the address's local part — and offers topics to follow.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Awaaz' });
  // A tap meant for "Sign in" (the code was tried when its sixth digit came) lands on
  // Continue as the step appears: it puts the cursor in the field, with no message.
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome.getByLabel('Your name')).toBeFocused();
  await expect(welcome.getByLabel('Your name')).toHaveValue('');
  await expect(welcome.getByRole('alert')).toHaveCount(0);
  await expect(welcome.getByRole('group', { name: /Topics you would like to follow/ })).toBeVisible();
  await expectAxeClean(page, 'login modal, name step', '[role="dialog"]');
  await welcome.getByLabel('Your name').press('Enter');
  await expect(welcome.getByRole('alert')).toContainText('Please enter a name');
  const chosenName = `Meera ${info.project.name}`;
  await welcome.getByLabel('Your name').fill(chosenName);
  await welcome.getByRole('checkbox').first().check();
  await welcome.getByRole('button', { name: 'Continue' }).click();

  // Signed in and on the writing path, rendered signed in by the server.
  await page.waitForURL('**/write');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(userMenuButton(page)).toBeVisible();
  await expect(headerSignIn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your story' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('yka_session_settings'));
  expect(Object.keys(JSON.parse(stored ?? '{}')).sort()).toEqual([
    'avatar_url',
    'id',
    'name',
    'slug',
    'version',
  ]);
  const oldCookie = await sessionCookie(page);
  expect(oldCookie).toBeTruthy();

  // The user menu: the spec's entries, and Logout.
  await userMenuButton(page).click();
  const menu = page.getByRole('navigation', { name: 'Your account menu' });
  await expect(menu.getByText(chosenName)).toBeVisible();
  for (const name of [
    'My profile',
    'Create Poll',
    'Start Writing',
    'My State Feed',
    'Edit Profile',
    'Logout',
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Create Poll' })).toHaveAttribute('href', '/create-poll');
  // a writer finds their posts (and one waiting for review) from here; Logout ends the list
  await expect(menu.getByRole('link', { name: 'My posts' })).toHaveAttribute('href', '/me');
  await expect(menu.locator('ul').first().getByRole('link').last()).toHaveText('Logout');
  // Keyboard: focus starts on the first link; Escape closes and returns to the button.
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(userMenuButton(page)).toBeFocused();
  await userMenuButton(page).click();
  await expectAxeClean(page, 'user menu open', 'header');
  await menu.getByRole('link', { name: 'Logout' }).click();

  await page.waitForURL('**/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expect(headerSignIn(page)).toBeVisible();
  await expect(userMenuButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('yka_session_settings'))).toBeNull();
  await page.reload();
  await expect(headerSignIn(page)).toBeVisible();

  // The old cookie no longer works, from any client.
  const outsider = await playwright.request.newContext({ baseURL: baseURL! });
  const me = await outsider.get('/wp-json/wp/v2/users/me', {
    headers: { cookie: `yka_session=${oldCookie}` },
  });
  expect(me.status()).toBe(401);
  await outsider.dispose();
  // Left out: the phone's "preloaded using link preload but not used" for the home page's
  // hero image (a known fault of the reading page, see conversation.spec.ts), which shows
  // now that the name step keeps the home page open for a few seconds.
  expect(problems.filter((p) => !p.includes('was preloaded using link preload but not used'))).toEqual([]);
});

test('a pasted code with a space signs in and comes back to the page it started from', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'paster');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await headerSignIn(page).click();
  const code = await askForCode(page, email);
  await dialog(page)
    .getByLabel('6-digit code')
    .evaluate(
      (input, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        input.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
  // The name step may be skipped: the account stays unnamed (member-{id}) until named.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Awaaz' });
  await expect(welcome.getByText(/you appear as "member-\d+"/)).toBeVisible();
  await welcome.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(userMenuButton(page)).toBeVisible();
  // The logo leads a signed-in reader to the Newsfeed.
  await expect(page.locator('header a[href="/newsfeed"]').first()).toBeVisible();
});

/**
 * The sign-in page is for browsers without the script (accounts-screens.spec.ts); one that
 * arrives there with it (a link shared, a script that came late) signs in through the same
 * forms, and the page's own links stay on the page rather than open the modal.
 */
test('with the script, the sign-in page signs in through its forms and its links stay on the page', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'page-with-script');
  await page.goto('/sign-in?redirect=%2Fleaderboard');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill('first.try@example.test');
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByLabel('6-digit code')).toBeVisible();
  await main.getByRole('link', { name: 'Use another e-mail' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL('/sign-in?redirect=%2Fleaderboard');
  const since = mailbox.messages.length;
  await main.getByLabel('E-mail address').fill(email);
  await main.getByRole('button', { name: 'Send code' }).click();
  const code = await mailbox.waitForCode(email, { since });
  await expect(main).toContainText(email);
  await main.getByLabel('6-digit code').fill(code);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  // a new account: the page's name step, which this reader puts off
  await page.waitForURL('/sign-in?step=name&redirect=%2Fleaderboard');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to Awaaz');
  await main.getByRole('link', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/leaderboard');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(userMenuButton(page)).toBeVisible();
});

test('the sign-in screen of Edit Profile: Escape closes the modal, a wrong code shows the server message, the right one returns here', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'mistyped');
  await page.goto('/edit');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const button = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  const code = await askForCode(page, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog(page).getByLabel('6-digit code').fill(wrong);
  await expect(dialog(page).getByRole('alert')).toContainText('That code is not right');
  await expect(dialog(page).getByLabel('6-digit code')).toHaveValue('');
  // Back to the e-mail step and forward again keeps the address.
  await dialog(page).getByRole('button', { name: 'Use another e-mail' }).click();
  await expect(dialog(page).getByLabel('E-mail address')).toHaveValue(email);
  const second = await askForCode(page, email);
  await dialog(page).getByLabel('6-digit code').fill(second);
  await page
    .getByRole('dialog', { name: 'Welcome to Awaaz' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page.waitForURL('**/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible(); // the owner sees their own address
});

/** A small real PNG made on the fly: a red square. */
async function pngAvatar(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 190, g: 18, b: 60 } } })
    .png()
    .toBuffer();
}

test('Edit Profile saves name, about, photo, state and language, shown in the header and on the author page', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  const session = await signIn(page, mailbox, uniqueEmail(info, 'profile'));
  await page.goto('/edit');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectAxeClean(page, 'edit profile');
  // The server's message for a field shows at that field.
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#name-error')).toHaveText('Please enter a name.');
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile could not be saved' })).toBeVisible();

  const name = `Asha ${info.project.name}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('About you').fill('I write about rivers and schools in Bihar.');
  await page.getByLabel('State or union territory').selectOption({ label: 'Bihar' });
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngAvatar(),
  });
  await expect(page.getByAltText('Preview of your new photo')).toBeVisible();
  await page.getByRole('radio', { name: /हिन्दी/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  // The interface follows the language chosen: the page comes back in Hindi, saved.
  await page.waitForURL('**/edit?saved=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'आपकी प्रोफ़ाइल सहेज ली गई है।' })).toBeVisible();
  await expect(page.getByLabel('नाम', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('राज्य या केंद्र शासित प्रदेश')).toHaveValue(/\d+/);
  const avatar = page.locator('header button img');
  await expect(avatar).toHaveAttribute('src', /.+/);

  // The author page shows the new name and photo; the slug follows the name (decisions §10)
  // and the old address answers 301 to the new one.
  await page.goto(`/author/${session.slug}`);
  const slug = new RegExp(`^asha-${info.project.name}(-\\d+)?$`);
  expect(new URL(page.url()).pathname.replace('/author/', '')).toMatch(slug);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('yka_session_settings'))) ?? '{}',
  );
  expect(stored.name).toBe(name);
  expect(stored.slug).toMatch(slug);
  expect(stored.avatar_url).toBeTruthy();
  // the browser logs the deliberate 400 of the empty name; nothing else may appear
  expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
});

test('an application password is shown once, listed, works for basic auth and can be revoked', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const session = await signIn(page, mailbox, uniqueEmail(info, 'apps'));
  await page.goto('/edit');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Issue 12: the passwords wait behind Advanced, closed by default.
  const advanced = page.locator('details[data-advanced]');
  await expect(advanced).not.toHaveAttribute('open');
  await expect(page.getByLabel('Name of the app')).toBeHidden();
  await advanced.locator('summary').click();
  await expect(advanced).toHaveAttribute('open', '');
  await expect(page.getByText('You have no application passwords.')).toBeVisible();
  await page.getByLabel('Name of the app').fill('My phone script');
  await page.getByRole('button', { name: 'Create password' }).click();
  const password = (await page.getByTestId('new-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThan(10);
  const list = page.getByRole('list', { name: 'Your application passwords' });
  await expect(list.getByText('My phone script')).toBeVisible();

  const client = await playwright.request.newContext({ baseURL: baseURL! });
  const basic = { authorization: `Basic ${Buffer.from(`${session.slug}:${password}`).toString('base64')}` };
  expect((await client.get('/wp-json/wp/v2/users/me', { headers: basic })).status()).toBe(200);

  // Shown once: after a reload it is listed but not shown.
  await page.reload();
  await advanced.locator('summary').click();
  await expect(list.getByText('My phone script')).toBeVisible();
  await expect(page.getByTestId('new-password')).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  await list.getByRole('button', { name: 'Revoke the password My phone script' }).click();
  await expect(page.getByText('You have no application passwords.')).toBeVisible();
  expect((await client.get('/wp-json/wp/v2/users/me', { headers: basic })).status()).toBe(401);
  await client.dispose();
});

test('stored settings of another site version send logout and land on Logout', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  await signIn(page, mailbox, uniqueEmail(info, 'stale'));
  await page.goto('/');
  await expect(userMenuButton(page)).toBeVisible();
  // The page writes the current settings once it has hydrated: a change made before that is
  // overwritten, and the next page sees nothing stale.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const cookie = await sessionCookie(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('yka_session_settings') ?? '{}');
    localStorage.setItem('yka_session_settings', JSON.stringify({ ...stored, version: 'an-older-version' }));
  });
  await page.goto('/polls-list');
  await page.waitForURL('**/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expect(headerSignIn(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('yka_session_settings'))).toBeNull();
  const outsider = await playwright.request.newContext({ baseURL: baseURL! });
  const me = await outsider.get('/wp-json/wp/v2/users/me', { headers: { cookie: `yka_session=${cookie}` } });
  expect(me.status()).toBe(401);
  await outsider.dispose();
});

test('Sign out everywhere ends this session too', async ({ page }, info) => {
  await signIn(page, mailbox, uniqueEmail(info, 'everywhere'));
  await page.goto('/edit');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL('**/logout');
  await expect(headerSignIn(page)).toBeVisible();
  expect((await page.request.get('/wp-json/wp/v2/users/me')).status()).toBe(401);
});
