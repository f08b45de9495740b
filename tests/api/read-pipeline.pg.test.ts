import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/faults.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * A process's hot reads share one pipelined connection (read-pipeline.ts, decisions 011,
 * *Hot reads on one pipelined connection*): each gets its own answer, a failing one fails
 * alone, and a lost connection costs the statements in flight on it, not the next ones.
 * PostgreSQL only: PGlite is one in-process connection already.
 */
describe('hot reads on one pipelined connection', () => {
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    database = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, poolMax: 3 });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  const echo = async (n: number) => {
    const [row] = await database.query<{ n: number; pid: number }>(
      'SELECT $1::int AS n, pg_backend_pid() AS pid',
      [n],
      { name: 'echo' },
    );
    return row as { n: number; pid: number };
  };
  /** the backend of an unnamed statement: one of the pool's */
  const poolPid = async () =>
    (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid as number;

  it("opens every connection with JIT off, the pipelined one and the pool's (client.ts SESSION_OPTIONS)", async () => {
    const [pipelined] = await database.query<{ jit: string }>('SHOW jit', [], { name: 'show-jit' });
    const [pooled] = await database.query<{ jit: string }>('SHOW jit');
    expect([pipelined?.jit, pooled?.jit]).toEqual(['off', 'off']);
    // the server's own default is on: the setting is the connection's
    const [server] = await database.query<{ setting: string }>(
      "SELECT boot_val AS setting FROM pg_settings WHERE name = 'jit'",
    );
    expect(server?.setting).toBe('on');
  });

  it('runs the reads of many requests at once on one backend, each with its own answer', async () => {
    const ns = Array.from({ length: 60 }, (_, i) => i * 7);
    const rows = await Promise.all(ns.map((n) => echo(n)));
    expect(rows.map((row) => row.n)).toEqual(ns);
    const pids = new Set(rows.map((row) => row.pid));
    expect(pids.size).toBe(1);
    // statements planned on each call and transactions keep the pool
    const [pid] = pids;
    expect(await poolPid()).not.toBe(pid);
    const inTransaction = await database.db.transaction(async (tx) => {
      const { rows: txRows } = (await tx.execute('SELECT pg_backend_pid() AS pid')) as unknown as {
        rows: { pid: number }[];
      };
      return txRows[0]?.pid;
    });
    expect(inTransaction).not.toBe(pid);
  });

  it('fails a failing statement alone: the ones before and after it answer', async () => {
    const divide = (by: number) =>
      database.query<{ q: number }>('SELECT 10 / $1::int AS q', [by], { name: 'divide' });
    const before = Array.from({ length: 10 }, (_, i) => echo(i));
    const failing = divide(0).then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );
    const after = Array.from({ length: 10 }, (_, i) => echo(100 + i));
    expect(await failing).toBe('22012');
    expect((await Promise.all(before)).map((row) => row.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await Promise.all(after)).map((row) => row.n)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100 + i),
    );
    expect((await divide(5))[0]?.q).toBe(2);
  });

  it('loses only the statements in flight when its backend ends, then opens a new connection', async () => {
    const { pid } = await echo(1);
    const slow = database.query('SELECT pg_sleep(30)', [], { name: 'slow' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const queued = echo(2).then(
      () => undefined,
      (error: unknown) => error,
    );
    // wait until the backend runs the sleep, then end it from a pool connection
    for (let i = 0; i < 100; i++) {
      const [row] = await database.query<{ sleeping: boolean }>(
        `SELECT count(*) > 0 AS sleeping FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%' AND state = 'active'`,
        [pid],
      );
      if (row?.sleeping) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await database.query('SELECT pg_terminate_backend($1)', [pid]);
    const [slowError, queuedError] = await Promise.all([slow, queued]);
    expect(isDatabaseUnavailable(slowError)).toBe(true);
    expect(isDatabaseUnavailable(queuedError)).toBe(true);
    const again = await echo(3);
    expect(again.n).toBe(3);
    expect(again.pid).not.toBe(pid);
  });

  it('refuses statements once closed, as the pool does', async () => {
    const closing = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, poolMax: 2 });
    await closing.query('SELECT 1', [], { name: 'one' });
    await closing.close();
    const error = await closing.query('SELECT 1', [], { name: 'one' }).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
