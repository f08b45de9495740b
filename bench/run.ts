/**
 * `npm run bench`: builds, seeds a fresh PostgreSQL database with the demo content plus
 * BENCH_SCALE generated posts, starts the production server and measures the read API and
 * server-rendered pages with autocannon, once with the micro-cache off ('uncached': every
 * request does the full work) and once with the default ('micro-cached'). Prints a table per
 * mode against the /healthz ceiling and the targets (50× / 20× what WordPress serves on the
 * same box) and writes bench/results/latest.json. A benchmark, not a test: it exits 0 when
 * targets are missed, non-zero only when it could not measure.
 *
 * Environment:
 *   BENCH_SCALE         generated posts on top of the demo content (default 100000; 0: demo only)
 *   BENCH_SECONDS       measured seconds per URL, after a 2 s warm-up (default 10)
 *   BENCH_DATABASE_URL  use this database instead of creating awaaz_bench; it is seeded only
 *                       when it has no users yet
 *   BENCH_SKIP_BUILD=1  reuse build/ when build/server/entry-server.js exists
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3199;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** per request; slow endpoints under 50 connections queue for many seconds */
const REQUEST_TIMEOUT_SECONDS = 30;
const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'awaaz_bench';

/** Targets: 50× WordPress's 59 req/s for the read API, 20× its 42 req/s for pages. */
const TARGETS = { api: 50 * 59, page: 20 * 42 } as const;
type Kind = 'ceiling' | keyof typeof TARGETS;

const MODES = [
  { name: 'uncached', microCacheMs: '0' },
  { name: 'micro-cached', microCacheMs: '1000' },
] as const;

// autocannon ships no types; this is the part of its programmatic API used here.
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  warmup?: { connections: number; duration: number };
  headers?: Record<string, string>;
  timeout?: number;
}) => PromiseLike<CannonResult> & { stop(): void };
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

interface Target {
  name: string;
  kind: Kind;
  path: string;
}

interface Row extends Target {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** socket errors, timeouts included */
  errors: number;
  timeouts: number;
  ratio: number;
  target: number | null;
  met: boolean | null;
}

if (!Number.isInteger(SCALE) || SCALE < 0)
  fail(`BENCH_SCALE must be a whole number: ${process.env.BENCH_SCALE}`);
if (!(SECONDS > 0)) fail(`BENCH_SECONDS must be positive: ${process.env.BENCH_SECONDS}`);

let server: ChildProcess | null = null;
process.on('SIGINT', () => void stopServer().then(() => process.exit(130)));

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await stopServer();
  process.exit(1);
}

async function main() {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-bench-'));
  const { databaseUrl, fresh } = await prepareDatabase();
  console.log(`database: ${databaseUrl}${fresh ? ' (fresh)' : ''}\ndata dir: ${dataDir}`);

  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'build/server/entry-server.js'))) {
    console.log('build: skipped (BENCH_SKIP_BUILD=1)');
  } else {
    const t = Date.now();
    await run('npm', ['run', 'build'], {}, 10 * 60_000);
    console.log(`build: ${seconds(Date.now() - t)}`);
  }

  let seedMs: number | null = null;
  if (fresh || !(await hasUsers(databaseUrl))) {
    const t = Date.now();
    const args = ['server/seed/run-seed.ts', ...(SCALE > 0 ? ['--scale', String(SCALE)] : [])];
    await run(process.execPath, args, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, 60 * 60_000);
    seedMs = Date.now() - t;
    console.log(`seed: demo content + ${SCALE} generated posts in ${seconds(seedMs)}`);
  } else {
    console.log('seed: skipped (the database already has content)');
  }

  const results: Record<string, Row[]> = {};
  let targets: Target[] | null = null;
  for (const mode of MODES) {
    await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      MICRO_CACHE_MS: mode.microCacheMs,
    });
    try {
      targets ??= await discoverTargets();
      console.log(
        `\n${mode.name} (MICRO_CACHE_MS=${mode.microCacheMs}): ${targets.length} URLs, ${SECONDS} s each`,
      );
      results[mode.name] = await measureAll(targets);
    } finally {
      await stopServer();
    }
    printTable(mode.name, results[mode.name]!);
  }

  const outDir = path.join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    scale: SCALE,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    seedMs,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    targets: TARGETS,
    modes: results,
  };
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults: bench/results/latest.json (total ${seconds(Date.now() - started)})`);
  console.log(`the database is left for inspection: ${databaseUrl}`);
}

/** A fresh awaaz_bench, or BENCH_DATABASE_URL as given. */
async function prepareDatabase(): Promise<{ databaseUrl: string; fresh: boolean }> {
  if (process.env.BENCH_DATABASE_URL) return { databaseUrl: process.env.BENCH_DATABASE_URL, fresh: false };
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await client.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  return { databaseUrl: url.toString(), fresh: true };
}

async function hasUsers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // a database that was never migrated has no users table; PostgreSQL resolves table names
    // before running a statement, so the existence check must come first, on its own
    const table = await client.query<{ found: boolean }>(`SELECT to_regclass('users') IS NOT NULL AS found`);
    if (!table.rows[0]?.found) return false;
    const { rows } = await client.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS found');
    return rows[0]?.found === true;
  } finally {
    await client.end();
  }
}

/** Runs a command to completion with inherited output; rejects on failure or after `timeoutMs`. */
function run(command: string, args: string[], env: Record<string, string>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${seconds(timeoutMs)}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting (${exited})`);
    try {
      const response = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server was not ready within 120 s');
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

/**
 * Requests that were still queued when autocannon stopped keep the server and the database
 * busy; wait until a trivial query answers promptly so they do not slow the next URL.
 */
async function waitUntilIdle() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    try {
      const response = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.ok && performance.now() - t < 50) return;
    } catch {
      // still busy
    }
    await sleep(500);
  }
  console.warn('  (the server was still busy 120 s after the run)');
}

