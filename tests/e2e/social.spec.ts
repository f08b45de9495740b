import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiPost, ApiTerm, ApiUser, SignedInSession } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, type Lang, siteSettings, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const INVITE = 'Curate your newsfeed. Start by exploring and following the top users on the product';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A demo author with published posts (there is no post-writing API yet) and their newest post. */
async function demoAuthor(request: APIRequestContext, skip = 0): Promise<{ author: ApiUser; post: ApiPost }> {
  const users = (await (
    await request.get('/wp-json/yka/v1/follow/?orderby=id&per_page=20')
  ).json()) as ApiUser[];
  const author = users[skip % users.length]!;
  const [post] = (await (
    await request.get(`/wp-json/wp/v2/posts?author=${author.id}&per_page=1`)
  ).json()) as ApiPost[];
  expect(post, `a post by ${author.slug}`).toBeDefined();
  return { author, post: post! };
}

const followerCount = async (page: Page) =>
  Number(((await page.getByTestId('follower-count').textContent()) ?? '').replace(/\D/g, ''));

const actionAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/wp-json/yka/v2/action') && r.request().method() === 'POST');

test('follow an author: Follow flips to Following, the follower count goes up by one, and their posts fill my newsfeed', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  await signIn(page, mailbox, uniqueEmail(info, 'follower'));
  // Following nobody: the invitation and suggested authors with follow buttons.
  await page.goto('/newsfeed');
  await hydrated(page);
  await expect(page.getByText(INVITE)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Follow / }).first()).toBeVisible();

  const { author } = await demoAuthor(page.request, 0);
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  const before = await followerCount(page);
  const follow = page.getByRole('button', { name: `Follow ${author.name || author.slug}`, exact: true });
  const answered = actionAnswer(page);
  await follow.click();
  // At once, before the server answers: the button and the count move.
  const following = page.getByRole('button', {
    name: `Following ${author.name || author.slug}`,
    exact: true,
  });
  await expect(following).toHaveText(`Following ${author.name || author.slug}`);
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  expect(await followerCount(page)).toBe(before + 1);
  expect((await answered).status()).toBe(200);

  // Recorded: a reload shows the same.
  await page.reload();
  await hydrated(page);
  await expect(following).toBeVisible();
  expect(await followerCount(page)).toBe(before + 1);

  // The author's newest post is in my newsfeed's Following tab.
  await page.goto('/newsfeed');
  await hydrated(page);
  await expect(page.getByText(INVITE)).toHaveCount(0);
  const feed = page.getByTestId('newsfeed-list');
  // The newsfeed lists every kind of item (issue 13): the author's newest one, whatever its kind.
  const [newest] = (await (
    await page.request.get(`/wp-json/yka/v2/content?author=${author.id}&per_page=1`)
  ).json()) as ApiPost[];
  expect(newest, `an item by ${author.slug}`).toBeDefined();
  await expect(feed.locator(`a[href="${new URL(newest!.link).pathname}"]`).first()).toBeVisible();

  // Unfollow moves the count back.
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  const unfollowed = actionAnswer(page);
  await following.click();
  await expect(follow).toHaveText(`Follow ${author.name || author.slug}`);
  expect(await followerCount(page)).toBe(before);
  expect((await unfollowed).status()).toBe(200);
  expect(problems).toEqual([]);
});

