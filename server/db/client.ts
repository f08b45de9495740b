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
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query handle both drivers share; typed selects behave the same on each. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL with positional parameters; rows come back as plain objects on both drivers. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? 'server/db/migrations');

// int8 (count(*), sums) arrives as a string from pg and as number/BigInt from PGlite;
// every count we keep fits in a JS number, so both are parsed to number.
pg.types.setTypeParser(20, (value) => Number(value));

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
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    });
    // An idle connection the server ends (restart, failover, a forced drop) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`database: idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return {
      db,
      driver: 'pg',
      async query<T>(text: string, params: unknown[] = []) {
        return (await pool.query(text, params)).rows as T[];
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir === 'memory://') return openPglite('memory://', () => {});
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

async function openPglite(dir: string, release: () => void): Promise<Database> {
  const client = await PGlite.create(dir);
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

function normaliseBigInts<T>(row: T): T {
  for (const key in row) {
    const value = row[key];
    if (typeof value === 'bigint') (row as Record<string, unknown>)[key] = Number(value);
  }
  return row;
}
