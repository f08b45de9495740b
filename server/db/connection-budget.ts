import type { Database } from './client.ts';

/**
 * Connections kept free for what is not a serving worker: a command (make-admin, backup) or
 * an operator's psql while the site runs.
 */
export const CONNECTIONS_FOR_COMMANDS = 3;
/**
 * A worker's connections are never cut below this: its pipelined connection for the hot reads
 * (read-pipeline.ts) and one for transactions and the rest, so a slow write does not stop reads.
 */
export const SMALLEST_WORKER_POOL = 2;

export interface WorkerPools {
  /** the pool of each serving worker */
  perWorker: number;
  /** the connections the whole server may hold at once: workers, the primary and the commands' room */
  needed: number;
  /** the connections PostgreSQL lets this account open to this database */
  allowed: number;
}

/**
 * How many connections each worker's pool may open (decisions 011, *Connections within
 * PostgreSQL's limit*). One worker per core with the default pool of 10 asks for more than
 * PostgreSQL's default `max_connections` (100) from eleven cores on; past the limit a new
 * connection is refused (SQLSTATE 53300) and the request that wanted it answers 503, under
 * exactly the load the workers are there for. So the default pool is cut to fit; a pool the
 * operator set (`DATABASE_POOL_MAX`) is kept, as when a pooler such as PgBouncer stands in
 * front, and `needed > allowed` tells the caller to warn.
 */
export function workerPools(input: {
  allowed: number;
  workers: number;
  /** the pool asked for (`DATABASE_POOL_MAX` or the default), the primary's pool too */
  pool: number;
  /** whether `DATABASE_POOL_MAX` set it */
  chosen: boolean;
}): WorkerPools {
  const { allowed, workers, pool, chosen } = input;
  const keptBack = pool + CONNECTIONS_FOR_COMMANDS;
  const fits = Math.floor((allowed - keptBack) / workers);
  const perWorker = chosen ? pool : Math.max(SMALLEST_WORKER_POOL, Math.min(pool, fits));
  return { perWorker, needed: perWorker * workers + keptBack, allowed };
}

/**
 * The connections this account may open to this database: the server's `max_connections`
 * less those reserved for superusers (and, from PostgreSQL 16, for `pg_use_reserved_connections`),
 * and no more than the database's and the role's own `CONNECTION LIMIT`. A superuser is held
 * to `max_connections` alone, as PostgreSQL holds it.
 */
export async function allowedConnections(database: Database): Promise<number> {
  const [row] = await database.query<{ allowed: number }>(
    `SELECT least(
        current_setting('max_connections')::int
          - CASE WHEN r.rolsuper THEN 0 ELSE current_setting('superuser_reserved_connections')::int
              + coalesce(nullif(current_setting('reserved_connections', true), '')::int, 0) END,
        CASE WHEN r.rolsuper OR d.datconnlimit < 0 THEN NULL ELSE d.datconnlimit END,
        CASE WHEN r.rolsuper OR r.rolconnlimit < 0 THEN NULL ELSE r.rolconnlimit END
      )::int AS allowed
       FROM pg_roles r, pg_database d
      WHERE r.rolname = current_user AND d.datname = current_database()`,
  );
  if (!row) throw new Error('PostgreSQL did not say how many connections it allows');
  return row.allowed;
}
