import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listenControlSocket } from '#server/control-socket.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock, SERVER_HOLDER } from '#server/db/data-dir-lock.ts';
import { seedDemo } from '#server/seed/demo-seed.ts';
import { adminQuery, adminUrlOf, databaseUrlOn } from '#tests/helpers/admin-query.ts';

/**
 * Issue 15: backup, wipe, restore gives the same site: every post, comment, vote and upload
 * back. PGlite always (with the server holding the directory, so the copy goes through its
 * control socket); PostgreSQL when the api-pg project runs (a database of this file's own).
 */
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'awaaz-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TABLES = [
  'users',
  'posts',
  'comments',
  'polls',
  'poll_options',
  'poll_votes',
  'likes',
  'media',
  'terms',
  'post_terms',
  'settings',
];

/** Every row of the tables that make the site, as one digest per table (plus its count). */
async function fingerprint(database: Database) {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await database.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    );
    out[table] = `${row!.n}:${row!.digest}`;
  }
  return out;
}

function uploadsOf(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

const script = (name: string) => path.resolve(`server/cli/${name}.ts`);
const cli = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [script(name), ...args], { env: { ...process.env, NODE_ENV: 'test', ...env } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

async function expectSiteContent(site: Record<string, string>, files: Record<string, string>) {
  // the demo has all of these: a restore that lost one kind of row shows here
  for (const table of ['posts', 'comments', 'poll_votes', 'media'])
    expect(Number(site[table]!.split(':')[0])).toBeGreaterThan(0);
  expect(Object.keys(files).length).toBeGreaterThan(0);
}

describe('npm run backup / restore on PGlite', () => {
  it('copies a running server’s site and restores it onto a fresh data directory', {
    timeout: 240_000,
  }, async () => {
    if (process.env.TEST_DRIVER === 'pg') return; // PostgreSQL has its own test below
    const dataDir = path.join(work, 'pglite-site');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const archive = path.join(work, 'pglite-backup.tar.gz');
    const database = await openDatabase({ dataDir, holder: SERVER_HOLDER });
    const control = await listenControlSocket(dataDir, database, () => {});
    let before: Record<string, string>;
    let files: Record<string, string>;
    try {
      await seedDemo(database, { dataDir, publicUrl: 'http://localhost:3000' });
      before = await fingerprint(database);
      files = uploadsOf(dataDir);
      await expectSiteContent(before, files);
      // writes go on during the copy, two rows per transaction: the copy holds both or neither
      let writing = true;
      let pairs = 0;
      const writer = (async () => {
        while (writing) {
          pairs += 1;
          const name = `pair-${pairs}`;
          await database.db.transaction(async (tx) => {
            for (const half of ['a', 'b'])
              await tx.execute(
                sql`INSERT INTO contact_submissions (form_id, name, email, subject, message) VALUES (1, ${name}, 'w@example.org', ${half}, 'm')`,
              );
          });
          await sleep(2); // requests arrive with gaps; a loop without any would starve other callers
        }
      })();
      const made = await cli('backup', [archive], env).finally(() => {
        writing = false;
      });
      await writer;
      expect(made.stdout).toMatch(/copied by the running server/);
      expect(pairs).toBeGreaterThan(1);
      // a restore never goes over a site, least of all a running one
      const over = await failure(cli('restore', [archive], env));
      expect(over.code).toBe(1);
      expect(over.stderr).toMatch(/holds a database already/);
      // the running server's site is untouched by the backup
      expect(await fingerprint(database)).toEqual(before);
    } finally {
      await control?.close();
      await database.close();
    }

    // a fresh directory that a server holds (it has just started): refused too
    const busyDir = path.join(work, 'pglite-busy');
    mkdirSync(busyDir);
    const lock = acquireDataDirLock(busyDir, SERVER_HOLDER);
    try {
      const busy = await failure(cli('restore', [archive], { DATA_DIR: busyDir, DATABASE_URL: '' }));
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/stop the server first/);
    } finally {
      lock.release();
    }

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await cli('restore', [archive], env);
    expect(restored.stdout).toMatch(/Restored .* posts/);
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await fingerprint(reopened)).toEqual(before);
      const halves = await reopened.query<{ name: string; n: number }>(
        `SELECT name, count(*)::int AS n FROM contact_submissions WHERE name LIKE 'pair-%' GROUP BY name`,
      );
      expect(halves.filter((row) => row.n !== 2)).toEqual([]);
    } finally {
      await reopened.close();
    }
    expect(uploadsOf(dataDir)).toEqual(files);

    // the server stopped: the backup opens the directory itself
    const second = await cli('backup', [path.join(work, 'pglite-again.tar.gz')], env);
    expect(second.stdout).toMatch(/Backup written/);
    expect(second.stdout).not.toMatch(/running server/);
  });
});

describe('npm run backup / restore on PostgreSQL', () => {
  it('restores a pg_dump of the site into an empty database', { timeout: 240_000 }, async () => {
    if (process.env.TEST_DRIVER !== 'pg') return; // needs DATABASE_URL (the api-pg project)
    const adminUrl = adminUrlOf();
    const name = `awaaz_backup_test_${process.pid}`;
    const admin = (sql: string) => adminQuery(adminUrl, sql);
    const databaseUrl = databaseUrlOn(adminUrl, name);
    const dataDir = path.join(work, 'pg-site');
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const archive = path.join(work, 'pg-backup.tar.gz');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    try {
      const database = await openDatabase({ databaseUrl, dataDir });
      let before: Record<string, string>;
      try {
        await seedDemo(database, { dataDir, publicUrl: 'http://localhost:3000' });
        before = await fingerprint(database);
      } finally {
        await database.close();
      }
      const files = uploadsOf(dataDir);
      await expectSiteContent(before, files);
      const made = await cli('backup', [archive], env);
      expect(made.stdout).toMatch(/Backup written .*PostgreSQL/);

      // into a database that has a site: refused
      const other = path.join(work, 'pg-other-dir');
      const over = await failure(cli('restore', [archive], { DATA_DIR: other, DATABASE_URL: databaseUrl }));
      expect(over.code).toBe(1);
      expect(over.stderr).toMatch(/not empty/);

      // wipe: a new empty database and no uploads
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      rmSync(dataDir, { recursive: true, force: true });
      const restored = await cli('restore', [archive], env);
      expect(restored.stdout).toMatch(/Restored .* posts/);
      const reopened = await openDatabase({ databaseUrl, dataDir });
      try {
        expect(await fingerprint(reopened)).toEqual(before);
      } finally {
        await reopened.close();
      }
      expect(uploadsOf(dataDir)).toEqual(files);

      // a PostgreSQL backup does not go into PGlite
      const wrong = await failure(
        cli('restore', [archive], { DATA_DIR: path.join(work, 'pg-to-pglite'), DATABASE_URL: '' }),
      );
      expect(wrong.stderr).toMatch(/backup is of PostgreSQL/);
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
