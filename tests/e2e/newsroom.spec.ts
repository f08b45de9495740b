import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import type { ApiComment, ApiPost, SignedInSession } from '#common/api-types.ts';
import type { AdminSiteSettings, HeldComment, LogEntry } from '#common/newsroom.ts';
import type { Mailbox } from '#tests/helpers/mailbox.ts';
import { expectAxeClean, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * The Newsroom (issue 12): editors review posts, held comments and reports; administrators
 * look after the site, its people, the inbox and the log.
 */

const EDITOR = 'priya@demo.awaaz.example';
const ADMIN = 'kabir@demo.awaaz.example';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** Contexts `member()` opened, closed after each story one at a time (a parallel close once hung). */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

interface Member {
  context: BrowserContext;
  page: Page;
  session: SignedInSession;
}

/** A member signed in in a browser context of their own (as on their own device). */
async function member(browser: Browser, baseURL: string, email: string): Promise<Member> {
  const context = await browser.newContext({ baseURL });
  opened.push(context);
  const page = await context.newPage();
  const session = await signIn(page, mailbox, email);
  return { context, page, session };
}

/** A write through the API with the member's session, as the screens send it. */
async function send<T>(who: Member, path: string, data: unknown, expected = 200): Promise<T> {
  const answer = await who.page.request.post(`/wp-json${path}`, {
    data,
    headers: { 'x-wp-nonce': who.session.nonce },
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(expected);
  return (await answer.json()) as T;
}

/** A page with the server-rendered screen hydrated. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

async function anArticle(request: APIRequestContext, skip: number): Promise<ApiPost> {
  const posts = (await (await request.get('/wp-json/wp/v2/posts?per_page=20')).json()) as ApiPost[];
  const post = posts[skip % posts.length];
  expect(post).toBeDefined();
  return post!;
}

async function visitorComments(request: APIRequestContext, post: number): Promise<number[]> {
  const list = (await (
    await request.get(`/wp-json/wp/v2/comments?post=${post}&per_page=100`)
  ).json()) as ApiComment[];
  return list.map((comment) => comment.id);
}

async function visitorFindsPost(request: APIRequestContext, post: ApiPost, word: string) {
  const list = (await (
    await request.get(`/wp-json/wp/v2/posts?search=${word}&per_page=20`)
  ).json()) as ApiPost[];
  const home = await (await request.get('/')).text();
  const search = await (await request.get(`/search?s=${word}`)).text();
  // The search page repeats the query: the post's address is what a result shows.
  const path = new URL(post.link).pathname;
  return {
    api: list.some((item) => item.id === post.id),
    home: home.includes(path),
    search: search.includes(path),
  };
}

/** A comment by a member that an editor approved, so members see it and may report it. */
async function approvedComment(
  writer: Member,
  editor: Member,
  post: number,
  text: string,
): Promise<ApiComment> {
  const comment = await send<ApiComment>(writer, '/wp/v2/comments', { post, content: text }, 201);
  await send(editor, '/yka/v2/newsroom/comments', { ids: [comment.id], status: 'approved' });
  return comment;
}

const statusLine = (page: Page) => page.locator('[data-newsroom-status]');

test('a new member’s post and comment wait for the editor, who approves them; a post sent back with a note comes back to Review', async ({
  browser,
  baseURL,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const writer = await member(browser, baseURL!, uniqueEmail(info, 'newsroom-writer'));
  const problems = watchConsole(writer.page);
  const word = `Monsoonfair${Date.now()}`;
  const title = `${word} at the village school`;

  // The member writes and publishes at /write.
  await open(writer.page, '/write');
  await writer.page.getByLabel('Title').fill(title);
  await writer.page.getByRole('textbox', { name: 'Your story' }).click();
  await writer.page.keyboard.type(
    'The school ground turned into a lake and the children held a paper-boat race.',
  );
  await writer.page.waitForURL(/\/me\?post_id=\d+$/);
  const postId = Number(new URL(writer.page.url()).searchParams.get('post_id'));
  await writer.page.getByRole('button', { name: 'Publish' }).click();
  await writer.page.waitForURL(
    (url) => !url.pathname.startsWith('/me') && !url.pathname.startsWith('/write'),
  );
  const post = (await (
    await writer.page.request.get(`/wp-json/wp/v2/posts/${postId}?context=edit`)
  ).json()) as ApiPost;
  expect(post.status).toBe('publish');

  // And comments on an article.
  const article = await anArticle(visitor, info.project.name === 'phone' ? 4 : 5);
  const comment = await send<ApiComment>(
    writer,
    '/wp/v2/comments',
    { post: article.id, content: `Our school had the same flood ${word}` },
    201,
  );

  // Neither is public yet.
  expect(await visitorFindsPost(visitor, post, word)).toEqual({ api: false, home: false, search: false });
  expect(await visitorComments(visitor, article.id)).not.toContain(comment.id);

  // The editor approves the post in Review…
  const editor = await member(browser, baseURL!, EDITOR);
  expect(editor.session.role).toBe('editor');
  await open(editor.page, '/newsroom');
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
  const nav = editor.page.getByRole('navigation', { name: 'Newsroom sections' });
  await expect(nav.getByRole('link')).toHaveCount(3); // Site, People, Inbox and Log are administrators'
  const item = editor.page.locator(`[data-review-item="${postId}"]`);
  await expect(item).toContainText(title);
  await item.getByRole('button', { name: 'Read the post' }).click();
  await expect(item.locator('.article-body')).toContainText('paper-boat race');
  const reviewCount = Number(
    await nav.locator('[data-tab="review"] [data-count]').getAttribute('data-count'),
  );
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(statusLine(editor.page)).toContainText(`“${title}” is approved`);
  await expect(item).toHaveCount(0);
  await expect(nav.locator('[data-tab="review"] [data-count]')).toHaveAttribute(
    'data-count',
    String(reviewCount - 1),
  );

  // …and the comment in Comments.
  await nav.getByRole('link', { name: /Comments/ }).click();
  await editor.page.waitForURL('**/newsroom/comments');
  const held = editor.page.locator(`[data-held-comment="${comment.id}"]`);
  await expect(held).toContainText('Held: the writer’s first comment');
  await expect(held.getByRole('link', { name: `On ${stripTitle(article)}` })).toBeVisible();
  await held.getByRole('button', { name: 'Approve' }).click();
  await expect(statusLine(editor.page)).toContainText('1 comment approved');
  await expect(held).toHaveCount(0);

  // Both are public within a second.
  await expect
    .poll(() => visitorFindsPost(visitor, post, word), { timeout: 1_000 })
    .toEqual({ api: true, home: expect.any(Boolean), search: true });
  await expect.poll(() => visitorComments(visitor, article.id), { timeout: 1_000 }).toContain(comment.id);

  // A second post is sent back with a note.
  const second = await send<ApiPost>(
    writer,
    '/yka/v2/fep/',
    { title: `${word} second try`, content: '<p>A short first draft about the rain.</p>', status: 'publish' },
    201,
  );
  await open(editor.page, '/newsroom');
  const secondItem = editor.page.locator(`[data-review-item="${second.id}"]`);
  await secondItem.getByRole('button', { name: 'Send back' }).click();
  const submit = secondItem.getByRole('button', { name: 'Send back with this note' });
  await expect(submit).toBeDisabled();
  await secondItem.getByLabel('Note to the writer (what to change)').fill('   ');
  await expect(submit).toBeDisabled();
  const note = 'Please add what the children said about the race.';
  await secondItem.getByLabel('Note to the writer (what to change)').fill(note);
  await submit.click();
  await expect(statusLine(editor.page)).toContainText('went back to its writer');
  await expect(secondItem).toHaveCount(0);

  // The writer finds a draft with the note above the editor, edits and publishes again.
  const returned = (await (
    await writer.page.request.get(`/wp-json/wp/v2/posts/${second.id}?context=edit`)
  ).json()) as ApiPost;
  expect(returned.status).toBe('draft');
  expect(returned.review).toEqual({ state: 'sent_back', note });
  await open(writer.page, `/me?post_id=${second.id}`);
  const notice = writer.page.locator('[data-review="sent_back"]');
  await expect(notice).toContainText('An editor sent this back:');
  await expect(notice).toContainText(note);
  await writer.page.getByRole('textbox', { name: 'Your story' }).click();
  await writer.page.keyboard.press('End');
  await writer.page.keyboard.type(' The children said the winning boat was made from a newspaper.');
  await writer.page.getByRole('button', { name: 'Publish' }).click();
  await writer.page.waitForURL((url) => !url.pathname.startsWith('/me'));

  await open(editor.page, '/newsroom');
  await expect(editor.page.locator(`[data-review-item="${second.id}"]`)).toBeVisible();
  await expectAxeClean(editor.page, 'newsroom review');
  expect(problems).toEqual([]);
  await visitor.dispose();
});

function stripTitle(post: ApiPost) {
  return post.title.rendered.replace(/<[^>]+>/g, '');
}

test('a comment three members report is hidden until the editor keeps it; reported again it is removed; the log lists it all', async ({
  browser,
  baseURL,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const editor = await member(browser, baseURL!, EDITOR);
  const writer = await member(browser, baseURL!, uniqueEmail(info, 'reported-writer'));
  const article = await anArticle(visitor, info.project.name === 'phone' ? 6 : 7);
  const comment = await approvedComment(writer, editor, article.id, `Reported words ${Date.now()}`);
  expect(await visitorComments(visitor, article.id)).toContain(comment.id);

  const reportThrice = async (round: string) => {
    for (const n of [1, 2, 3]) {
      const reporter = await member(browser, baseURL!, uniqueEmail(info, `reporter-${round}-${n}`));
      await send(
        reporter,
        '/yka/v2/reports',
        { object: 'comment', id: comment.id, reason: n === 3 ? 'other' : 'spam', note: `note ${round} ${n}` },
        201,
      );
      await reporter.context.close();
    }
  };
  await reportThrice('first');
  expect(await visitorComments(visitor, article.id)).not.toContain(comment.id);

  await open(editor.page, '/newsroom/reports');
  const card = editor.page.locator(`[data-report="comment-${comment.id}"]`);
  await expect(card).toContainText('Hidden');
  await expect(card).toContainText('Reported by 3 members');
  await expect(card).toContainText('Spam × 2');
  await expect(card).toContainText('note first 3');
  await expect(card).toContainText(comment.content.rendered.replace(/<[^>]+>/g, '').trim());
  await expectAxeClean(editor.page, 'newsroom reports');
  await card.getByRole('button', { name: 'Keep' }).click();
  await expect(statusLine(editor.page)).toContainText('The comment stays');
  await expect(card).toHaveCount(0);
  await expect.poll(() => visitorComments(visitor, article.id), { timeout: 1_000 }).toContain(comment.id);

  await reportThrice('second');
  expect(await visitorComments(visitor, article.id)).not.toContain(comment.id);
  await open(editor.page, '/newsroom/reports');
  editor.page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Remove this comment?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(statusLine(editor.page)).toContainText('The comment is removed');
  await expect(card).toHaveCount(0);
  expect(await visitorComments(visitor, article.id)).not.toContain(comment.id);

  // The administrator's log lists the approval, the keep and the removal.
  const admin = await member(browser, baseURL!, ADMIN);
  expect(admin.session.role).toBe('administrator');
  await open(admin.page, '/newsroom/log');
  const entries = admin.page.locator(`[data-log-object="comment-${comment.id}"]`);
  for (const action of ['approve_comment', 'keep_reported', 'remove_reported']) {
    await expect(entries.and(admin.page.locator(`[data-log-action="${action}"]`))).toHaveCount(1);
  }
  await expect(entries.first()).toContainText('removed a reported item');
  const log = (await (
    await admin.page.request.get('/wp-json/yka/v2/newsroom/log?per_page=10')
  ).json()) as LogEntry[];
  expect(log[0]).toMatchObject({ action: 'remove_reported', object_id: comment.id });
  await visitor.dispose();
});

test('the administrator renames a menu entry and adds a moderation word, then signs everyone out', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const admin = await member(browser, baseURL!, ADMIN);
  const problems = watchConsole(admin.page);
  const editor = await member(browser, baseURL!, EDITOR);
  const commenter = await member(browser, baseURL!, uniqueEmail(info, 'moderated'));
  const original = (await (
    await admin.page.request.get('/wp-json/yka/v2/newsroom/site')
  ).json()) as AdminSiteSettings;
  const article = await anArticle(admin.page.request, info.project.name === 'phone' ? 8 : 9);
  // The commenter's first comment is held for being the first; an approved one lets the word decide.
  await approvedComment(commenter, editor, article.id, 'A first, friendly comment.');

  const entry = `Campus ${Date.now() % 100_000}`;
  const word = `zorblax${Date.now() % 100_000}`;
  try {
    await open(admin.page, '/newsroom/site');
    const primary = admin.page.locator('[data-menu="primary"]');
    await primary.locator('[data-menu-item="1"] > summary').click();
    await primary.getByLabel('Title', { exact: true }).first().fill(entry);
    const words = admin.page.getByLabel('Moderation words');
    await words.fill(`${await words.inputValue()}\n${word}`.trim());
    await admin.page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(statusLine(admin.page)).toContainText('The settings are saved.');

    await open(admin.page, '/');
    // Phones show the main menu in the drawer behind the Menu button.
    if (info.project.use.isMobile)
      await admin.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(admin.page.getByRole('link', { name: entry, exact: true }).first()).toBeVisible();
    const held = await send<ApiComment>(
      commenter,
      '/wp/v2/comments',
      { post: article.id, content: `This has the ${word} in it` },
      201,
    );
    const queue = (await (
      await editor.page.request.get('/wp-json/yka/v2/newsroom/comments?per_page=100')
    ).json()) as HeldComment[];
    expect(queue.find((item) => item.id === held.id)?.held_reason).toBe('moderation_words');
  } finally {
    // Later stories read the demo menu and the moderation list as they were.
    await send(admin, '/yka/v2/newsroom/site', {
      menus: original.menus,
      moderation_words: original.moderation_words,
    });
  }

  // Sign everyone out: another member's next page is signed out, and so is the administrator's.
  await open(commenter.page, '/');
  await expect(commenter.page.getByRole('button', { name: 'Your account menu' })).toBeVisible();
  await open(admin.page, '/newsroom/site');
  admin.page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('including yours');
    void dialog.accept();
  });
  await admin.page.getByRole('button', { name: 'Sign everyone out' }).click();
  await admin.page.waitForURL('**/newsroom/site');
  await expect(admin.page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await open(commenter.page, '/');
  await expect(commenter.page.getByRole('button', { name: 'Your account menu' })).toHaveCount(0);
  expect((await commenter.page.request.get('/wp-json/wp/v2/users/me')).status()).toBe(401);
  expect(problems.filter((line) => !/401|Unauthorized/.test(line))).toEqual([]);
});

test('a suspended member is signed out and told why when signing in again', async ({
  browser,
  baseURL,
}, info) => {
  const admin = await member(browser, baseURL!, ADMIN);
  const email = uniqueEmail(info, 'suspended');
  const target = await member(browser, baseURL!, email);
  await open(admin.page, `/newsroom/people?search=${encodeURIComponent(email)}`);
  const row = admin.page.locator(`[data-member="${target.session.id}"]`);
  await expect(row).toContainText('Member');
  await expectAxeClean(admin.page, 'newsroom people');
  // A role change takes effect at once; back to member before the suspension.
  const roleSelect = row.getByLabel(/^Role of /);
  await roleSelect.selectOption('editor');
  await row.getByRole('button', { name: 'Change role' }).click();
  await expect(statusLine(admin.page)).toContainText('is now: Editor.');
  const asEditor = (await (await target.page.request.get('/wp-json/wp/v2/users/me?context=edit')).json()) as {
    roles: string[];
  };
  expect(asEditor.roles).toContain('editor');
  await roleSelect.selectOption('subscriber');
  await row.getByRole('button', { name: 'Change role' }).click();
  await expect(statusLine(admin.page)).toContainText('is now: Member.');
  admin.page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(statusLine(admin.page)).toContainText('is suspended and signed out');
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();

  // Their session ended: the next page is signed out.
  await open(target.page, '/edit');
  await expect(target.page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  // Signing in again is refused with the server's words.
  await target.page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  const dialog = target.page.getByRole('dialog', { name: 'Sign in' });
  const since = mailbox.messages.length;
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('6-digit code').fill(await mailbox.waitForCode(email, { since }));
  await expect(dialog.getByRole('alert')).toContainText(/suspended/i);
});

test('the editor changes a post’s topics, trashes another and marks held comments as spam in bulk', async ({
  browser,
  baseURL,
  playwright,
}, info) => {
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const writer = await member(browser, baseURL!, uniqueEmail(info, 'topics-writer'));
  const tag = `Hostel${Date.now()}`;
  const [kept, trashed] = await Promise.all(
    ['mess food', 'curfew'].map((what) =>
      send<ApiPost>(
        writer,
        '/yka/v2/fep/',
        { title: `${tag} ${what}`, content: `<p>About the ${what}.</p>`, status: 'publish' },
        201,
      ),
    ),
  );
  const article = await anArticle(visitor, info.project.name === 'phone' ? 10 : 11);
  const comments: ApiComment[] = [];
  for (const text of ['Buy cheap followers now', 'Cheap followers, best price']) {
    comments.push(
      await send<ApiComment>(writer, '/wp/v2/comments', { post: article.id, content: text }, 201),
    );
  }

  const editor = await member(browser, baseURL!, EDITOR);
  await open(editor.page, '/newsroom');
  const first = editor.page.locator(`[data-review-item="${kept!.id}"]`);
  await first.getByRole('button', { name: 'Change topics' }).click();
  const topics = first.getByRole('group', { name: /^Topics of/ });
  const topic = topics.getByRole('checkbox').first();
  const topicName = (await topics.locator('label').first().textContent())?.trim() ?? '';
  await topic.check();
  await first.getByRole('button', { name: 'Save topics' }).click();
  await expect(statusLine(editor.page)).toContainText('are saved');
  await expect(first).toContainText(`Topics: ${topicName}`);

  const second = editor.page.locator(`[data-review-item="${trashed!.id}"]`);
  editor.page.once('dialog', (dialog) => void dialog.accept());
  await second.getByRole('button', { name: 'Trash' }).click();
  await expect(statusLine(editor.page)).toContainText('is in the trash');
  await expect(second).toHaveCount(0);
  expect((await visitor.get(`/wp-json/wp/v2/posts/${trashed!.id}`)).status()).toBe(404);

  await open(editor.page, '/newsroom/comments');
  for (const comment of comments) {
    await editor.page.locator(`[data-held-comment="${comment.id}"]`).getByRole('checkbox').check();
  }
  await expect(editor.page.locator('[data-selected-count]')).toHaveText('2 selected');
  await editor.page.locator('[data-bulk]').getByRole('button', { name: 'Spam' }).click();
  await expect(statusLine(editor.page)).toContainText('2 comments marked as spam');
  for (const comment of comments) {
    await expect(editor.page.locator(`[data-held-comment="${comment.id}"]`)).toHaveCount(0);
  }
  await expectAxeClean(editor.page, 'newsroom comments');
  await visitor.dispose();
});

test('an editor reading a waiting post approves it on the post page; a member sees no button there', async ({
  browser,
  baseURL,
}, info) => {
  const writer = await member(browser, baseURL!, uniqueEmail(info, 'page-approve'));
  const [english, hindi, taken] = await Promise.all(
    ['Bus pass queue', 'बस पास की कतार', 'Hostel water'].map((title) =>
      send<ApiPost>(
        writer,
        '/yka/v2/fep/',
        { title: `${title} ${Date.now()}`, content: '<p>Three hours in line.</p>', status: 'publish' },
        201,
      ),
    ),
  );
  // The writer, a member, reads the notice without the editor's buttons.
  await open(writer.page, new URL(english!.link).pathname);
  await expect(writer.page.getByText('This post is waiting for an editor’s review.')).toBeVisible();
  await expect(writer.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const editor = await member(browser, baseURL!, EDITOR);
  const problems = watchConsole(editor.page);
  await open(editor.page, new URL(english!.link).pathname);
  await expect(editor.page.getByRole('link', { name: 'Review in the Newsroom' })).toHaveAttribute(
    'href',
    '/newsroom',
  );
  await expectAxeClean(editor.page, 'a waiting post, as an editor');
  await shot(editor.page, info, 'approve-on-post-page-en');
  await editor.page.getByRole('button', { name: 'Approve' }).click();
  await expect(editor.page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(editor.page.getByText('This post is waiting for an editor’s review.')).toHaveCount(0);
  await editor.page.reload();
  await expect(editor.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(editor.page.getByText('This post is waiting for an editor’s review.')).toHaveCount(0);
  await open(editor.page, '/newsroom');
  await expect(editor.page.locator(`[data-review-item="${english!.id}"]`)).toHaveCount(0);
  await expect(editor.page.locator(`[data-review-item="${hindi!.id}"]`)).toHaveCount(1);

  // The same on a Hindi page. Approved meanwhile in another tab (or by another editor): the
  // page says so in its language.
  await useLanguage(editor.context, baseURL!, 'hi');
  await open(editor.page, new URL(taken!.link).pathname);
  await send(editor, `/yka/v2/newsroom/posts/${taken!.id}/approve`, {});
  await editor.page.getByRole('button', { name: 'मंज़ूर करें' }).click();
  await expect(editor.page.getByRole('alert')).toHaveText(
    'यह पोस्ट अब समीक्षा की प्रतीक्षा में नहीं है: इस बीच इसे मंज़ूर कर दिया गया या वापस भेज दिया गया।',
  );
  await open(editor.page, new URL(hindi!.link).pathname);
  await expect(editor.page.getByRole('link', { name: 'न्यूज़रूम में समीक्षा करें' })).toBeVisible();
  await editor.page.getByRole('button', { name: 'मंज़ूर करें' }).click();
  await expect(editor.page.getByRole('status').filter({ hasText: 'मंज़ूर हो गई' })).toBeVisible();
  await shot(editor.page, info, 'approved-on-post-page-hi');
  // the approval refused above is the one error the browser logs
  expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
});

test('the administrator marks a contact message handled and reopens it', async ({
  browser,
  baseURL,
  playwright,
}, info) => {
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const settings = (await (await visitor.get('/wp-json/yka/v2/settings/')).json()) as {
    contact_form_id: number;
  };
  const subject = `Internship question ${info.project.name} ${Date.now()}`;
  const sent = await visitor.post(
    `/wp-json/contact-form-7/v1/contact-forms/${settings.contact_form_id}/feedback`,
    {
      data: {
        'your-name': 'Meera',
        'your-email': 'meera@example.test',
        'your-subject': subject,
        'your-message': 'Do you take interns for the summer?',
      },
    },
  );
  expect(sent.status(), await sent.text()).toBe(200);
  // the subject is optional: such a message still gets a heading the reader can see
  const untitled = `No subject from ${info.project.name} ${Date.now()}`;
  const bare = await visitor.post(
    `/wp-json/contact-form-7/v1/contact-forms/${settings.contact_form_id}/feedback`,
    { data: { 'your-name': 'Ravi', 'your-email': 'ravi@example.test', 'your-message': untitled } },
  );
  expect(bare.status(), await bare.text()).toBe(200);

  const admin = await member(browser, baseURL!, ADMIN);
  await open(admin.page, '/newsroom/inbox');
  await expect(
    admin.page
      .locator('[data-message]', { hasText: untitled })
      .getByRole('heading', { name: '(no subject)' }),
  ).toBeVisible();
  await expectAxeClean(admin.page, 'inbox with a message without subject', 'main');
  const message = admin.page.locator('[data-message]', { hasText: subject });
  await expect(message.getByRole('link', { name: 'meera@example.test' })).toHaveAttribute(
    'href',
    'mailto:meera@example.test',
  );
  const inbox = admin.page.locator('[data-tab="inbox"] [data-count]');
  const openBefore = Number(await inbox.getAttribute('data-count'));
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(statusLine(admin.page)).toContainText('The message from Meera is handled.');
  await expect(message).toHaveCount(0);
  await expect(inbox).toHaveAttribute('data-count', String(openBefore - 1));

  await admin.page.getByRole('link', { name: 'Handled', exact: true }).click();
  await admin.page.waitForURL('**/newsroom/inbox?status=handled');
  await expect(message).toContainText('Handled by');
  await message.getByRole('button', { name: 'Reopen' }).click();
  await expect(statusLine(admin.page)).toContainText('is open again');
  await expect(message).toHaveCount(0);
  await expect(inbox).toHaveAttribute('data-count', String(openBefore));
  await visitor.dispose();
});

test('a member opening the Newsroom gets 403, an editor 403 on the administrators’ tabs, a visitor the sign-in view', async ({
  browser,
  baseURL,
  page,
}, info) => {
  const response = await open(page, '/newsroom');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  const subscriber = await member(browser, baseURL!, uniqueEmail(info, 'not-an-editor'));
  expect(subscriber.session.role).toBe('subscriber');
  const refused = await open(subscriber.page, '/newsroom');
  expect(refused?.status()).toBe(403);
  await expect(
    subscriber.page.getByRole('heading', { level: 1, name: 'You cannot open this page' }),
  ).toBeVisible();
  await expectAxeClean(subscriber.page, '403 page');
  // The user menu offers the Newsroom only to editors and administrators.
  await subscriber.page.getByRole('button', { name: 'Your account menu' }).click();
  await expect(subscriber.page.getByRole('link', { name: 'Newsroom', exact: true })).toHaveCount(0);

  const editor = await member(browser, baseURL!, EDITOR);
  expect((await open(editor.page, '/newsroom/people'))?.status()).toBe(403);
  expect((await open(editor.page, '/newsroom/comments'))?.status()).toBe(200);
  await editor.page.getByRole('button', { name: 'Your account menu' }).click();
  await editor.page.getByRole('link', { name: 'Newsroom', exact: true }).click();
  await editor.page.waitForURL('**/newsroom');
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
});

test('every Newsroom tab in English and Hindi is clean for axe (screenshots)', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const writer = await member(browser, baseURL!, uniqueEmail(info, 'shots'));
  // Something to show in Review and Comments.
  const post = await send<ApiPost>(
    writer,
    '/yka/v2/fep/',
    {
      title: 'A letter from the hostel',
      content: '<p>The mess food got better this term.</p>',
      status: 'publish',
    },
    201,
  );
  await send(writer, '/wp/v2/comments', { post: post.id, content: 'Waiting for a look.' }, 201);
  const dir = 'test-results/newsroom';
  mkdirSync(dir, { recursive: true });
  for (const lang of ['en', 'hi'] as const) {
    const admin = await member(browser, baseURL!, ADMIN);
    await useLanguage(admin.context, baseURL!, lang);
    const problems = watchConsole(admin.page);
    for (const tab of ['', '/comments', '/reports', '/site', '/people', '/inbox', '/log']) {
      const response = await open(admin.page, `/newsroom${tab}`);
      expect(response?.status(), tab).toBe(200);
      await expect(admin.page.locator('html')).toHaveAttribute('lang', lang);
      const name = tab.slice(1) || 'review';
      await admin.page.screenshot({
        path: `${dir}/${info.project.name}-${lang}-${name}.png`,
        fullPage: true,
      });
      await expectAxeClean(admin.page, `newsroom ${name} (${lang})`);
    }
    expect(problems).toEqual([]);
  }
});
