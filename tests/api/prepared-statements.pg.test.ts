import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Hot reads run as named prepared statements, and their texts are many (a shape, page size,
 * first page or topic each): a connection keeps only its most recently used ones prepared,
 * so PostgreSQL's memory for plans stays bounded however many pages crawlers walk.
 * PostgreSQL only (`.pg.test.ts`, vitest.config.ts): PGlite is one in-process connection
 * without pg's pool, so there is nothing to bound.
 *
 * A process of one connection runs them on its pool; with two or more, on its pipelined
 * connection (read-pipeline.ts), where a statement is closed while others are in flight.
 */
describe.each([
  { poolMax: 1, on: 'a pool of one connection' },
  { poolMax: 2, on: 'the pipelined connection' },
])('prepared statements on $on', ({ poolMax }) => {
  let t: TestApp;
  let database: Database;
  // the pipelined connection is reached by named statements only, so its list of prepared
  // statements is read by one, which it keeps too
  const lister = poolMax > 1 ? 'list' : undefined;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    database = await openDatabase({
      databaseUrl: t.databaseUrl,
      dataDir: t.dataDir,
      poolMax,
      preparedPerConnection: lister ? 4 : 3,
    });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  const run = async (k: number) => {
    const [row] = await database.query<{ n: number }>(`SELECT $1::int + ${k} AS n`, [1], { name: `p${k}` });
    return row?.n;
  };
  const prepared = async () =>
    (
      await database.query<{ name: string }>(
        'SELECT name FROM pg_prepared_statements ORDER BY name',
        [],
        lister ? { name: lister } : {},
      )
    )
      .map((r) => r.name)
      .filter((name) => name !== lister);

  it('keeps the most recently used ones and closes the rest', async () => {
    for (const k of [1, 2, 3, 4, 5, 6]) expect(await run(k)).toBe(1 + k);
    expect(await prepared()).toEqual(['p4', 'p5', 'p6']);
    expect(await run(4)).toBe(5);
    expect(await run(7)).toBe(8);
    expect(await prepared()).toEqual(['p4', 'p6', 'p7']);
  });

  it('prepares a closed statement again when it is used again', async () => {
    expect(await run(1)).toBe(2);
    expect(await run(1)).toBe(2);
    expect(await prepared()).toEqual(['p1', 'p4', 'p7']);
  });

  it('closes statements while the ones written before them are still to run', async () => {
    // all in one turn: each new name beyond the limit closes one that an earlier statement of
    // the same turn is bound to, and every statement still answers its own value
    const ks = Array.from({ length: 40 }, (_, i) => 10 + (i % 8));
    const answers = await Promise.all(ks.map((k) => run(k)));
    expect(answers).toEqual(ks.map((k) => 1 + k));
    expect(await prepared()).toHaveLength(3);
  });
});
