import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { searched } from '#tests/helpers/searched.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14: a visitor's one-word search by date reads its page with plans PostgreSQL keeps
 * (`search_page_by_date`, migration 0015; `oneWordByDatePage` in list-posts.ts): walking the
 * newest posts for a common word, the word indexes for a rare one, as the word's counter says.
 * Both ways must give the page the search's own statement gives: compared here with the
 * matches computed from the posts, for a common and a rare word, in both scripts and other
 * spellings, every page, stories alone and all kinds, drafts, unlisted items and shared dates.
 */
let t: TestApp;
let make: Factories;
let writer: Account;
let member: Account;

beforeAll(async () => {
  t = await createTestApp({ config: { sqlStatementsHeader: true } });
  make = factories(t);
  writer = await make.user({ role: 'editor' });
  member = await make.user();
  // 400 items: "kettle" in three in five (a common word), "zinnia" in one in twenty-five (a
  // rare one), Shimla in either script in one in seven; drafts, unlisted ones, pairs sharing
  // a date
  await t.database.query(
    `INSERT INTO posts (type, status, listed, slug, author_id, title, excerpt, content, date, modified)
     SELECT (ARRAY['post', 'post', 'video', 'note', 'poll'])[1 + g % 5],
            CASE WHEN g % 23 = 0 THEN 'draft' ELSE 'publish' END, g % 29 <> 0, 'dated-' || g,
            $1::int, 'Item ' || g,
            CASE WHEN g % 7 = 1 THEN 'शिमला की सुबह' WHEN g % 7 = 2 THEN 'Simla in winter' ELSE '' END,
            '<p>Words ' || g || CASE WHEN g % 5 < 3 THEN ' and a kettle' ELSE '' END
              || CASE WHEN g % 25 = 1 THEN ' and a zinnia' ELSE '' END || '</p>',
            now() - ((g / 2) * interval '3 hours'), now()
       FROM generate_series(1, 400) g`,
    [writer.id],
  );
});
afterAll(async () => {
  await t?.close();
});

/** The matches of hinglish.ts's condition, newest first, computed from every post. */
async function matchesByDate(query: string, types: string[]): Promise<number[]> {
  const rows = await t.database.query<{ id: number }>(
    `SELECT p.id FROM posts p
      WHERE p.type = ANY($2::text[]) AND p.status = 'publish' AND p.listed
        AND (p.search_vector @@ websearch_to_tsquery('simple', $1)
             OR p.roman_vector @@ hinglish_query($1))
      ORDER BY p.date DESC, p.id DESC`,
    [query, types],
  );
  return rows.map((r) => r.id);
}

const search = (path: string, query: string, perPage: number, page: number, viewer?: Account) =>
  searched(make, { path, query, perPage, page, viewer });

const LISTS = [
  { path: 'wp/v2/posts', types: ['post'] },
  { path: 'yka/v2/content', types: ['post', 'video', 'note', 'poll'] },
];
const WORDS = ['kettle', 'zinnia', 'Shimla', 'शिमला', 'simla', 'SHIMLA', 'quokkas'];

