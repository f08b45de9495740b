import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiComment, ApiPost, Role } from '#common/api-types.ts';
import type { AdminSiteSettings, HeldComment, LogEntry, Member, ReportedItem } from '#common/newsroom.ts';
import { type Account, type Factories, factories, type Headers } from '#tests/helpers/factories.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { signedInHeaders, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let make: Factories;
let mailbox: Mailbox;
let editor: Account;
let admin: Account;
let unreviewed: number;
const topic: Record<string, number> = {};

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url } });
  make = factories(t);
  editor = await account('editor');
  admin = await account('administrator');
  const rows = await t.database.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM terms WHERE slug IN ('education', 'careers', 'unreviewed')`,
  );
  for (const row of rows) topic[row.slug] = row.id;
  unreviewed = topic.unreviewed!;
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const call: Factories['call'] = (...request) => make.call(...request);
const account = (role: Role = 'subscriber') => make.user({ role });

/** A subscriber's published post: it goes into the review queue (decisions §4). */
async function publishedBy(writer: Account, title = `Story ${Math.random().toString(36).slice(2)}`) {
  const r = await call('POST', 'yka/v2/fep/', writer.headers, {
    title,
    content: '<p>A first story for the newsroom.</p>',
    status: 'publish',
    categories: [topic.education],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as ApiPost;
}

const publicIds = async (search: string) =>
  ((await call('GET', `wp/v2/posts?search=${encodeURIComponent(search)}`)).body as ApiPost[]).map(
    (p) => p.id,
  );

const logOf = async (action: string, objectId: number) =>
  ((await call('GET', 'yka/v2/newsroom/log?per_page=100', admin.headers)).body as LogEntry[]).filter(
    (e) => e.action === action && e.object_id === objectId,
  );

/** An approved comment of `who` on a published post (their first comment is approved by an editor). */
async function approvedComment(who: Account, postId: number, text = 'A thoughtful comment.') {
  const r = await call('POST', 'wp/v2/comments', who.headers, { post: postId, content: text });
  expect(r.status).toBe(201);
  const comment = r.body as ApiComment;
  if (comment.status === 'hold')
    expect(
      (
        await call('POST', 'yka/v2/newsroom/comments', editor.headers, {
          ids: [comment.id],
          status: 'approved',
        })
      ).status,
    ).toBe(200);
  return comment.id;
}

async function someDemoPost(): Promise<ApiPost> {
  const [post] = (await call('GET', 'wp/v2/posts?per_page=1')).body as ApiPost[];
  return post!;
}

describe('authorisation matrix', () => {
  it('answers 401 to visitors, 403 to subscribers and authors, and lets editors and administrators through as decisions §10 says', async () => {
    const writer = await account();
    const post = await publishedBy(writer);
    const subscriber = await account();
    const moderate: [string, string, unknown?][] = [
      ['GET', 'yka/v2/newsroom/counts'],
      ['GET', 'yka/v2/newsroom/review'],
      ['POST', `yka/v2/newsroom/posts/${post.id}/topics`, { categories: [topic.careers] }],
      ['GET', 'yka/v2/newsroom/comments'],
      ['POST', 'yka/v2/newsroom/comments', { ids: [1], status: 'approved' }],
      ['GET', 'yka/v2/newsroom/reports'],
    ];
    const administer: [string, string, unknown?][] = [
      ['GET', 'yka/v2/newsroom/site'],
      ['POST', 'yka/v2/newsroom/site', { description: 'Changed by the matrix.' }],
      ['GET', 'yka/v2/newsroom/people'],
      ['POST', `yka/v2/newsroom/people/${subscriber.id}`, { role: 'subscriber' }],
      ['GET', 'yka/v2/newsroom/inbox'],
      ['GET', 'yka/v2/newsroom/log'],
    ];
    const expectStatus = async (
      who: Headers,
      list: [string, string, unknown?][],
      status: number,
      code?: string,
    ) => {
      for (const [method, url, body] of list) {
        const r = await call(method as 'GET' | 'POST', url, who, body);
        expect(r.status, `${method} ${url}`).toBe(status);
        if (code) expect(r.body.code, `${method} ${url}`).toBe(code);
      }
    };
    await expectStatus({}, [...moderate, ...administer], 401, 'rest_not_logged_in');
    await expectStatus(subscriber.headers, [...moderate, ...administer], 403, 'rest_forbidden');
    // The author of the post in review is a subscriber: their own post gives them no say.
    await expectStatus(
      writer.headers,
      [['POST', `yka/v2/newsroom/posts/${post.id}/approve`], ...moderate],
      403,
      'rest_forbidden',
    );
    await expectStatus(editor.headers, moderate, 200);
    await expectStatus(editor.headers, administer, 403, 'rest_forbidden');
    await expectStatus(admin.headers, [...moderate, ...administer], 200);
    // A cookie write without its nonce counts as a visitor's (decisions §3).
    const noNonce = { cookie: editor.headers.cookie! };
    expect((await call('POST', `yka/v2/newsroom/posts/${post.id}/approve`, noNonce)).status).toBe(401);
  });

  it('refuses reports from visitors and of one’s own writing', async () => {
    const writer = await account();
    const post = await someDemoPost();
    expect(
      (await call('POST', 'yka/v2/reports', {}, { object: 'post', id: post.id, reason: 'spam' })).status,
    ).toBe(401);
    const own = await call('POST', 'yka/v2/reports', await signedInHeaders(t.database, post.author), {
      object: 'post',
      id: post.id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('rest_cannot_report_own');
    const bad = await call('POST', 'yka/v2/reports', writer.headers, {
      object: 'post',
      id: post.id,
      reason: 'other',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.note).toBeTruthy();
    expect(
      (await call('POST', 'yka/v2/reports', writer.headers, { object: 'post', id: 999_999, reason: 'spam' }))
        .status,
    ).toBe(404);
  });
});

describe('review', () => {
  it('approve puts a waiting post on the public lists at once and logs it', async () => {
    const writer = await account();
    const title = `Approvable ${Date.now()}`;
    const post = await publishedBy(writer, title);
    expect(post.categories).toContain(unreviewed);
    expect(post.review).toEqual({ state: 'waiting', note: '' });
    expect(await publicIds(title)).not.toContain(post.id);
    const queue = (await call('GET', 'yka/v2/newsroom/review?per_page=100', editor.headers))
      .body as ApiPost[];
    const queued = queue.find((p) => p.id === post.id);
    expect(queued?.content.rendered).toContain('first story');
    expect(queued?._embedded?.author?.[0]?.id).toBe(writer.id);

    const approved = await call('POST', `yka/v2/newsroom/posts/${post.id}/approve`, editor.headers);
    expect(approved.status).toBe(200);
    expect(approved.body.categories).not.toContain(unreviewed);
    expect(await publicIds(title)).toContain(post.id);
    expect((await call('POST', `yka/v2/newsroom/posts/${post.id}/approve`, editor.headers)).body.code).toBe(
      'rest_post_not_in_review',
    );
    const [entry] = await logOf('approve_post', post.id);
    expect(entry).toMatchObject({
      actor: { id: editor.id },
      before: { categories: expect.arrayContaining([unreviewed]) },
    });
  });

  it('send back needs a note; the writer sees it on a draft, and publishing again returns the post to the queue', async () => {
    const writer = await account();
    const post = await publishedBy(writer);
    const countBefore = (await call('GET', 'yka/v2/newsroom/counts', editor.headers)).body.review as number;
    expect(
      (await call('POST', `yka/v2/newsroom/posts/${post.id}/send-back`, editor.headers, { note: '  ' }))
        .status,
    ).toBe(400);
    const sent = await call('POST', `yka/v2/newsroom/posts/${post.id}/send-back`, editor.headers, {
      note: 'Please add a source for the numbers.',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('draft');
    expect((await call('GET', 'yka/v2/newsroom/counts', editor.headers)).body.review).toBe(countBefore - 1);

    const mine = await call('GET', `wp/v2/posts/${post.id}?context=edit`, writer.headers);
    expect(mine.body.review).toEqual({ state: 'sent_back', note: 'Please add a source for the numbers.' });
    expect((await call('GET', `wp/v2/posts/${post.id}`)).status).toBe(404);

    const again = await call('POST', `yka/v2/fep/${post.id}`, writer.headers, {
      content: '<p>Now with a source.</p>',
      status: 'publish',
    });
    expect(again.status).toBe(200);
    expect(again.body.review).toEqual({ state: 'waiting', note: '' });
    const queue = (await call('GET', 'yka/v2/newsroom/review?per_page=100', editor.headers))
      .body as ApiPost[];
    expect(queue.map((p) => p.id)).toContain(post.id);
    expect(await logOf('send_back_post', post.id)).toHaveLength(1);
  });

  it('editors change topics and trash; the log keeps before and after', async () => {
    const writer = await account();
    const post = await publishedBy(writer);
    const changed = await call('POST', `yka/v2/newsroom/posts/${post.id}/topics`, editor.headers, {
      categories: [topic.careers, unreviewed],
    });
    expect(changed.status).toBe(200);
    // The moderation category is not a topic: it stays whatever was sent.
    expect([...changed.body.categories].sort()).toEqual([topic.careers, unreviewed].sort());
    const [entry] = await logOf('change_topics', post.id);
    expect(entry?.before?.categories).toContain(topic.education);
    expect(entry?.after?.categories).toContain(topic.careers);

    expect((await call('POST', `yka/v2/newsroom/posts/${post.id}/trash`, editor.headers)).status).toBe(200);
    expect((await call('GET', `wp/v2/posts/${post.id}`, writer.headers)).status).toBe(404);
    expect(await logOf('trash_post', post.id)).toHaveLength(1);
  });
});

describe('held comments', () => {
  it('shows why a comment is held and approves, spams and trashes in bulk', async () => {
    const post = await someDemoPost();
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const who = await account();
      const r = await call('POST', 'wp/v2/comments', who.headers, {
        post: post.id,
        content: `First words ${i}`,
      });
      expect(r.body.status).toBe('hold');
      made.push(r.body.id as number);
    }
    const queue = (await call('GET', 'yka/v2/newsroom/comments?per_page=100', editor.headers))
      .body as HeldComment[];
    const mine = queue.filter((c) => made.includes(c.id));
    expect(mine.map((c) => c.held_reason)).toEqual(['first_comment', 'first_comment', 'first_comment']);
    expect(mine[0]?.post_title).toBeTruthy();

    const before = (await call('GET', `wp/v2/posts/${post.id}`)).body.total_comments as number;
    const approved = await call('POST', 'yka/v2/newsroom/comments', editor.headers, {
      ids: [made[0], made[1]],
      status: 'approved',
    });
    expect(approved.body.updated).toEqual([made[0], made[1]]);
    // Already decided: a second editor's click changes nothing twice.
    expect(
      (await call('POST', 'yka/v2/newsroom/comments', admin.headers, { ids: [made[0]], status: 'spam' })).body
        .updated,
    ).toEqual([]);
    expect(
      (await call('POST', 'yka/v2/newsroom/comments', editor.headers, { ids: [made[2]], status: 'trash' }))
        .body.updated,
    ).toEqual([made[2]]);
    expect((await call('GET', `wp/v2/posts/${post.id}`)).body.total_comments).toBe(before + 2);
    const visible = (await call('GET', `wp/v2/comments?post=${post.id}&per_page=100`)).body as ApiComment[];
    expect(visible.map((c) => c.id)).toEqual(expect.arrayContaining([made[0], made[1]]));
    expect(visible.map((c) => c.id)).not.toContain(made[2]);
    expect(await logOf('approve_comment', made[0]!)).toHaveLength(1);
    expect(await logOf('trash_comment', made[2]!)).toHaveLength(1);
  });

  it('a moderation word holds a comment with that reason', async () => {
    const post = await someDemoPost();
    const who = await account();
    await approvedComment(who, post.id);
    expect(
      (await call('POST', 'yka/v2/newsroom/site', admin.headers, { moderation_words: ['betting tips'] }))
        .status,
    ).toBe(200);
    const r = await call('POST', 'wp/v2/comments', who.headers, {
      post: post.id,
      content: 'Great BETTING tips here',
    });
    expect(r.body.status).toBe('hold');
    const queue = (await call('GET', 'yka/v2/newsroom/comments?per_page=100', editor.headers))
      .body as HeldComment[];
    expect(queue.find((c) => c.id === r.body.id)?.held_reason).toBe('moderation_words');
  });
});

describe('reports', () => {
  it('three reports hide a comment from everyone but its author and editors; keep shows it again; remove trashes it', async () => {
    const post = await someDemoPost();
    const writer = await account();
    const commentId = await approvedComment(writer, post.id, 'Something some readers dislike.');
    const listed = async (headers: Headers = {}) =>
      ((await call('GET', `wp/v2/comments?post=${post.id}&per_page=100`, headers)).body as ApiComment[]).map(
        (c) => c.id,
      );
    const countOf = async () => (await call('GET', `wp/v2/posts/${post.id}`)).body.total_comments as number;
    const before = await countOf();

    const reporters = [await account(), await account(), await account()];
    for (const [i, who] of reporters.entries()) {
      const r = await call('POST', 'yka/v2/reports', who.headers, {
        object: 'comment',
        id: commentId,
        reason: i === 2 ? 'other' : 'harassment',
        note: i === 2 ? 'Names a classmate' : undefined,
      });
      expect(r.status).toBe(201);
    }
    const again = await call('POST', 'yka/v2/reports', reporters[0]!.headers, {
      object: 'comment',
      id: commentId,
      reason: 'spam',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_reported');
    expect(await listed()).not.toContain(commentId);
    expect(await listed(reporters[0]!.headers)).not.toContain(commentId);
    expect(await listed(writer.headers)).toContain(commentId);
    expect(await listed(editor.headers)).toContain(commentId);
    expect(await countOf()).toBe(before - 1);

    const items = (await call('GET', 'yka/v2/newsroom/reports?per_page=100', editor.headers))
      .body as ReportedItem[];
    const item = items.find((i) => i.object === 'comment' && i.id === commentId);
    expect(item).toMatchObject({
      count: 3,
      hidden: true,
      reasons: { harassment: 2, other: 1 },
      notes: ['Names a classmate'],
    });
    // The reporters are never shown, not even to editors.
    const names = await t.database.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM users WHERE id = ANY($1::int[])',
      [reporters.map((r) => r.id)],
    );
    for (const { slug, name } of names) {
      expect(JSON.stringify(item)).not.toContain(slug);
      expect(JSON.stringify(item)).not.toContain(`"${name}"`);
    }

    expect(
      (await call('POST', `yka/v2/newsroom/reports/comment/${commentId}`, editor.headers, { action: 'keep' }))
        .status,
    ).toBe(200);
    expect(await listed()).toContain(commentId);
    expect(await countOf()).toBe(before);
    // Members who reported once cannot report again; three others can.
    for (const who of [await account(), await account(), await account()])
      expect(
        (
          await call('POST', 'yka/v2/reports', who.headers, {
            object: 'comment',
            id: commentId,
            reason: 'spam',
          })
        ).status,
      ).toBe(201);
    expect(await listed()).not.toContain(commentId);
    expect(
      (
        await call('POST', `yka/v2/newsroom/reports/comment/${commentId}`, editor.headers, {
          action: 'remove',
        })
      ).status,
    ).toBe(200);
    expect(await listed(editor.headers)).not.toContain(commentId);
    expect(await countOf()).toBe(before - 1);
    expect(await logOf('keep_reported', commentId)).toHaveLength(1);
    expect(await logOf('remove_reported', commentId)).toHaveLength(1);
  });

  it('a reported post hides from lists and its page at the threshold set in Site', async () => {
    const writer = await account();
    const post = await publishedBy(writer);
    await call('POST', `yka/v2/newsroom/posts/${post.id}/approve`, editor.headers);
    expect(
      (await call('POST', 'yka/v2/newsroom/site', admin.headers, { report_hide_threshold: 2 })).status,
    ).toBe(200);
    try {
      for (const who of [await account(), await account()])
        expect(
          (
            await call('POST', 'yka/v2/reports', who.headers, {
              object: 'post',
              id: post.id,
              reason: 'false_information',
            })
          ).status,
        ).toBe(201);
      expect((await call('GET', `wp/v2/posts/${post.id}`)).status).toBe(404);
      expect((await call('GET', `wp/v2/posts?author=${writer.id}`)).body).toEqual([]);
      expect((await call('GET', `wp/v2/posts/${post.id}`, writer.headers)).status).toBe(200);
      // nor its comments, nor a new comment on it, for anyone else
      const reader = await account();
      expect((await call('GET', `wp/v2/comments?post=${post.id}`)).status).toBe(404);
      expect(
        (await call('POST', 'wp/v2/comments', reader.headers, { post: post.id, content: 'Hello' })).status,
      ).toBe(404);
      expect((await call('GET', `wp/v2/comments?post=${post.id}`, writer.headers)).status).toBe(200);
      expect(
        (await call('POST', `yka/v2/newsroom/reports/post/${post.id}`, editor.headers, { action: 'remove' }))
          .status,
      ).toBe(200);
      expect((await call('GET', `wp/v2/posts/${post.id}`, editor.headers)).status).toBe(404);
    } finally {
      await call('POST', 'yka/v2/newsroom/site', admin.headers, { report_hide_threshold: 3 });
    }
  });
});

describe('site, people, inbox, log', () => {
  it('saves settings (menus, home topics, threshold), refuses bad ones and logs what changed', async () => {
    const current = (await call('GET', 'yka/v2/newsroom/site', admin.headers)).body as AdminSiteSettings;
    const primary = [
      {
        id: 0,
        title: 'Campus',
        title_hi: 'कैंपस',
        path: '/category/education',
        tag: 'router-link',
        children: [],
      },
    ];
    const saved = await call('POST', 'yka/v2/newsroom/site', admin.headers, {
      menus: { ...current.menus, primary: [...current.menus.primary, ...primary] },
      home_topics: [topic.careers, topic.education],
    });
    expect(saved.status).toBe(200);
    const site = (await call('GET', 'yka/v2/settings')).body;
    expect(site.menus.primary.at(-1)).toMatchObject({ title: 'Campus', path: '/category/education' });
    expect(site.home_topics).toEqual([topic.careers, topic.education]);
    const bad = await call('POST', 'yka/v2/newsroom/site', admin.headers, {
      site_email: 'not mail',
      home_topics: [999_999],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params)).toContain('site_email');
    const entries = ((await call('GET', 'yka/v2/newsroom/log', admin.headers)).body as LogEntry[]).filter(
      (e) => e.action === 'update_settings',
    );
    expect(entries[0]?.after).toHaveProperty('home_topics');
    expect(entries[0]?.after).not.toHaveProperty('name');
    await call('POST', 'yka/v2/newsroom/site', admin.headers, {
      menus: current.menus,
      home_topics: current.home_topics,
    });
  });

  it("saving the site as its form does keeps the sidebars' boxes and the language of their lines", async () => {
    // The form sends every field back; the sidebars went through a post's allowlist, which
    // dropped the demo's boxes (aside.in-feed-note, section.sidebar-note) and lang="hi".
    const current = (await call('GET', 'yka/v2/newsroom/site', admin.headers)).body as AdminSiteSettings;
    const slots = ['right-sidebar', 'in-feed-term-tabs-slot-one', 'in-feed-term-tabs-slot-two'];
    expect(Object.keys(current.sidebars)).toEqual(expect.arrayContaining(slots));
    const saved = await call('POST', 'yka/v2/newsroom/site', admin.headers, {
      sidebars: {
        ...current.sidebars,
        'in-feed-term-tabs-slot-two':
          '<div class="in-feed-note fixed inset-0" style="color:red" lang="fr"><p lang="hi">नमस्ते</p></div>',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const { sidebars } = (await call('GET', 'yka/v2/settings')).body as {
        sidebars: Record<string, string>;
      };
      expect(sidebars['right-sidebar']).toBe(current.sidebars['right-sidebar']);
      expect(sidebars['in-feed-term-tabs-slot-one']).toBe(current.sidebars['in-feed-term-tabs-slot-one']);
      expect(sidebars['right-sidebar']).toMatch(
        /^<section class="sidebar-note only-en">.*<section class="sidebar-note only-hi" lang="hi">/,
      );
      expect(sidebars['in-feed-term-tabs-slot-two']).toBe(
        '<div class="in-feed-note"><p lang="hi">नमस्ते</p></div>',
      );
    } finally {
      await call('POST', 'yka/v2/newsroom/site', admin.headers, { sidebars: current.sidebars });
    }
  });

  it('sign everyone out bumps the version and ends every session', async () => {
    const reader = await account();
    expect((await call('GET', 'wp/v2/users/me', reader.headers)).status).toBe(200);
    const before = (await call('GET', 'yka/v2/settings')).body.version as string;
    const r = await call('POST', 'yka/v2/newsroom/sign-out-everyone', admin.headers);
    expect(r.status).toBe(200);
    expect(r.body.version).not.toBe(before);
    expect(r.body.sessions_ended).toBeGreaterThanOrEqual(2);
    expect((await call('GET', 'yka/v2/settings')).body.version).toBe(r.body.version);
    expect((await call('GET', 'wp/v2/users/me', reader.headers)).status).toBe(401);
    // the administrator's own session went too; later tests sign in afresh
    editor.headers = await signedInHeaders(t.database, editor.id);
    admin.headers = await signedInHeaders(t.database, admin.id);
  });

  it('changes roles, suspends (sessions end, sign-in refused) and restores; never locks out the last administrator', async () => {
    const email = `suspend-me-${Date.now()}@example.org`;
    const signedIn = await signIn(t.app, mailbox, email, '10.9.3.1');
    const id = signedIn.session.id;
    const cookie = { cookie: signedIn.cookie };
    const found = (
      await call('GET', `yka/v2/newsroom/people?search=${encodeURIComponent(email)}`, admin.headers)
    ).body as Member[];
    expect(found.map((m) => m.id)).toEqual([id]);
    expect(JSON.stringify(found)).not.toContain(email);

    const promoted = await call('POST', `yka/v2/newsroom/people/${id}`, admin.headers, { role: 'editor' });
    expect(promoted.body.role).toBe('editor');
    expect((await call('GET', 'yka/v2/newsroom/counts', cookie)).status).toBe(200);

    const suspended = await call('POST', `yka/v2/newsroom/people/${id}`, admin.headers, { suspended: true });
    expect(suspended.body.suspended).toBe(true);
    expect((await call('GET', 'wp/v2/users/me', cookie)).status).toBe(401);
    await expect(signIn(t.app, mailbox, email, '10.9.3.1')).rejects.toThrow(/403.*account_suspended/);

    await call('POST', `yka/v2/newsroom/people/${id}`, admin.headers, {
      suspended: false,
      role: 'subscriber',
    });
    expect((await signIn(t.app, mailbox, email, '10.9.3.1')).session.role).toBe('subscriber');

    const self = await call('POST', `yka/v2/newsroom/people/${admin.id}`, admin.headers, { role: 'editor' });
    expect(self.status).toBe(403);
    const log = (
      (await call('GET', 'yka/v2/newsroom/log?per_page=100', admin.headers)).body as LogEntry[]
    ).filter((e) => e.object_id === id);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['change_role', 'suspend_member', 'restore_member']),
    );
  });

  it('lists contact messages and marks them handled', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
      payload: {
        'your-name': 'Meera',
        'your-email': 'meera@example.org',
        'your-subject': 'Hello',
        'your-message': 'A story idea.',
      },
      remoteAddress: '10.9.4.1',
    });
    expect(sent.statusCode).toBe(200);
    const open = (await call('GET', 'yka/v2/newsroom/inbox', admin.headers)).body;
    const message = open.find((m: { name: string }) => m.name === 'Meera');
    expect(message).toMatchObject({ email: 'meera@example.org', handled: false });
    const handled = await call('POST', `yka/v2/newsroom/inbox/${message.id}`, admin.headers, {
      handled: true,
    });
    expect(handled.body).toMatchObject({ handled: true, handled_by: expect.any(String) });
    expect(
      ((await call('GET', 'yka/v2/newsroom/inbox', admin.headers)).body as { id: number }[]).map((m) => m.id),
    ).not.toContain(message.id);
    expect((await call('GET', 'yka/v2/newsroom/inbox?status=handled', admin.headers)).body[0].id).toBe(
      message.id,
    );
  });

  it('keeps the log append-only', async () => {
    await expect(t.database.query('DELETE FROM moderation_log')).rejects.toThrow(/append-only/);
    await expect(t.database.query(`UPDATE moderation_log SET note = 'x'`)).rejects.toThrow(/append-only/);
  });
});
