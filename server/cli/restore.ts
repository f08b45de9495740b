/**
 * `npm run restore -- file.tar.gz`: puts a backup of `npm run backup` back, onto a fresh
 * target only: an empty DATA_DIR (PGlite) or an empty database at DATABASE_URL, plus an
 * empty DATA_DIR/uploads. It refuses while a server holds the data directory and never
 * overwrites: move the old directory aside (or make a new database) first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirBusyError, SERVER_HOLDER } from '#server/db/data-dir-lock.ts';
import {
  BackupError,
  dataDirNotFresh,
  loadPgliteDump,
  pgRestore,
  placeUploads,
  unpackBackup,
  userTables,
} from '#server/ops/backup.ts';

const config = loadConfig();
const archive = process.argv[2];

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

if (!archive) fail('no backup file given; usage: npm run restore -- awaaz-backup-….tar.gz');
const driver = config.databaseUrl ? 'pg' : 'pglite';
const notFresh = dataDirNotFresh(config.dataDir, driver);
if (notFresh) fail(`${notFresh}; a restore goes onto a fresh DATA_DIR: move the old one aside first`);

async function restore(unpacked: string) {
  if (driver === 'pglite') {
    let lock: ReturnType<typeof acquireDataDirLock>;
    try {
      lock = acquireDataDirLock(config.dataDir, 'npm run restore');
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      throw new BackupError(
        error.lock?.holder === SERVER_HOLDER
          ? `${error.message}; stop the server first (a restore replaces the whole site)`
          : `${error.message}; wait until it has finished`,
      );
    }
    try {
      await loadPgliteDump(unpacked, config.dataDir);
    } finally {
      lock.release();
    }
  } else {
    const database = await openDatabaseWithoutMigrating();
    try {
      if ((await userTables(database)) > 0)
        throw new BackupError(
          'the database at DATABASE_URL is not empty; restore into a new, empty database',
        );
    } finally {
      await database.close();
    }
    await pgRestore(unpacked, config.databaseUrl!);
  }
  placeUploads(unpacked, config.dataDir);
  // a backup from an older version gets this version's migrations, as a start would apply
  const database = await openDatabase({ ...config, holder: 'npm run restore' });
  try {
    const [counts] = await database.query<{ posts: number; users: number; comments: number; media: number }>(
      `SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM comments) AS comments, (SELECT count(*)::int FROM media) AS media`,
    );
    return counts;
  } finally {
    await database.close();
  }
}

/** A plain connection to check emptiness: openDatabase would create the tables first. */
async function openDatabaseWithoutMigrating() {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  return {
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    close: () => pool.end(),
  } as unknown as Awaited<ReturnType<typeof openDatabase>>;
}

let unpacked: string | null = null;
try {
  const result = await unpackBackup(archive, config.dataDir);
  unpacked = result.dir;
  if (result.manifest.driver !== driver)
    throw new BackupError(
      `the backup is of ${result.manifest.driver === 'pg' ? 'PostgreSQL' : 'PGlite'} and this configuration uses ${driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'}`,
    );
  const counts = await restore(result.dir);
  console.log(
    `Restored ${path.resolve(archive)} (made ${result.manifest.createdAt}): ${counts?.posts} posts, ${counts?.comments} comments, ${counts?.users} users, ${counts?.media} media, ${result.manifest.uploads} upload files.`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
} finally {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
}
