import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 7: input no route can use answers 400 in the WordPress shape (413 only for
 * size, 431 for oversize headers); the fuzz test (fuzz.test.ts) sweeps every route, this file
 * names the cases.
 */
let t: TestApp;
let member: Record<string, string>;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInHeaders(t.database, await createUser(t.database));
  [{ id: postId }] = (await t.database.query<{ id: number }>(
    `SELECT id FROM posts WHERE status = 'publish' AND type = 'post' ORDER BY id LIMIT 1`,
  )) as [{ id: number }];
});
afterAll(async () => {
  await t?.close();
});

function expectBadRequest(response: { statusCode: number; body: string }, param?: string) {
  expect(response.statusCode).toBe(400);
  const body = JSON.parse(response.body);
  expect(body).toMatchObject({
    code: expect.any(String),
    message: expect.any(String),
    data: { status: 400 },
  });
  if (param) expect(Object.keys(body.data.params)).toContain(param);
}

const BOUNDARY = 'xyz';
const multipartHeaders = {
  ...({} as Record<string, string>),
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
};

describe('bad input answers 400', () => {
  it('a NUL byte in a JSON text field, a form field or the query is taken out, not a 500', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments',
      headers: member,
      payload: { post: postId, content: 'Hello\u0000 JSON', 'x\u0000': 1 },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().content.raw).toBe('Hello JSON');
    const form = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments',
      headers: { ...member, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `post=${postId}&content=Hello%00 form`,
    });
    expect(form.statusCode).toBe(201);
    expect(form.json().content.raw).toBe('Hello form');
    const search = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?search=a%00b&slug=%00' });
    expect(search.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      headers: member,
      payload: { description: 'Bio\u0000 with a NUL', name: 'Na\u0000me' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().description).toBe('Bio with a NUL');
  });

  it('invalid UTF-8 in the query, the path and a JSON body', async () => {
    expectBadRequest(
      await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?search=%FF%FE' }),
      'query',
    );
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?search=%' }), 'query');
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts/%C3%28' }));
    const body = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments',
      headers: { ...member, 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from(`{"post":${postId},"content":"`),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('"}'),
      ]),
    });
    expectBadRequest(body, 'body');
  });

  it('bad JSON', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments',
      headers: { ...member, 'content-type': 'application/json' },
      payload: '{"post": 1, "content": ',
    });
    expectBadRequest(r, 'body');
  });

  it('malformed multipart, and too many fields or files, are 400; only size is 413', async () => {
    const upload = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: { ...member, ...multipartHeaders },
        payload,
      });
    expectBadRequest(await upload(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`));
    expectBadRequest(await upload('no boundary anywhere'));
    const fields = Array.from(
      { length: 1000 },
      (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    ).join('');
    const many = await upload(`${fields}--${BOUNDARY}--\r\n`);
    expectBadRequest(many);
    expect(JSON.parse(many.body).code).toBe('rest_upload_too_many_parts');
    const file = (name: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`;
    const twoFiles = await upload(`${file('a')}${file('b')}--${BOUNDARY}--\r\n`);
    expect(twoFiles.statusCode).toBe(400);
  });

  it('oversize headers answer 431 and the server goes on', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const big = await fetch(`http://127.0.0.1:${port}/healthz`, {
      headers: { 'x-padding': 'a'.repeat(64 * 1024) },
    });
    expect([400, 431]).toContain(big.status);
    const fine = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(fine.status).toBe(200);
  });
});
