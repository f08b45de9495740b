import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14: the common trending lists score only the newest engaged posts and the older ones
 * whose engagement clears a bar (`prunedTrending`, list-posts.ts), from rows a trigger keeps
 * (migration 0008). Their answer must be the one decisions §5's score gives when every post
 * of the window is scored: compared here with that ranking computed from the posts, on more
 * posts than the pruning reads first, with old posts that outrank new ones, ties, blocks,
 * exclusions and later engagement.
 */
let t: TestApp;
let make: Factories;
let writers: Account[];

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
  writers = [await make.user({ role: 'editor' }), await make.user({ role: 'editor' })];
  // 420 items over 40 days, a fixed pseudo-random spread of engagement; every 37th has far
  // more engagement than the rest, so old ones outrank new ones, and pairs share a date
  await t.database.query(
    `INSERT INTO posts (type, status, slug, author_id, title, date, modified, view_count, like_count, comment_count, poll_votes)
     SELECT (ARRAY['post', 'post', 'video', 'note', 'poll'])[1 + g % 5], 'publish', 'trend-' || g,
            CASE WHEN g % 3 = 0 THEN $2::int ELSE $1::int END, 'Trend ' || g,
            now() - ((g / 2) * interval '274 minutes'), now(),
            CASE WHEN g % 37 = 0 THEN 1000000 + g ELSE (g * 7919 / 2) % 97 END,
            (g * 31 / 2) % 5, (g * 17 / 2) % 3, CASE WHEN g % 5 = 4 THEN (g / 2) % 4 ELSE 0 END
       FROM generate_series(1, 420) g`,
    [writers[0]!.id, writers[1]!.id],
  );
});
afterAll(async () => {
  await t?.close();
});

const TYPES: Record<string, string[]> = {
  all: ['post', 'video', 'note', 'poll'],
  posts: ['post'],
  videos: ['video'],
};

/** Decisions §5's ranking of every published, listed post of the last 30 days, from the posts. */
async function scoredEverywhere(
  types: string[],
  options: { blocker?: number; author?: number; exclude?: number[] } = {},
): Promise<number[]> {
  const rows = await t.database.query<{ id: number }>(
    `SELECT id FROM posts p
      WHERE p.type = ANY($1::text[]) AND p.status = 'publish' AND p.listed
        AND p.date > now() - interval '30 days'
        AND p.view_count + p.like_count + p.comment_count + p.poll_votes > 0
        AND ($2::int IS NULL OR p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = $2))
        AND ($3::int IS NULL OR p.author_id = $3)
        AND p.id <> ALL($4::int[])
      ORDER BY (p.view_count + 3 * p.like_count + 5 * p.comment_count + 2 * p.poll_votes)::float8
               / power(greatest(date_part('epoch', now() - p.date) / 3600, 0) + 2, 1.5) DESC, p.id DESC`,
    [types, options.blocker ?? null, options.author ?? null, options.exclude ?? []],
  );
  return rows.map((r) => r.id);
}

async function trending(query: string, headers: Record<string, string> = {}) {
  const r = await make.call('GET', `yka/v2/trending?${query}&_fields=id`, headers);
  expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(200);
  return { ids: (r.body as { id: number }[]).map((p) => p.id), total: Number(r.headers['x-wp-total']) };
}

function pageOf(ids: number[], perPage: number, page: number) {
  return ids.slice((page - 1) * perPage, page * perPage);
}

