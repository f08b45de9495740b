import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '#common/dates.ts';
import { pruneExpired } from '#server/domain/prune.ts';
import { createUser } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

describe('pruneExpired (issue 15)', () => {
  it('deletes expired sessions, old codes, past rate-limit windows and old views, and nothing live', async () => {
    const now = new Date();
    const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    const user = await createUser(t.database);
    const [post] = await t.database.query<{ id: number }>(
      `INSERT INTO posts (type, status, slug, author_id, title, view_count) VALUES ('post', 'publish', 'pruned', $1, 'P', 7) RETURNING id`,
      [user],
    );
    await t.database.query(
      `INSERT INTO sessions (id, user_id, nonce_hash, expires_at) VALUES ('expired', $1, 'n', $2), ('live', $1, 'n', $3)`,
      [user, iso(-1000), iso(DAY)],
    );
    await t.database.query(
      `INSERT INTO one_time_codes (email, code_hash, created_at, expires_at)
       VALUES ('old@example.org', 'h', $1, $2), ('new@example.org', 'h', $3, $4)`,
      [iso(-3 * DAY), iso(-3 * DAY + 600_000), iso(-60_000), iso(540_000)],
    );
    await t.database.query(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ('old', $1, 3), ('current', $2, 1)`,
      [iso(-3 * DAY), iso(-1000)],
    );
    await t.database.query(
      `INSERT INTO post_views (post_id, visitor, day) VALUES ($1, 'a', $2::date), ($1, 'b', $3::date), ($1, 'c', $4::date)`,
      [
        post!.id,
        siteDay(new Date(now.getTime() - 5 * DAY)),
        siteDay(new Date(now.getTime() - DAY)),
        siteDay(now),
      ],
    );

    // trending counters (migration 0013): a day before any window goes, the window's days stay
    const utcDay = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);
    await t.database.query(
      `INSERT INTO post_engagement_days (type, day, n) VALUES ('video', $1::date, 4), ('video', $2::date, 2), ('video', $3::date, 1)`,
      [utcDay(-40 * DAY), utcDay(-30 * DAY), utcDay(-5 * DAY)],
    );

    const counts = await pruneExpired(t.database, now);
    expect(counts).toEqual({ sessions: 1, oneTimeCodes: 1, rateLimits: 1, postViews: 1, engagementDays: 1 });

    const left = async (sql: string) => (await t.database.query<{ k: string }>(sql)).map((r) => r.k).sort();
    expect(await left('SELECT id AS k FROM sessions')).toEqual(['live']);
    expect(await left('SELECT email AS k FROM one_time_codes')).toEqual(['new@example.org']);
    expect(await left('SELECT key AS k FROM rate_limits')).toEqual(['current']);
    expect(await left('SELECT visitor AS k FROM post_views')).toEqual(['b', 'c']);
    expect(await left(`SELECT n::text AS k FROM post_engagement_days WHERE type = 'video'`)).toEqual([
      '1',
      '2',
    ]);
    // the count the views made stays: only the rows that refuse a repeat go
    const [row] = await t.database.query<{ view_count: number }>(
      'SELECT view_count FROM posts WHERE id = $1',
      [post!.id],
    );
    expect(row!.view_count).toBe(7);
    // a second run finds nothing more
    expect(await pruneExpired(t.database, now)).toEqual({
      sessions: 0,
      oneTimeCodes: 0,
      rateLimits: 0,
      postViews: 0,
      engagementDays: 0,
    });
  });
});
