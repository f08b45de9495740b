/**
 * `npm run chaos`: the server under a mixed read/write load while PostgreSQL takes its
 * connections away (issue 15, item 1). Not part of `npm test`: it needs a PostgreSQL server of
 * its own to create a database on, and a minute.
 *
 * It creates a fresh database, starts the server on it (the demo content loads on the first
 * start), makes CHAOS_CONNECTIONS editors with sessions, and runs that many request loops for
 * CHAOS_SECONDS: reads of posts, one post, comments, and comment writes. Meanwhile it
 * terminates every backend of ITS OWN database five times (`pg_terminate_backend` filtered on
 * the database name), and with `--restart` also restarts PostgreSQL twice
 * (`pg_ctlcluster --skip-systemctl-redirect 15 main restart`; only where nobody else uses the
 * server). It then checks, and exits 1 if any fails:
 *   - the server process never exited;
 *   - every failed request answered 503 (no 500, no other 5xx, no hang past the timeout, no
 *     refused connection);
 *   - every comment whose write answered 201 is in the database afterwards (counted by id).
 *
 * Environment:
 *   CHAOS_ADMIN_URL    a PostgreSQL URL that may create and drop databases
 *                      (default postgres://postgres@127.0.0.1:5432/postgres)
 *   CHAOS_PORT         the server's port (default 3198)
 *   CHAOS_SECONDS      length of the load (default 60)
 *   CHAOS_CONNECTIONS  parallel request loops (default 50)
 *   CHAOS_KEEP=1       keep the database afterwards
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { createSession } from '#server/domain/auth/sessions.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.CHAOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.CHAOS_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CHAOS_CONNECTIONS ?? 50);
const TERMINATIONS = 5;
const RESTART = process.argv.includes('--restart');
const RESTARTS = 2;
/** a request still unanswered after this long counts as a hang */
const REQUEST_TIMEOUT_MS = 20_000;
const DB_NAME = `awaaz_chaos_${process.pid}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-chaos-'));
const logFile = path.join(dataDir, 'server.log');
let server: ChildProcess | null = null;
let serverExit: string | null = null;

const statuses = new Map<string, number>();
const failures: string[] = [];
const acknowledged = new Map<number, string>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

try {
  const ok = await main();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`chaos: ${error instanceof Error ? error.stack : String(error)}`);
  await stopServer();
  process.exit(1);
}

async function main(): Promise<boolean> {
  const databaseUrl = await createDatabase();
  console.log(`database: ${DB_NAME}\nserver log: ${logFile}`);
  try {
    await startServer(databaseUrl);
    const writers = await makeEditors(databaseUrl);
    const postIds = (
      await adminQuery<{ id: number }>(
        databaseUrl,
        `SELECT id FROM posts WHERE status = 'publish' AND type = 'post' ORDER BY id LIMIT 20`,
      )
    ).map((row) => row.id);
    if (postIds.length === 0) throw new Error('no published posts after seeding');

    console.log(
      `load: ${CONNECTIONS} connections for ${SECONDS} s; ${TERMINATIONS} terminations${RESTART ? `, ${RESTARTS} restarts` : ''}`,
    );
    const until = Date.now() + SECONDS * 1000;
    const loops = Array.from({ length: CONNECTIONS }, (_, i) => loop(i, until, writers[i]!, postIds));
    const chaos = runChaos(until);
    await Promise.all([...loops, chaos]);

    // every acknowledged write must be there, read straight from PostgreSQL
    await sleep(1000);
    const ids = [...acknowledged.keys()];
    const found = await adminQuery<{ id: number; content: string }>(
      databaseUrl,
      `SELECT id, content FROM comments WHERE id = ANY($1::int[])`,
      [ids],
    );
    const present = new Map(found.map((row) => [row.id, row.content]));
    const missing = ids.filter((id) => !present.get(id)?.includes(acknowledged.get(id)!));
    const alive =
      serverExit === null &&
      (await fetch(`${BASE}/healthz`)
        .then((r) => r.ok)
        .catch(() => false));

    console.log('\nanswers:');
    for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(12)} ${n}`);
    console.log(
      `acknowledged comment writes: ${ids.length}, in the database: ${ids.length - missing.length}`,
    );
    console.log(`server process: ${serverExit === null ? 'running' : `exited (${serverExit})`}`);
    if (missing.length)
      failures.push(`${missing.length} acknowledged comments missing: ${missing.slice(0, 10)}`);
    if (!alive) failures.push(`the server is not answering /healthz (${serverExit ?? 'no answer'})`);
    if (ids.length === 0) failures.push('no write was acknowledged: the load did not run');
    const ok = failures.length === 0;
    console.log(ok ? '\nPASS' : `\nFAIL\n  ${[...new Set(failures)].slice(0, 30).join('\n  ')}`);
    return ok;
  } finally {
    await stopServer();
    if (process.env.CHAOS_KEEP !== '1') await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One client: reads and writes in a loop until the time is up. */
async function loop(index: number, until: number, writer: AuthHeaders, postIds: number[]) {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const postId = postIds[(index + n) % postIds.length]!;
    const pick = Math.random();
    if (pick < 0.35) {
      const tag = `chaos ${index}-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const response = await request('POST', '/wp-json/wp/v2/comments', writer, {
        post: postId,
        content: `A comment under load: ${tag}`,
      });
      if (response?.status === 201) {
        const body = (await response.json()) as { id: number };
        acknowledged.set(body.id, tag);
      }
    } else if (pick < 0.6) await request('GET', `/wp-json/wp/v2/comments?post=${postId}&per_page=20`);
    else if (pick < 0.8) await request('GET', `/wp-json/wp/v2/posts/${postId}`);
    else await request('GET', `/wp-json/wp/v2/posts?per_page=10&page=${1 + (n % 3)}`);
  }
}

async function request(method: string, url: string, headers?: AuthHeaders, body?: unknown) {
  try {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: { ...(headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    count(String(response.status));
    if (response.status >= 500 && response.status !== 503) {
      failures.push(`${method} ${url} → ${response.status} ${(await response.text()).slice(0, 200)}`);
      return null;
    }
    if (response.status === 503) {
      const text = await response.text();
      if (!text.includes('"database_unavailable"'))
        failures.push(`${method} ${url} → 503 ${text.slice(0, 200)}`);
      return null;
    }
    if (response.status >= 400) {
      failures.push(`${method} ${url} → ${response.status} ${(await response.text()).slice(0, 200)}`);
      return null;
    }
    return response;
  } catch (error) {
    const name = (error as Error).name === 'TimeoutError' ? 'hang' : 'no answer';
    count(name);
    failures.push(`${method} ${url} → ${name}: ${(error as Error).message}`);
    await sleep(100);
    return null;
  }
}

/** Terminations spread over the run, restarts between them. */
async function runChaos(until: number) {
  const start = Date.now();
  const span = until - start;
  const events: { at: number; what: 'terminate' | 'restart' }[] = [];
  for (let i = 1; i <= TERMINATIONS; i++)
    events.push({ at: (span * i) / (TERMINATIONS + 1), what: 'terminate' });
  if (RESTART)
    for (let i = 1; i <= RESTARTS; i++)
      events.push({ at: (span * (2 * i - 1)) / (2 * RESTARTS) + 1500, what: 'restart' });
  events.sort((a, b) => a.at - b.at);
  for (const event of events) {
    const wait = start + event.at - Date.now();
    if (wait > 0) await sleep(wait);
    if (event.what === 'terminate') {
      const rows = await adminQuery<{ ended: boolean }>(
        ADMIN_URL,
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [DB_NAME],
      ).catch((error: Error) => {
        console.log(`  terminate failed: ${error.message}`);
        return [];
      });
      console.log(`  ${seconds(Date.now() - start)}: terminated ${rows.length} backends of ${DB_NAME}`);
    } else {
      const result = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart'], {
        encoding: 'utf8',
      });
      console.log(
        `  ${seconds(Date.now() - start)}: PostgreSQL restart ${result.status === 0 ? 'done' : `failed: ${result.stderr || result.error}`}`,
      );
      if (result.status !== 0)
        failures.push(`pg_ctlcluster restart failed: ${result.stderr || result.error}`);
    }
  }
}

type AuthHeaders = Record<string, string>;

/** Editors skip the comment flood guard, so every loop can keep writing for the whole run. */
async function makeEditors(databaseUrl: string): Promise<AuthHeaders[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO users (email, slug, name, role)
       SELECT 'chaos-' || g || '@example.com', 'chaos-' || g, 'Chaos ' || g, 'editor'
         FROM generate_series(1, $1::int) AS g
       RETURNING id`,
      [CONNECTIONS],
    );
    const headers: AuthHeaders[] = [];
    for (const row of rows) {
      const session = await createSession(database, row.id);
      headers.push({ cookie: `yka_session=${session.token}`, 'x-wp-nonce': session.nonce });
    }
    return headers;
  } finally {
    await database.close();
  }
}

async function adminQuery<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query(text, params)).rows as T[];
    } catch (error) {
      // during a restart the server refuses connections for a moment
      if (attempt >= 20) throw error;
      await sleep(500);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function createDatabase(): Promise<string> {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function dropDatabase() {
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch((error: Error) =>
    console.error(`could not drop ${DB_NAME}: ${error.message}`),
  );
}

async function startServer(databaseUrl: string) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      // the load measures faults, not the cache
      MICRO_CACHE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  server = child;
  child.on('exit', (code, signal) => {
    serverExit = signal ?? `exit ${code}`;
    if (server === child) {
      failures.push(`the server process exited (${serverExit}); see ${logFile}`);
      console.log(`  the server process exited (${serverExit})`);
    }
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverExit) throw new Error(`the server stopped while starting (${serverExit}); see ${logFile}`);
    try {
      const response = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server was not ready within 180 s');
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}
