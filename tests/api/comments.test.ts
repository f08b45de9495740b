import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiComment } from '#common/api-types.ts';
import { type Account, type Factories, factories, type Headers } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let make: Factories;
let editor: Account['headers'];
let scratchPost: number;

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
  editor = (await make.editor()).headers;
  scratchPost = await freshPost();
});
afterAll(async () => {
  await t?.close();
});

/** A published post with no comments, so every counter below is exact from zero. */
const freshPost = async (author?: Account, status: 'publish' | 'draft' = 'publish') =>
  (await make.post({ title: 'Comments test', status, ...(author ? { author } : {}) })).id;

/** A subscriber who already has an approved comment (elsewhere), so new comments are not held. */
const regular = () => make.user({ trusted: true });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
  make.call(method, `wp/v2/${url}`, headers, payload);
const post = (payload: unknown, headers: Headers) => call('POST', 'comments', headers, payload);
const list = (query: string, headers: Headers = {}) => call('GET', `comments?${query}`, headers);

/** Every stored counter equals a count of the rows it stands for. */
async function expectCountersExact(postId: number) {
  const [row] = await t.database.query<{ stored: number; actual: number; drift: number }>(
    `SELECT p.comment_count AS stored,
            (SELECT count(*)::int FROM comments c WHERE c.post_id = p.id AND c.status = 'approved') AS actual,
            (SELECT count(*)::int FROM comments c
              WHERE c.post_id = p.id AND c.total_children <>
                    (SELECT count(*) FROM comments r WHERE r.parent_id = c.id AND r.status = 'approved')) AS drift
       FROM posts p WHERE p.id = $1`,
    [postId],
  );
  expect(row!.stored).toBe(row!.actual);
  expect(row!.drift).toBe(0);
  return row!.stored;
}

async function totalComments(postId: number) {
  const r = await call('GET', `posts/${postId}`);
  return r.body.total_comments as number;
}

