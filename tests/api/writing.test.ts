import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost, CreatePollAnswer, Role } from '#common/api-types.ts';
import { NOTE_MAX_LENGTH, NOTE_TITLE_WORDS, POLL_OPTION_MAX, POST_TITLE_MAX } from '#common/limits.ts';
import { noteTitle } from '#common/writing.ts';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let make: Factories;
let editor: Account;
const term: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
  editor = await account('editor');
  const rows = await t.database.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM terms WHERE slug IN ('education', 'careers', 'unreviewed', 'unlisted', 'prompts', 'assam')`,
  );
  for (const row of rows) term[row.slug] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const call: Factories['call'] = (...request) => make.call(...request);
const account = (role: Role = 'subscriber') => make.user({ role });

const fep = (who: Account, payload: unknown) => call('POST', 'yka/v2/fep/', who.headers, payload);
const fepUpdate = (who: Account, id: number, payload: unknown) =>
  call('POST', `yka/v2/fep/${id}`, who.headers, payload);
const fepDelete = (who: Account, id: number) => call('DELETE', `yka/v2/fep/${id}`, who.headers);

/** A created item, asserting the 201. */
async function write(who: Account, payload: Record<string, unknown>): Promise<ApiPost> {
  const r = await fep(who, payload);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as ApiPost;
}

async function pointsOf(who: Account) {
  const r = await call('GET', `yka/v1/follow/${who.id}`);
  return { total: r.body.total_points as number, month: r.body.leaderboard_points as number };
}

async function postCountOf(who: Account) {
  const [row] = await t.database.query<{ n: number }>(`SELECT post_count AS n FROM users WHERE id = $1`, [
    who.id,
  ]);
  return row!.n;
}

async function listedOf(id: number) {
  const [row] = await t.database.query<{ listed: boolean }>(`SELECT listed FROM posts WHERE id = $1`, [id]);
  return row?.listed;
}

async function termCount(id: number) {
  const [row] = await t.database.query<{ count: number }>(`SELECT count FROM terms WHERE id = $1`, [id]);
  return row!.count;
}

describe('drafts', () => {
  it("lists a draft among its owner's drafts (context=edit, status=draft and any) and hides it from others", async () => {
    const me = await account();
    const draft = await write(me, { title: 'My unfinished story', content: '<p>Hello</p>' });
    expect(draft).toMatchObject({
      status: 'draft',
      type: 'post',
      author: me.id,
      slug: 'my-unfinished-story',
    });
    expect(draft.title.raw).toBe('My unfinished story');
    expect(draft.content.raw).toBe('<p>Hello</p>');

    const own = await call('GET', `wp/v2/posts?author=${me.id}&status=draft&context=edit`, me.headers);
    expect(own.status).toBe(200);
    expect(own.body.map((p: ApiPost) => p.id)).toEqual([draft.id]);
    expect(own.body[0].content.raw).toBe('<p>Hello</p>');
    const any = await call('GET', `wp/v2/posts?author=${me.id}&status=any&context=edit`, me.headers);
    expect(any.body.map((p: ApiPost) => p.id)).toEqual([draft.id]);

    expect((await call('GET', `wp/v2/posts/${draft.id}`)).status).toBe(404);
    expect((await call('GET', `wp/v2/posts?author=${me.id}`)).body).toEqual([]);
    const other = await account();
    expect((await call('GET', `wp/v2/posts?author=${me.id}&status=draft`, other.headers)).status).toBe(400);
    expect((await call('GET', `wp/v2/posts/${draft.id}`, other.headers)).status).toBe(404);
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
  });

  it('treats a repeated create with the same draft_key as an update of that draft', async () => {
    const me = await account();
    const other = await account();
    const first = await write(me, {
      title: 'First words',
      content: '<p>a</p>',
      draft_key: 'screen-key-0001',
    });
    // The answer was lost and the screen sends its first save again, with more text.
    const again = await fep(me, {
      title: 'First words',
      content: '<p>a b</p>',
      draft_key: 'screen-key-0001',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.id);
    expect(again.body.content.raw).toBe('<p>a b</p>');
    const drafts = await call('GET', `wp/v2/posts?author=${me.id}&status=draft`, me.headers);
    expect(drafts.body.map((p: ApiPost) => p.id)).toEqual([first.id]);
    // A key is the writer's own: another writer's same key makes their own draft.
    const theirs = await write(other, { title: 'Theirs', draft_key: 'screen-key-0001' });
    expect(theirs.id).not.toBe(first.id);
    expect((await fep(me, { title: 'x', draft_key: 'bad key!' })).status).toBe(400);
  });

  it('re-derives the slug and date on each draft save, fixes the date at publish; a new title then moves the slug', async () => {
    const me = await account();
    const draft = await write(me, { title: 'First title' });
    const saved = (await fepUpdate(me, draft.id, { title: 'Second title' })).body as ApiPost;
    expect(saved.slug).toBe('second-title');
    const published = (await fepUpdate(me, draft.id, { status: 'publish' })).body as ApiPost;
    expect(published.slug).toBe('second-title');
    expect(published.date >= saved.date).toBe(true);
    // Decisions §10 (docs/decisions/009): the old slug is kept and answers 301 (tests/api/slugs-and-names.test.ts).
    const edited = (await fepUpdate(me, draft.id, { title: 'Third title' })).body as ApiPost;
    expect(edited).toMatchObject({
      slug: 'third-title',
      date: published.date,
      link: published.link.replace('second-title', 'third-title'),
    });
    expect(edited.title.raw).toBe('Third title');
    const back = await fepUpdate(me, draft.id, { status: 'draft' });
    expect(back.status).toBe(400);
    expect(back.body.data.params).toHaveProperty('status');
  });
});

describe('publishing, points and delete', () => {
  it("puts a subscriber's post into unreviewed (unlisted from lists), +10 once, -10 on delete, then 404", async () => {
    const me = await account();
    const education = term.education!;
    const countBefore = await termCount(education);
    const draft = await write(me, {
      title: 'My first salary',
      content: '<p>It came.</p>',
      categories: [education],
    });
    const published = await fepUpdate(me, draft.id, { status: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('publish');
    expect(published.body.categories.sort()).toEqual([education, term.unreviewed].sort());
    expect(await listedOf(draft.id)).toBe(false);
    expect(await termCount(education)).toBe(countBefore); // unlisted posts do not count
    expect(await pointsOf(me)).toEqual({ total: 10, month: 10 });
    expect(await postCountOf(me)).toBe(1);

    // Reachable by link (the page says noindex), but not in public lists (decisions §4).
    expect((await call('GET', `wp/v2/posts/${draft.id}`)).status).toBe(200);
    const latest = await call('GET', `wp/v2/posts?categories=${education}&per_page=100`);
    expect(latest.body.map((p: ApiPost) => p.id)).not.toContain(draft.id);
    const asked = await call('GET', `wp/v2/posts?categories=${term.unreviewed}&per_page=100`);
    expect(asked.body.map((p: ApiPost) => p.id)).toContain(draft.id);

    // Republishing and editing (still unreviewed, so editable) award nothing more.
    expect((await fepUpdate(me, draft.id, { status: 'publish', title: 'My first salary!' })).status).toBe(
      200,
    );
    expect(await pointsOf(me)).toEqual({ total: 10, month: 10 });

    const deleted = await fepDelete(me, draft.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id: draft.id, status: 'publish' } });
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
    expect(await postCountOf(me)).toBe(0);
    expect((await call('GET', `wp/v2/posts/${draft.id}`)).status).toBe(404);
    expect((await fepDelete(me, draft.id)).status).toBe(404);
  });

  it('cannot farm points by creating, deleting and re-creating', async () => {
    const me = await account();
    for (let round = 0; round < 3; round += 1) {
      const post = await write(me, { title: 'Same story', content: '<p>Again</p>', status: 'publish' });
      expect(post.slug).toBe('same-story');
      expect(await pointsOf(me)).toEqual({ total: 10, month: 10 });
      expect((await fepDelete(me, post.id)).status).toBe(200);
      expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
    }
    const note = await write(me, { type: 'note', content: 'A short note' });
    expect((await fepDelete(me, note.id)).status).toBe(200); // never published: nothing to take back
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
    const [ledger] = await t.database.query<{ sum: number }>(
      `SELECT coalesce(sum(points), 0)::int AS sum FROM points_ledger WHERE user_id = $1`,
      [me.id],
    );
    expect(ledger!.sum).toBe(0);
  });

  it('deletes comments, likes and term links with the post', async () => {
    const me = await account();
    const note = await write(me, {
      type: 'note',
      content: 'Talk to me',
      status: 'publish',
      categories: [term.careers],
    });
    expect(note.categories).toEqual([term.careers]); // notes skip review
    expect(await listedOf(note.id)).toBe(true);
    const reader = await account();
    await t.database.query(`INSERT INTO comments (post_id, author_id, content) VALUES ($1, $2, 'hi')`, [
      note.id,
      reader.id,
    ]);
    expect(
      (await call('POST', 'yka/v2/action', reader.headers, { action: 'like', object: 'post', id: note.id }))
        .status,
    ).toBe(200);
    expect((await fepDelete(me, note.id)).status).toBe(200);
    const [left] = await t.database.query<{ c: number; l: number; pt: number }>(
      `SELECT (SELECT count(*)::int FROM comments WHERE post_id = $1) AS c,
              (SELECT count(*)::int FROM likes WHERE post_id = $1) AS l,
              (SELECT count(*)::int FROM post_terms WHERE post_id = $1) AS pt`,
      [note.id],
    );
    expect(left).toEqual({ c: 0, l: 0, pt: 0 });
  });
});

describe('moderation categories', () => {
  it('ignores unlisted/unreviewed from a subscriber, who cannot remove unreviewed either', async () => {
    const me = await account();
    const post = await write(me, {
      title: 'Try to hide',
      content: '<p>x</p>',
      categories: [term.education, term.unlisted, term.prompts],
    });
    expect(post.categories).toEqual([term.education]);
    const published = (await fepUpdate(me, post.id, { status: 'publish', categories: [term.careers] })).body;
    expect(published.categories.sort()).toEqual([term.careers, term.unreviewed].sort());
    const again = (await fepUpdate(me, post.id, { categories: [term.education] })).body;
    expect(again.categories.sort()).toEqual([term.education, term.unreviewed].sort());
    expect(await listedOf(post.id)).toBe(false);
  });

  it('lets an editor publish directly and review a post (removing unreviewed lists it and locks it)', async () => {
    const own = await write(editor, { title: 'Editor piece', content: '<p>x</p>', status: 'publish' });
    expect(own.categories).toEqual([]);
    expect(await listedOf(own.id)).toBe(true);

    const me = await account();
    const countBefore = await termCount(term.education!);
    const post = await write(me, {
      title: 'To review',
      content: '<p>x</p>',
      categories: [term.education],
      status: 'publish',
    });
    expect(post.categories).toContain(term.unreviewed);
    const reviewed = await call('POST', `wp/v2/posts/${post.id}`, editor.headers, {
      categories: [term.education],
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.categories).toEqual([term.education]);
    expect(await listedOf(post.id)).toBe(true);
    expect(await termCount(term.education!)).toBe(countBefore + 1);
    expect(reviewed.body.author).toBe(me.id);

    // A reviewed, published post is no longer editable by its author (spec §5).
    const edit = await fepUpdate(me, post.id, { title: 'Changed after review' });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('rest_cannot_edit');
    // The editor can still put it back into unlisted.
    const hidden = await call('POST', `wp/v2/posts/${post.id}`, editor.headers, {
      categories: [term.education, term.unlisted],
    });
    expect(hidden.body.categories.sort()).toEqual([term.education, term.unlisted].sort());
    expect(await listedOf(post.id)).toBe(false);
    expect(await termCount(term.education!)).toBe(countBefore);
  });
});

describe('sanitising', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<svg onload=alert(1)><circle r="1"/></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<style>body{display:none}</style>',
    '<p style="position:fixed" class="x">styled</p>',
    '<p onclick="alert(1)" onmouseover="alert(2)">events</p>',
    'unclosed <img src=x onerror=alert(1)',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<<script>script>alert(1)<</script>/script>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="https://evil.example/x.swf"></object>',
    '<form action="https://evil.example"><button>go</button></form>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    '<body onload=alert(1)>',
    '<details open ontoggle=alert(1)>',
  ];

  function expectHarmless(html: string) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/<math/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<object/i);
    expect(html).not.toMatch(/<form/i);
  }

  it('keeps no payload on create, on update and in the public view', async () => {
    const me = await account();
    const target = await write(me, { title: 'Update target', content: '<p>safe</p>' });
    for (const [i, payload] of payloads.entries()) {
      const created = await write(me, { title: `Payload ${i}`, content: payload });
      expectHarmless(created.content.rendered);
      expectHarmless(created.content.raw ?? '');
      const updated = await fepUpdate(me, target.id, { content: `<p>ok</p>${payload}` });
      expect(updated.status).toBe(200);
      expectHarmless(updated.body.content.rendered);
    }
    const all = await write(me, { title: 'All at once', content: payloads.join('\n'), status: 'publish' });
    const seen = await call('GET', `wp/v2/posts/${all.id}`);
    expectHarmless(seen.body.content.rendered);
    expectHarmless(seen.body.excerpt.rendered);
  });

  it('keeps safe formatting, links with rel and images', async () => {
    const me = await account();
    const html =
      '<h2>Heading</h2><p><strong>bold</strong> <em>it</em> <a href="https://example.com/a">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<figure><img src="https://example.com/a.jpg" alt="A photo" width="640" height="480"><figcaption>cap</figcaption></figure>';
    const post = await write(me, { title: 'Formatting', content: html });
    const out = post.content.rendered;
    expect(out).toContain('<h2>Heading</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>it</em>');
    expect(out).toContain('<a href="https://example.com/a" rel="nofollow ugc noopener">link</a>');
    expect(out).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
    expect(out).toContain('<blockquote><p>quote</p></blockquote>');
    expect(out).toContain('<img src="https://example.com/a.jpg" alt="A photo" width="640" height="480">');
    expect(post.content.raw).toBe(out); // what is stored is what is shown
  });
});

describe('notes', () => {
  it('makes the title from the first words and keeps the text plain (HTML escaped)', async () => {
    const me = await account();
    const text = 'Today <b>I</b> learned that small steps every single day add up to a lot';
    const note = await write(me, { type: 'note', content: text, title: 'ignored', status: 'publish' });
    expect(note.type).toBe('note');
    expect(note.title.raw).toBe(noteTitle(text, NOTE_TITLE_WORDS));
    expect(note.content.raw).toBe(text);
    expect(note.content.rendered).toContain('&lt;b&gt;I&lt;/b&gt;');
    expect(note.content.rendered).not.toContain('<b>');
    expect(note.link).toContain('/note/');
    expect(await pointsOf(me)).toEqual({ total: 10, month: 10 });

    // A published note stays editable by its author.
    const edited = await call('POST', `wp/v2/notes/${note.id}`, me.headers, { content: 'Shorter now' });
    expect(edited.status).toBe(200);
    expect(edited.body.title.raw).toBe('Shorter now');
    expect(edited.body.slug).toBe('shorter-now'); // the note's title moved, its slug with it (decisions §10)

    const tooLong = await fep(me, { type: 'note', content: 'x'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { content: expect.any(String) } },
    });
  });

  it('creates through POST wp/v2/notes and detects Hindi', async () => {
    const me = await account();
    const r = await call('POST', 'wp/v2/notes', me.headers, { content: 'आज मैंने कुछ नया सीखा' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'note', lang: 'hi', status: 'draft' });
  });
});

describe('validation', () => {
  it('answers WordPress-shaped 400s', async () => {
    const me = await account();
    const empty = await fep(me, { title: '  ', content: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('rest_empty_content');

    const long = await fep(me, { title: 'x'.repeat(POST_TITLE_MAX + 1), content: 'y' });
    expect(long.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { title: expect.any(String) } },
    });

    expect((await fep(me, { title: 'a', categories: [999999] })).body.data.params).toHaveProperty(
      'categories',
    );
    expect((await fep(me, { title: 'a', categories: [term.assam] })).body.data.params).toHaveProperty(
      'categories',
    );
    expect((await fep(me, { title: 'a', locations: [term.education] })).body.data.params).toHaveProperty(
      'locations',
    );
    expect((await fep(me, { title: 'a', status: 'future' })).body.data.params).toHaveProperty('status');
    expect((await fep(me, { title: 'a', type: 'page' })).body.data.params).toHaveProperty('type');
    expect((await fep(me, { title: 'a', prompt_id: 999999 })).body.data.params).toHaveProperty('prompt_id');
    const video = await fep(me, {
      type: 'video',
      title: 'v',
      status: 'publish',
      video_url: 'https://evil.example/v',
    });
    expect(video.body.data.params).toHaveProperty('video_url');
  });

  it('accepts only the writer’s own upload as featured image (editors any)', async () => {
    const me = await account();
    const other = await account();
    const insert = (author: number) =>
      t.database.query<{ id: number }>(
        `INSERT INTO media (author_id, file, mime_type, width, height) VALUES ($1, '2026/01/a.webp', 'image/webp', 10, 10) RETURNING id`,
        [author],
      );
    const [mine] = await insert(me.id);
    const [theirs] = await insert(other.id);
    const bad = await fep(me, { title: 'with image', featured_media: theirs!.id });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_featured_media');
    const good = await write(me, { title: 'with image', featured_media: mine!.id });
    expect(good.featured_media).toBe(mine!.id);
    const byEditor = await write(editor, { title: 'editor image', featured_media: theirs!.id });
    expect(byEditor.featured_media).toBe(theirs!.id);
  });

  it('takes locations, a prompt, an explicit lang, form-encoded bodies and Devanagari slugs', async () => {
    const me = await account();
    const [prompt] = await t.database.query<{ id: number }>(
      `SELECT p.id FROM posts p JOIN post_terms pt ON pt.post_id = p.id
        WHERE pt.term_id = $1 AND p.status = 'publish' LIMIT 1`,
      [term.prompts],
    );
    const post = await write(me, {
      title: 'मेरी पहली तनख़्वाह',
      content: '<p>यह कहानी है।</p>',
      locations: [term.assam],
      prompt_id: prompt!.id,
    });
    expect(post).toMatchObject({
      slug: 'meri-pahali-tanakhvah', // decisions §10: ASCII, transliterated
      lang: 'hi',
      locations: [term.assam],
      prompt_id: prompt!.id,
    });
    const twin = await write(me, { title: 'मेरी पहली तनख़्वाह', content: '<p>दूसरी</p>', lang: 'en' });
    expect(twin).toMatchObject({ slug: 'meri-pahali-tanakhvah-2', lang: 'en' });
    const untitled = await write(me, { content: '<p>No title</p>' });
    expect(untitled.slug).toBe(`post-${untitled.id}`);

    const form = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/posts',
      headers: { ...me.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `title=Form+post&content=%3Cp%3EHi%3C%2Fp%3E&categories%5B%5D=${term.education}&categories%5B%5D=${term.careers}`,
    });
    expect(form.statusCode).toBe(201);
    expect(form.json().categories.sort()).toEqual([term.education, term.careers].sort());
  });

  it('creates a video through POST wp/v2/videos', async () => {
    const me = await account();
    const r = await call('POST', 'wp/v2/videos', me.headers, {
      title: 'My video',
      status: 'publish',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'video', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(r.body.categories).toEqual([term.unreviewed]);
  });
});

describe('who may write', () => {
  it('needs a signed-in writer (401), with the nonce for a cookie session', async () => {
    const me = await account();
    const post = await write(me, { title: 'Mine', content: '<p>x</p>', status: 'publish' });
    expect((await call('POST', 'yka/v2/fep/', {}, { title: 'x' })).status).toBe(401);
    expect((await call('POST', 'wp/v2/posts', {}, { title: 'x' })).status).toBe(401);
    expect((await call('POST', 'yka/v2/polls', {}, { question: 'q', options: ['a', 'b'] })).status).toBe(401);
    expect((await call('POST', `yka/v2/fep/${post.id}`, {}, { title: 'x' })).status).toBe(401);
    expect((await call('DELETE', `yka/v2/fep/${post.id}`)).status).toBe(401);
    const noNonce = await call(
      'POST',
      `yka/v2/fep/${post.id}`,
      { cookie: me.headers.cookie! },
      { title: 'x' },
    );
    expect(noNonce.status).toBe(401);
  });

  it("refuses another user's edit and delete of my post, note and poll (403)", async () => {
    const me = await account();
    const other = await account();
    const post = await write(me, { title: 'Mine', content: '<p>x</p>', status: 'publish' });
    const note = await write(me, { type: 'note', content: 'My note', status: 'publish' });
    const poll = (
      await call('POST', 'yka/v2/polls', me.headers, {
        question: 'Tea or coffee?',
        options: ['Tea', 'Coffee'],
      })
    ).body as CreatePollAnswer;
    for (const id of [post.id, note.id, poll.post.id]) {
      const edit = await fepUpdate(other, id, { title: 'Hacked' });
      expect(edit.status).toBe(403);
      expect(edit.body.code).toBe('rest_cannot_edit');
      const del = await fepDelete(other, id);
      expect(del.status).toBe(403);
      expect(del.body.code).toBe('rest_cannot_delete');
    }
    expect((await call('DELETE', `wp/v2/notes/${note.id}`, other.headers)).status).toBe(403);
    expect((await call('DELETE', `wp/v2/polls/${poll.post.id}`, other.headers)).status).toBe(403);
    // A draft of someone else does not exist for them.
    const draft = await write(me, { title: 'Secret draft' });
    expect((await fepUpdate(other, draft.id, { title: 'x' })).status).toBe(404);
  });

  it('never edits a poll, not even its author; checks the type of wp/v2 routes', async () => {
    const me = await account();
    const poll = (
      await call('POST', 'yka/v2/polls', me.headers, {
        question: 'Best season?',
        options: ['Winter', 'Monsoon'],
      })
    ).body as CreatePollAnswer;
    const edit = await fepUpdate(me, poll.post.id, { title: 'Changed' });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('rest_cannot_edit');
    expect((await call('POST', `wp/v2/polls/${poll.post.id}`, me.headers, { title: 'x' })).status).toBe(403);
    expect((await call('POST', `wp/v2/notes/${poll.post.id}`, me.headers, { title: 'x' })).status).toBe(404);
    const viaWp = await call('POST', 'wp/v2/polls', me.headers, { title: 'x' });
    expect(viaWp.status).toBe(400);
    expect(viaWp.body.code).toBe('rest_use_yka_polls');
    expect((await call('POST', 'wp/v2/pages', me.headers, { title: 'x' })).body.code).toBe('rest_no_route');
  });

  it('lets an editor edit and delete anyone’s item', async () => {
    const me = await account();
    const post = await write(me, { title: 'Subscriber post', content: '<p>x</p>', status: 'publish' });
    const r = await call('POST', `yka/v2/fep/${post.id}`, editor.headers, { title: 'Fixed typo' });
    expect(r.status).toBe(200);
    expect(r.body.title.raw).toBe('Fixed typo');
    expect((await call('DELETE', `wp/v2/posts/${post.id}`, editor.headers)).status).toBe(200);
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
  });
});

describe('POST yka/v2/polls', () => {
  it('validates the question and 2 to 6 options', async () => {
    const me = await account();
    const create = (body: unknown) => call('POST', 'yka/v2/polls', me.headers, body);
    const one = await create({ question: 'Only one?', options: ['Yes'] });
    expect(one.status).toBe(400);
    expect(one.body.data.params).toHaveProperty('options');
    expect((await create({ question: 'Seven?', options: ['1', '2', '3', '4', '5', '6', '7'] })).status).toBe(
      400,
    );
    expect(
      (await create({ question: 'Long?', options: ['a', 'b'.repeat(POLL_OPTION_MAX + 1)] })).status,
    ).toBe(400);
    expect((await create({ question: 'Empty?', options: ['a', '  '] })).status).toBe(400);
    expect(
      (await create({ question: 'q'.repeat(201), options: ['a', 'b'] })).body.data.params,
    ).toHaveProperty('question');
    expect((await create({ options: ['a', 'b'] })).status).toBe(400);
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
  });

  it('publishes the poll at once with its options in order, +5; deleting it takes the poll and -5', async () => {
    const me = await account();
    const r = await call('POST', 'yka/v2/polls', me.headers, {
      question: 'Which city should host the next meetup?',
      options: ['Patna', 'Indore', 'Kochi'],
      categories: [term.education, term.unreviewed],
    });
    expect(r.status).toBe(201);
    const { post, poll } = r.body as CreatePollAnswer;
    expect(post).toMatchObject({
      type: 'poll',
      status: 'publish',
      poll_id: poll.id,
      categories: [term.education],
      slug: 'which-city-should-host-the-next-meetup',
    });
    expect(post.title.rendered).toBe('Which city should host the next meetup?');
    expect(poll).toMatchObject({
      post: post.id,
      question: 'Which city should host the next meetup?',
      total_votes: 0,
    });
    expect(poll.options.map((o) => o.label)).toEqual(['Patna', 'Indore', 'Kochi']);
    expect(await listedOf(post.id)).toBe(true);
    expect(await pointsOf(me)).toEqual({ total: 5, month: 5 });

    await make.vote(await account(), poll.id, poll.options[1]!.id);

    const deleted = await call('DELETE', `wp/v2/polls/${post.id}`, me.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id: post.id, poll_id: poll.id } });
    expect(await pointsOf(me)).toEqual({ total: 0, month: 0 });
    expect((await call('GET', `yka/v2/polls/${poll.id}`)).status).toBe(404);
    const [left] = await t.database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM poll_options WHERE poll_id = $1)::int + (SELECT count(*) FROM poll_votes WHERE poll_id = $1)::int AS n`,
      [poll.id],
    );
    expect(left!.n).toBe(0);
  });

  it('accepts a form-encoded poll', async () => {
    const me = await account();
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/polls',
      headers: { ...me.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'question=Chai+ya+coffee%3F&options%5B%5D=Chai&options%5B%5D=Coffee',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().poll.options.map((o: { label: string }) => o.label)).toEqual(['Chai', 'Coffee']);
  });
});

describe('concurrent saves', () => {
  it('publishes once under parallel saves and gives parallel same-title posts distinct slugs', async () => {
    const me = await account();
    const draft = await write(me, { title: 'Racing draft', content: '<p>x</p>' });
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fepUpdate(me, draft.id, { status: 'publish', content: `<p>${i}</p>` }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(8).fill(200));
    expect(await pointsOf(me)).toEqual({ total: 10, month: 10 });
    expect(await postCountOf(me)).toBe(1);

    const twins = await Promise.all(
      Array.from({ length: 6 }, () => fep(me, { title: 'Twin title', content: '<p>x</p>' })),
    );
    expect(twins.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(twins.map((r) => r.body.slug)).size).toBe(6);
  });
});
