import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMonthStart } from '#common/dates.ts';
import { refreshWeekPoints } from '#server/domain/users/week-points.ts';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14: list totals come from counters the database keeps and ranks from a column kept
 * with the points (migration 0006). They must stay exact through every kind of write, and
 * under concurrency: each is compared here with a count made from the rows themselves.
 */
let t: TestApp;
let make: Factories;

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
});
afterAll(async () => {
  await t?.close();
});

async function total(url: string): Promise<number> {
  const r = await make.call('GET', url);
  expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
  return Number(r.headers['x-wp-total']);
}

/** The same totals counted from the rows: published and listed, or not hidden for an author. */
async function counted(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM posts p WHERE p.status = 'publish' AND ${where}`,
    params,
  );
  return row!.n;
}

const inTopic = (topic: number) =>
  `EXISTS (SELECT 1 FROM post_terms x WHERE x.post_id = p.id AND x.term_id = ${topic})`;

async function expectExactTotals(topics: number[], authors: Account[]) {
  expect(await total('wp/v2/posts')).toBe(await counted(`p.listed AND p.type = 'post'`));
  expect(await total('wp/v2/polls')).toBe(await counted(`p.listed AND p.type = 'poll'`));
  expect(await total('yka/v2/content')).toBe(await counted(`p.listed AND p.type <> 'page'`));
  for (const topic of topics) {
    expect(await total(`yka/v2/content?categories=${topic}`), `topic ${topic}`).toBe(
      await counted(`p.listed AND p.type <> 'page' AND ${inTopic(topic)}`),
    );
    expect(await total(`wp/v2/posts?categories=${topic}`)).toBe(
      await counted(`p.listed AND p.type = 'post' AND ${inTopic(topic)}`),
    );
    // a post's related list: the counter less the excluded items the list holds
    const [inside] = await t.database.query<{ id: number }>(
      `SELECT p.id FROM posts p WHERE p.status = 'publish' AND p.listed AND p.type = 'post' AND ${inTopic(topic)} LIMIT 1`,
    );
    const [outside] = await t.database.query<{ id: number }>(
      `SELECT p.id FROM posts p WHERE NOT (p.status = 'publish' AND p.listed AND ${inTopic(topic)}) LIMIT 1`,
    );
    const excluded = [inside?.id, outside?.id, 999_999].filter((id) => id !== undefined);
    expect(
      await total(`wp/v2/posts?categories=${topic}&exclude=${excluded.join(',')}`),
      `topic ${topic} less ${excluded}`,
    ).toBe(
      await counted(`p.listed AND p.type = 'post' AND ${inTopic(topic)} AND p.id <> ALL($1::int[])`, [
        excluded,
      ]),
    );
  }
  for (const author of authors)
    expect(await total(`yka/v2/content?author=${author.id}`), `author ${author.id}`).toBe(
      await counted(`NOT p.hidden AND p.type <> 'page' AND p.author_id = $1`, [author.id]),
    );
  await expectExactSearchTotals();
  await expectExactTrendingNumbers();
}

/**
 * Trending authors' numbers kept on the user's row (migration 0018) and the lifetime points
 * the ledger's trigger adds (0020), recounted from the rows.
 */
async function expectExactTrendingNumbers() {
  const wrong = await t.database.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.open_items <> (SELECT count(*) FROM posts p WHERE p.author_id = u.id AND p.status = 'publish'
                                AND p.listed AND NOT p.hidden AND p.type <> 'page')
         OR u.week_points <> (SELECT coalesce(sum(points), 0) FROM points_ledger l
                               WHERE l.user_id = u.id AND l.created_at > now() - interval '7 days')
         OR u.total_points <> (SELECT coalesce(sum(points), 0) FROM points_ledger l WHERE l.user_id = u.id)`,
  );
  expect(wrong, 'users whose trending numbers or points differ from a recount').toEqual([]);
  const [kept] = await t.database.query<{ kept: number; counted: number }>(
    `SELECT (SELECT n FROM user_list_counts WHERE list = 'recommended') AS kept,
            (SELECT count(*)::int FROM users WHERE open_items > 0) AS counted`,
  );
  expect(kept!.kept, 'recommended writers kept').toBe(kept!.counted);
}