async function getJson<T>(urlPath: string): Promise<{ body: T; total: number }> {
  const response = await fetch(BASE + urlPath, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-wp-total') ?? 0) };
}

/** The URLs to measure, with ids, words and paths taken from the seeded data. */
async function discoverTargets(): Promise<Target[]> {
  const { body: latest } = await getJson<{ id: number; link: string }[]>('/wp-json/wp/v2/posts?per_page=1');
  const post = latest[0];
  if (!post) throw new Error('the API lists no published posts');
  // of the newest posts, the one with the most top-level comments
  const { body: recent } = await getJson<{ id: number }[]>('/wp-json/wp/v2/posts?per_page=20&_fields=id');
  let commented = 0;
  let most = 0;
  for (const { id } of recent) {
    const { total } = await getJson(`/wp-json/wp/v2/comments?post=${id}&parent=0&per_page=1`);
    if (total > most) [commented, most] = [id, total];
  }
  if (!commented) throw new Error('none of the newest posts has comments');
  // A town from the generated titles (in roughly one post in twelve) rather than a word of
  // the generated body text, which is in most posts; then common words as a fallback.
  const english = await findSearchWord(['Shimla', 'climate', 'water', 'the']);
  const hindi = await findSearchWord(['शिमला', 'पानी', 'और']);
  const search = (word: string) => `/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}&per_page=10`;
  return [
    { name: 'GET /healthz (ceiling)', kind: 'ceiling', path: '/healthz' },
    { name: 'API posts list', kind: 'api', path: '/wp-json/wp/v2/posts?per_page=10' },
    { name: 'API posts list _embed', kind: 'api', path: '/wp-json/wp/v2/posts?per_page=10&_embed=1' },
    { name: 'API single post', kind: 'api', path: `/wp-json/wp/v2/posts/${post.id}` },
    {
      name: 'API comments of a post',
      kind: 'api',
      path: `/wp-json/wp/v2/comments?post=${commented}&parent=0&per_page=100`,
    },
    { name: 'API categories', kind: 'api', path: '/wp-json/wp/v2/categories?per_page=100' },
    { name: `API search "${english}"`, kind: 'api', path: search(english) },
    { name: `API search "${hindi}"`, kind: 'api', path: search(hindi) },
    { name: 'page /', kind: 'page', path: '/' },
    { name: 'page post', kind: 'page', path: new URL(post.link).pathname },
  ];
}

async function findSearchWord(candidates: string[]): Promise<string> {
  for (const word of candidates) {
    const { total } = await getJson(`/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}&per_page=1`);
    if (total > 0) return word;
  }
  throw new Error(`no post matches any of: ${candidates.join(', ')}`);
}

async function measureAll(targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  let ceiling = 0;
  for (const target of targets) {
    const result = await cannon(BASE + target.path);
    await waitUntilIdle();
    const rps = result.requests.average;
    if (target.kind === 'ceiling') ceiling = rps;
    const goal = target.kind === 'ceiling' ? null : TARGETS[target.kind];
    const row: Row = {
      ...target,
      rps: Math.round(rps),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      ratio: ceiling > 0 ? rps / ceiling : 0,
      target: goal,
      met: goal === null ? null : rps >= goal && result.non2xx === 0 && result.errors === 0,
    };
    rows.push(row);
    console.log(`  ${target.name}: ${row.rps} req/s, p99 ${row.p99} ms`);
  }
  return rows;
}

/** One autocannon run (warm-up, then the measured window), stopped if it overruns. */
async function cannon(url: string): Promise<CannonResult> {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  const limitMs = (SECONDS + WARMUP_SECONDS + REQUEST_TIMEOUT_SECONDS + 30) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      instance.stop();
      reject(new Error(`autocannon on ${url} did not finish within ${seconds(limitMs)}`));
    }, limitMs);
  });
  try {
    return await Promise.race([Promise.resolve(instance), overrun]);
  } finally {
    clearTimeout(timer);
  }
}

function printTable(mode: string, rows: Row[]) {
  const header = ['name', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs /healthz', 'target'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toLocaleString('en-US'),
    ms(r.p50),
    ms(r.p99),
    String(r.non2xx),
    r.timeouts ? `${r.errors} (${r.timeouts} timed out)` : String(r.errors),
    `${(r.ratio * 100).toFixed(1)}%`,
    r.target === null ? '(ceiling)' : `${r.target.toLocaleString('en-US')} ${r.met ? '✓' : '✗'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${mode}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
}

function ms(value: number) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}
