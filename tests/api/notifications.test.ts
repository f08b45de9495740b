import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiNotification, NotificationSettings } from '#common/notifications.ts';
import { bodyOf, headerOf, type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Headers = Record<string, string>;
interface Account {
  id: number;
  email: string;
  headers: Headers;
}

let t: TestApp;
let mailbox: Mailbox;
let editor: Account;
let admin: Account;
/** a published demo post and its author */
let post: { id: number; authorId: number };
let education: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url } });
  editor = await account('editor');
  admin = await account('administrator');
  const [row] = await t.database.query<{ id: number; author_id: number }>(
    `SELECT id, author_id FROM posts WHERE status = 'publish' AND type = 'post' ORDER BY id LIMIT 1`,
  );
  post = { id: row!.id, authorId: row!.author_id };
  const [term] = await t.database.query<{ id: number }>(`SELECT id FROM terms WHERE slug = 'education'`);
  education = term!.id;
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function account(role: 'subscriber' | 'editor' | 'administrator' = 'subscriber'): Promise<Account> {
  const id = await createUser(t.database, role);
  const [row] = await t.database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]);
  return { id, email: row!.email, headers: await signedInHeaders(t.database, id) };
}

/** A member whose comments are approved at once (they have an approved one already). */
async function commenter(): Promise<Account> {
  const member = await account();
  await t.database.query(
    `INSERT INTO comments (post_id, author_id, content, status) VALUES ($1, $2, 'An earlier comment', 'approved')`,
    [post.id, member.id],
  );
  return member;
}

async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) {
  const r = await t.app.inject({
    method,
    url: `/wp-json/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  return { status: r.statusCode, headers: r.headers, body: (r.body ? r.json() : undefined) as any };
}

const comment = async (by: Account, content: string, parent = 0) => {
  const r = await call('POST', 'wp/v2/comments', by.headers, { post: post.id, parent, content });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; status: string };
};

/** The notifications a member has, straight from the table (what every screen reads). */
const stored = (userId: number) =>
  t.database.query<{
    kind: string;
    actor_id: number | null;
    post_id: number | null;
    comment_id: number | null;
  }>('SELECT kind, actor_id, post_id, comment_id FROM notifications WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);

const act = (by: Account, action: string, id: number) =>
  call('POST', 'yka/v2/action', by.headers, { action, object: 'user', id });

describe('notifications are made once per event, for the right member', () => {
  it('a reply tells the author of the comment it answers, once, and nobody else', async () => {
    const alice = await commenter();
    const carol = await commenter();
    const top = await comment(alice, 'What a story.');
    const reply = await comment(carol, 'I agree with you.', top.id);
    expect(reply.status).toBe('approved');
    expect(await stored(alice.id)).toEqual([
      { kind: 'reply', actor_id: carol.id, post_id: post.id, comment_id: reply.id },
    ]);
    // the top-level comment told the post's author; the reply did not (nor its own writer)
    const authorRows = (await stored(post.authorId)).filter((n) => n.comment_id === reply.id);
    expect(authorRows).toEqual([]);
    expect((await stored(post.authorId)).filter((n) => n.comment_id === top.id)).toEqual([
      { kind: 'comment', actor_id: alice.id, post_id: post.id, comment_id: top.id },
    ]);
    expect(await stored(carol.id)).toEqual([]);
    // reading the pages again and again makes nothing new
    for (let i = 0; i < 3; i++) await call('GET', `wp/v2/comments?post=${post.id}`, alice.headers);
    expect(await stored(alice.id)).toHaveLength(1);
  });

  it('a held reply approved by two editors at once tells each member once', async () => {
    const alice = await commenter();
    const newcomer = await account(); // a first comment is held
    const top = await comment(alice, 'Held replies wait.');
    const reply = await comment(newcomer, 'My very first reply.', top.id);
    expect(reply.status).toBe('hold');
    expect(await stored(alice.id)).toEqual([]);
    const second = await account('editor');
    const answers = await Promise.all([
      call('POST', 'yka/v2/newsroom/comments', editor.headers, { ids: [reply.id], status: 'approved' }),
      call('POST', 'yka/v2/newsroom/comments', second.headers, { ids: [reply.id], status: 'approved' }),
      call('POST', `wp/v2/comments/${reply.id}`, editor.headers, { status: 'approved' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await stored(alice.id)).toEqual([
      { kind: 'reply', actor_id: newcomer.id, post_id: post.id, comment_id: reply.id },
    ]);
    expect(await stored(newcomer.id)).toEqual([
      { kind: 'comment_approved', actor_id: null, post_id: post.id, comment_id: reply.id },
    ]);
  });

  it('a follow tells the followed member once, under concurrent and repeated follows', async () => {
    const alice = await account();
    const bob = await account();
    const answers = await Promise.all([1, 2, 3, 4].map(() => act(bob, 'follow', alice.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await act(bob, 'unfollow', alice.id);
    await act(bob, 'follow', alice.id);
    expect(await stored(alice.id)).toEqual([
      { kind: 'follow', actor_id: bob.id, post_id: null, comment_id: null },
    ]);
    expect(await stored(bob.id)).toEqual([]);
  });

  it('an approval tells the writer once (two editors at once), a send-back carries the note', async () => {
    const writer = await account();
    const publish = async (title: string) => {
      const r = await call('POST', 'yka/v2/fep/', writer.headers, {
        title,
        content: '<p>A story for the newsroom.</p>',
        status: 'publish',
        categories: [education],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as number;
    };
    const first = await publish('Approve me once');
    const second = await account('editor');
    const answers = await Promise.all([
      call('POST', `yka/v2/newsroom/posts/${first}/approve`, editor.headers),
      call('POST', `yka/v2/newsroom/posts/${first}/approve`, second.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const other = await publish('Send me back');
    expect(
      (
        await call('POST', `yka/v2/newsroom/posts/${other}/send-back`, editor.headers, {
          note: 'Add sources.',
        })
      ).status,
    ).toBe(200);
    expect(await stored(writer.id)).toEqual([
      { kind: 'post_approved', actor_id: null, post_id: first, comment_id: null },
      { kind: 'post_sent_back', actor_id: null, post_id: other, comment_id: null },
    ]);
    const list = await call('GET', 'yka/v2/notifications', writer.headers);
    expect(list.body[0]).toMatchObject({ kind: 'post_sent_back', note: 'Add sources.', actor: null });
    expect(list.body[0].link).toBe(`http://localhost:3000/me?post_id=${other}`);
    expect(list.body[1].link).toMatch(/^http:\/\/localhost:3000\/\d{4}\/\d{2}\/approve-me-once/);
  });

  it("nothing comes of a blocked member's action, nor of one's own", async () => {
    const alice = await commenter();
    const dave = await commenter();
    expect((await act(alice, 'block', dave.id)).status).toBe(200);
    const top = await comment(alice, 'Blocked members cannot reach me.');
    await comment(dave, 'A reply alice will not hear of.', top.id);
    await comment(alice, 'Replying to myself.', top.id);
    expect((await act(dave, 'follow', alice.id)).status).toBe(403);
    expect(await stored(alice.id)).toEqual([]);
  });
});