describe('POST wp/v2/comments: create and hold rules', () => {
  it('refuses a visitor with 401', async () => {
    const r = await post({ post: scratchPost, content: 'Hello' }, {});
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'rest_comment_login_required', data: { status: 401 } });
  });

  it("holds a new user's first comment: visible to the author and editors only, not counted", async () => {
    const postId = await freshPost();
    const { id: userId, headers: author } = await make.user();
    const r = await post({ post: postId, content: 'My very first comment' }, author);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      post: postId,
      parent: 0,
      author: userId,
      status: 'hold',
      total_children: 0,
    });
    expect(await totalComments(postId)).toBe(0);

    expect((await list(`post=${postId}`)).body).toEqual([]);
    const other = (await regular()).headers;
    expect((await list(`post=${postId}`, { cookie: other.cookie })).body).toEqual([]);
    const own = await list(`post=${postId}`, { cookie: author.cookie });
    expect(own.body.map((c: ApiComment) => [c.id, c.status])).toEqual([[r.body.id, 'hold']]);
    const editors = await list(`post=${postId}`, { cookie: editor.cookie });
    expect(editors.body).toHaveLength(1);
    expect((await call('GET', `comments/${r.body.id}`)).status).toBe(404);
    await expectCountersExact(postId);
  });

  it('approves through POST comments/{id} {status: approved} for editors only; then the author is trusted', async () => {
    const postId = await freshPost();
    const author = (await make.user()).headers;
    const held = await post({ post: postId, content: 'Waiting for approval' }, author);
    const id = held.body.id as number;

    const self = await call('POST', `comments/${id}`, author, { status: 'approved' });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('rest_comment_cannot_moderate');
    const visitor = await call('POST', `comments/${id}`, {}, { status: 'approved' });
    expect(visitor.status).toBe(401);

    const approved = await call('POST', `comments/${id}`, editor, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(await totalComments(postId)).toBe(1);
    // approving twice counts once
    await call('POST', `comments/${id}`, editor, { status: 'approve' });
    expect(await totalComments(postId)).toBe(1);
    expect((await list(`post=${postId}`)).body).toHaveLength(1);

    // with an approved comment, the next one is published at once
    const next = await post({ post: postId, content: 'Second thoughts' }, author);
    expect(next.body.status).toBe('approved');
    expect(await totalComments(postId)).toBe(2);

    // back on hold takes it off the count again
    await call('POST', `comments/${id}`, editor, { status: 'hold' });
    expect(await totalComments(postId)).toBe(1);
    expect((await call('POST', `comments/${id}`, editor, { status: 'nonsense' })).status).toBe(400);
    await expectCountersExact(postId);
  });

  it('holds a comment with 2 or more links or a moderation word, even from a regular', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const oneLink = await post({ post: postId, content: 'See https://example.com/a' }, headers);
    expect(oneLink.body.status).toBe('approved');
    const twoLinks = await post(
      { post: postId, content: 'https://a.example and http://b.example/x' },
      headers,
    );
    expect(twoLinks.body.status).toBe('hold');
    const word = await post({ post: postId, content: 'Best CASINO in town' }, headers);
    expect(word.body.status).toBe('hold');
    const editorLinks = await post({ post: postId, content: 'https://a.example http://b.example' }, editor);
    expect(editorLinks.body.status).toBe('approved');
    expect(await expectCountersExact(postId)).toBe(2);
  });

  it('stores plain text and renders it escaped, with line breaks and linked URLs', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const text = '<b>Hi</b> & welcome\nsecond line\u0000\n\nsee https://example.org/page';
    const r = await post({ post: postId, content: `  ${text}  ` }, headers);
    expect(r.status).toBe(201);
    const rendered = r.body.content.rendered as string;
    expect(rendered).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; welcome<br />');
    expect(rendered).not.toContain('<b>');
    expect(rendered).toContain('<a href="https://example.org/page" rel="nofollow ugc noopener"');
    expect(r.body.content.raw).toBe('<b>Hi</b> & welcome\nsecond line\n\nsee https://example.org/page');
    const visitorView = (await list(`post=${postId}`)).body[0];
    expect(visitorView.content.raw).toBeUndefined();
    expect(visitorView.content.rendered).toBe(rendered);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const { headers } = await regular();
    const draft = await freshPost(undefined, 'draft');
    const cases: [unknown, number, string][] = [
      [{ content: 'no post' }, 400, 'rest_invalid_param'],
      [{ post: 'abc', content: 'x' }, 400, 'rest_invalid_param'],
      [{ post: scratchPost }, 400, 'rest_invalid_param'],
      [{ post: scratchPost, content: 42 }, 400, 'rest_invalid_param'],
      [{ post: scratchPost, content: '   \n ' }, 400, 'rest_comment_content_invalid'],
      [{ post: scratchPost, content: 'x'.repeat(5001) }, 400, 'rest_comment_content_invalid'],
      [{ post: scratchPost, content: 'x', parent: 'abc' }, 400, 'rest_invalid_param'],
      [{ post: 99999999999, content: 'x' }, 400, 'rest_invalid_param'],
      [{ post: scratchPost, parent: 99999999999, content: 'x' }, 400, 'rest_invalid_param'],
      [{ post: 999999, content: 'x' }, 404, 'rest_post_invalid_id'],
      [{ post: draft, content: 'x' }, 404, 'rest_post_invalid_id'],
    ];
    for (const [payload, status, code] of cases) {
      const r = await post(payload, headers);
      expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(r.body.code).toBe(code);
    }
    const ok = await post({ post: scratchPost, content: 'x'.repeat(5000) }, headers);
    expect(ok.status).toBe(201);
    const raw = await post({ post: scratchPost, content: { raw: 'WordPress style' } }, headers);
    expect(raw.body.content.raw).toBe('WordPress style');
  });

  it('takes a form-encoded create, and an edit with id in the body, as the old client sent them', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/comments/',
      headers: form,
      payload: `post=${postId}&parent=0&content=${encodeURIComponent('Sent as a form\nwith two lines')}`,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await post({ id, content: 'Edited through the body id' }, headers);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, content: { raw: 'Edited through the body id' } });
    await expectCountersExact(postId);
  });
});