/**
 * Searches of one word read the key counters of migration 0009; the rest are counted. Both
 * must equal the rows matched by decisions 013's condition, in either script, for each kind.
 */
const SEARCHES = [
  'monsoon',
  'Monsoon',
  'mansoon',
  'पानी',
  'paani',
  'shiksha',
  'शिक्षा',
  'story',
  'reading',
  'a',
  'worth reading',
  '"worth reading"',
  'monsoon -shiksha',
  '-monsoon',
  'monsoon or पानी',
  'covid-19',
  'naïve',
  'x',
];

async function expectExactSearchTotals() {
  const matches = `(p.search_vector @@ websearch_to_tsquery('simple', $1)
    OR p.roman_vector @@ hinglish_query($1))`;
  for (const word of SEARCHES) {
    const q = encodeURIComponent(word);
    expect(await total(`yka/v2/content?search=${q}`), `search ${word}`).toBe(
      await counted(`p.listed AND p.type <> 'page' AND ${matches}`, [word]),
    );
    expect(await total(`wp/v2/posts?search=${q}&orderby=relevance`), `posts search ${word}`).toBe(
      await counted(`p.listed AND p.type = 'post' AND ${matches}`, [word]),
    );
  }
}

/** Posts whose words the search totals are checked on: both scripts, a spelling that varies. */
const WORDED = [
  {
    title: 'Monsoon in the hills',
    content: '<p>The monsoon brings पानी and shiksha worries. Covid-19 and a naïve plan.</p>',
  },
  { title: 'पानी की कहानी', content: '<p>शिक्षा और पानी, worth reading.</p>' },
];

describe('list totals from the counters (issue 14)', () => {
  it('stay exact through publishing, review, drafts, topic changes and deletes', async () => {
    const [a, b] = [await make.category(), await make.category()];
    const editor = await make.user({ role: 'editor' });
    const newcomer = await make.user();
    await make.post({ author: editor, categories: [a], ...WORDED[0] });
    const both = await make.post({ author: editor, categories: [a, b], type: 'video', ...WORDED[1] });
    await make.poll({ author: editor, categories: [b] });
    // a subscriber's first post waits for review: unlisted, on the author's page only
    await make.post({ author: newcomer, categories: [a], ...WORDED[0] });
    const draft = await make.post({ author: editor, categories: [a], status: 'draft', ...WORDED[1] });
    await expectExactTotals([a, b], [editor, newcomer]);

    // a topic change, a draft published, a delete
    const fep = (id: number, body: object) => make.call('POST', `yka/v2/fep/${id}`, editor.headers, body);
    expect((await fep(both.id, { categories: [b] })).status).toBe(200);
    expect((await fep(draft.id, { status: 'publish' })).status).toBe(200);
    // words that come and go with an edit
    expect(
      (await fep(both.id, { content: '<p>Mansoon, not paani: a story worth reading.</p>' })).status,
    ).toBe(200);
    const gone = await make.post({ author: editor, categories: [a, b], ...WORDED[0] });
    expect((await make.call('DELETE', `yka/v2/fep/${gone.id}`, editor.headers)).status).toBe(200);
    await expectExactTotals([a, b], [editor, newcomer]);
  });

  it('stay exact when many writers publish and delete at once', async () => {
    const topic = await make.category();
    const writers = await Promise.all(Array.from({ length: 12 }, () => make.user({ role: 'editor' })));
    const posts = await Promise.all(
      writers.map((writer, i) =>
        i % 3 === 2
          ? make.poll({ author: writer, categories: [topic] }).then((p) => p.post)
          : make.post({
              author: writer,
              categories: [topic],
              type: i % 3 === 0 ? 'post' : 'note',
              ...(i % 3 === 0 ? WORDED[i % 2] : { content: WORDED[i % 2]!.content }),
            }),
      ),
    );
    await Promise.all(
      posts
        .filter((_, i) => i % 4 === 0)
        .map((post, i) =>
          make.call('DELETE', `yka/v2/fep/${post.id}`, writers[posts.indexOf(post)]!.headers).then((r) => {
            expect(r.status, `delete ${i}`).toBe(200);
          }),
        ),
    );
    await expectExactTotals([topic], writers.slice(0, 4));
  });
});

