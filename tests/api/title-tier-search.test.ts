import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { searched } from '#tests/helpers/searched.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14: the first pages of a one-word search by relevance come from the ranks stored with
 * each title's words (`post_title_words`, migration 0014; `titleTierPage` in list-posts.ts)
 * instead of ranking every match. The answer must be the one the full ranking gives
 * (hinglish.ts: exact-script matches first, by their rank, then the key's rank, then the
 * newest): compared here with that ranking computed from the posts, for words in titles, in
 * both scripts and in other spellings, pages inside and past the title matches, kinds,
 * blocks, and after edits, moves and deletes.
 */
let t: TestApp;
let make: Factories;
let writers: Account[];
let reader: Account;

beforeAll(async () => {
  t = await createTestApp({ config: { sqlStatementsHeader: true } });
  make = factories(t);
  writers = [await make.user({ role: 'editor' }), await make.user({ role: 'editor' })];
  reader = await make.user();
  await t.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
    reader.id,
    writers[1]!.id,
  ]);
  // 360 items: the word in the title in either script or spelling, in the excerpt, in the body
  // zero to three times (ranks differ), drafts and unlisted ones, pairs sharing a date
  await t.database.query(
    `INSERT INTO posts (type, status, listed, slug, author_id, title, excerpt, content, date, modified)
     SELECT (ARRAY['post', 'post', 'video', 'note', 'poll'])[1 + g % 5],
            CASE WHEN g % 23 = 0 THEN 'draft' ELSE 'publish' END, g % 29 <> 0, 'tier-' || g,
            CASE WHEN g % 3 = 0 THEN $2::int ELSE $1::int END,
            (ARRAY['Shimla diary ', 'शिमला की सुबह ', 'Simla in winter ', 'Notes from the hills ',
                   'SHIMLA, Shimla and more ', 'A town '])[1 + g % 6] || g,
            CASE WHEN g % 5 = 3 THEN 'On the road to Shimla' ELSE '' END,
            repeat('<p>Shimla again.</p>', g % 4) || '<p>Other words, town ' || g || '</p>',
            now() - ((g / 2) * interval '3 hours'), now()
       FROM generate_series(1, 360) g`,
    [writers[0]!.id, writers[1]!.id],
  );
});
afterAll(async () => {
  await t?.close();
});

/** The full ranking of hinglish.ts and list-posts.ts, computed from every post. */
async function rankedEverywhere(query: string, types: string[], blocker: number | null): Promise<number[]> {
  const rows = await t.database.query<{ id: number }>(
    `WITH q AS (SELECT websearch_to_tsquery('simple', $1) AS exact,
                       plainto_tsquery('simple', hinglish_key($1)) AS keys)
     SELECT p.id FROM posts p, q
      WHERE p.type = ANY($2::text[]) AND p.status = 'publish' AND p.listed
        AND ($3::int IS NULL OR p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = $3))
        AND (p.search_vector @@ q.exact OR p.roman_vector @@ hinglish_query($1))
      ORDER BY (p.search_vector @@ q.exact) DESC, ts_rank(p.search_vector, q.exact) DESC,
               ts_rank(p.roman_vector, q.keys) DESC, p.date DESC, p.id DESC`,
    [query, types, blocker],
  );
  return rows.map((r) => r.id);
}

const search = (path: string, query: string, perPage: number, page: number, viewer?: Account) =>
  searched(make, { path, query, perPage, page, viewer, orderby: 'relevance' });

const LISTS = [
  { path: 'wp/v2/posts', types: ['post'] },
  { path: 'yka/v2/content', types: ['post', 'video', 'note', 'poll'] },
];
const PAGES: [perPage: number, page: number][] = [
  [10, 1],
  [10, 3],
  [7, 5],
  [100, 1],
  [100, 2],
  [20, 6],
];

/** Every list, page and viewer against the full ranking; the number of pages the title rows answered. */
async function expectFullRanking(query: string): Promise<number> {
  let fromTitles = 0;
  for (const { path, types } of LISTS) {
    for (const viewer of [undefined, reader]) {
      const expected = await rankedEverywhere(query, types, viewer ? reader.id : null);
      for (const [perPage, page] of PAGES) {
        const start = (page - 1) * perPage;
        if (start >= expected.length && page > 1) continue;
        const got = await search(path, query, perPage, page, viewer);
        const where = `${path} "${query}" ${perPage}×${page}${viewer ? ' (a reader who blocks)' : ''}`;
        expect(got.ids, where).toEqual(expected.slice(start, start + perPage));
        expect(got.total, where).toBe(expected.length);
        // the title rows and the posts by id; ranking every match takes one more
        if (got.statements === 2) fromTitles++;
      }
    }
  }
  return fromTitles;
}

