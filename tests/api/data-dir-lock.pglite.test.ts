/**
 * The real server process on an embedded data directory, and the commands that would open
 * the same directory while it runs (issue 12): make-admin goes through the server, the seed
 * and a second server refuse, nothing is lost or corrupted, and a killed server's lock and
 * socket are taken over by the next start.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type ControlRequest, callControlSocket, controlSocketFile } from '#server/control-socket.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock, lockFile } from '#server/db/data-dir-lock.ts';

const execFileAsync = promisify(execFile);
const PORT = 3510;
const SECOND_PORT = 3511;
const dataDir = mkdtempSync(path.join(tmpdir(), 'awaaz-lock-server-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
};
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  log(): string;
  exited: Promise<number | null>;
}

/** Starts `node server/main.ts`; `ready` settles once it answers /readyz (or it exited). */
function spawnServer(): Server & { ready: Promise<void> } {
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      gone = true;
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = (async () => {
    // the first start migrates and seeds the demo content before it listens
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (gone) throw new Error(`the server exited while starting:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
      const answered = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await sleep(250);
    }
  })();
  return { child, log: () => output, exited, ready };
}

async function startServer(): Promise<Server> {
  const server = spawnServer();
  await server.ready;
  return server;
}

async function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Runs a command to its end; a failure comes back as its exit code and output, not a throw. */
async function command(file: string, args: string[], extraEnv: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, {
      env: { ...env, ...extraEnv },
      timeout: 150_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const makeAdmin = (email: string) => command('npm', ['run', '--silent', 'make-admin', '--', email]);

/** Warnings are expected (no SMTP_URL in a test); errors and PGlite aborts are not. */
function expectCleanLog(log: string) {
  expect(log).not.toMatch(/error|aborted/i);
  expect(log).not.toMatch(/"level":(50|60)/);
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// One server and one data directory through the three steps, so they run in order.
// PGlite only (`.pglite.test.ts`, vitest.config.ts): the lock and the control socket are about
// the embedded database; PostgreSQL needs neither.
describe('a server and the commands on its data directory', { shuffle: false }, () => {
  it('make-admin goes through the running server; seed and a second server refuse', async () => {
    const server = await startServer();

    const made = await makeAdmin('someone@example.com');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      new RegExp(
        `Created user #\\d+ \\(member-\\d+\\) as administrator \\(PGlite in ${dataDir}, through the server, pid ${server.child.pid}\\)`,
      ),
    );

    // only this OS user may talk to the server, and only about what the commands need
    expect(statSync(controlSocketFile(dataDir)).mode & 0o777).toBe(0o600);
    await expect(
      callControlSocket(dataDir, { op: 'seed', email: '' } as unknown as ControlRequest),
    ).rejects.toThrow(/unknown operation: seed/);

    for (let i = 0; i < 100; i++) {
      const url = i % 2 ? '/readyz' : `/wp-json/wp/v2/posts?per_page=5&page=${1 + (i % 5)}`;
      const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }

    const second = await command(process.execPath, ['server/main.ts'], {
      PORT: String(SECOND_PORT),
      PUBLIC_URL: `http://127.0.0.1:${SECOND_PORT}`,
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(
      new RegExp(`in use by the server \\(pid ${server.child.pid}, .*\\); stop it first`),
    );

    const seed = await command('npm', ['run', '--silent', 'seed']);
    expect(seed.code).toBe(1);
    expect(seed.stderr).toMatch(/in use by the server .*stop the server first/);

    await stopServer(server);
    expect(existsSync(lockFile(dataDir))).toBe(false);
    expect(existsSync(controlSocketFile(dataDir))).toBe(false);
    expectCleanLog(server.log());
  }, 400_000);

  it('keeps the role across restarts and takes over the lock and socket of a killed server', async () => {
    const restarted = await startServer();
    const again = await makeAdmin('someone@example.com');
    expect(again.stdout).toMatch(
      /User #\d+ \(member-\d+\) is already an administrator \(.*through the server/,
    );
    expectCleanLog(restarted.log());

    restarted.child.kill('SIGKILL');
    await restarted.exited;
    expect(existsSync(lockFile(dataDir))).toBe(true);
    expect(existsSync(controlSocketFile(dataDir))).toBe(true);

    const successor = await startServer();
    const promoted = await makeAdmin('other.person@example.com');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toMatch(
      new RegExp(`Created user #\\d+ \\(member-\\d+\\) .*through the server, pid ${successor.child.pid}\\)`),
    );
    await stopServer(successor);
    expectCleanLog(successor.log());

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.query<{ email: string; role: string }>(
        `SELECT email, role FROM users WHERE email IN ('someone@example.com', 'other.person@example.com') ORDER BY email`,
      );
      expect(rows).toEqual([
        { email: 'other.person@example.com', role: 'administrator' },
        { email: 'someone@example.com', role: 'administrator' },
      ]);
    } finally {
      await database.close();
    }
  }, 400_000);

  it('make-admin refuses while a command holds the directory; a server start waits for it', async () => {
    const lock = acquireDataDirLock(dataDir, 'npm run seed');
    let server: ReturnType<typeof spawnServer>;
    try {
      const refused = await makeAdmin('third@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /in use by npm run seed \(pid \d+.*wait until it has finished, then try again/,
      );
      server = spawnServer();
      const deadline = Date.now() + 60_000;
      while (!/waiting for it to finish/.test(server.log()) && Date.now() < deadline) await sleep(100);
    } finally {
      lock.release();
    }
    await server.ready;
    expect(server.log()).toMatch(/in use by npm run seed .*waiting for it to finish/);
    await stopServer(server);
    expectCleanLog(server.log());

    // with nobody on the directory the command opens it itself, as before
    const direct = await makeAdmin('third@example.com');
    expect(direct.stdout).toMatch(
      new RegExp(`Created user #\\d+ \\(member-\\d+\\) as administrator \\(PGlite in ${dataDir}\\)`),
    );
  }, 200_000);
});