/**
 * A topic's page reads the topic's rows of post_terms, which carry their post's kind, date
 * and visibility (migration 0010): the pages must hold what a walk of the posts finds.
 */
describe("a topic's pages from its own rows (issue 14)", () => {
  async function ids(url: string): Promise<number[]> {
    const r = await make.call('GET', url);
    expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
    return (r.body as { id: number }[]).map((p) => p.id);
  }

  async function expectTopicPages(topic: number) {
    const walked = async (types: string, order = 'DESC') =>
      (
        await t.database.query<{ id: number }>(
          `SELECT p.id FROM posts p WHERE p.status = 'publish' AND p.listed AND p.type IN (${types})
             AND ${inTopic(topic)} ORDER BY p.date ${order}, p.id ${order}`,
        )
      ).map((r) => r.id);
    const all = await walked(`'post', 'video', 'note', 'poll'`);
    expect(await ids(`yka/v2/content?categories=${topic}&per_page=100`)).toEqual(all);
    if (all.length > 2)
      expect(await ids(`yka/v2/content?categories=${topic}&per_page=2&page=2`)).toEqual(all.slice(2, 4));
    expect(await ids(`wp/v2/posts?categories=${topic}&per_page=100`)).toEqual(await walked(`'post'`));
    expect(await ids(`wp/v2/posts?categories=${topic}&per_page=100&order=asc`)).toEqual(
      await walked(`'post'`, 'ASC'),
    );
  }

  it('follow their posts through publishing, review, dates, kinds, topic changes and deletes', async () => {
    const [topic, other] = [await make.category(), await make.category()];
    const editor = await make.user({ role: 'editor' });
    const newcomer = await make.user();
    const made = [
      await make.post({ author: editor, categories: [topic] }),
      await make.post({ author: editor, categories: [topic, other], type: 'video' }),
      await make.poll({ author: editor, categories: [topic] }).then((p) => p.post),
      await make.post({ author: editor, categories: [topic], type: 'note' }),
      await make.post({ author: newcomer, categories: [topic] }),
      await make.post({ author: editor, categories: [topic], status: 'draft' }),
      await make.post({ author: editor, categories: [other] }),
    ];
    const [first, video, , note, unreviewed, draft, elsewhere] = made.map((p) => p.id) as number[];
    await expectTopicPages(topic);

    const fep = (id: number, body: object) => make.call('POST', `yka/v2/fep/${id}`, editor.headers, body);
    expect((await fep(draft!, { status: 'publish' })).status).toBe(200);
    expect((await fep(video!, { categories: [other] })).status).toBe(200);
    expect((await fep(elsewhere!, { categories: [topic] })).status).toBe(200);
    expect((await make.call('DELETE', `yka/v2/fep/${note}`, editor.headers)).status).toBe(200);
    // what the newsroom and the seeds write: a review, an older date, another kind
    await t.database.query(`UPDATE posts SET listed = true WHERE id = $1`, [unreviewed]);
    await t.database.query(`UPDATE posts SET date = date - interval '3 days' WHERE id = $1`, [draft]);
    await t.database.query(`UPDATE posts SET type = 'note' WHERE id = $1`, [first]);
    await t.database.query(`INSERT INTO post_terms (post_id, term_id) VALUES ($1, $2)`, [video, topic]);
    await expectTopicPages(topic);
    await expectTopicPages(other);
    await expectExactTotals([topic, other], [editor, newcomer]);
  });
});

/**
 * A plain list shows each post's terms from the reference kept on its post_terms rows
 * (migration 0016): it must be what joining the terms gives, whoever writes the rows.
 */
