import cluster, { type Worker } from 'node:cluster';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { listenControlSocket } from './control-socket.ts';
import { type Database, openDatabase, poolMaxOf } from './db/client.ts';
import { allowedConnections, workerPools } from './db/connection-budget.ts';
import { DataDirBusyError, SERVER_HOLDER } from './db/data-dir-lock.ts';
import { backfillAddresses } from './domain/addresses/backfill.ts';
import { scheduleDigest, sendDigests } from './domain/notifications/digest.ts';
import { schedulePruning } from './domain/prune.ts';
import { SETTINGS_CHANGED, SettingsStore } from './domain/settings.ts';
import { scheduleWeekPoints } from './domain/users/week-points.ts';
import { isEmpty, seedDemo } from './seed/demo-seed.ts';

/** How long a start waits for a command (make-admin, seed) that holds the data directory. */
const COMMAND_WAIT_MS = 60_000;
/** A worker that dies is replaced, but not faster than this (a crash at start would spin). */
const RESTART_DELAY_MS = 1000;

const config = loadConfig();

if (cluster.isWorker) await serveAsWorker();
else await start();

/**
 * The process `npm start` runs. On PostgreSQL it prepares the database, runs the jobs and
 * forks one serving worker per core (`WEB_CONCURRENCY`, issue 14): Node uses one core a
 * process. PGlite is one process's database, and the dev outbox one process's memory:
 * then this process serves alone.
 */
async function start() {
  mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
  const database = await openDataDir();
  const settings = new SettingsStore(database, config.publicUrl);
  const app = await buildApp({ config, database, settings });
  await prepare(app, database, settings);
  const jobs = scheduleJobs(app, database, settings);
  const workers = workerCount(app);
  if (workers <= 1) {
    // after the demo seed: a make-admin that arrived earlier would make the database look
    // non-empty and the seed would be skipped (the command waits for the socket meanwhile)
    const control =
      database.driver === 'pglite'
        ? await listenControlSocket(config.dataDir, database, (error) =>
            app.log.warn({ err: error }, 'control socket request failed'),
          )
        : null;
    if (database.driver === 'pglite' && !control)
      app.log.warn('DATA_DIR is too long a path for the control socket: make-admin needs the server stopped');
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ url: config.publicUrl, database: database.driver }, 'serving');
    onStop(app, async () => {
      jobs.stop();
      await control?.close();
      await app.close();
      await database.close();
    });
    return;
  }
  const pools = await poolsOf(app, database, workers);
  const running = new Set<Worker>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ DATABASE_POOL_MAX: String(pools.perWorker) });
    running.add(worker);
    // a worker that changed the settings: the others (and the jobs here) forget their copies
    worker.on('message', (message) => {
      if (message !== SETTINGS_CHANGED) return;
      settings.invalidate();
      for (const other of running)
        if (other !== worker && other.isConnected())
          other.send(SETTINGS_CHANGED, undefined, undefined, ignore);
    });
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) return;
      app.log.error(
        { worker: worker.process.pid, code, signal },
        'a server worker stopped; starting another',
      );
      setTimeout(fork, RESTART_DELAY_MS).unref();
    });
  };
  for (let i = 0; i < workers; i++) fork();
  app.log.info(
    { url: config.publicUrl, database: database.driver, workers, poolPerWorker: pools.perWorker },
    'serving with one worker per core',
  );
  onStop(app, async () => {
    stopping = true;
    jobs.stop();
    const exits = [...running].map(
      (worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    );
    for (const worker of running) worker.process.kill('SIGTERM');
    await Promise.all(exits);
    await app.close();
    await database.close();
  });
}

/** A forked worker: its own pool and app, serving on the port the primary shares. */
async function serveAsWorker() {
  const database = await openDatabase(config);
  const settings = new SettingsStore(database, config.publicUrl, {
    // a lost message (the primary is going away) leaves the others their cache's seconds
    announce: () => {
      if (process.connected) process.send?.(SETTINGS_CHANGED, undefined, undefined, ignore);
    },
  });
  process.on('message', (message) => {
    if (message === SETTINGS_CHANGED) settings.invalidate();
  });
  const app = await buildApp({ config, database, settings });
  await app.listen({ port: config.port, host: config.host });
  const stop = onStop(app, async () => {
    await app.close();
    await database.close();
  });
  // a primary that died without stopping its workers (SIGKILL) leaves them nothing to serve for
  process.once('disconnect', () => void stop('disconnect'));
}

