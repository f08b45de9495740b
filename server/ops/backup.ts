/**
 * `npm run backup` and `npm run restore` (issue 15): the database and the uploads in one
 * `.tar.gz` file, made and read with the system's `tar`.
 *
 * - PGlite: the data directory as PGlite's own `dumpDataDir` tarball (a consistent copy
 *   taken between two transactions, after a CHECKPOINT). PGlite is one process's database: while
 *   the server holds the directory the copy is made by the server, asked over its control
 *   socket; otherwise the command opens the directory itself.
 * - PostgreSQL: `pg_dump --format=custom` of DATABASE_URL, read back with `pg_restore`.
 *
 * A restore goes only onto a fresh target (an empty data directory, an empty database), so
 * it can never mix two sites or overwrite the one that is running.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '#server/db/client.ts';

const run = promisify(execFile);

export const MANIFEST = 'awaaz-backup.json';
const PGLITE_DUMP = 'database/pglite.tar.gz';
const PG_DUMP = 'database/postgres.dump';

export interface Manifest {
  format: 1;
  driver: 'pglite' | 'pg';
  createdAt: string;
  /** how many upload files went in, for the restore's report */
  uploads: number;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** PGlite's client behind a Database (drizzle keeps it as `$client`). */
function pgliteClient(database: Database): PGlite {
  if (database.driver !== 'pglite') throw new BackupError('not an embedded (PGlite) database');
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Writes a consistent copy of an open PGlite data directory to `file` (a new file, mode
 * 0600). Runs in the process that holds the directory: the server for the control socket's
 * `backup-database`, or the backup command when the server is stopped.
 */
export async function dumpPgliteDataDir(database: Database, file: string): Promise<{ bytes: number }> {
  if (!path.isAbsolute(file)) throw new BackupError('the dump file must be an absolute path');
  const client = pgliteClient(database);
  // the table files up to date, so the copy needs little WAL replay when it is loaded
  await client.query('CHECKPOINT');
  // dumpDataDir waits only for the running query; holding the transaction mutex too keeps
  // the copy between two transactions, never in the middle of one
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await tarball.arrayBuffer());
  await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  return { bytes: bytes.length };
}

/** Connection settings for pg_dump/pg_restore: the password goes in the environment, not argv. */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tool(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  try {
    return await run(command, args, { env: env ?? process.env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${command} is not installed (PostgreSQL's client tools are needed)`);
    throw new BackupError(`${command} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

/**
 * Makes the archive at `outFile`: `dumpDatabase(file)` writes the PGlite tarball or, for
 * PostgreSQL, pg_dump does. The database is copied first and the uploads after, so every
 * file a row names is in the archive (an upload finished in between is only an extra file).
 */
export async function createBackup(options: {
  driver: 'pglite' | 'pg';
  dataDir: string;
  outFile: string;
  databaseUrl?: string | undefined;
  /** PGlite only: writes the data directory's dump to the given absolute path */
  dumpPglite?: (file: string) => Promise<unknown>;
}): Promise<Manifest> {
  const outFile = path.resolve(options.outFile);
  if (existsSync(outFile)) throw new BackupError(`${outFile} exists already; name a new file`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(outFile), '.awaaz-backup-'));
  try {
    mkdirSync(path.join(staging, 'database'));
    if (options.driver === 'pglite') {
      if (!options.dumpPglite) throw new BackupError('no way to copy the PGlite data directory');
      await options.dumpPglite(path.join(staging, PGLITE_DUMP));
    } else {
      if (!options.databaseUrl) throw new BackupError('DATABASE_URL is not set');
      const { dbname, env } = pgConnection(options.databaseUrl);
      await tool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, PG_DUMP)}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
    }
    const uploadsDir = path.join(options.dataDir, 'uploads');
    const manifest: Manifest = {
      format: 1,
      driver: options.driver,
      createdAt: new Date().toISOString(),
      uploads: countFiles(uploadsDir),
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${outFile}.partial`;
    const uploadsArgs = existsSync(uploadsDir) ? ['-C', options.dataDir, 'uploads'] : [];
    await tool('tar', ['-czf', partial, '-C', staging, MANIFEST, 'database', ...uploadsArgs]);
    renameSync(partial, outFile);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${outFile}.partial`, { force: true });
  }
}

/** Unpacks an archive next to `near` and reads its manifest; the caller removes the folder. */
export async function unpackBackup(
  archive: string,
  near: string,
): Promise<{ dir: string; manifest: Manifest }> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist`);
  mkdirSync(near, { recursive: true });
  const dir = mkdtempSync(path.join(near, '.awaaz-restore-'));
  try {
    await tool('tar', ['-xzf', path.resolve(archive), '-C', dir, '--no-same-owner']);
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 1 || (manifest.driver !== 'pglite' && manifest.driver !== 'pg'))
      throw new BackupError('not an Awaaz backup (unknown format)');
    return { dir, manifest };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError('not an Awaaz backup (no manifest)');
    throw error;
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** The refusal for a target that is not fresh, or null when the restore may go ahead. */
export function dataDirNotFresh(dataDir: string, driver: 'pglite' | 'pg'): string | null {
  // on PostgreSQL an old embedded database in DATA_DIR is not the target and is left alone
  if (driver === 'pglite' && !isEmptyDir(path.join(dataDir, 'pglite')))
    return `${path.join(dataDir, 'pglite')} holds a database already`;
  if (!isEmptyDir(path.join(dataDir, 'uploads'))) return `${path.join(dataDir, 'uploads')} is not empty`;
  return null;
}

/** Loads a PGlite dump into `DATA_DIR/pglite`; the caller holds the data directory's lock. */
export async function loadPgliteDump(unpacked: string, dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const tarball = readFileSync(path.join(unpacked, PGLITE_DUMP));
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([tarball]) });
  await client.close();
}

/** The tables in a PostgreSQL database outside the system schemas: a restore needs none. */
export async function userTables(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return row?.n ?? 0;
}

export async function pgRestore(unpacked: string, databaseUrl: string): Promise<void> {
  const { dbname, env } = pgConnection(databaseUrl);
  await tool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      path.join(unpacked, PG_DUMP),
    ],
    env,
  );
}

/** Moves the unpacked uploads into `DATA_DIR/uploads` (same file system: a rename). */
export function placeUploads(unpacked: string, dataDir: string): void {
  const from = path.join(unpacked, 'uploads');
  const to = path.join(dataDir, 'uploads');
  if (!existsSync(from)) {
    mkdirSync(to, { recursive: true });
    return;
  }
  rmSync(to, { recursive: true, force: true }); // empty, checked before
  renameSync(from, to);
}