describe("a list's term references kept on the post's rows (issue 14)", () => {
  const joined = `SELECT x.post_id, x.term_id, x.ref, t.id || ' ' || t.taxonomy || ' ' || t.slug AS expected
                    FROM post_terms x JOIN terms t ON t.id = x.term_id ORDER BY x.post_id, x.term_id`;

  it('follow new rows, topic changes and a renamed term, and the list shows them', async () => {
    const [topic, other] = [await make.category(), await make.category()];
    const editor = await make.user({ role: 'editor' });
    const post = await make.post({ author: editor, categories: [topic] });
    const fep = (id: number, body: object) => make.call('POST', `yka/v2/fep/${id}`, editor.headers, body);
    expect((await fep(post.id, { categories: [topic, other] })).status).toBe(200);
    // what the address backfill and a test's SQL write: a new slug, a row moved to another term
    await t.database.query(`UPDATE terms SET slug = slug || '-renamed' WHERE id = $1`, [topic]);
    const second = await make.post({ author: editor, categories: [other] });
    await t.database.query(`UPDATE post_terms SET term_id = $1 WHERE post_id = $2 AND term_id = $3`, [
      topic,
      second.id,
      other,
    ]);

    const rows = await t.database.query<{ post_id: number; ref: string | null; expected: string }>(joined);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.ref !== r.expected)).toEqual([]);
    expect(rows.find((r) => r.post_id === post.id && r.ref?.endsWith('-renamed'))).toBeDefined();

    const listed = await make.call('GET', 'wp/v2/posts?per_page=100');
    const shown = new Map(
      (listed.body as { id: number; categories: number[] }[]).map((p) => [p.id, p.categories]),
    );
    expect(shown.get(post.id)).toEqual([topic, other].sort((a, b) => a - b));
    expect(shown.get(second.id)).toEqual([topic]);
  });
});

describe('leaderboard ranks kept with the points (issue 14)', () => {
  it('equal the order of this month’s points after concurrent votes and posts', async () => {
    const { pollId, optionIds } = await make.poll();
    const voters = await Promise.all(Array.from({ length: 16 }, () => make.user({ role: 'editor' })));
    await Promise.all(
      voters.map(async (voter, i) => {
        if (i % 3 === 0) await make.post({ author: voter });
        await make.vote(voter, pollId, optionIds[i % optionIds.length]!);
      }),
    );
    const expected = await t.database.query<{ user_id: number; rank: number }>(
      `SELECT user_id, row_number() OVER (ORDER BY points DESC, reached_at, user_id)::int AS rank
         FROM monthly_points WHERE month = $1 AND points > 0`,
      [siteMonthStart(new Date())],
    );
    expect(expected.length).toBeGreaterThan(16);
    const board = await make.call('GET', 'yka/v2/leaderboard?per_page=100');
    expect(Number(board.headers['x-wp-total'])).toBe(expected.length);
    const listed = (board.body as { id: number; leaderboard_rank: number }[]).map((u) => [
      u.id,
      u.leaderboard_rank,
    ]);
    expect(listed).toEqual(expected.slice(0, 100).map((r) => [r.user_id, r.rank]));
    for (const voter of voters) {
      const user = await make.call('GET', `yka/v1/follow/${voter.id}`);
      expect(user.body.leaderboard_rank).toBe(expected.find((r) => r.user_id === voter.id)?.rank);
    }
  });

  it('move when a post is deleted and its points are taken back', async () => {
    const writer = await make.user({ role: 'editor' });
    const post = await make.post({ author: writer });
    const rankOf = async () => (await make.call('GET', `yka/v1/follow/${writer.id}`)).body.leaderboard_rank;
    const ranked = await rankOf();
    expect(ranked).toBeGreaterThan(0);
    expect((await make.call('DELETE', `yka/v2/fep/${post.id}`, writer.headers)).status).toBe(200);
    expect(await rankOf()).toBe(0);
    // the total, read from the last rank above 0 points, counts neither them nor anyone below
    const [positive] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM monthly_points WHERE month = $1 AND points > 0',
      [siteMonthStart(new Date())],
    );
    const board = await make.call('GET', 'yka/v2/leaderboard?per_page=1');
    expect(Number(board.headers['x-wp-total'])).toBe(positive!.n);
  });
});