test('follow a topic through the Add topic modal: it flips when the server confirms and its tab appears', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  await signIn(page, mailbox, uniqueEmail(info, 'topics'));
  const settings = await siteSettings(page.request);
  const hidden = [settings.exclude_categories.unlisted, settings.exclude_categories.unreviewed];
  const topics = (await (
    await page.request.get('/wp-json/wp/v2/categories?per_page=25&orderby=name')
  ).json()) as ApiTerm[];
  const topic = topics.find((t) => !hidden.includes(t.id) && t.count > 0)!;

  await page.goto('/newsfeed');
  await hydrated(page);
  await expect(page.getByRole('tab')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow topics' });
  await expect(dialog).toBeVisible();
  const chip = dialog.getByRole('button', { name: topic.name, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('listitem')).toHaveCount(Math.min(25, await countTopics(page, hidden)));
  await expectAxeClean(page, 'topic follow modal', '[role="dialog"]');

  const answered = actionAnswer(page);
  await chip.click();
  expect((await answered).status()).toBe(200);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A new tab after Following, with the topic's posts.
  const tab = page.getByRole('tab', { name: topic.name });
  await expect(tab).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`#term_tabs_tab-${topic.id}$`));
  await expect(page.getByTestId('newsfeed-list').locator('article').first()).toBeVisible();
  // Following a topic fills the Following tab too: no more invitation there.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: topic.name })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

async function countTopics(page: Page, hidden: number[]) {
  const response = await page.request.get('/wp-json/wp/v2/categories?per_page=1');
  return Number(response.headers()['x-wp-total']) - hidden.filter((id) => id > 0).length;
}

test('block an author: their posts leave my author page, newsfeed and search, and their follower count drops by one', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  await signIn(page, mailbox, uniqueEmail(info, 'blocker'));
  const { author, post } = await demoAuthor(page.request, 1);
  const name = author.name || author.slug;
  const title = stripTags(post.title.rendered);
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  const followed = actionAnswer(page);
  await page.getByRole('button', { name: `Follow ${name}`, exact: true }).click();
  expect((await followed).status()).toBe(200);
  const count = await followerCount(page);

  await page.goto('/newsfeed');
  await hydrated(page);
  await expect(page.getByTestId('newsfeed-list').getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  await expect(page.locator('main article').first()).toBeVisible();
  const blocked = actionAnswer(page);
  await page.getByRole('button', { name: `Block ${name}`, exact: true }).click();
  // At once: Unblock, the follow gone, the count down by one.
  await expect(page.getByRole('button', { name: `Unblock ${name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${name}`, exact: true })).toHaveCount(0);
  expect(await followerCount(page)).toBe(count - 1);
  expect((await blocked).status()).toBe(200);
  // The page's lists are read again: the blocked author's posts are gone from it.
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(page.getByText('You have blocked this author.', { exact: false })).toBeVisible();

  await page.goto('/newsfeed');
  await hydrated(page);
  await expect(page.getByText(INVITE)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/search?s=${encodeURIComponent(title)}`);
  await hydrated(page);
  await expect(page.locator('main').getByRole('link', { name: title })).toHaveCount(0);

  // Unblock: the posts come back, the follow does not.
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  const unblocked = actionAnswer(page);
  await page.getByRole('button', { name: `Unblock ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Block ${name}`, exact: true })).toBeVisible();
  expect((await unblocked).status()).toBe(200);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${name}`, exact: true })).toBeVisible();
  expect(await followerCount(page)).toBe(count - 1);
  expect(problems).toEqual([]);
});