/** The stored rows are the ones the posts give now. */
async function expectRowsCurrent() {
  const [row] = await t.database.query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM (
       (SELECT post_id, word, type, author_id, date, rank, key_rank FROM post_title_words
        EXCEPT ALL SELECT r.* FROM posts p, post_title_word_rows(p) r)
       UNION ALL
       (SELECT r.* FROM posts p, post_title_word_rows(p) r
        EXCEPT ALL SELECT post_id, word, type, author_id, date, rank, key_rank FROM post_title_words)) d`,
  );
  expect(row!.stale).toBe(0);
}

describe('one-word searches by relevance from the title words (issue 14)', { shuffle: false }, () => {
  it('ranks every page as the full ranking does, in both scripts and other spellings', async () => {
    let fromTitles = 0;
    for (const query of ['Shimla', 'शिमला', 'simla', 'SHIMLA', '"shimla"'])
      fromTitles += await expectFullRanking(query);
    // most first pages lie among the title matches
    expect(fromTitles).toBeGreaterThan(20);
    await expectRowsCurrent();
  });

  it('ranks the rest in full: several words, a word in no title, pages past the title matches', async () => {
    for (const query of ['Shimla diary', 'Shimla -winter', 'again', 'town', 'Shimla or hills'])
      await expectFullRanking(query);
    const deep = await search('yka/v2/content', 'again', 10, 1);
    expect(deep.statements).toBe(3);
    // the total comes with the ranked rows: a page past the last match is counted apart
    const all = (await rankedEverywhere('Shimla diary', ['post'], null)).length;
    const last = Math.ceil(all / 10);
    expect((await search('wp/v2/posts', 'Shimla diary', 10, last)).total).toBe(all);
    const past = await make.call(
      'GET',
      `wp/v2/posts?search=Shimla%20diary&orderby=relevance&per_page=10&page=${last + 1}`,
    );
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number' });
    const offset = await make.call(
      'GET',
      `wp/v2/posts?search=Shimla%20diary&orderby=relevance&offset=${all}`,
    );
    expect(offset.status).toBe(200);
    expect(offset.body).toEqual([]);
    expect(Number(offset.headers['x-wp-total'])).toBe(all);
  });

  it('follows edits, moves between kinds, dates and visibility, and deletes', async () => {
    const ids = await rankedEverywhere('Shimla', ['post'], null);
    const [first, second, third, fourth, fifth] = ids as [number, number, number, number, number];
    // the lowest ranked post with the word once in its title
    const [{ id: last } = { id: 0 }] = await t.database.query<{ id: number }>(
      `SELECT id FROM posts WHERE id = ANY($1::int[]) AND title LIKE 'Shimla diary %'
        ORDER BY array_position($1::int[], id) DESC LIMIT 1`,
      [ids],
    );
    // more of the word in the body ranks a post higher; a title without it, lower
    await t.database.query(`UPDATE posts SET content = repeat('<p>Shimla, Shimla.</p>', 9) WHERE id = $1`, [
      last,
    ]);
    await t.database.query(`UPDATE posts SET title = 'Elsewhere entirely' WHERE id = $1`, [first]);
    await t.database.query(`UPDATE posts SET status = 'draft' WHERE id = $1`, [second]);
    await t.database.query(`UPDATE posts SET type = 'video' WHERE id = $1`, [third]);
    await t.database.query(`UPDATE posts SET date = now() + interval '1 hour' WHERE id = $1`, [fourth]);
    await t.database.query(`UPDATE posts SET author_id = $2 WHERE id = $1`, [fifth, writers[1]!.id]);
    await t.database.query(`DELETE FROM posts WHERE slug = 'tier-6'`);
    // a view or a like writes the row without touching the words
    await t.database.query(`UPDATE posts SET view_count = view_count + 5, like_count = 1 WHERE id = $1`, [
      last,
    ]);
    await expectRowsCurrent();
    const after = await rankedEverywhere('Shimla', ['post'], null);
    expect(after.indexOf(last)).toBeLessThan(ids.indexOf(last) - 10);
    expect(after).not.toContain(second);
    await expectFullRanking('Shimla');
    await expectFullRanking('शिमला');
  });
});