function workerCount(app: FastifyInstance): number {
  if (config.webConcurrency <= 1) return 1;
  if (app.deps.database.driver === 'pglite') {
    app.log.info('PGlite serves from one process (WEB_CONCURRENCY applies to PostgreSQL)');
    return 1;
  }
  if (app.deps.mailer.kind === 'outbox') {
    app.log.info('the dev outbox lives in one process: serving from one (set SMTP_URL for workers)');
    return 1;
  }
  return config.webConcurrency;
}

/** Each worker's pool, within the connections PostgreSQL allows (connection-budget.ts). */
async function poolsOf(app: FastifyInstance, database: Database, workers: number) {
  const pool = poolMaxOf(process.env);
  const pools = workerPools({
    allowed: await allowedConnections(database),
    workers,
    pool,
    chosen: Boolean(process.env.DATABASE_POOL_MAX),
  });
  if (pools.needed > pools.allowed)
    app.log.warn(
      { ...pools, workers },
      'PostgreSQL allows fewer connections than the workers may open: requests past the limit answer 503 (raise max_connections, or lower WEB_CONCURRENCY or DATABASE_POOL_MAX)',
    );
  else if (pools.perWorker < pool)
    app.log.info({ ...pools, workers }, "each worker's pool cut to fit PostgreSQL's connection limit");
  return pools;
}

/** Demo content into an empty database, and the one-time readdressing of older rows. */
async function prepare(app: FastifyInstance, database: Database, settings: SettingsStore) {
  if (await isEmpty(database)) {
    app.log.info('empty database: loading the demo content');
    const started = Date.now();
    await seedDemo(database, { dataDir: config.dataDir, publicUrl: config.publicUrl });
    settings.invalidate();
    app.log.info({ ms: Date.now() - started }, 'demo content loaded');
  }
  // Decisions §10: older rows get short ASCII slugs (their old ones answer 301) once.
  const readdressed = await backfillAddresses(database);
  if (readdressed > 0) app.log.info({ rows: readdressed }, 'gave ASCII slugs and unnamed e-mail names');
}

/** The jobs of the site: pruning and the daily digest, run by one process only. */
function scheduleJobs(app: FastifyInstance, database: Database, settings: SettingsStore) {
  const stopPruning = schedulePruning(
    database,
    (counts) => app.log.info({ pruned: counts }, 'expired rows pruned'),
    (error) => app.log.error({ err: error }, 'pruning failed'),
  );
  const stopWeekPoints = scheduleWeekPoints(database, (error) =>
    app.log.error({ err: error }, 'recounting the week of points failed'),
  );
  const stopDigest = scheduleDigest(
    config.digestHour,
    async () => {
      const sent = await sendDigests({
        database,
        mailer: app.deps.mailer,
        publicUrl: config.publicUrl,
        settings,
      });
      if (sent > 0) app.log.info({ sent }, 'notification digests sent');
      return sent;
    },
    (error) => app.log.error({ err: error }, 'notification digest failed'),
  );
  return {
    stop() {
      stopPruning();
      stopWeekPoints();
      stopDigest();
    },
  };
}

/**
 * Opens the database, refusing to start while another server holds the data directory. A
 * command holding it (a make-admin typed while `npm start` was still building) usually ends
 * within seconds, so that one is waited for a while before giving up.
 */
async function openDataDir(): Promise<Database> {
  const deadline = Date.now() + COMMAND_WAIT_MS;
  let toldWaiting = false;
  for (;;) {
    try {
      return await openDatabase({ ...(config satisfies Config), holder: SERVER_HOLDER });
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      if (error.lock?.holder === SERVER_HOLDER) {
        console.error(`server: ${error.message}; stop it first, or give this server another DATA_DIR`);
        process.exit(1);
      }
      if (Date.now() > deadline) {
        console.error(`server: ${error.message}; wait until it has finished, then start the server again`);
        process.exit(1);
      }
      if (!toldWaiting) console.error(`server: ${error.message}; waiting for it to finish`);
      toldWaiting = true;
      await sleep(500);
    }
  }
}

/** Stops cleanly on SIGTERM or Ctrl-C, and within 10 s whatever happens. */
function onStop(app: FastifyInstance, close: () => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Ctrl-C reaches every process of the group: a worker leaves it to the primary's SIGTERM
  process.on('SIGINT', () => (cluster.isWorker ? undefined : void shutdown('SIGINT')));
  return shutdown;
}

/** An IPC send's callback: without one, a send on a closed channel emits an error that, unheard, ends the process. */
function ignore() {}
