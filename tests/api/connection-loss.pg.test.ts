import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 1: losing the database mid-request answers 503 in the WordPress shape and
 * leaves the process serving. On PostgreSQL the test terminates its own database's backends
 * while two requests (a read outside a transaction, a write inside one) wait on a lock it
 * holds; on PGlite it closes the database under a running app (connection-loss.pglite.test.ts).
 */
describe('PostgreSQL ends the connections of requests in flight', () => {
  let t: TestApp;
  let locker: pg.Client;
  let postId: number;
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    [{ id: postId }] = (await t.database.query<{ id: number }>(
      `SELECT id FROM posts WHERE status = 'publish' AND type = 'post' ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    member = await signedInHeaders(t.database, await createUser(t.database));
  });
  afterAll(async () => {
    await locker?.end().catch(() => {});
    await t?.close();
  });

  // `inject` is lazy until awaited; `then` starts the request now, so it can be in flight
  const comment = (content: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/wp-json/wp/v2/comments',
        headers: member,
        payload: { post: postId, content },
      })
      .then((r) => r);
  const get = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r);

  async function waitForBlocked(count: number) {
    for (let i = 0; i < 200; i++) {
      // inside the locker's transaction the activity view is a snapshot until cleared
      await locker.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await locker.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { rows } = await locker.query(
      `SELECT state, wait_event_type, wait_event, left(query, 80) AS q FROM pg_stat_activity WHERE datname = current_database()`,
    );
    throw new Error(`the requests never waited on the lock: ${JSON.stringify(rows)}`);
  }

  it('answers 503 database_unavailable, then serves reads and writes again', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE comments IN ACCESS EXCLUSIVE MODE');
    const read = get(`/wp-json/wp/v2/comments?post=${postId}`);
    const write = comment('Written while the database went away');
    try {
      await waitForBlocked(2);
    } catch (error) {
      await locker.query('ROLLBACK');
      const done = await Promise.all([read, write]);
      throw new Error(`${error}; ${done.map((d) => `${d.statusCode} ${d.body.slice(0, 200)}`).join(' | ')}`);
    }
    const { rows } = await locker.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all([read, write]);
    await locker.query('ROLLBACK');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 'database_unavailable', data: { status: 503 } });
      expect(answer.headers['retry-after']).toBe('5');
    }
    // the write that answered 503 left nothing half-done; the pool has fresh connections
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const again = await comment('Written after the database came back');
    expect(again.statusCode).toBe(201);
    const stored = await t.database.query<{ content: string }>(
      `SELECT content FROM comments WHERE content LIKE 'Written %'`,
    );
    // the acknowledged write is there; the one that answered 503 was rolled back whole
    expect(stored.map((row) => row.content).join()).toContain('Written after the database came back');
    expect(stored.map((row) => row.content).join()).not.toContain('went away');
  });

  it('survives its whole pool being terminated between requests, idle and checked out', async () => {
    for (let round = 0; round < 3; round++) {
      const load = Array.from({ length: 12 }, (_, i) =>
        i % 2 ? comment(`Load ${round}-${i}`) : get('/wp-json/wp/v2/posts'),
      );
      await locker.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      for (const answer of await Promise.all(load)) expect([200, 201, 503]).toContain(answer.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' })).statusCode).toBe(200);
  });
});
