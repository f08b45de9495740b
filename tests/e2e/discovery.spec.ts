import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ApiPost, ApiTerm, ApiUser, CreatePollAnswer, SignedInSession } from '#common/api-types.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, type Lang, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 13, items 1 and 2: videos, notes and polls are found wherever posts are (home, their
 * topic, a follower's newsfeed, search), the author page has a Videos tab, and /leaderboard
 * ranks this month's members as the API does, with the signed-in member's row marked.
 */
const EDITOR = 'priya@demo.awaaz.example';
const KIND: Record<string, string> = { video: 'Video', note: 'Note', poll: 'Poll' };

let mailbox: Mailbox;
let still: Buffer;
test.beforeAll(async () => {
  mailbox = await openMailbox();
  still = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: 30, g: 120, b: 110 } },
  })
    .jpeg()
    .toBuffer();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

interface Member {
  page: Page;
  session: SignedInSession;
}

/** A member in a browser context of their own; YouTube's stills come from here (no internet). */
async function member(browser: Browser, baseURL: string, email: string, lang: Lang = 'en'): Promise<Member> {
  const context = await browser.newContext({
    baseURL,
    viewport: test.info().project.use.viewport ?? undefined,
  });
  opened.push(context);
  await useLanguage(context, baseURL, lang);
  const page = await context.newPage();
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: still }),
  );
  return { page, session: await signIn(page, mailbox, email) };
}

