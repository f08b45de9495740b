import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Factories, factories } from '#tests/helpers/factories.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 7 (server part): newsfeeds, and blocked authors vanishing for the blocker. */
let t: TestApp;
let make: Factories;
beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
let made = 0;

async function insertPost(
  authorId: number,
  options: {
    type?: string;
    title?: string;
    minutesAgo?: number;
    terms?: number[];
    listed?: boolean;
    status?: string;
  } = {},
) {
  made += 1;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO posts (type, status, slug, author_id, title, content, listed, date)
     VALUES ($1, $2, $3, $4, $5, 'Body text', $6, now() - make_interval(mins => $7::int)) RETURNING id`,
    [
      options.type ?? 'post',
      options.status ?? 'publish',
      `feed-${process.pid}-${made}-${Math.random().toString(36).slice(2, 8)}`,
      authorId,
      options.title ?? `Feed post ${made}`,
      options.listed ?? true,
      options.minutesAgo ?? 0,
    ],
  );
  for (const term of options.terms ?? []) {
    await t.database.query('INSERT INTO post_terms (post_id, term_id) VALUES ($1, $2)', [row!.id, term]);
  }
  return row!.id;
}

const newTopic = () => make.category();
const signedIn = () => make.user();

async function act(headers: Headers, action: string, object: string, id: number) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/action',
    headers,
    payload: { action, object, id },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

async function get(url: string, headers: Headers = {}) {
  const r = await t.app.inject({ url, headers: headers.cookie ? { cookie: headers.cookie } : {} });
  const body = r.json();
  return {
    status: r.statusCode,
    body,
    ids: Array.isArray(body) ? body.map((p: { id: number }) => p.id) : [],
    total: r.headers['x-wp-total'],
    pages: r.headers['x-wp-totalpages'],
    cache: r.headers['cache-control'],
  };
}

describe('yka/v2/newsfeed/{userId}/{post_type}/', () => {
  it('shows followed authors and followed topics, newest first; following-authors only the authors', async () => {
    const reader = await signedIn();
    const author = await createUser(t.database);
    const other = await createUser(t.database);
    const topic = await newTopic();
    const feed = `/wp-json/yka/v2/newsfeed/${reader.id}/posts/`;

    const older = await insertPost(author, { minutesAgo: 60 });
    const empty = await get(feed, reader.headers);
    expect(empty.status).toBe(200);
    expect(empty.ids).toEqual([]);
    expect(empty.total).toBe('0');

    await act(reader.headers, 'follow', 'user', author);
    expect((await get(feed, reader.headers)).ids).toEqual([older]);

    // A followed author's new post comes first.
    const newer = await insertPost(author, { minutesAgo: 1 });
    const inTopic = await insertPost(other, { minutesAgo: 30, terms: [topic] });
    await insertPost(other, { minutesAgo: 2 }); // neither followed author nor topic
    await insertPost(author, { minutesAgo: 3, listed: false }); // unlisted/unreviewed
    await insertPost(author, { minutesAgo: 4, status: 'draft' });
    const video = await insertPost(author, { type: 'video', minutesAgo: 5 });
    expect((await get(feed, reader.headers)).ids).toEqual([newer, older]);

    await act(reader.headers, 'follow', 'category', topic);
    const both = await get(feed, reader.headers);
    expect(both.ids).toEqual([newer, inTopic, older]);
    expect(both.total).toBe('3');
    expect(both.cache).toContain('private');
    expect(both.body[0]).toMatchObject({ id: newer, author, type: 'post', like: { is_liked: false } });

    const authorsOnly = await get(`/wp-json/yka/v2/newsfeed/${reader.id}/following-authors/`, reader.headers);
    expect(authorsOnly.ids).toEqual([newer, older]);
    expect((await get(`/wp-json/yka/v2/newsfeed/${reader.id}/videos`, reader.headers)).ids).toEqual([video]);

    // Paging as on wp/v2/posts.
    const page2 = await get(`${feed}?per_page=2&page=2`, reader.headers);
    expect(page2.ids).toEqual([older]);
    expect(page2.pages).toBe('2');
    expect((await get(`${feed}?per_page=2&page=3`, reader.headers)).status).toBe(400);
    expect((await get(`${feed}?per_page=500`, reader.headers)).status).toBe(400);
    // A topic tab narrows the newsfeed with categories.
    expect((await get(`${feed}?categories=${topic}`, reader.headers)).ids).toEqual([inTopic]);

    await act(reader.headers, 'unfollow', 'user', author);
    expect((await get(feed, reader.headers)).ids).toEqual([inTopic]);
  });

  it('is the user’s alone: 401 for a visitor, 403 for anyone else', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    for (const path of ['posts', 'following-authors', 'notes']) {
      const visitor = await get(`/wp-json/yka/v2/newsfeed/${owner.id}/${path}/`);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
      const stranger = await get(`/wp-json/yka/v2/newsfeed/${owner.id}/${path}/`, other.headers);
      expect(stranger.status).toBe(403);
      expect(stranger.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    }
    const editor = await createUser(t.database, 'editor');
    const asEditor = await get(
      `/wp-json/yka/v2/newsfeed/${owner.id}/posts`,
      await signedInHeaders(t.database, editor),
    );
    expect(asEditor.status).toBe(403);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await get(`/wp-json/yka/v2/newsfeed/${id}/posts`, owner.headers)).status).toBe(403);
    }
    expect((await get(`/wp-json/yka/v2/newsfeed/${owner.id}/planets`, owner.headers)).status).toBe(404);
  });
});

describe('blocked authors vanish for the blocker (decisions §4)', () => {
  it('from post lists, search, author pages, trending, newsfeed and comment threads', async () => {
    const reader = await signedIn();
    const blocked = await signedIn();
    const friend = await createUser(t.database);
    const topic = await newTopic();
    const word = `zanzibarquokka${Math.random().toString(36).slice(2, 8)}`;
    const theirs = await insertPost(blocked.id, { title: `${word} by them`, terms: [topic] });
    const friends = await insertPost(friend, { title: `${word} by a friend`, terms: [topic], minutesAgo: 5 });
    await t.database.query('UPDATE posts SET view_count = 1000 WHERE id = ANY($1::int[])', [
      [theirs, friends],
    ]);
    await t.database.query(
      `INSERT INTO comments (post_id, author_id, content, status) VALUES ($1, $2, 'their comment', 'approved'), ($1, $3, 'a friend''s comment', 'approved')`,
      [friends, blocked.id, friend],
    );
    await act(reader.headers, 'follow', 'user', blocked.id);
    await act(reader.headers, 'follow', 'category', topic);

    const views = {
      search: `/wp-json/wp/v2/posts?search=${word}`,
      topic: `/wp-json/wp/v2/posts?categories=${topic}`,
      author: `/wp-json/wp/v2/posts?author=${blocked.id}`,
      newsfeed: `/wp-json/yka/v2/newsfeed/${reader.id}/posts`,
      trending: `/wp-json/yka/v2/trending?per_page=100`,
    };
    for (const [name, url] of Object.entries(views)) {
      expect((await get(url, reader.headers)).ids, name).toContain(theirs);
    }
    const comments = `/wp-json/wp/v2/comments?post=${friends}`;
    const commentAuthors = async () =>
      (await get(comments, reader.headers)).body.map((c: { author: number }) => c.author).sort();
    expect(await commentAuthors()).toEqual([blocked.id, friend].sort());

    const r = await act(reader.headers, 'block', 'user', blocked.id);
    expect(r.block).toEqual({ is_blocked: true });
    for (const [name, url] of Object.entries(views)) {
      const list = await get(url, reader.headers);
      expect(list.ids, name).not.toContain(theirs);
      if (name !== 'author' && name !== 'trending') expect(list.ids, name).toContain(friends);
    }
    expect((await get(views.search, reader.headers)).total).toBe('1');
    expect(await commentAuthors()).toEqual([friend]);
    // The blocked author can no longer comment on the blocker's posts.
    const mine = await insertPost(reader.id);
    const comment = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments',
      headers: blocked.headers,
      payload: { post: mine, content: 'hello' },
    });
    expect(comment.statusCode).toBe(403);

    // Everyone else still sees them.
    expect((await get(views.search)).ids).toContain(theirs);
    expect((await get(comments)).body).toHaveLength(2);

    // Unblocking brings the posts back, but not the follow.
    await act(reader.headers, 'unblock', 'user', blocked.id);
    expect((await get(views.search, reader.headers)).ids).toContain(theirs);
    const feed = await get(views.newsfeed, reader.headers);
    expect(feed.ids).toContain(theirs); // still through the followed topic
    expect(
      (await get(`/wp-json/yka/v2/newsfeed/${reader.id}/following-authors`, reader.headers)).ids,
    ).toEqual([]);
  });
});
