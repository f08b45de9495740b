import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const beacon = (postId: unknown, agent = 'phone-a', ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/pageview',
    headers: { 'content-type': 'text/plain', 'user-agent': agent },
    remoteAddress: ip,
    payload: JSON.stringify({ post_id: postId }),
  });

async function viewCount(id: number) {
  const [row] = await t.database.query<{ view_count: number }>('SELECT view_count FROM posts WHERE id = $1', [
    id,
  ]);
  return Number(row?.view_count);
}

describe('POST yka/v2/pageview', () => {
  it('counts one view per visitor per post per day, without a cookie', async () => {
    const [post] = await t.database.query<{ id: number }>(
      `SELECT id FROM posts WHERE type = 'post' AND status = 'publish' ORDER BY id LIMIT 1`,
    );
    const before = await viewCount(post!.id);
    const first = await beacon(post!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await beacon(post!.id)).json()).toEqual({ counted: false });
    expect((await beacon(post!.id, 'phone-a', '10.0.0.2')).json()).toEqual({ counted: true });
    expect(await viewCount(post!.id)).toBe(before + 2);
    const [stored] = await t.database.query<{ visitor: string }>(
      'SELECT visitor FROM post_views WHERE post_id = $1 LIMIT 1',
      [post!.id],
    );
    expect(stored!.visitor).not.toContain('10.0.0');
  });

  it('cannot be inflated by varying the User-Agent (issue 15)', async () => {
    const [post] = await t.database.query<{ id: number }>(
      `SELECT id FROM posts WHERE type = 'post' AND status = 'publish' ORDER BY id DESC LIMIT 1`,
    );
    const before = await viewCount(post!.id);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await beacon(post!.id, `bot-${i}`, '10.0.7.1')).json());
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(await viewCount(post!.id)).toBe(before + 1);
  });

  it('counts a member once per post per day, whatever address or agent they use', async () => {
    const [post] = await t.database.query<{ id: number }>(
      `SELECT id FROM posts WHERE type = 'post' AND status = 'publish' ORDER BY id DESC OFFSET 1 LIMIT 1`,
    );
    const headers = await signedInHeaders(t.database, await createUser(t.database));
    const send = (ip: string, agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wp-json/yka/v2/pageview',
        headers: { ...headers, 'content-type': 'text/plain', 'user-agent': agent },
        remoteAddress: ip,
        payload: JSON.stringify({ post_id: post!.id }),
      });
    expect((await send('10.0.8.1', 'a')).json()).toEqual({ counted: true });
    expect((await send('10.0.8.2', 'b')).json()).toEqual({ counted: false });
  });

  it('refuses a missing post id and ignores an unknown post', async () => {
    expect((await beacon('x')).statusCode).toBe(400);
    expect((await beacon(99_999_999)).json()).toEqual({ counted: false });
  });
});