describe('flood guard', () => {
  it('answers 429 after 30 comments in 10 minutes from one user', async () => {
    const postId = await freshPost();
    const { id, headers } = await regular();
    // 30 comments already counted in this window and the next (should the window turn now)
    const windowMs = 10 * 60 * 1000;
    const now = Math.floor(Date.now() / windowMs) * windowMs;
    for (const start of [now, now + windowMs])
      await t.database.query(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 30)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = 30`,
        [`comment:${id}`, new Date(start).toISOString()],
      );
    const r = await post({ post: postId, content: 'One too many' }, headers);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
    expect(await expectCountersExact(postId)).toBe(0);
  });
});

describe('replies', () => {
  it('replies to a top-level comment of the same post only', async () => {
    const postId = await freshPost();
    const otherPost = await freshPost();
    const { headers } = await regular();
    const top = (await post({ post: postId, content: 'Top' }, headers)).body;
    const reply = await post({ post: postId, parent: top.id, content: 'A reply' }, headers);
    expect(reply.status).toBe(201);
    expect(reply.body.parent).toBe(top.id);

    const deeper = await post({ post: postId, parent: reply.body.id, content: 'Reply to a reply' }, headers);
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({ code: 'rest_comment_reply_to_reply', data: { status: 400 } });
    const elsewhere = await post({ post: otherPost, parent: top.id, content: 'Wrong post' }, headers);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('rest_comment_invalid_parent');
    const missing = await post({ post: postId, parent: 999999, content: 'No parent' }, headers);
    expect(missing.body.code).toBe('rest_comment_invalid_parent');

    const listed = (await list(`post=${postId}&parent=0`)).body;
    expect(listed.map((c: ApiComment) => [c.id, c.total_children])).toEqual([[top.id, 1]]);
    expect(await expectCountersExact(postId)).toBe(2);
  });

  it('counts only approved replies in total_children', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const top = (await post({ post: postId, content: 'Top' }, headers)).body;
    const newcomer = (await make.user()).headers;
    const held = await post({ post: postId, parent: top.id, content: 'First ever' }, newcomer);
    expect(held.body.status).toBe('hold');
    expect((await call('GET', `comments/${top.id}`)).body.total_children).toBe(0);
    await call('POST', `comments/${held.body.id}`, editor, { status: 'approved' });
    expect((await call('GET', `comments/${top.id}`)).body.total_children).toBe(1);
    await expectCountersExact(postId);
  });
});

describe('edit and delete', () => {
  it('lets the author edit; others get 403, visitors 401; a spammy edit goes back on hold', async () => {
    const postId = await freshPost();
    const author = await regular();
    const stranger = await regular();
    const c = (await post({ post: postId, content: 'Original' }, author.headers)).body;

    const edited = await call('POST', `comments/${c.id}`, author.headers, { content: 'Changed\nmind' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: c.id, status: 'approved', content: { raw: 'Changed\nmind' } });
    const denied = await call('POST', `comments/${c.id}`, stranger.headers, { content: 'Hijack' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('rest_cannot_edit');
    expect((await call('POST', `comments/${c.id}`, {}, { content: 'x' })).status).toBe(401);
    expect((await call('POST', `comments/${c.id}`, author.headers, { content: '' })).status).toBe(400);
    expect((await call('POST', `comments/${c.id}`, author.headers, {})).status).toBe(400);
    expect((await call('POST', 'comments/999999', author.headers, { content: 'x' })).status).toBe(404);
    expect((await call('POST', 'comments/abc', author.headers, { content: 'x' })).status).toBe(404);
    expect((await call('POST', 'comments/99999999999', author.headers, { content: 'x' })).status).toBe(404);
    expect((await call('DELETE', 'comments/99999999999', author.headers)).status).toBe(404);
    expect((await list('post=99999999999')).status).toBe(400);
    expect(await totalComments(postId)).toBe(1);

    const spam = await call('POST', `comments/${c.id}`, author.headers, {
      content: 'https://a.example https://b.example',
    });
    expect(spam.body.status).toBe('hold');
    expect(await totalComments(postId)).toBe(0);
    await expectCountersExact(postId);
  });

  it('deletes for the author or an editor, answering {deleted, previous}; replies go with their parent', async () => {
    const postId = await freshPost();
    const author = await regular();
    const replier = await regular();
    const top = (await post({ post: postId, content: 'Top' }, author.headers)).body;
    const replies = [];
    for (const text of ['one', 'two', 'three'])
      replies.push((await post({ post: postId, parent: top.id, content: text }, replier.headers)).body);
    expect(await totalComments(postId)).toBe(4);

    const stranger = await call('DELETE', `comments/${top.id}`, replier.headers);
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('rest_cannot_delete');
    expect((await call('DELETE', `comments/${top.id}`)).status).toBe(401);

    const one = await call('DELETE', `comments/${replies[0].id}`, replier.headers);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ deleted: true, previous: { id: replies[0].id, parent: top.id } });
    expect((await call('GET', `comments/${top.id}`)).body.total_children).toBe(2);
    expect(await totalComments(postId)).toBe(3);

    const byEditor = await call('DELETE', `comments/${top.id}`, editor);
    expect(byEditor.body).toMatchObject({ deleted: true, previous: { id: top.id } });
    expect(await totalComments(postId)).toBe(0);
    expect((await call('GET', `comments/${replies[1].id}`)).status).toBe(404);
    expect((await call('DELETE', `comments/${top.id}`, editor)).status).toBe(404);
    await expectCountersExact(postId);
  });
});

describe('GET wp/v2/comments: paging and blocks', () => {
  it('pages 100 at top level and 10 for replies by default, with X-WP-Total and X-WP-TotalPages', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const top = (await post({ post: postId, content: 'Top' }, headers)).body;
    for (let i = 0; i < 12; i++) await post({ post: postId, parent: top.id, content: `reply ${i}` }, headers);
    for (let i = 0; i < 3; i++) await post({ post: postId, content: `top ${i}` }, headers);

    const replies = await list(`post=${postId}&parent=${top.id}`);
    expect(replies.body).toHaveLength(10);
    expect(replies.headers['x-wp-total']).toBe('12');
    expect(replies.headers['x-wp-totalpages']).toBe('2');
    expect(replies.body.map((c: ApiComment) => c.content.rendered)).toEqual(
      Array.from({ length: 10 }, (_, i) => `<p>reply ${i}</p>`),
    );
    const second = await list(`post=${postId}&parent=${top.id}&page=2`);
    expect(second.body).toHaveLength(2);
    expect((await list(`post=${postId}&parent=${top.id}&page=3`)).status).toBe(400);

    const all = await list(`post=${postId}`);
    expect(all.body).toHaveLength(16);
    expect(all.headers['x-wp-totalpages']).toBe('1');
    const tops = await list(`post=${postId}&parent=0`);
    expect(tops.body.map((c: ApiComment) => c.content.rendered)[0]).toBe('<p>top 2</p>');
    expect((await list(`post=${postId}&per_page=101`)).status).toBe(400);
    expect((await list(`post=${postId}&per_page=5&parent=0`)).headers['x-wp-totalpages']).toBe('1');
  });

  it("hides a blocked author's comments from the blocker and stops them commenting on the blocker's posts", async () => {
    const blocker = await regular();
    const blocked = await regular();
    const postId = await freshPost(blocker);
    const otherPost = await freshPost();
    await post({ post: otherPost, content: 'I am here' }, blocked.headers);
    const block = { action: 'block', object: 'user', id: blocked.id };
    expect((await make.call('POST', 'yka/v2/action', blocker.headers, block)).status).toBe(200);

    expect((await list(`post=${otherPost}`, { cookie: blocker.headers.cookie })).body).toEqual([]);
    expect((await list(`post=${otherPost}`)).body).toHaveLength(1);
    const r = await post({ post: postId, content: 'Let me in' }, blocked.headers);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('rest_comment_blocked');
  });
});

describe('moderation queue', () => {
  it('lists held comments site-wide for editors only', async () => {
    const postId = await freshPost();
    const newcomer = (await make.user()).headers;
    const held = (await post({ post: postId, content: 'Please approve me' }, newcomer)).body;
    const queue = await list('status=hold&per_page=100', { cookie: editor.cookie });
    expect(queue.status).toBe(200);
    expect(queue.body.map((c: ApiComment) => c.id)).toContain(held.id);
    expect(queue.body.every((c: ApiComment) => c.status === 'hold')).toBe(true);
    expect(Number(queue.headers['x-wp-total'])).toBeGreaterThanOrEqual(1);

    const subscriber = await list(`post=${postId}&status=hold`, { cookie: newcomer.cookie });
    expect(subscriber.status).toBe(403);
    expect(subscriber.body.code).toBe('rest_forbidden_param');
    expect((await list(`post=${postId}&status=hold`)).status).toBe(401);
    const noPost = await list('per_page=10');
    expect(noPost.status).toBe(400);
    expect(noPost.body.data.params).toHaveProperty('post');
    expect((await list(`post=${postId}&status=bogus`, { cookie: editor.cookie })).status).toBe(400);
  });
});

// The must-show: exact counters under concurrent writes. PostgreSQL runs them on a
// pool of connections at once; PGlite serialises them, so it runs fewer.
const onPg = process.env.TEST_DRIVER === 'pg';

describe('concurrent comments', () => {
  const writers = onPg ? 100 : 30;

  it(`${writers} concurrent comments → total_comments exactly +${writers}, total_children exact`, async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const top = (await post({ post: postId, content: 'Top' }, headers)).body;
    const before = await totalComments(postId);
    const sessions = (await Promise.all(Array.from({ length: writers }, regular))).map((u) => u.headers);
    const answers = await Promise.all(
      sessions.map((h, i) =>
        post({ post: postId, content: `Comment ${i}`, ...(i % 2 ? { parent: top.id } : {}) }, h),
      ),
    );
    expect(answers.filter((a) => a.status === 201 && a.body.status === 'approved')).toHaveLength(writers);
    expect(await totalComments(postId)).toBe(before + writers);
    expect((await call('GET', `comments/${top.id}`)).body.total_children).toBe(writers / 2);
    await expectCountersExact(postId);
  });

  it('concurrent approvals, deletes and replies keep every counter exact', async () => {
    const postId = await freshPost();
    const { headers } = await regular();
    const tops = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post({ post: postId, content: `Top ${i}` }, headers)),
    );
    const newcomerHeaders = (await Promise.all(Array.from({ length: 10 }, () => make.user()))).map(
      (u) => u.headers,
    );
    const held = await Promise.all(
      newcomerHeaders.map((h, i) => post({ post: postId, parent: tops[i % 5]!.body.id, content: 'held' }, h)),
    );
    expect(held.every((h) => h.body.status === 'hold')).toBe(true);
    const editor2 = (await make.user({ role: 'editor' })).headers;
    await Promise.all([
      // two editors approve the same held replies at once
      ...held.map((h) => call('POST', `comments/${h.body.id}`, editor, { status: 'approved' })),
      ...held.map((h) => call('POST', `comments/${h.body.id}`, editor2, { status: 'approved' })),
      // while a top-level comment is deleted and more replies arrive
      call('DELETE', `comments/${tops[0]!.body.id}`, headers),
      ...tops.map((top) => post({ post: postId, parent: top.body.id, content: 'late reply' }, headers)),
    ]);
    await expectCountersExact(postId);
    const orphans = await t.database.query(
      `SELECT id FROM comments c WHERE c.post_id = $1 AND c.parent_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM comments p WHERE p.id = c.parent_id)`,
      [postId],
    );
    expect(orphans).toEqual([]);
  });
});