async function send<T>(who: Member, path: string, data: unknown, expected = 200): Promise<T> {
  const answer = await who.page.request.post(`/wp-json${path}`, {
    data,
    headers: { 'x-wp-nonce': who.session.nonce },
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(expected);
  return (await answer.json()) as T;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The card in `main` that links to the item. */
const card = (page: Page, item: ApiPost) =>
  page.locator(`main article:has(a[href="${new URL(item.link).pathname}"])`).first();

test('a video, a note and a poll are found from home, their topic, a follower’s newsfeed and search; the Videos tab lists the video', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const writer = await member(browser, baseURL!, EDITOR);
  const problems = watchConsole(writer.page);
  const [topic] = (await (
    await writer.page.request.get('/wp-json/wp/v2/categories?slug=education')
  ).json()) as ApiTerm[];
  expect(topic).toBeDefined();
  const token = `disc${info.project.name}${Date.now().toString(36)}`;

  // An editor's items are published at once (no review), in the Education topic.
  const video = await send<ApiPost>(
    writer,
    '/yka/v2/fep',
    {
      type: 'video',
      status: 'publish',
      title: `${token} पहाड़ों की यात्रा video`,
      content: '<p>हिमालय की बर्फ़ और नदियाँ।</p>',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      categories: [topic!.id],
    },
    201,
  );
  const note = await send<ApiPost>(
    writer,
    '/yka/v2/fep',
    {
      type: 'note',
      status: 'publish',
      content: `${token} नदी किनारे सुबह की सैर, a note.`,
      categories: [topic!.id],
    },
    201,
  );
  const { post: poll } = await send<CreatePollAnswer>(
    writer,
    '/yka/v2/polls',
    { question: `${token} क्या स्कूलों में खेल अनिवार्य हो?`, options: ['हाँ', 'नहीं'], categories: [topic!.id] },
    201,
  );
  const items = [video, note, poll];
  expect(items.map((i) => i.type)).toEqual(['video', 'note', 'poll']);

  // A reader who follows the writer.
  const reader = await member(browser, baseURL!, uniqueEmail(info, 'discovery-reader'));
  await send(reader, '/yka/v2/action', { action: 'follow', object: 'user', id: writer.session.id });
  const page = reader.page;

  await open(page, '/');
  for (const item of items) {
    await expect(card(page, item), `home ${item.type}`).toBeVisible();
    await expect(card(page, item).getByTestId('card-kind')).toHaveText(KIND[item.type]!);
  }
  await expect(card(page, video).getByTestId('play-mark').first()).toBeVisible();
  await expect(card(page, note)).toContainText('नदी किनारे सुबह की सैर');
  await expect(card(page, poll)).toContainText('0 votes');
  await expectAxeClean(page, 'home with a video, a note and a poll');
  await shot(page, info, 'en-home');

  await open(page, new URL(topic!.link).pathname);
  for (const item of items) await expect(card(page, item), `topic ${item.type}`).toBeVisible();

  await open(page, '/newsfeed');
  for (const item of items) await expect(card(page, item), `newsfeed ${item.type}`).toBeVisible();

  await open(page, `/search?s=${token}`);
  for (const item of items) await expect(card(page, item), `search ${item.type}`).toBeVisible();
  // The filter narrows to one kind, as a link that works without JavaScript.
  const filter = page.getByRole('navigation', { name: 'Kind of content' });
  await filter.getByRole('link', { name: 'Videos' }).click();
  await page.waitForURL(/type=videos/);
  await expect(filter.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, video)).toBeVisible();
  await expect(card(page, note)).toHaveCount(0);
  await expect(card(page, poll)).toHaveCount(0);
  await expectAxeClean(page, 'search with the Videos filter');
  await shot(page, info, 'en-search-videos');
  // Hindi words of the body find the video too (decisions 003: the `simple` configuration).
  await open(page, `/search?s=${encodeURIComponent(`${token} हिमालय`)}`);
  await expect(card(page, video)).toBeVisible();

  // The author page: All holds every kind; the Videos tab only the video.
  const authorPath = `/author/${writer.session.slug}`;
  await open(page, authorPath);
  const tabs = page.getByRole('navigation', { name: 'Kind of content' });
  for (const item of items.slice(0, 2)) await expect(card(page, item), `author ${item.type}`).toBeVisible();
  await tabs.getByRole('link', { name: 'Videos' }).click();
  await page.waitForURL(`**${authorPath}?type=videos`);
  await expect(card(page, video)).toBeVisible();
  // Every card on the Videos tab is a video.
  const cards = page.locator('main article');
  await expect(cards.getByTestId('card-kind')).toHaveCount(await cards.count());
  expect(new Set(await cards.getByTestId('card-kind').allTextContents())).toEqual(new Set(['Video']));
  await expectAxeClean(page, 'author Videos tab');
  await shot(page, info, 'en-author-videos');

  // Hindi: the same screens speak Hindi; the poll's votes use the Hindi word.
  const hindi = await member(browser, baseURL!, uniqueEmail(info, 'discovery-hindi'), 'hi');
  await open(hindi.page, '/');
  await expect(card(hindi.page, poll)).toContainText('0 वोट');
  await expect(card(hindi.page, video).getByTestId('card-kind')).toHaveText('वीडियो');
  await shot(hindi.page, info, 'hi-home');
  await open(hindi.page, `/search?s=${token}&type=videos`);
  await expect(hindi.page.getByRole('link', { name: 'वीडियो' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(hindi.page, 'Hindi search with the Videos filter');
  await shot(hindi.page, info, 'hi-search-videos');
  await open(hindi.page, `${authorPath}?type=videos`);
  await expect(card(hindi.page, video)).toBeVisible();
  await shot(hindi.page, info, 'hi-author-videos');
  expect(problems).toEqual([]);
});

/** The rows the page shows: rank, member id (from the link) and whether it is marked. */
async function tableRows(page: Page) {
  return page.locator('main tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      rank: Number(row.querySelector('td')?.textContent),
      link: new URL((row.querySelector('a') as HTMLAnchorElement).href).pathname,
      own: row.getAttribute('aria-current') === 'true',
    })),
  );
}

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: /leaderboard ranks this month's members as the API does and marks the member's own row`, async ({
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const who = await member(browser, baseURL!, EDITOR, lang);
    const page = who.page;
    const problems = watchConsole(page);
    // Points this month: a poll (+5) makes sure the member is ranked.
    await send(who, '/yka/v2/polls', { question: `Leaderboard ${Date.now()}?`, options: ['a', 'b'] }, 201);
    const me = (await (await page.request.get('/wp-json/wp/v2/users/me')).json()) as ApiUser;
    expect(me.leaderboard_rank).toBeGreaterThan(0);

    await open(page, '/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Leaderboard' : 'लीडरबोर्ड',
    );
    await expect(page.locator('main')).toContainText(lang === 'en' ? 'This month' : 'इस महीने');
    await expect(page.locator('main')).toContainText(lang === 'en' ? '1st of each month' : '1 तारीख़');
    const answer = await page.request.get('/wp-json/yka/v2/leaderboard/?per_page=20&page=1');
    const api = (await answer.json()) as ApiUser[];
    // a ranking pages to lower ranks, not to "Older" items
    if (Number(answer.headers()['x-wp-totalpages']) > 1)
      await expect(page.locator('main nav a[rel="next"]')).toHaveText(
        lang === 'en' ? 'Lower ranks →' : 'नीचे की रैंक →',
      );
    const rows = await tableRows(page);
    expect(rows.map((r) => r.link)).toEqual(api.map((u) => new URL(u.link).pathname));
    expect(rows.map((r) => r.rank)).toEqual(api.map((u) => u.leaderboard_rank));
    const points = api.map((u) => u.leaderboard_points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    // the name takes the room the rank and the points leave: a name of up to 20 letters is
    // never cut, at phone width too (the rank column once took a third of the row)
    const cut = await page
      .locator('tbody tr td:nth-child(2) span[translate="no"]')
      .evaluateAll((spans) =>
        spans
          .filter((span) => (span.textContent ?? '').length <= 20 && span.scrollWidth > span.clientWidth)
          .map((span) => span.textContent),
      );
    expect(cut).toEqual([]);
    // nor are the rank and the points squeezed onto two lines ("10" over "5" for 105, in Hindi)
    const broken = await page.locator('tbody tr td:not(:nth-child(2))').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);

    // The member's own place: on this page, or one click away from the "Your rank" line.
    await expect(page.getByTestId('your-rank')).toContainText(`#${me.leaderboard_rank}`);
    if (me.leaderboard_rank > 20) {
      await page.getByTestId('your-rank').getByRole('link').click();
      await page.waitForURL(/page=/);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    const own = page.getByTestId('own-row');
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute('aria-current', 'true');
    await expect(own.locator('td').first()).toHaveText(String(me.leaderboard_rank));
    expect((await tableRows(page)).filter((r) => r.own).map((r) => r.link)).toEqual([`/author/${me.slug}`]);
    await expectAxeClean(page, `${lang} leaderboard`);
    await shot(page, info, `${lang}-leaderboard`, true);

    // The rank on the author page and in the user menu, linked to the leaderboard.
    await open(page, `/author/${me.slug}`);
    await expect(page.getByTestId('author-rank')).toContainText(`#${me.leaderboard_rank}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Your account menu' : 'आपके खाते का मेन्यू' }).click();
    await expect(page.getByTestId('menu-rank')).toContainText(`#${me.leaderboard_rank}`);
    await page.getByTestId('menu-leaderboard').click();
    await page.waitForURL('**/leaderboard');
    expect(problems).toEqual([]);
  });
}

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: a topic is followed from its page; a visitor's tap opens sign-in`, async ({
    browser,
    baseURL,
  }, info) => {
    const words =
      lang === 'en'
        ? { follow: 'Follow Books', following: 'Following Books', signIn: 'Sign in' }
        : { follow: 'फ़ॉलो करें किताबें', following: 'फ़ॉलो कर रहे हैं किताबें', signIn: 'साइन इन' };
    const visitor = await browser.newContext({
      baseURL,
      viewport: test.info().project.use.viewport ?? undefined,
    });
    opened.push(visitor);
    await useLanguage(visitor, baseURL!, lang);
    const page = await visitor.newPage();
    await open(page, '/category/culture/books');
    await page.getByRole('button', { name: words.follow }).click();
    await expect(page.getByRole('dialog')).toContainText(words.signIn);

    const who = await member(browser, baseURL!, uniqueEmail(info, `topic-page-${lang}`), lang);
    const problems = watchConsole(who.page);
    await open(who.page, '/category/culture/books');
    const button = who.page.getByRole('button', { name: words.follow });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    const followed = who.page.getByRole('button', { name: words.following });
    await expect(followed).toHaveAttribute('aria-pressed', 'true');
    const mine = async () =>
      ((await (await who.page.request.get(`/wp-json/wp/v2/categories?slug=books`)).json()) as ApiTerm[])[0]!
        .is_following;
    expect(await mine()).toBe(true);
    await shot(who.page, info, `${lang}-topic-followed`);
    await expectAxeClean(who.page, `${lang} topic page, followed`);
    // it stays so on the next visit, and a second tap unfollows
    await open(who.page, '/category/culture/books');
    await who.page.getByRole('button', { name: words.following }).click();
    await expect(who.page.getByRole('button', { name: words.follow })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await mine()).toBe(false);
    expect(problems).toEqual([]);
  });
}