describe('a one-word search by date', () => {
  it('gives every page the matches give, with the total, in two statements', async () => {
    let pagesRead = 0;
    let answeredInTwo = 0;
    for (const { path, types } of LISTS) {
      for (const word of WORDS) {
        const expected = await matchesByDate(word, types);
        if (word !== 'quokkas') expect(expected.length, word).toBeGreaterThan(10);
        // the database takes the word as one word: the kept statement answers it
        const [one] = await t.database.query<{ total: number }>(
          `SELECT total FROM search_page_by_date($1, $2::text[], 10, 0)`,
          [word, types],
        );
        expect(one?.total, word).toBe(expected.length);
        for (const perPage of [10, 7]) {
          const pages = Math.max(1, Math.ceil(expected.length / perPage));
          if (expected.length) {
            const past = await make.call(
              'GET',
              `${path}?search=${encodeURIComponent(word)}&per_page=${perPage}&page=${pages + 1}`,
            );
            expect(past.status).toBe(400);
          }
          for (let page = 1; page <= pages; page++) {
            const got = await search(path, word, perPage, page);
            const label = `${path} ${word} ${perPage}×${page}`;
            expect(got.ids, label).toEqual(expected.slice((page - 1) * perPage, page * perPage));
            expect(got.total, label).toBe(expected.length);
            // the kept statement and the posts; a fallback to the search's own statement is a
            // third on every page (a request may also count the settings' refresh)
            if (got.ids.length) {
              pagesRead += 1;
              if (got.statements === 2) answeredInTwo += 1;
            }
          }
        }
      }
    }
    expect(pagesRead).toBeGreaterThan(100);
    expect(answeredInTwo).toBeGreaterThan(pagesRead * 0.9);
  });

  it('walks for the common word and looks the rare one up, and both ways agree', async () => {
    const way = async (word: string, types: string[], lim: number, skip: number) => {
      const [row] = await t.database.query<{ matches: number; every: number }>(
        `SELECT (SELECT sum(n)::int FROM post_search_counts
                  WHERE word = (tsvector_to_array(to_tsvector('simple', hinglish_key($1))))[1]
                    AND type = ANY($2::text[])) AS matches,
                (SELECT sum(n)::int FROM post_list_counts WHERE type = ANY($2::text[]) AND term_id = 0) AS every`,
        [word, types],
      );
      return row!.matches * row!.matches >= (lim + skip) * row!.every ? 'walk' : 'lookup';
    };
    expect(await way('kettle', ['post'], 10, 0)).toBe('walk');
    expect(await way('zinnia', ['post'], 10, 0)).toBe('lookup');
    // deep enough, a common word's page is looked up too
    const kettles = (await matchesByDate('kettle', ['post'])).length;
    expect(await way('kettle', ['post'], 10, kettles - 5)).toBe('lookup');
    for (const types of LISTS.map((l) => l.types)) {
      for (const word of WORDS) {
        const expected = await matchesByDate(word, types);
        for (const [lim, skip] of [
          [10, 0],
          [10, 10],
          [7, 21],
          [100, 0],
          [10, 1000],
        ] as const) {
          const [row] = await t.database.query<{ walk: number[]; lookup: number[] }>(
            `SELECT search_ids_by_walk(websearch_to_tsquery('simple', $1), plainto_tsquery('simple', hinglish_key($1)), $2::text[], $3, $4) AS walk,
                    search_ids_by_lookup(websearch_to_tsquery('simple', $1), plainto_tsquery('simple', hinglish_key($1)), $2::text[], $3, $4) AS lookup`,
            [word, types, lim, skip],
          );
          const label = `${word} ${types.join()} ${lim}+${skip}`;
          expect(row!.walk, label).toEqual(expected.slice(skip, skip + lim));
          expect(row!.lookup, label).toEqual(expected.slice(skip, skip + lim));
        }
      }
    }
  });

  it('leaves other searches to their own statement: several words, signs, a member, oldest first', async () => {
    const posts = LISTS[0]!;
    const both = await matchesByDate('kettle zinnia', posts.types);
    expect(both.length).toBeGreaterThan(0);
    const several = await search(posts.path, 'kettle zinnia', 10, 1);
    expect(several.ids).toEqual(both.slice(0, 10));
    expect(several.total).toBe(both.length);
    const notZinnia = await matchesByDate('kettle -zinnia', posts.types);
    const signed = await search(posts.path, 'kettle -zinnia', 10, 2);
    expect(signed.ids).toEqual(notZinnia.slice(10, 20));
    expect(signed.total).toBe(notZinnia.length);
    // a member's search is planned for the member (blocks): the same page
    const common = await matchesByDate('kettle', posts.types);
    const asMember = await search(posts.path, 'kettle', 10, 3, member);
    expect(asMember.ids).toEqual(common.slice(20, 30));
    expect(asMember.total).toBe(common.length);
    const oldest = await make.call('GET', `${posts.path}?search=kettle&order=asc&per_page=5&_fields=id`);
    expect((oldest.body as { id: number }[]).map((p) => p.id)).toEqual(common.slice(-5).reverse());
  });

  it('follows the posts: a new match, an unlisted one and a deleted one', async () => {
    const posts = LISTS[0]!;
    const made = await make.post({ title: 'A zinnia in the window', content: '<p>Fresh.</p>' });
    let expected = await matchesByDate('zinnia', posts.types);
    expect(expected[0]).toBe(made.id);
    let got = await search(posts.path, 'zinnia', 10, 1);
    expect(got.ids).toEqual(expected.slice(0, 10));
    expect(got.total).toBe(expected.length);
    await t.database.query(`UPDATE posts SET listed = false WHERE id = $1`, [expected[1]]);
    await t.database.query(`DELETE FROM posts WHERE id = $1`, [expected[2]]);
    expected = await matchesByDate('zinnia', posts.types);
    got = await search(posts.path, 'zinnia', 10, 1);
    expect(got.ids).toEqual(expected.slice(0, 10));
    expect(got.total).toBe(expected.length);
  });
});
