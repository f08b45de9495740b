import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Factories, factories } from '#tests/helpers/factories.ts';
import { createUsers, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let make: Factories;
let postId: number;
beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
  const [row] = await t.database.query<{ id: number }>(
    `SELECT id FROM posts WHERE status = 'publish' AND type = 'post' ORDER BY id LIMIT 1`,
  );
  postId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

async function act(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ method: 'POST', url: '/wp-json/yka/v2/action', headers, payload });
  return { status: r.statusCode, body: r.json() };
}

async function likeCount(id: number) {
  const [row] = await t.database.query<{ count: number; rows: number }>(
    `SELECT like_count AS count, (SELECT count(*)::int FROM likes WHERE post_id = $1) AS rows FROM posts WHERE id = $1`,
    [id],
  );
  return row!;
}

describe('POST yka/v2/action like / unlike', () => {
  it('likes and unlikes idempotently, keeping like_count equal to the rows', async () => {
    const headers = (await make.user()).headers;
    const before = await likeCount(postId);
    expect(before.count).toBe(before.rows);

    const liked = await act({ action: 'like', object: 'post', id: postId }, headers);
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({
      action: 'like',
      object: 'post',
      id: postId,
      like: { total: before.count + 1, is_liked: true },
    });
    const again = await act({ action: 'like', object: 'post', id: postId }, headers);
    expect(again.body.like).toEqual({ total: before.count + 1, is_liked: true });
    expect(await likeCount(postId)).toEqual({ count: before.count + 1, rows: before.rows + 1 });

    // The post itself now says so for this reader.
    const post = await t.app.inject({
      url: `/wp-json/wp/v2/posts/${postId}`,
      headers: { cookie: headers.cookie },
    });
    expect(post.json().like).toEqual({ total: before.count + 1, is_liked: true });

    const unliked = await act({ action: 'unlike', object: 'post', id: postId }, headers);
    expect(unliked.body.like).toEqual({ total: before.count, is_liked: false });
    const twice = await act({ action: 'unlike', object: 'post', id: postId }, headers);
    expect(twice.body.like).toEqual({ total: before.count, is_liked: false });
    expect(await likeCount(postId)).toEqual(before);
  });

  it('takes a form-encoded body with a string id, as the old client sent it', async () => {
    const headers = (await make.user()).headers;
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/action/',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=like&object=post&id=${postId}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().like.is_liked).toBe(true);
  });

  it('refuses a visitor with 401', async () => {
    const r = await act({ action: 'like', object: 'post', id: postId });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });

  it('answers bad input with 400 rest_invalid_param naming the parameter', async () => {
    const headers = (await make.user()).headers;
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'dance', object: 'post', id: postId }, 'action'],
      [{ object: 'post', id: postId }, 'action'],
      [{ action: 'like', object: 'planet', id: postId }, 'object'],
      [{ action: 'like', object: 'post', id: 'abc' }, 'id'],
      [{ action: 'like', object: 'post', id: -3 }, 'id'],
      [{ action: 'like', object: 'post', id: 99999999999 }, 'id'],
      [{ action: 'constructor', object: 'post', id: postId }, 'action'],
    ];
    for (const [payload, param] of cases) {
      const r = await act(payload, headers);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.code).toBe('rest_invalid_param');
      expect(Object.keys(r.body.data.params)).toEqual([param]);
    }
  });

  it('answers 404 for a missing post and for a draft', async () => {
    const headers = (await make.user()).headers;
    expect((await act({ action: 'like', object: 'post', id: 999999 }, headers)).status).toBe(404);
    const draft = await make.post({ status: 'draft' });
    const r = await act({ action: 'like', object: 'post', id: draft.id }, headers);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('rest_post_invalid_id');
  });

  it('counts concurrent likes exactly: many users once each, one user many times once', async () => {
    const before = await likeCount(postId);
    const users = await createUsers(t.database, 30);
    const headers = await Promise.all(users.map((u) => signedInHeaders(t.database, u)));
    await Promise.all(headers.map((h) => act({ action: 'like', object: 'post', id: postId }, h)));
    const one = headers[0]!;
    await Promise.all(
      Array.from({ length: 10 }, () => act({ action: 'like', object: 'post', id: postId }, one)),
    );
    expect(await likeCount(postId)).toEqual({ count: before.count + 30, rows: before.rows + 30 });
    await Promise.all(headers.map((h) => act({ action: 'unlike', object: 'post', id: postId }, h)));
    await Promise.all(
      Array.from({ length: 10 }, () => act({ action: 'unlike', object: 'post', id: postId }, one)),
    );
    expect(await likeCount(postId)).toEqual(before);
  });
});
