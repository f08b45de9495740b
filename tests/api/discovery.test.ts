import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 13 items 1 and 2 (server part): every kind of content in the mixed lists; writers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let made = 0;
async function insert(
  authorId: number,
  type: string,
  title: string,
  content: string,
  options: { minutesAgo?: number; listed?: boolean; hidden?: boolean; terms?: number[] } = {},
) {
  made += 1;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO posts (type, status, slug, author_id, title, content, listed, hidden, date)
     VALUES ($1, 'publish', $2, $3, $4, $5, $6, $7, now() - make_interval(mins => $8::int)) RETURNING id`,
    [
      type,
      `discovery-${process.pid}-${made}`,
      authorId,
      title,
      content,
      options.listed ?? true,
      options.hidden ?? false,
      options.minutesAgo ?? made,
    ],
  );
  for (const term of options.terms ?? [])
    await t.database.query('INSERT INTO post_terms (post_id, term_id) VALUES ($1, $2)', [row!.id, term]);
  return row!.id;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ url, headers });
  const body = r.json();
  return {
    status: r.statusCode,
    body,
    ids: Array.isArray(body) ? body.map((p: { id: number }) => p.id) : [],
    total: r.headers['x-wp-total'],
  };
}

describe('yka/v2/content: posts, videos, notes and polls in one list', () => {
  it('lists the four kinds newest first, filters by kind, and finds each by Hindi title and body', async () => {
    const author = await createUser(t.database);
    const [topic] = await t.database.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, slug, name) VALUES ('category', 'discovery-topic', 'Discovery') RETURNING id`,
    );
    const terms = [topic!.id];
    const poll = await insert(author, 'poll', 'क्या स्कूलों में खेल अनिवार्य हो?', '', { minutesAgo: 1, terms });
    const note = await insert(author, 'note', 'नदी किनारे', 'नदी किनारे सुबह की सैर अनोखी थी', {
      minutesAgo: 2,
      terms,
    });
    const video = await insert(author, 'video', 'पहाड़ों की यात्रा', 'हिमालय में बर्फ़', { minutesAgo: 3, terms });
    const post = await insert(author, 'post', 'An article', 'Plain words', { minutesAgo: 4, terms });
    // An author's own list shows what waits for review (decisions §4); topic lists do not.
    const inReview = await insert(author, 'video', 'In review', 'x', { minutesAgo: 5, listed: false, terms });
    await insert(author, 'page', 'A page', 'x', { minutesAgo: 6, terms });

    const all = await get(`/wp-json/yka/v2/content?author=${author}`);
    expect(all.status).toBe(200);
    expect(all.ids).toEqual([poll, note, video, post, inReview]);
    expect(all.total).toBe('5');
    expect(all.body.map((p: { type: string }) => p.type)).toEqual(['poll', 'note', 'video', 'post', 'video']);
    expect((await get(`/wp-json/yka/v2/content?categories=${topic!.id}&type=all`)).ids).toEqual([
      poll,
      note,
      video,
      post,
    ]);
    expect((await get(`/wp-json/yka/v2/content?author=${author}&type=videos`)).ids).toEqual([
      video,
      inReview,
    ]);
    expect((await get(`/wp-json/yka/v2/content?author=${author}&type=notes,polls`)).ids).toEqual([
      poll,
      note,
    ]);
    expect((await get(`/wp-json/yka/v2/content?author=${author}&type[]=posts`)).ids).toEqual([post]);

    // Search reads title and body of every kind, Devanagari included (decisions 003).
    const search = (q: string) =>
      get(
        `/wp-json/yka/v2/content?search=${encodeURIComponent(q)}&orderby=relevance&categories=${topic!.id}`,
      );
    expect((await search('पहाड़ों')).ids).toEqual([video]);
    expect((await search('हिमालय')).ids).toEqual([video]);
    expect((await search('सैर')).ids).toEqual([note]);
    expect((await search('अनिवार्य')).ids).toEqual([poll]);
    expect((await get(`/wp-json/yka/v2/content?search=${encodeURIComponent('सैर')}&type=videos`)).ids).toEqual(
      [],
    );

    // Trending may mix the kinds too.
    await t.database.query('UPDATE posts SET view_count = 1 WHERE id = ANY($1)', [[video, note]]);
    expect((await get(`/wp-json/yka/v2/trending?type=all&author=${author}`)).ids.sort()).toEqual(
      [video, note].sort(),
    );
  });

  it('answers a bad kind with a WordPress-shaped 400', async () => {
    for (const bad of ['pages', 'widgets', 'posts,page']) {
      const r = await get(`/wp-json/yka/v2/content?type=${bad}`);
      expect(r.status, `${bad} ${JSON.stringify(r.body).slice(0, 300)}`).toBe(400);
      expect(r.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
    expect((await get('/wp-json/yka/v2/trending?type=pages')).status).toBe(400);
  });

  it('the newsfeed’s `all` holds every kind by followed authors', async () => {
    const reader = await createUser(t.database);
    const headers = await signedInHeaders(t.database, reader);
    const author = await createUser(t.database);
    await t.database.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
      reader,
      author,
    ]);
    const video = await insert(author, 'video', 'Feed video', 'x', { minutesAgo: 1 });
    const note = await insert(author, 'note', 'Feed note', 'x', { minutesAgo: 2 });
    const poll = await insert(author, 'poll', 'Feed poll?', '', { minutesAgo: 3 });
    const post = await insert(author, 'post', 'Feed post', 'x', { minutesAgo: 4 });
    const feed = await get(`/wp-json/yka/v2/newsfeed/${reader}/all/`, { cookie: headers.cookie });
    expect(feed.status).toBe(200);
    expect(feed.ids).toEqual([video, note, poll, post]);
    expect((await get(`/wp-json/yka/v2/newsfeed/${reader}/posts/`, { cookie: headers.cookie })).ids).toEqual([
      post,
    ]);
    const authorsOnly = await get(`/wp-json/yka/v2/newsfeed/${reader}/following-authors/?post_type=all`, {
      cookie: headers.cookie,
    });
    expect(authorsOnly.ids).toEqual([video, note, poll, post]);
  });
});

describe('writers: trending and the leaderboard', () => {
  it('never recommends an account without a post a reader can open', async () => {
    const waiting = await createUser(t.database);
    const hidden = await createUser(t.database);
    const writer = await createUser(t.database);
    const nothing = await createUser(t.database);
    await insert(waiting, 'post', 'Waiting for review', 'x', { listed: false });
    await insert(hidden, 'post', 'Hidden by reports', 'x', { listed: false, hidden: true });
    await insert(writer, 'note', 'A note', 'x');
    // Recent points would put them first, were they recommended at all.
    for (const id of [waiting, hidden, nothing])
      await t.database.query(
        `INSERT INTO points_ledger (user_id, reason, object_id, points) VALUES ($1, 'create_post', $1, 100)`,
        [id],
      );
    const ids = (await get('/wp-json/yka/v1/follow?trending=1&per_page=100')).ids;
    expect(ids).toContain(writer);
    for (const id of [waiting, hidden, nothing]) expect(ids).not.toContain(id);
    expect((await get('/wp-json/yka/v2/trending-authors?per_page=100')).ids).not.toContain(waiting);
  });
});
