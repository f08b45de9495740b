import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Factories, factories } from '#tests/helpers/factories.ts';
import { createUser, createUsers, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 7 (server part): follow / unfollow / block / unblock of users and topics. */
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

async function act(payload: Record<string, unknown>, headers: Headers = {}) {
  const r = await t.app.inject({ method: 'POST', url: '/wp-json/yka/v2/action', headers, payload });
  return { status: r.statusCode, body: r.json() };
}

async function counts(userId: number) {
  const [row] = await t.database.query<{
    followers: number;
    following: number;
    follower_rows: number;
    following_rows: number;
  }>(
    `SELECT follower_count AS followers, following_count AS following,
            (SELECT count(*)::int FROM user_follows WHERE followee_id = $1) AS follower_rows,
            (SELECT count(*)::int FROM user_follows WHERE follower_id = $1) AS following_rows
       FROM users WHERE id = $1`,
    [userId],
  );
  return row!;
}

const newTopic = () => make.category();
const signedIn = () => make.user();

describe('follow / unfollow a user through yka/v2/action', () => {
  it('counts a follow once, takes it off once, and never goes below 0', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();

    const followed = await act({ action: 'follow', object: 'user', id: author }, reader.headers);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({
      action: 'follow',
      object: 'user',
      id: author,
      follow: { is_following: true, no_followers: 1 },
    });
    const twice = await act({ action: 'follow', object: 'user', id: author }, reader.headers);
    expect(twice.body.follow).toEqual({ is_following: true, no_followers: 1 });
    expect(await counts(author)).toMatchObject({ followers: 1, follower_rows: 1 });
    expect(await counts(reader.id)).toMatchObject({ following: 1, following_rows: 1 });

    // The user object says so for this reader, and only for this reader.
    const seen = await t.app.inject({
      url: `/wp-json/yka/v1/follow/${author}`,
      headers: { cookie: reader.headers.cookie },
    });
    expect(seen.json()).toMatchObject({ id: author, follow: { is_following: true, no_followers: 1 } });
    const anon = await t.app.inject({ url: `/wp-json/wp/v2/users/${author}` });
    expect(anon.json().follow).toEqual({ is_following: false, no_followers: 1 });

    const unfollowed = await act({ action: 'unfollow', object: 'user', id: author }, reader.headers);
    expect(unfollowed.body.follow).toEqual({ is_following: false, no_followers: 0 });
    const again = await act({ action: 'unfollow', object: 'user', id: author }, reader.headers);
    expect(again.status).toBe(200);
    expect(again.body.follow).toEqual({ is_following: false, no_followers: 0 });
    expect(await counts(author)).toMatchObject({ followers: 0, follower_rows: 0 });
    expect(await counts(reader.id)).toMatchObject({ following: 0, following_rows: 0 });
  });

  it('keeps a drifted counter at 0 instead of going negative', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();
    await act({ action: 'follow', object: 'user', id: author }, reader.headers);
    // A counter that drifted (e.g. repaired by hand) must not make unfollow fail or go negative.
    await t.database.query('UPDATE users SET follower_count = 0 WHERE id = $1', [author]);
    const r = await act({ action: 'unfollow', object: 'user', id: author }, reader.headers);
    expect(r.status).toBe(200);
    expect(r.body.follow).toEqual({ is_following: false, no_followers: 0 });
    expect((await counts(author)).followers).toBe(0);
  });

  it('refuses following or blocking oneself with 400', async () => {
    const me = await signedIn();
    for (const action of ['follow', 'unfollow', 'block', 'unblock']) {
      const r = await act({ action, object: 'user', id: me.id }, me.headers);
      expect(r.status, action).toBe(400);
      expect(r.body.data.status).toBe(400);
      expect(r.body.code).toMatch(/^rest_cannot_(follow|block)_self$/);
    }
    expect(await counts(me.id)).toMatchObject({ followers: 0, following: 0 });
  });

  it('refuses a visitor with 401 and a write without its nonce likewise', async () => {
    const author = await createUser(t.database);
    for (const action of ['follow', 'unfollow', 'block', 'unblock']) {
      const r = await act({ action, object: 'user', id: author });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    }
    const reader = await signedIn();
    const noNonce = await act(
      { action: 'follow', object: 'user', id: author },
      { cookie: reader.headers.cookie },
    );
    expect(noNonce.status).toBe(401);
    expect((await counts(author)).followers).toBe(0);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const reader = await signedIn();
    const bad: [Record<string, unknown>, number, string][] = [
      [{ action: 'follow', object: 'planet', id: 1 }, 400, 'rest_invalid_param'],
      [{ action: 'block', object: 'category', id: 1 }, 400, 'rest_invalid_param'],
      [{ action: 'follow', object: 'user', id: 'x' }, 400, 'rest_invalid_param'],
      [{ action: 'follow', object: 'user', id: 99999999999 }, 400, 'rest_invalid_param'],
      [{ action: 'follow', object: 'user', id: 2147483000 }, 404, 'rest_user_invalid_id'],
      [{ action: 'block', object: 'user', id: 2147483000 }, 404, 'rest_user_invalid_id'],
      [{ action: 'follow', object: 'category', id: 2147483000 }, 404, 'rest_term_invalid'],
    ];
    for (const [payload, status, code] of bad) {
      const r = await act(payload, reader.headers);
      expect(r.status, JSON.stringify(payload)).toBe(status);
      expect(r.body.code).toBe(code);
    }
  });

  it('takes the old client form-encoded body', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/action/',
      headers: { ...reader.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=follow&object=user&id=${author}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().follow).toEqual({ is_following: true, no_followers: 1 });
  });
});

