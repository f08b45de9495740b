import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMonthStart } from '#common/dates.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 7 (server part): trending authors, leaderboard and locations as the client calls them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ url, headers: headers.cookie ? { cookie: headers.cookie } : {} });
  const body = r.json();
  return {
    status: r.statusCode,
    body,
    ids: Array.isArray(body) ? body.map((x: { id: number }) => x.id) : [],
  };
}

/** A published author with this many points this week and this month. */
async function star(points: number) {
  const id = await createUser(t.database);
  await t.database.query(
    `INSERT INTO posts (type, status, slug, author_id, title) VALUES ('post', 'publish', $1, $2, 'Star post')`,
    [`star-${id}`, id],
  );
  await t.database.query(
    `INSERT INTO points_ledger (user_id, reason, object_id, points) VALUES ($1, 'create_post', $1, $2)`,
    [id, points],
  );
  await t.database.query(
    'INSERT INTO monthly_points (month, user_id, points, reached_at) VALUES ($1, $2, $3, now())',
    [siteMonthStart(new Date()), id, points],
  );
  return id;
}

let highest = 100_000;
/** An author above every other, whatever test made stars before (tests run in any order). */
async function topStar() {
  highest *= 2;
  return { id: await star(highest), points: highest };
}

describe('trending authors', () => {
  it('ranks by points of the last 7 days on both routes and leaves out whom the viewer blocks', async () => {
    const { id: top } = await topStar();
    const reader = await createUser(t.database);
    const headers = await signedInHeaders(t.database, reader);
    for (const url of [
      '/wp-json/yka/v1/follow/?trending=1&per_page=3',
      '/wp-json/yka/v2/trending-authors/?trending=1&per_page=3',
    ]) {
      const r = await get(url, headers);
      expect(r.status).toBe(200);
      expect(r.ids[0], url).toBe(top);
      expect(r.body[0].block).toEqual({ is_blocked: false });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/action',
      headers,
      payload: { action: 'block', object: 'user', id: top },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await get('/wp-json/yka/v1/follow/?trending=1&per_page=100', headers)).ids).not.toContain(top);
    expect((await get('/wp-json/yka/v1/follow/?trending=1&per_page=3')).ids[0]).toBe(top);
  });
});

describe('leaderboard', () => {
  it('ignores the block params title, footer and not_found, ranking by this month’s points', async () => {
    const { id: first, points } = await topStar();
    const plain = await get('/wp-json/yka/v2/leaderboard/?per_page=5');
    const withBlockParams = await get(
      '/wp-json/yka/v2/leaderboard/?per_page=5&title=Top%20writers&footer=See%20all&not_found=None',
    );
    expect(withBlockParams.status).toBe(200);
    expect(withBlockParams.body).toEqual(plain.body);
    expect(plain.body[0]).toMatchObject({ id: first, leaderboard_rank: 1, leaderboard_points: points });
  });
});

describe('locations', () => {
  it('lists the states and union territories with is_following for the viewer', async () => {
    const reader = await createUser(t.database);
    const headers = await signedInHeaders(t.database, reader);
    const all = await get('/wp-json/yka/v2/locations/');
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(36);
    expect(
      all.body.every((l: { taxonomy: string; name_hi: string }) => l.taxonomy === 'location' && l.name_hi),
    ).toBe(true);
    const followed = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/action',
      headers,
      payload: { action: 'follow', object: 'location', id: all.ids[0] },
    });
    expect(followed.json()).toMatchObject({
      is_following: true,
      follower_count: all.body[0].follower_count + 1,
    });
    const mine = await get('/wp-json/yka/v2/locations/', headers);
    expect(mine.body[0].is_following).toBe(true);
    expect(mine.body.slice(1).some((l: { is_following: boolean }) => l.is_following)).toBe(false);
  });
});
