/**
 * `npm run backup -- [file.tar.gz]`: the database and the uploads in one archive (see
 * server/ops/backup.ts). PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR; while the
 * server holds that directory, the server makes the database copy, asked over its control
 * socket, so a backup never stops the site.
 */
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { ControlOperationError, callControlSocket, controlSocketAddress } from '#server/control-socket.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirBusyError, inspectDataDirLock, SERVER_HOLDER } from '#server/db/data-dir-lock.ts';
import { BackupError, createBackup, dumpPgliteDataDir } from '#server/ops/backup.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const outFile = path.resolve(process.argv[2] ?? `awaaz-backup-${stamp}.tar.gz`);

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

/** PGlite: through the running server when it holds the directory, else by opening it here. */
async function dumpPglite(file: string): Promise<string> {
  const held = inspectDataDirLock(config.dataDir);
  if (!held?.alive) {
    try {
      const database = await openDatabase({ ...config, databaseUrl: undefined, holder: 'npm run backup' });
      try {
        await dumpPgliteDataDir(database, file);
        return `PGlite in ${config.dataDir}`;
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      // taken between the look and the open: fall through to the holder checks
    }
  }
  const lock = inspectDataDirLock(config.dataDir);
  if (lock?.info.holder !== SERVER_HOLDER)
    fail(
      `the data directory ${config.dataDir} is in use by ${lock?.info.holder ?? 'another process'}; wait until it has finished`,
    );
  if (!controlSocketAddress(config.dataDir))
    fail('the server runs and its DATA_DIR path is too long for its control socket; stop the server first');
  try {
    await callControlSocket(config.dataDir, { op: 'backup-database', file }, 10 * 60_000);
  } catch (error) {
    if (error instanceof ControlOperationError) fail(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED')
      fail(
        'the server holds the data directory but does not answer on its control socket yet; try again in a moment',
      );
    throw error;
  }
  return `PGlite in ${config.dataDir}, copied by the running server (pid ${lock.info.pid})`;
}

try {
  let where = config.databaseUrl ? 'PostgreSQL' : '';
  const manifest = await createBackup({
    driver: config.databaseUrl ? 'pg' : 'pglite',
    dataDir: config.dataDir,
    outFile,
    databaseUrl: config.databaseUrl,
    dumpPglite: async (file) => {
      where = await dumpPglite(file);
    },
  });
  console.log(`Backup written to ${outFile}: the database (${where}) and ${manifest.uploads} upload files.`);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