describe('yka/v1/follow/{id}', () => {
  it('follows with a session and nonce, answering the user with follow info', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();
    const r = await t.app.inject({
      method: 'POST',
      url: `/wp-json/yka/v1/follow/${author}`,
      headers: reader.headers,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: author, follow: { is_following: true, no_followers: 1 } });
    expect(r.json()).not.toHaveProperty('email');
    const un = await t.app.inject({
      method: 'DELETE',
      url: `/wp-json/yka/v1/follow/${author}/`,
      headers: reader.headers,
    });
    expect(un.json().follow).toEqual({ is_following: false, no_followers: 0 });
  });

  it('follows with basic auth through an application password', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me/application-passwords',
      headers: reader.headers,
      payload: { name: 'old app' },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.query<{ slug: string }>('SELECT slug FROM users WHERE id = $1', [
      reader.id,
    ]);
    const basic = `Basic ${Buffer.from(`${row!.slug}:${created.json().password}`).toString('base64')}`;
    const r = await t.app.inject({
      method: 'POST',
      url: `/wp-json/yka/v1/follow/${author}`,
      headers: { authorization: basic },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().follow).toEqual({ is_following: true, no_followers: 1 });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/wp-json/yka/v1/follow/${author}`,
      headers: { authorization: basic },
    });
    expect(twice.json().follow).toEqual({ is_following: true, no_followers: 1 });
    // The same credentials work for the action route.
    const viaAction = await act({ action: 'unfollow', object: 'user', id: author }, { authorization: basic });
    expect(viaAction.body.follow).toEqual({ is_following: false, no_followers: 0 });
  });

  it('answers 401 to a visitor, 400 for oneself, 404 for nobody', async () => {
    const reader = await signedIn();
    const author = await createUser(t.database);
    const post = (url: string, headers: Headers = {}) => t.app.inject({ method: 'POST', url, headers });
    expect((await post(`/wp-json/yka/v1/follow/${author}`)).statusCode).toBe(401);
    const self = await post(`/wp-json/yka/v1/follow/${reader.id}`, reader.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('rest_cannot_follow_self');
    for (const id of ['abc', '0', '99999999999', '2147483000']) {
      const r = await post(`/wp-json/yka/v1/follow/${id}`, reader.headers);
      expect(r.statusCode, id).toBe(404);
      expect(r.json().code).toBe('rest_user_invalid_id');
      expect((await t.app.inject({ url: `/wp-json/yka/v1/follow/${id}` })).statusCode).toBe(404);
    }
  });

  it('lists users with the viewer’s follow and block state', async () => {
    const reader = await signedIn();
    const [author] = await t.database.query<{ id: number }>(
      `SELECT author_id AS id FROM posts WHERE status = 'publish' AND author_id <> $1 ORDER BY id LIMIT 1`,
      [reader.id],
    );
    await act({ action: 'follow', object: 'user', id: author!.id }, reader.headers);
    const r = await t.app.inject({
      url: `/wp-json/yka/v1/follow/?include=${author!.id}`,
      headers: { cookie: reader.headers.cookie },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-wp-total']).toBe('1');
    expect(r.json()[0]).toMatchObject({
      id: author!.id,
      follow: { is_following: true },
      block: { is_blocked: false },
    });
  });

  it("gives a post's embedded author as the user's own answer, the reader's follow and block included", async () => {
    const reader = await signedIn();
    const [writer, blocked] = [await make.user({ role: 'editor' }), await make.user({ role: 'editor' })];
    // post-select.ts reads the author as a row of texts: a name and description with what
    // text arrays quote, a place, points
    const [place] = await t.database.query<{ id: number }>(
      `SELECT id FROM terms WHERE taxonomy = 'location' ORDER BY id LIMIT 1`,
    );
    await t.database.query(`UPDATE users SET name = $2, description = $3, location_id = $4 WHERE id = $1`, [
      writer.id,
      'लेखक "Quote" \\ {x}',
      'Quotes " and \\ back, {braces}, commas, NULL',
      place!.id,
    ]);
    const [followed, hidden] = [await make.post({ author: writer }), await make.post({ author: blocked })];
    await act({ action: 'follow', object: 'user', id: writer.id }, reader.headers);
    await act({ action: 'block', object: 'user', id: blocked.id }, reader.headers);
    const headers = { cookie: reader.headers.cookie };
    const user = async (id: number) =>
      (await t.app.inject({ url: `/wp-json/wp/v2/users/${id}`, headers })).json();
    const embeddedAuthor = async (url: string) => {
      const r = await t.app.inject({ url: `/wp-json/wp/v2/${url}`, headers });
      expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
      const body = r.json();
      return (Array.isArray(body) ? body[0] : body)._embedded.author[0];
    };

    const shown = await embeddedAuthor(`posts?include=${followed.id}&_embed=1`);
    expect(shown).toEqual(await user(writer.id));
    expect(shown).toMatchObject({
      location: place!.id,
      follow: { is_following: true },
      block: { is_blocked: false },
    });
    expect(shown.total_points).toBeGreaterThan(0);
    // a blocked author's post is left out of the reader's lists, but its own address answers
    expect(await embeddedAuthor(`posts/${hidden.id}?_embed=1`)).toEqual(await user(blocked.id));
    expect((await user(blocked.id)).block).toEqual({ is_blocked: true });
  });
});

describe('topics', () => {
  it('follows and unfollows a topic idempotently; the term says is_following for the viewer', async () => {
    const topic = await newTopic();
    const reader = await signedIn();
    const followed = await act({ action: 'follow', object: 'category', id: topic }, reader.headers);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({
      is_following: true,
      follower_count: 1,
      follow: { is_following: true, no_followers: 1 },
    });
    expect(
      (await act({ action: 'follow', object: 'categories', id: topic }, reader.headers)).body,
    ).toMatchObject({
      is_following: true,
      follower_count: 1,
    });

    const term = await t.app.inject({
      url: `/wp-json/wp/v2/categories/${topic}`,
      headers: { cookie: reader.headers.cookie },
    });
    expect(term.json()).toMatchObject({ id: topic, is_following: true, follower_count: 1 });
    const list = await t.app.inject({
      url: `/wp-json/wp/v2/categories?follower_id=${reader.id}`,
      headers: { cookie: reader.headers.cookie },
    });
    expect(list.json().map((x: { id: number }) => x.id)).toEqual([topic]);
    expect(list.json()[0].is_following).toBe(true);
    const visitor = await t.app.inject({ url: `/wp-json/wp/v2/categories/${topic}` });
    expect(visitor.json().is_following).toBe(false);

    // a post's embedded topics say it too (post-select.ts reads them as rows of texts): a
    // child topic with a description that holds what text arrays quote, under its parent
    const parent = await newTopic();
    await t.database.query(
      `UPDATE terms SET parent_id = $2, name_hi = 'विषय', description = $3 WHERE id = $1`,
      [topic, parent, 'Quotes " and \\ back, {braces}, commas, NULL'],
    );
    const filed = await make.post({ categories: [topic, parent] });
    const embedded = async (headers: Headers) => {
      const r = await t.app.inject({ url: `/wp-json/wp/v2/posts?include=${filed.id}&_embed=1`, headers });
      return r.json()[0]._embedded['wp:term'][0] as Record<string, unknown>[];
    };
    const seen = await embedded({ cookie: reader.headers.cookie! });
    expect(seen.map((x) => [x.id, x.is_following])).toEqual([
      [topic, true],
      [parent, false],
    ]);
    expect(seen[0]).toMatchObject({
      name_hi: 'विषय',
      description: 'Quotes " and \\ back, {braces}, commas, NULL',
      parent,
      follower_count: 1,
      count: 1,
    });
    expect((await embedded({})).map((x) => x.is_following)).toEqual([false, false]);

    const un = await act({ action: 'unfollow', object: 'category', id: topic }, reader.headers);
    expect(un.body).toMatchObject({ is_following: false, follower_count: 0 });
    const un2 = await act({ action: 'unfollow', object: 'category', id: topic }, reader.headers);
    expect(un2.body).toMatchObject({ is_following: false, follower_count: 0 });
    const after = await t.app.inject({
      url: `/wp-json/wp/v2/categories/${topic}`,
      headers: { cookie: reader.headers.cookie },
    });
    expect(after.json()).toMatchObject({ is_following: false, follower_count: 0 });
  });

  it('does not take a location id as a topic', async () => {
    const reader = await signedIn();
    const [location] = await t.database.query<{ id: number }>(
      `SELECT id FROM terms WHERE taxonomy = 'location' ORDER BY id LIMIT 1`,
    );
    const r = await act({ action: 'follow', object: 'category', id: location!.id }, reader.headers);
    expect(r.status).toBe(404);
  });
});

describe('block / unblock', () => {
  it('removes the follows both ways with their counters and stops new ones until unblocked', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await act({ action: 'follow', object: 'user', id: b.id }, a.headers);
    await act({ action: 'follow', object: 'user', id: a.id }, b.headers);
    expect(await counts(a.id)).toMatchObject({ followers: 1, following: 1 });

    const blocked = await act({ action: 'block', object: 'user', id: b.id }, a.headers);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({
      action: 'block',
      object: 'user',
      id: b.id,
      block: { is_blocked: true },
      follow: { is_following: false, no_followers: 0 },
    });
    expect((await act({ action: 'block', object: 'user', id: b.id }, a.headers)).body.block).toEqual({
      is_blocked: true,
    });
    for (const id of [a.id, b.id]) {
      expect(await counts(id)).toEqual({ followers: 0, following: 0, follower_rows: 0, following_rows: 0 });
    }
    const user = await t.app.inject({
      url: `/wp-json/wp/v2/users/${b.id}`,
      headers: { cookie: a.headers.cookie },
    });
    expect(user.json().block).toEqual({ is_blocked: true });

    // Neither can follow the other while the block stands.
    for (const [who, whom] of [
      [a, b.id],
      [b, a.id],
    ] as const) {
      const r = await act({ action: 'follow', object: 'user', id: whom }, who.headers);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('rest_follow_blocked');
    }

    const unblocked = await act({ action: 'unblock', object: 'user', id: b.id }, a.headers);
    expect(unblocked.body).toMatchObject({ block: { is_blocked: false }, follow: { is_following: false } });
    expect((await act({ action: 'unblock', object: 'user', id: b.id }, a.headers)).status).toBe(200);
    const again = await act({ action: 'follow', object: 'user', id: b.id }, a.headers);
    expect(again.body.follow).toEqual({ is_following: true, no_followers: 1 });
  });
});

describe('concurrency', () => {
  // PostgreSQL runs these on parallel connections; PGlite serialises, so it proves less.
  const many = process.env.TEST_DRIVER === 'pg' ? 100 : 30;

  it(`counts ${many} users following one author at once exactly, and back to 0`, async () => {
    const author = await createUser(t.database);
    const readers = await createUsers(t.database, many);
    const headers = await Promise.all(readers.map((id) => signedInHeaders(t.database, id)));
    const results = await Promise.all(
      headers.map((h) => act({ action: 'follow', object: 'user', id: author }, h)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await counts(author)).toMatchObject({ followers: many, follower_rows: many });
    await Promise.all(headers.map((h) => act({ action: 'unfollow', object: 'user', id: author }, h)));
    expect(await counts(author)).toMatchObject({ followers: 0, follower_rows: 0 });
  });

  it('counts 20 follows of one user at once as one; 50 unfollows never go below 0', async () => {
    const author = await createUser(t.database);
    const reader = await signedIn();
    const follows = await Promise.all(
      Array.from({ length: 20 }, () => act({ action: 'follow', object: 'user', id: author }, reader.headers)),
    );
    expect(follows.every((r) => r.status === 200)).toBe(true);
    expect(await counts(author)).toMatchObject({ followers: 1, follower_rows: 1 });
    expect(await counts(reader.id)).toMatchObject({ following: 1, following_rows: 1 });
    const unfollows = await Promise.all(
      Array.from({ length: 50 }, () =>
        act({ action: 'unfollow', object: 'user', id: author }, reader.headers),
      ),
    );
    expect(unfollows.every((r) => r.status === 200 && r.body.follow.no_followers === 0)).toBe(true);
    expect(await counts(author)).toMatchObject({ followers: 0, follower_rows: 0 });
    expect(await counts(reader.id)).toMatchObject({ following: 0, following_rows: 0 });
  });

  it('two users following each other at once do not deadlock', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, () => Promise.all([signedIn(), signedIn()])));
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [
        act({ action: 'follow', object: 'user', id: b.id }, a.headers),
        act({ action: 'follow', object: 'user', id: a.id }, b.headers),
        act({ action: 'block', object: 'user', id: b.id }, a.headers),
      ]),
    );
    expect(results.every((r) => r.status === 200 || r.status === 403)).toBe(true);
    // Whatever the order, a block leaves no follow between the two and exact counters.
    for (const [a, b] of pairs) {
      for (const id of [a.id, b.id]) {
        const c = await counts(id);
        expect(c.followers).toBe(c.follower_rows);
        expect(c.following).toBe(c.following_rows);
        expect(c.follower_rows).toBe(0);
      }
    }
  });

  it('counts concurrent topic follows exactly', async () => {
    const topic = await newTopic();
    const readers = await createUsers(t.database, 20);
    const headers = await Promise.all(readers.map((id) => signedInHeaders(t.database, id)));
    await Promise.all(
      headers.flatMap((h) => [
        act({ action: 'follow', object: 'category', id: topic }, h),
        act({ action: 'follow', object: 'category', id: topic }, h),
      ]),
    );
    const [row] = await t.database.query<{ n: number; rows: number }>(
      `SELECT follower_count AS n, (SELECT count(*)::int FROM term_follows WHERE term_id = $1) AS rows FROM terms WHERE id = $1`,
      [topic],
    );
    expect(row).toEqual({ n: 20, rows: 20 });
  });
});
