import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listenControlSocket } from './control-socket.ts';
import { openDatabase } from './db/client.ts';
import { DataDirBusyError, SERVER_HOLDER } from './db/data-dir-lock.ts';
import { backfillAddresses } from './domain/addresses/backfill.ts';
import { scheduleDigest, sendDigests } from './domain/notifications/digest.ts';
import { schedulePruning } from './domain/prune.ts';
import { SettingsStore } from './domain/settings.ts';
import { isEmpty, seedDemo } from './seed/demo-seed.ts';

/** How long a start waits for a command (make-admin, seed) that holds the data directory. */
const COMMAND_WAIT_MS = 60_000;

const config = loadConfig();
mkdirSync(path.join(config.dataDir, 'uploads'), { recursive: true });
const database = await openDataDir();
const settings = new SettingsStore(database, config.publicUrl);
const app = await buildApp({ config, database, settings });

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

const stopPruning = schedulePruning(
  database,
  (counts) => app.log.info({ pruned: counts }, 'expired rows pruned'),
  (error) => app.log.error({ err: error }, 'pruning failed'),
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
await app.listen({ port: config.port, host: config.host });
app.log.info({ url: config.publicUrl, database: database.driver }, 'serving');

/**
 * Opens the database, refusing to start while another server holds the data directory. A
 * command holding it (a make-admin typed while `npm start` was still building) usually ends
 * within seconds, so that one is waited for a while before giving up.
 */
async function openDataDir() {
  const deadline = Date.now() + COMMAND_WAIT_MS;
  let toldWaiting = false;
  for (;;) {
    try {
      return await openDatabase({ ...config, holder: SERVER_HOLDER });
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    stopPruning();
    stopDigest();
    await control?.close();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
