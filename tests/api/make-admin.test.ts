import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { makeAdmin } from '#server/domain/auth/accounts.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const roleOf = async (email: string) =>
  (await t.database.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email]))[0]?.role;

describe('make-admin', () => {
  it('creates a missing account as administrator and promotes an existing one', async () => {
    const created = await makeAdmin(t.database, ' First.Admin@Example.org ');
    // decisions §10: a new account is named by its member, never after its address
    expect(created).toMatchObject({ created: true, slug: `member-${created.id}` });
    expect(await roleOf('first.admin@example.org')).toBe('administrator');
    await t.database.query(
      `INSERT INTO users (email, slug, name) VALUES ('reader@example.org', 'reader', 'Reader')`,
    );
    const promoted = await makeAdmin(t.database, 'reader@example.org');
    expect(promoted).toMatchObject({ created: false, wasRole: 'subscriber' });
    expect(await roleOf('reader@example.org')).toBe('administrator');
    await expect(makeAdmin(t.database, 'not an address')).rejects.toThrow(/not an e-mail address/);
  });

  it('runs as `npm run make-admin` against a PGlite DATA_DIR and exits 1 on a bad address', async () => {
    if (process.env.TEST_DRIVER === 'pg') return; // the script against PGlite is enough; the function ran on pg above
    const dataDir = mkdtempSync(path.join(tmpdir(), 'awaaz-make-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' };
    try {
      const script = path.resolve('server/cli/make-admin.ts');
      const ok = await run(process.execPath, [script, 'cli.admin@example.org'], { env });
      expect(ok.stdout).toMatch(/Created user #\d+ \(member-\d+\) as administrator/);
      const again = await run(process.execPath, [script, 'cli.admin@example.org'], { env });
      expect(again.stdout).toMatch(/already an administrator/);
      const bad = await run(process.execPath, [script, 'nope'], { env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(bad).toMatchObject({ code: 1 });
      expect((bad as { stderr: string }).stderr).toMatch(/not an e-mail address/);
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.query<{ role: string }>(
          `SELECT role FROM users WHERE email = 'cli.admin@example.org'`,
        );
        expect(rows).toEqual([{ role: 'administrator' }]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
