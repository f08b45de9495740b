import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 1, on PGlite: the database closes under a running app
 * (PostgreSQL: connection-loss.pg.test.ts).
 */
describe('PGlite fails under a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    // the test closed the database itself: close the rest, and leave no data directory
    await t?.app.close();
    if (t) rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('answers 503 database_unavailable and keeps serving what needs no database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' })).statusCode).toBe(200);
    await t.database.close();
    const r = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'database_unavailable', data: { status: 503 } });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