test('My State Feed lists the posts of my state, and asks for a state when none is set', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  const session: SignedInSession = await signIn(page, mailbox, uniqueEmail(info, 'state'));
  await page.goto('/mystatefeed');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My State Feed' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Choose your state in Edit Profile' }),
  ).toHaveAttribute('href', '/edit');

  const [state] = (await (
    await page.request.get('/wp-json/wp/v2/locations?orderby=count&order=desc&per_page=1')
  ).json()) as ApiTerm[];
  const saved = await page.request.post('/wp-json/wp/v2/users/me', {
    data: { location: state!.id },
    headers: { 'x-wp-nonce': session.nonce },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const [newest] = (await (
    await page.request.get(`/wp-json/wp/v2/posts?locations=${state!.id}&per_page=1`)
  ).json()) as ApiPost[];

  await page.goto('/mystatefeed');
  await hydrated(page);
  await expect(page.getByText(`Stories from ${state!.name}`)).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: stripTags(newest!.title.rendered) })
      .first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the Location screen lists the 36 states and union territories; picking one shows its posts', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/locations');
  await hydrated(page);
  const places = page.getByRole('main').getByRole('listitem');
  await expect(places).toHaveCount(36);
  const [state] = (await (
    await page.request.get('/wp-json/wp/v2/locations?orderby=count&order=desc&per_page=1')
  ).json()) as ApiTerm[];
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${state!.name}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/location/${state!.slug}$`));
  await hydrated(page);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('follow clicks are debounced: a quick Follow-Unfollow sends one action and leaves the count as it was', async ({
  page,
}, info) => {
  const problems = watchConsole(page);
  await signIn(page, mailbox, uniqueEmail(info, 'debounce'));
  const { author } = await demoAuthor(page.request, 2);
  const name = author.name || author.slug;
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  const before = await followerCount(page);
  const actions: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wp-json/yka/v2/action')) actions.push(r.postData() ?? '');
  });
  // Two clicks within the 200 ms window (one button: its name changes in between).
  await page.getByRole('button', { name: `Follow ${name}`, exact: true }).dblclick();
  await expect(page.getByRole('button', { name: `Follow ${name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await followerCount(page)).toBe(before);
  await page.waitForTimeout(800);
  expect(actions.map((body) => JSON.parse(body).action)).toEqual(['unfollow']);
  await page.reload();
  await hydrated(page);
  expect(await followerCount(page)).toBe(before);
  expect(problems).toEqual([]);
});

test("a visitor's Follow click opens the sign-in modal; one's own profile has Edit and no Follow or Block", async ({
  page,
}, info) => {
  const { author } = await demoAuthor(page.request, 2);
  const name = author.name || author.slug;
  await page.goto(`/author/${author.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Follow ${name}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');

  const session = await signIn(page, mailbox, uniqueEmail(info, 'own'));
  await page.goto(`/author/${session.slug}`);
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    '/edit',
  );
  await expect(page.getByRole('button', { name: /^(Follow|Block) / })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Kind of content' })).toBeVisible();
});

const SHOT_WORDS = {
  en: { addTopic: 'Add topic', topics: 'Follow topics' },
  hi: { addTopic: 'विषय जोड़ें', topics: 'विषय फ़ॉलो करें' },
} as const;

for (const lang of ['en', 'hi'] as Lang[]) {
  test(`social screens in ${lang === 'en' ? 'English' : 'Hindi'}: newsfeed, topic modal, author pages`, async ({
    page,
    context,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await useLanguage(context, baseURL!, lang);
    const session = await signIn(page, mailbox, uniqueEmail(info, `social-shots-${lang}`));
    const words = SHOT_WORDS[lang];
    await page.goto('/newsfeed');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await shot(page, info, `${lang}-newsfeed-empty`, true);
    await expectAxeClean(page, `${lang} newsfeed invitation`);

    await page.getByRole('button', { name: words.addTopic }).click();
    const dialog = page.getByRole('dialog', { name: words.topics });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    const chip = dialog.getByRole('listitem').first().getByRole('button');
    const answered = actionAnswer(page);
    await chip.click();
    await answered;
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await shot(page, info, `${lang}-topic-modal`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab')).toHaveCount(2);
    await page.reload();
    await hydrated(page);
    await shot(page, info, `${lang}-newsfeed-tabs`, true);
    await expectAxeClean(page, `${lang} newsfeed with tabs`);

    const { author } = await demoAuthor(page.request, 3);
    await page.goto(`/author/${author.slug}`);
    await hydrated(page);
    await shot(page, info, `${lang}-author-other`, true);
    await expectAxeClean(page, `${lang} author page`);
    await page.goto(`/author/${session.slug}`);
    await hydrated(page);
    await shot(page, info, `${lang}-author-own`, true);
    await expectAxeClean(page, `${lang} own author page`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.filter((p) => !p.includes('was preloaded using link preload'))).toEqual([]);
  });
}