describe('the notifications API', () => {
  it('lists with paging headers, counts, marks one and all read; only the owner', async () => {
    const alice = await account();
    const followers = await Promise.all([account(), account(), account()]);
    for (const f of followers) await act(f, 'follow', alice.id);
    const count = async () => (await call('GET', 'yka/v2/notifications/count', alice.headers)).body.unread;
    expect(await count()).toBe(3);
    const page = await call('GET', 'yka/v2/notifications?per_page=2', alice.headers);
    expect(page.status).toBe(200);
    expect(page.headers['x-wp-total']).toBe('3');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect(page.headers['cache-control']).toContain('no-store');
    const newest = page.body[0] as ApiNotification;
    expect(newest).toMatchObject({ kind: 'follow', read: false, actor: { id: followers[2]!.id } });
    expect(newest.link).toBe(newest.actor!.link);

    const read = await call('POST', `yka/v2/notifications/${newest.id}/read`, alice.headers);
    expect(read.body).toMatchObject({ id: newest.id, read: true });
    expect(await count()).toBe(2);
    const unread = await call('GET', 'yka/v2/notifications?unread=1', alice.headers);
    expect(unread.body.map((n: ApiNotification) => n.id)).not.toContain(newest.id);

    const other = followers[0]!;
    expect((await call('POST', `yka/v2/notifications/${newest.id}/read`, other.headers)).body.code).toBe(
      'rest_notification_invalid_id',
    );
    expect((await call('POST', 'yka/v2/notifications/read-all', alice.headers)).body).toEqual({ updated: 2 });
    expect(await count()).toBe(0);
  });

  it('answers bad input and visitors in the WordPress shape', async () => {
    const alice = await account();
    expect(await call('GET', 'yka/v2/notifications')).toMatchObject({
      status: 401,
      body: { code: 'rest_not_logged_in', data: { status: 401 } },
    });
    expect((await call('GET', 'yka/v2/notifications?per_page=0', alice.headers)).body.code).toBe(
      'rest_invalid_param',
    );
    expect((await call('GET', 'yka/v2/notifications?page=9', alice.headers)).body.code).toBe(
      'rest_post_invalid_page_number',
    );
    expect((await call('POST', 'yka/v2/notifications/abc/read', alice.headers)).status).toBe(404);
    const bad = await call('POST', 'yka/v2/notifications/settings', alice.headers, { kinds: { nope: true } });
    expect(bad.status).toBe(400);
    expect((await call('POST', 'yka/v2/notifications/digest', alice.headers)).status).toBe(403);
    expect((await call('GET', 'yka/v2/notifications/unsubscribe?token=1.abc')).body.code).toBe(
      'rest_invalid_token',
    );
  });

  it('settings turn a kind off: no notification of it is made', async () => {
    const alice = await account();
    const initial = await call('GET', 'yka/v2/notifications/settings', alice.headers);
    expect(initial.body.email_digest).toBe(true);
    expect(Object.values(initial.body.kinds).every(Boolean)).toBe(true);
    const changed = await call('POST', 'yka/v2/notifications/settings', alice.headers, {
      kinds: { follow: false },
    });
    expect((changed.body as NotificationSettings).kinds).toMatchObject({ follow: false, reply: true });
    await act(await account(), 'follow', alice.id);
    expect(await stored(alice.id)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('arrives once however often the job runs, and its link unsubscribes without signing in', async () => {
    const alice = await account();
    const bob = await account();
    await t.database.query(`UPDATE users SET name = 'Bob Digest' WHERE id = $1`, [bob.id]);
    await act(bob, 'follow', alice.id);
    const toAlice = () => mailbox.messages.filter((m) => m.to.includes(alice.email));

    const first = await call('POST', 'yka/v2/notifications/digest', admin.headers);
    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    expect((await call('POST', 'yka/v2/notifications/digest', admin.headers)).body).toEqual({ sent: 0 });
    expect(toAlice()).toHaveLength(1);

    const raw = toAlice()[0]!.raw;
    const body = bodyOf(raw);
    expect(body).toContain('Bob Digest started following you');
    const oneClick = headerOf(raw, 'List-Unsubscribe')?.match(/<([^>]+)>/)?.[1];
    expect(oneClick).toMatch(/\/wp-json\/yka\/v2\/notifications\/unsubscribe\?token=/);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // the link in the body opens the page in the member's language, through the switch
    const links = [...body.matchAll(/http:\/\/localhost:3000\/lang\/en\?next=(\S+)/g)].map(
      (m) => new URL(decodeURIComponent(m[1]!), 'http://localhost:3000'),
    );
    expect(links.map((l) => l.pathname)).toContain('/notifications');
    const page = links.find((l) => l.searchParams.has('unsubscribe'))!;
    expect(page.pathname).toBe('/notifications');

    // a new notification after the digest waits for tomorrow's
    await act(await account(), 'follow', alice.id);
    expect((await call('POST', 'yka/v2/notifications/digest', admin.headers)).body).toEqual({ sent: 0 });

    // the link in the body, opened by anyone (no cookie)
    const token = page.searchParams.get('unsubscribe') ?? '';
    const off = await call('GET', `yka/v2/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(off).toMatchObject({ status: 200, body: { email_digest: false } });
    expect((await call('GET', 'yka/v2/notifications/settings', alice.headers)).body.email_digest).toBe(false);
    // the mail client's one-click POST (RFC 8058) works too, again and again
    const path = new URL(oneClick!).pathname + new URL(oneClick!).search;
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    // a forged token for another member is refused
    const forged = token.replace(/^\d+/, String(bob.id));
    expect((await call('POST', `yka/v2/notifications/unsubscribe?token=${forged}`)).status).toBe(400);

    // with the digest off, tomorrow brings no mail
    await t.database.query('UPDATE notification_settings SET last_digest_day = NULL WHERE user_id = $1', [
      alice.id,
    ]);
    await call('POST', 'yka/v2/notifications/digest', admin.headers);
    expect(toAlice()).toHaveLength(1);
  });
});