describe('trending from the engagement rows (issue 14)', () => {
  it('ranks every page as scoring the whole window does', async () => {
    for (const [type, types] of Object.entries(TYPES)) {
      const expected = await scoredEverywhere(types);
      expect(expected.length).toBeGreaterThan(type === 'all' ? 250 : 40);
      for (const [perPage, page] of [
        [8, 1],
        [10, 3],
        [20, 2],
        [100, 3],
      ] as const) {
        if ((page - 1) * perPage >= expected.length) continue;
        const answer = await trending(`type=${type}&per_page=${perPage}&page=${page}`);
        expect(answer.ids, `${type} ${perPage}×${page}`).toEqual(pageOf(expected, perPage, page));
        expect(answer.total).toBe(expected.length);
      }
    }
  });

  it('places old posts that outscore new ones, which the newest alone would miss', async () => {
    const expected = await scoredEverywhere(TYPES.all!);
    const [{ newest }] = (await t.database.query<{ newest: number[] }>(
      `SELECT array_agg(id) AS newest FROM (SELECT id FROM posts WHERE status = 'publish' AND listed AND type <> 'page'
        ORDER BY date DESC, id DESC LIMIT 200) n`,
    )) as [{ newest: number[] }];
    const top = (await trending('type=all&per_page=20')).ids;
    expect(top.some((id) => !newest.includes(id))).toBe(true);
    expect(top).toEqual(expected.slice(0, 20));
  });

  it('leaves out a blocked author, an excluded post and another author, as the posts would', async () => {
    const reader = await make.user();
    await t.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
      reader.id,
      writers[1]!.id,
    ]);
    const blocked = await scoredEverywhere(TYPES.all!, { blocker: reader.id });
    expect((await trending('type=all&per_page=30', reader.headers)).ids).toEqual(blocked.slice(0, 30));

    const all = await scoredEverywhere(TYPES.all!);
    const exclude = all.slice(0, 3);
    expect((await trending(`type=all&per_page=10&exclude=${exclude.join(',')}`)).ids).toEqual(
      (await scoredEverywhere(TYPES.all!, { exclude })).slice(0, 10),
    );
    const byAuthor = await scoredEverywhere(TYPES.all!, { author: writers[0]!.id });
    const answer = await trending(`type=all&per_page=15&author=${writers[0]!.id}`);
    expect(answer.ids).toEqual(byAuthor.slice(0, 15));
    expect(answer.total).toBe(byAuthor.length);
  });

  it('follows engagement, review and deletion as they happen', async () => {
    const before = await scoredEverywhere(TYPES.all!);
    const last = before[before.length - 1]!;
    await t.database.query(`UPDATE posts SET view_count = view_count + 10000000 WHERE id = $1`, [last]);
    const liked = await scoredEverywhere(TYPES.all!);
    expect(liked.indexOf(last)).toBeLessThan(5);
    expect((await trending('type=all&per_page=5')).ids).toEqual(liked.slice(0, 5));

    await t.database.query(`UPDATE posts SET listed = false WHERE id = $1`, [last]);
    const unlisted = await trending('type=all&per_page=5');
    expect(unlisted.ids).not.toContain(last);
    expect(unlisted.total).toBe(before.length - 1);

    const [gone] = (await scoredEverywhere(TYPES.all!)).slice(0, 1);
    await t.database.query(`DELETE FROM posts WHERE id = $1`, [gone]);
    const after = await scoredEverywhere(TYPES.all!);
    expect((await trending('type=all&per_page=10')).ids).toEqual(after.slice(0, 10));
    expect((await trending('type=all&per_page=10')).total).toBe(after.length);
    // a page past the end is counted apart, and refused as WordPress refuses it
    const far = await make.call('GET', 'yka/v2/trending?type=all&per_page=100&page=50');
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('rest_post_invalid_page_number');
    const lastPage = Math.ceil(after.length / 100);
    expect((await trending(`type=all&per_page=100&page=${lastPage}`)).ids).toEqual(
      pageOf(after, 100, lastPage),
    );
  });

  it('totals the window from counters per day as posts change day, kind and state', async () => {
    const totals = async () => {
      for (const [type, types] of Object.entries(TYPES))
        expect((await trending(`type=${type}&per_page=5`)).total, type).toBe(
          (await scoredEverywhere(types)).length,
        );
      // the counters (migration 0012) hold what a count of the rows gives, day by day, for the
      // days since 31 days back only (migration 0013)
      const since = `((now() - interval '31 days') AT TIME ZONE 'UTC')::date`;
      const drift = await t.database.query(
        `SELECT coalesce(c.type, d.type) AS type, coalesce(c.day, d.day) AS day, c.n AS counted, d.n AS kept
           FROM (SELECT type, (date AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM post_engagement
                  WHERE (date AT TIME ZONE 'UTC')::date >= ${since} GROUP BY 1, 2) c
           FULL JOIN (SELECT type, day, n FROM post_engagement_days WHERE n <> 0) d ON d.type = c.type AND d.day = c.day
          WHERE c.n IS DISTINCT FROM d.n`,
      );
      expect(drift).toEqual([]);
      const [older] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM post_engagement_days WHERE day < ${since}`,
      );
      expect(older!.n).toBe(0);
    };
    await totals();
    const ids = await scoredEverywhere(TYPES.all!);
    const [a, b, c, d] = [ids[3]!, ids[40]!, ids[80]!, ids[120]!];
    // out of the window and back in, onto the window's first day, to another kind
    await t.database.query(`UPDATE posts SET date = now() - interval '31 days' WHERE id = $1`, [a]);
    await totals();
    await t.database.query(`UPDATE posts SET date = now() - interval '29 days 23 hours' WHERE id = $1`, [a]);
    await totals();
    await t.database.query(
      `UPDATE posts SET type = CASE type WHEN 'video' THEN 'post' ELSE 'video' END WHERE id IN ($1, $2)`,
      [b, c],
    );
    await totals();
    // several rows in one statement, to days before and after their own
    await t.database.query(
      `UPDATE posts SET date = date + CASE WHEN id = $1 THEN interval '2 days' ELSE interval '-3 days' END WHERE id IN ($1, $2)`,
      [b, d],
    );
    await totals();
    await t.database.query(`UPDATE posts SET status = 'draft' WHERE id = $1`, [c]);
    await totals();
    await t.database.query(`DELETE FROM posts WHERE id = $1`, [d]);
    await totals();
    // a first view of a post that had none puts it in the window
    const [fresh] = await t.database.query<{ id: number }>(
      `INSERT INTO posts (type, status, slug, author_id, title, date, modified)
       VALUES ('post', 'publish', 'trend-fresh', $1, 'Fresh', now() - interval '1 hour', now()) RETURNING id`,
      [writers[0]!.id],
    );
    await totals();
    await t.database.query(`UPDATE posts SET view_count = 1 WHERE id = $1`, [fresh!.id]);
    await totals();
    // an engaged post of long ago (a like on an archive post), and one moved there and back
    await t.database.query(
      `UPDATE posts SET date = now() - interval '40 days', view_count = 2 WHERE id = $1`,
      [fresh!.id],
    );
    await totals();
    await t.database.query(`UPDATE posts SET like_count = like_count + 1 WHERE id = $1`, [fresh!.id]);
    await totals();
    await t.database.query(`UPDATE posts SET date = now() - interval '2 days' WHERE id = $1`, [fresh!.id]);
    await totals();
  });
});