describe('trending authors from numbers kept on the user (issue 14, migration 0018)', () => {
  const trending = async () =>
    ((await make.call('GET', 'yka/v1/follow?trending=1&per_page=100')).body as { id: number }[]).map(
      (u) => u.id,
    );

  it('follow awards at once and let points older than the week leave at the recount', async () => {
    const writers = await Promise.all(Array.from({ length: 3 }, () => make.user({ role: 'editor' })));
    // the first of them publishes three times: three awards of this week
    for (const writer of [writers[0]!, writers[0]!, writers[0]!, writers[1]!, writers[2]!])
      await make.post({ author: writer });
    const [first, second, third] = writers.map((w) => w.id) as [number, number, number];
    let ids = await trending();
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    await expectExactTrendingNumbers();

    // a week passes for the first writer's awards (the rows are moved back: time cannot be)
    await t.database.query(
      `UPDATE points_ledger SET created_at = now() - interval '8 days' WHERE user_id = $1`,
      [first],
    );
    expect(await refreshWeekPoints(t.database)).toBeGreaterThanOrEqual(1);
    await expectExactTrendingNumbers();
    ids = await trending();
    // still recommended (they have posts to open), below the two whose points are this week's
    expect(ids.indexOf(first)).toBeGreaterThan(ids.indexOf(second));
    expect(ids.indexOf(first)).toBeGreaterThan(ids.indexOf(third));
    // a recount with nothing to change writes nothing
    expect(await refreshWeekPoints(t.database)).toBe(0);
  });

  it('stay exact when awards and recounts run at once', async () => {
    const { pollId, optionIds } = await make.poll();
    const voters = await Promise.all(Array.from({ length: 12 }, () => make.user({ role: 'editor' })));
    // last week's points of half of them are due to leave at the recounts below
    await Promise.all(voters.filter((_, i) => i % 2 === 0).map((voter) => make.post({ author: voter })));
    await t.database.query(
      `UPDATE points_ledger SET created_at = now() - interval '8 days' WHERE user_id = ANY($1::int[])`,
      [voters.map((v) => v.id)],
    );
    // each award races a recount; none may be lost by one (no recount runs after them)
    await Promise.all(
      voters.map(async (voter, i) => {
        await Promise.all([
          make.vote(voter, pollId, optionIds[i % optionIds.length]!),
          refreshWeekPoints(t.database),
          i % 3 === 0 ? make.post({ author: voter }) : undefined,
        ]);
      }),
    );
    await expectExactTrendingNumbers();
  });

  it('leave out a writer whose only post is hidden by reports, and take them back when it is restored', async () => {
    const writer = await make.user({ role: 'editor' });
    const post = await make.post({ author: writer });
    expect(await trending()).toContain(writer.id);
    await t.database.query('UPDATE posts SET hidden = true WHERE id = $1', [post.id]);
    expect(await trending()).not.toContain(writer.id);
    await t.database.query('UPDATE posts SET hidden = false WHERE id = $1', [post.id]);
    expect(await trending()).toContain(writer.id);
    expect((await make.call('DELETE', `yka/v2/fep/${post.id}`, writer.headers)).status).toBe(200);
    expect(await trending()).not.toContain(writer.id);
    await expectExactTrendingNumbers();
  });

  it('total the writers a reader may be recommended', async () => {
    const all = await make.call('GET', 'yka/v1/follow?trending=1&per_page=1');
    const total = Number(all.headers['x-wp-total']);
    const [counted] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id
          AND p.status = 'publish' AND p.listed AND NOT p.hidden AND p.type <> 'page')`,
    );
    expect(total).toBe(counted!.n);
    const past = await make.call(
      'GET',
      `yka/v1/follow?trending=1&per_page=10&page=${Math.ceil(total / 10) + 1}`,
    );
    // a reader who blocks one of them is recommended one fewer
    const reader = await make.user();
    const blocked = (all.body as { id: number }[])[0]!.id;
    expect(
      (
        await make.call('POST', 'yka/v2/action', reader.headers, {
          action: 'block',
          object: 'user',
          id: blocked,
        })
      ).status,
    ).toBe(200);
    const theirs = await make.call('GET', 'yka/v1/follow?trending=1&per_page=100', reader.headers);
    expect(Number(theirs.headers['x-wp-total'])).toBe(total - 1);
    expect((theirs.body as { id: number }[]).map((u) => u.id)).not.toContain(blocked);
    // WordPress's answer past the last page
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('rest_post_invalid_page_number');
  });
});
