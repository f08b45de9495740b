import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { isDatabaseUnavailable, isRetryableTransactionError } from './faults.ts';
import { keepPreparedFew } from './prepared-statements.ts';
import { ReadPipeline } from './read-pipeline.ts';
import * as schema from './schema.ts';
import { noteStatement } from './statement-count.ts';
import { parseTextArray } from './text-array.ts';

export type Schema = typeof schema;
/** The query handle both drivers share; typed selects behave the same on each. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Raw SQL with positional parameters; rows come back as plain objects on both drivers. A
   * `name` makes PostgreSQL keep the statement's plan on the connection (one name per text).
   */
  query<T>(text: string, params?: unknown[], options?: { name?: string }): Promise<T[]>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? 'server/db/migrations');

// int8 (count(*), sums) arrives as a string from pg and as number/BigInt from PGlite;
// every count we keep fits in a JS number, so both are parsed to number.
pg.types.setTypeParser(20, (value) => Number(value));
// text[] and varchar[] (a post's topics in every list): read in one pass (text-array.ts);
// pg-types names no array type among its type ids
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
pg.types.setTypeParser(1009 as TypeId, parseTextArray);
pg.types.setTypeParser(1015 as TypeId, parseTextArray);

/** `DATABASE_POOL_MAX`: the connections one process's pool may open (10 unless set). */
export function poolMaxOf(env: NodeJS.ProcessEnv): number {
  return Number(env.DATABASE_POOL_MAX || 10);
}

/**
 * Settings of every connection to PostgreSQL, sent when it opens (no round trip). JIT off:
 * PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost` (100,000), and
 * a count never run on the way (a signed-in reader's list carries its total for the case
 * that the reader blocks someone) took the estimate there at 100,000 posts: 44 ms of
 * compiling for a 0.7 ms statement, 20 req/s for a member's posts list against 845 without
 * (decisions 011, *No JIT*). Options in DATABASE_URL (`?options=…`) replace these.
 */
const SESSION_OPTIONS = '-c jit=off';

/**
 * Opens PostgreSQL when a connection string is given, otherwise PGlite in `dataDir`
 * (or in memory for `memory://`), and applies pending migrations. A PGlite directory is
 * locked until `close()`: while another process has it open this throws DataDirBusyError
 * (data-dir-lock.ts) instead of opening a second PGlite on the same files.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** who opens it, named to the next opener while the lock is held, e.g. `npm run seed` */
  holder?: string;
  /** PostgreSQL: connections in the pool (default DATABASE_POOL_MAX or 10) */
  poolMax?: number;
  /** PostgreSQL: named statements each connection keeps prepared (default DATABASE_PREPARED_MAX or 200) */
  preparedPerConnection?: number;
  /** PGlite in memory: start from this `dumpDataDir` tarball rather than an empty cluster */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const connections = opts.poolMax ?? poolMaxOf(process.env);
    // While PostgreSQL is down or restarting, a request waits this long for a connection
    // and then answers 503, instead of hanging until the client gives up.
    const connectionTimeoutMillis = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000);
    const prepared = Math.max(
      1,
      opts.preparedPerConnection ?? (Number(process.env.DATABASE_PREPARED_MAX ?? 200) || 200),
    );
    // One of the process's connections carries its hot reads, pipelined (read-pipeline.ts);
    // the pool keeps the rest for transactions, writes and statements planned per call.
    const reads =
      connections >= 2
        ? new ReadPipeline(
            { connectionString: opts.databaseUrl, connectionTimeoutMillis, options: SESSION_OPTIONS },
            prepared,
            countQueries,
          )
        : undefined;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: reads ? connections - 1 : connections,
      connectionTimeoutMillis,
      options: SESSION_OPTIONS,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) emits `error` on
    // its client. pg-pool listens only while the client is idle; a checked-out client without
    // a listener would throw the event and end the process. This listener stays for the
    // client's life: the query in flight fails on its own (the request answers 503), and the
    // pool drops the dead client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => process.emitWarning(`database: connection lost: ${error.message}`));
      countQueries(client);
    });
    pool.on('error', (error) => process.emitWarning(`database: idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    db.transaction = ((fn, config) =>
      retryOnce(() => pgTransaction(pool, fn as TransactionBody, config))) as Db['transaction'];
    return {
      db,
      driver: 'pg',
      async query<T>(text: string, params: unknown[] = [], options: { name?: string } = {}) {
        if (options.name && reads) return reads.query<T>(options.name, text, params);
        if (!options.name) return (await pool.query({ text, values: params })).rows as T[];
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          keepPreparedFew(client, options.name, prepared);
          return (await client.query({ name: options.name, text, values: params })).rows as T[];
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = error as Error;
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: async () => {
        await Promise.all([pool.end(), reads?.end()]);
      },
    };
  }
  if (opts.dataDir === 'memory://') return openPglite('memory://', () => {}, opts.loadDataDir);
  mkdirSync(opts.dataDir, { recursive: true });
  const lock = acquireDataDirLock(
    opts.dataDir,
    opts.holder ?? `a process running ${path.basename(process.argv[1] ?? 'node')}`,
  );
  try {
    return await openPglite(path.join(opts.dataDir, 'pglite'), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(dir: string, release: () => void, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  countQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => fn(countQueries(tx)));
  const driver = drizzlePglite(client, { schema });
  try {
    await migratePglite(driver, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db: driver as unknown as Db,
    driver: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows.map((row) => normaliseBigInts(row));
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Every statement a client sends is one round trip, noted for the request that sent it
 * (statement-count.ts). Both drivers funnel Drizzle's and raw queries through `query`
 * (PGlite also `exec`).
 */
function countQueries<
  C extends { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown },
>(client: C): C {
  for (const method of ['query', 'exec'] as const) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    (client as Record<string, unknown>)[method] = function (this: unknown, ...args: never[]) {
      noteStatement();
      return original.apply(this, args);
    };
  }
  return client;
}

type TransactionBody = (tx: unknown) => Promise<unknown>;
type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * One transaction on a client of its own. Drizzle's pool transaction leaks the client when
 * `begin` fails and releases a broken one as healthy; here a client that saw a connection
 * error is released with it, so the pool destroys it and opens a fresh one for the next request.
 */
async function pgTransaction(pool: pg.Pool, fn: TransactionBody, config: TransactionConfig) {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return await drizzlePg(client, { schema }).transaction(fn as never, config);
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/**
 * A transaction that lost a race (deadlock 40P01, serialisation failure 40001) was rolled back
 * whole, so running it once more is safe; a second loss answers 503 (errors.ts). Connection
 * errors are not retried: a commit whose answer was lost may have happened.
 */
export async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    return run();
  }
}

function normaliseBigInts<T>(row: T): T {
  for (const key in row) {
    const value = row[key];
    if (typeof value === 'bigint') (row as Record<string, unknown>)[key] = Number(value);
  }
  return row;
}
