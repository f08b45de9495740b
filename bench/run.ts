/**
 * `npm run bench`: the read API and the rendered post page under load, on PostgreSQL, the way
 * issue 14 measures them: `wrk -t2 -c50` against the production server (one worker per core),
 * first uncached (micro-cache and count cache off: every request does the whole work, as for a
 * reader arriving from a WhatsApp link to a page nobody asked for in the last second), then
 * with the caches on. For each URL: requests/s, p50 and p99 latency, SQL round trips per
 * request (the server's X-SQL-Statements), and the ratio to stock WordPress's figures on this
 * machine kind (70 req/s for a 10-post list, 50 for a rendered post page; WordPress itself
 * cannot be installed here). Each scale of BENCH_SCALES gets a fresh database and its own
 * server, all seeded before the first measurement; each URL is then measured at every scale in
 * turn, so that the comparison of scales (issue 14: within 10 %) is not a comparison of two
 * moments of a host whose speed drifts. Writes bench/results/latest.json. A benchmark, not a
 * test: it exits 0 when targets are missed.
 *
 * Environment:
 *   BENCH_SCALES        generated posts on top of the demo's 70, per run (default 1000,100000)
 *   BENCH_SECONDS       measured seconds per URL, after a 2 s warm-up (default 10)
 *   BENCH_WARM_SECONDS  seconds of load on every URL of a freshly started server before any
 *                       is measured (default 3; 0 skips it)
 *   BENCH_CONNECTIONS   open connections (default 50); BENCH_THREADS wrk threads (default 2)
 *   BENCH_SKIP_BUILD=1  reuse build/ when build/server/entry-server.js exists
 *   WEB_CONCURRENCY     server processes (default: one per core)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freshDatabase } from '../scripts/fresh-database.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** the first scale's server; the next ones listen on the ports after it */
const PORT = 3199;
const SCALES = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const WARMUP_SECONDS = 2;
/**
 * A freshly started server is slow for its first seconds under load (V8 still compiling the
 * hot paths, the heap still growing): a posts list served 500–590 req/s in its first 3 s and
 * 890–1,150 in the next ones (2026-11-28, two workers). The first URLs measured would pay for
 * it and the last ones not, so every server first serves every URL for this long.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'awaaz_bench';
/** Issue 14: at 100,000 posts the figures hold within 10 % of those at 1,000. */
const SCALE_TOLERANCE = 0.1;

/** Stock WordPress on this machine kind (DEVELOPERS.md): a 10-post list, a rendered post page. */
const WORDPRESS = { api: 70, page: 50 } as const;
/** Issue 14: every read endpoint 50× WordPress, the rendered post page 20×. */
const TARGETS = { api: 50 * WORDPRESS.api, page: 20 * WORDPRESS.page } as const;
type Kind = 'ceiling' | keyof typeof TARGETS;

const MODES = [
  { name: 'uncached', env: { MICRO_CACHE_MS: '0', COUNT_CACHE_MS: '0' } },
  { name: 'cached', env: { MICRO_CACHE_MS: '1000', COUNT_CACHE_MS: '5000' } },
] as const;

interface Target {
  name: string;
  kind: Kind;
  path: string;
  /** a signed-in reader's session cookie: their answers are their own, never cached */
  cookie?: string;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Row extends Target {
  statements: number;
  uncached: Measured;
  cached: Measured;
}

/** wrk's summary, printed as JSON by its `done` hook. */
const REPORT = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors, summary.errors.status))
end
`;

for (const scale of SCALES)
  if (!Number.isInteger(scale) || scale < 0)
    fail(`BENCH_SCALES must be whole numbers: ${process.env.BENCH_SCALES}`);
if (!(SECONDS > 0)) fail(`BENCH_SECONDS must be positive: ${process.env.BENCH_SECONDS}`);
if (!(WARM_SECONDS >= 0)) fail(`BENCH_WARM_SECONDS must be 0 or more: ${process.env.BENCH_WARM_SECONDS}`);
const WRK = which('wrk');
if (!WRK) fail('wrk is not installed: apt-get install -y wrk');

const servers: ChildProcess[] = [];
process.on('SIGINT', () => void stopServers().then(() => process.exit(130)));

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await stopServers();
  process.exit(1);
}

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'build/server/entry-server.js'))) {
    console.log('build: skipped (BENCH_SKIP_BUILD=1)');
  } else {
    await run('npm', ['run', 'build'], {}, 10 * 60_000);
  }
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: await postgresVersion(),
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
  console.log(
    `machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}; load ${machine.load}`,
  );
  console.log(
    `load: wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s after a ${WARMUP_SECONDS} s warm-up, on servers that first served every URL for ${WARM_SECONDS} s`,
  );
  const scales = [];
  for (const scale of SCALES) scales.push(await seedScale(scale));
  const runs = await benchScales(scales);
  const outDir = path.join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, seconds: SECONDS, connections: CONNECTIONS, threads: THREADS, warmSeconds: WARM_SECONDS, wordpress: WORDPRESS, targets: TARGETS, runs }, null, 2)}\n`,
  );
  console.log(`\nresults: bench/results/latest.json (total ${seconds(Date.now() - started)})`);
}

interface Scale {
  scale: number;
  posts: number;
  databaseUrl: string;
  dataDir: string;
  /** the session cookie of a reader who blocks no one */
  readerCookie: string;
}

/** A fresh database of the demo content and `scale` generated posts. */
async function seedScale(scale: number): Promise<Scale> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-bench-'));
  const databaseUrl = await freshDatabase(ADMIN_URL, `${BENCH_DB}_${scale}`);
  const t = Date.now();
  await run(
    process.execPath,
    ['server/seed/run-seed.ts', ...(scale > 0 ? ['--scale', String(scale)] : [])],
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    60 * 60_000,
  );
  // Issue 14 measures a post's 100 comments: the second newest post gets a conversation that
  // long (the newest, whose page is measured, keeps the few the demo gives it). It replaces the
  // comments the scale seed left there, which differ from one seeding to the next: one Hindi
  // comment among them made V8 hold the whole answer as UTF-16, a third more of Node's time, and
  // the two scales then measured different answers. A third of this conversation is in Hindi,
  // as on the site, the same at every scale.
  await query(
    databaseUrl,
    `WITH p AS (SELECT id FROM posts WHERE type = 'post' AND status = 'publish' AND listed
                 ORDER BY date DESC, id DESC OFFSET 1 LIMIT 1),
          gone AS (DELETE FROM comments WHERE post_id IN (SELECT id FROM p))
     INSERT INTO comments (post_id, author_id, content, date)
     SELECT p.id, u.id,
            CASE WHEN g % 3 = 0
                 THEN 'टिप्पणी ' || g || ': ' || repeat('इस कहानी पर एक सोचा हुआ शब्द, ', 4)
                 ELSE 'Comment ' || g || ': ' || repeat('a thoughtful word on this story, ', 6) END,
            now() - g * interval '1 minute'
       FROM p
      CROSS JOIN generate_series(1, 100) g
      CROSS JOIN LATERAL (SELECT id FROM users ORDER BY id OFFSET g % 5 LIMIT 1) u`,
  );
  // this machine's PostgreSQL runs without autovacuum (stack-facts 24): fresh statistics and
  // a visibility map, as a live site has them
  await query(databaseUrl, 'VACUUM ANALYZE');
  const [{ posts }] = (await query(
    databaseUrl,
    `SELECT count(*)::int AS posts FROM posts WHERE type <> 'page'`,
  )) as [{ posts: number }];
  console.log(`\n== ${posts.toLocaleString('en-US')} posts (seeded in ${seconds(Date.now() - t)})`);
  return { scale, posts, databaseUrl, dataDir, readerCookie: await readerSession(databaseUrl) };
}

/**
 * A session of a demo reader who blocks no one, as signing in makes it (sessions.ts keeps the
 * token's SHA-256): most members block no one, and their lists must be as fast as a
 * visitor's (decisions 011, *A reader who blocks no one*).
 */
async function readerSession(databaseUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const rows = await query(
    databaseUrl,
    `INSERT INTO sessions (id, user_id, nonce_hash, user_agent, ip, expires_at)
     SELECT '${sha256(token)}', u.id, '', 'bench', '127.0.0.1', now() + interval '1 day'
       FROM users u
      WHERE u.role = 'subscriber' AND u.suspended_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id)
      ORDER BY u.id LIMIT 1 RETURNING user_id`,
  );
  if (rows.length !== 1) throw new Error('the demo content has no reader who blocks no one');
  return `yka_session=${token}`;
}

/**
 * Every URL at every scale, one server per scale (all started, one measured at a time), first
 * uncached, then cached.
 */
async function benchScales(scales: Scale[]) {
  const runs = scales.map(({ scale, posts }) => ({ scale, posts, rows: [] as Row[] }));
  for (const mode of MODES) {
    try {
      const sites: { base: string; targets: Target[] }[] = [];
      for (const [i, { databaseUrl, dataDir, readerCookie }] of scales.entries()) {
        const base = `http://127.0.0.1:${PORT + i}`;
        await startServer(
          { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SQL_STATEMENTS_HEADER: '1', ...mode.env },
          base,
        );
        sites.push({ base, targets: await discoverTargets(base, readerCookie) });
      }
      for (const { base, targets } of sites) await warmServer(base, targets);
      const urls = Math.min(...sites.map(({ targets }) => targets.length));
      for (let t = 0; t < urls; t++) {
        for (const [i, { base, targets }] of sites.entries()) {
          const target = targets[t] as Target;
          const { posts, rows } = runs[i] as (typeof runs)[number];
          const statements = mode.name === 'uncached' ? await statementsOf(base, target) : 0;
          const measured = await measure(base, target);
          rows[t] ??= { ...target, statements, uncached: measured, cached: measured };
          (rows[t] as Row)[mode.name] = measured;
          console.log(
            `  ${mode.name.padEnd(8)} ${posts.toLocaleString('en-US').padStart(7)} posts  ${target.name}: ${Math.round(measured.rps).toLocaleString('en-US')} req/s, p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}${measured.errors + measured.non2xx ? ` (${measured.errors} errors, ${measured.non2xx} non-2xx)` : ''}`,
          );
        }
      }
    } finally {
      await stopServers();
    }
  }
  for (const [i, { posts, rows }] of runs.entries()) printTable(posts, rows, i > 0 ? runs[0] : undefined);
  for (const { dataDir } of scales) rmSync(dataDir, { recursive: true, force: true });
  return runs;
}

async function query(databaseUrl: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function postgresVersion(): Promise<string> {
  const [row] = (await query(ADMIN_URL, 'SHOW server_version')) as [{ server_version: string }];
  return `PostgreSQL ${row.server_version.split(' ')[0]}`;
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

async function startServer(env: Record<string, string>, base: string) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  servers.push(child);
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting (${exited})`);
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server was not ready within 120 s');
}

async function stopServers() {
  const stopping = servers.splice(0).map(async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  await Promise.all(stopping);
}

async function getJson<T>(base: string, urlPath: string): Promise<{ body: T; total: number }> {
  const response = await fetch(base + urlPath, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-wp-total') ?? 0) };
}

async function statementsOf(base: string, target: Target): Promise<number> {
  // the second answer: the first may be the one that reads the site settings for the process
  let statements = 0;
  for (let i = 0; i < 2; i++) {
    const response = await fetch(base + target.path, {
      headers: target.cookie ? { cookie: target.cookie } : {},
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    statements = Number(response.headers.get('x-sql-statements') ?? Number.NaN);
  }
  return statements;
}

/** The URLs of issue 14's list, with ids, words and paths taken from the seeded data. */
async function discoverTargets(base: string, readerCookie: string): Promise<Target[]> {
  const { body: latest } = await getJson<{ id: number; link: string }[]>(
    base,
    '/wp-json/wp/v2/posts?per_page=1',
  );
  const post = latest[0];
  if (!post) throw new Error('the API lists no published posts');
  // of the newest posts, the one with the most top-level comments
  const { body: recent } = await getJson<{ id: number }[]>(
    base,
    '/wp-json/wp/v2/posts?per_page=20&_fields=id',
  );
  let commented = 0;
  let most = 0;
  for (const { id } of recent) {
    const { total } = await getJson(base, `/wp-json/wp/v2/comments?post=${id}&parent=0&per_page=1`);
    if (total > most) [commented, most] = [id, total];
  }
  if (!commented) throw new Error('none of the newest posts has comments');
  const { body: topics } = await getJson<{ id: number; count: number }[]>(
    base,
    '/wp-json/wp/v2/categories?orderby=count&order=desc&per_page=1',
  );
  const topic = topics[0];
  if (!topic || topic.count < 30) throw new Error('no topic holds three pages of posts');
  const word = await findSearchWord(base, ['Shimla', 'climate', 'water', 'the']);
  const unknown = 'quokkas';
  if ((await getJson(base, `/wp-json/wp/v2/posts?search=${unknown}&per_page=1`)).total !== 0)
    throw new Error(`a post holds "${unknown}", the word the benchmark searches for in vain`);
  return [
    { name: '/healthz (ceiling)', kind: 'ceiling', path: '/healthz' },
    { name: 'posts list', kind: 'api', path: '/wp-json/wp/v2/posts?per_page=10' },
    { name: 'posts list _embed', kind: 'api', path: '/wp-json/wp/v2/posts?per_page=10&_embed=1' },
    {
      name: 'posts of a topic, page 3',
      kind: 'api',
      path: `/wp-json/wp/v2/posts?categories=${topic.id}&page=3`,
    },
    { name: 'single post', kind: 'api', path: `/wp-json/wp/v2/posts/${post.id}` },
    {
      name: `100 comments of a post (of ${most})`,
      kind: 'api',
      path: `/wp-json/wp/v2/comments?post=${commented}&parent=0&per_page=100`,
    },
    {
      name: 'top topics',
      kind: 'api',
      path: '/wp-json/wp/v2/categories?orderby=count&order=desc&per_page=10',
    },
    {
      name: `search "${word}"`,
      kind: 'api',
      path: `/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}`,
    },
    {
      name: `search "${word}", by relevance`,
      kind: 'api',
      path: `/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}&orderby=relevance`,
    },
    // a new member's empty Newsfeed and the trending-writers block
    { name: 'trending authors', kind: 'api', path: '/wp-json/yka/v1/follow/?trending=1&per_page=5' },
    // a misspelt or rare word: no kept plan may walk every post looking for it
    { name: `search "${unknown}" (in no post)`, kind: 'api', path: `/wp-json/wp/v2/posts?search=${unknown}` },
    { name: 'rendered post page', kind: 'page', path: new URL(post.link).pathname },
    { name: 'rendered home page', kind: 'page', path: '/' },
    // a member's answers are private: the cached rows measure the same engine
    {
      name: 'posts list, signed in',
      kind: 'api',
      path: '/wp-json/wp/v2/posts?per_page=10',
      cookie: readerCookie,
    },
    {
      name: `search "${word}", signed in`,
      kind: 'api',
      path: `/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}`,
      cookie: readerCookie,
    },
  ];
}

async function findSearchWord(base: string, candidates: string[]): Promise<string> {
  for (const word of candidates) {
    const { total } = await getJson(
      base,
      `/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}&per_page=1`,
    );
    if (total > 0) return word;
  }
  throw new Error(`no post matches any of: ${candidates.join(', ')}`);
}

/** Every URL under load for WARM_SECONDS, unmeasured, then a server at rest. */
async function warmServer(base: string, targets: Target[]) {
  if (WARM_SECONDS === 0) return;
  const t = Date.now();
  for (const target of targets) {
    execFileSync(
      WRK as string,
      [
        `-t${THREADS}`,
        `-c${CONNECTIONS}`,
        `-d${WARM_SECONDS}s`,
        '--timeout',
        '30s',
        ...cookieArgs(target),
        base + target.path,
      ],
      { encoding: 'utf8', maxBuffer: 10 * 2 ** 20 },
    );
    await waitUntilIdle(base);
  }
  console.log(`  warmed ${base} (${targets.length} URLs, ${seconds(Date.now() - t)})`);
}

function cookieArgs(target: Target): string[] {
  return target.cookie ? ['-H', `Cookie: ${target.cookie}`] : [];
}

async function measure(base: string, target: Target): Promise<Measured> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-wrk-'));
  const script = path.join(dir, 'report.lua');
  writeFileSync(script, REPORT);
  const wrk = (secs: number) =>
    execFileSync(
      WRK as string,
      [
        `-t${THREADS}`,
        `-c${CONNECTIONS}`,
        `-d${secs}s`,
        '--timeout',
        '30s',
        '-s',
        script,
        ...cookieArgs(target),
        base + target.path,
      ],
      { encoding: 'utf8', maxBuffer: 10 * 2 ** 20 },
    );
  try {
    wrk(WARMUP_SECONDS);
    const output = wrk(SECONDS);
    const line = output.split('\n').find((l) => l.startsWith('{'));
    if (!line) throw new Error(`wrk printed no summary for ${target.path}:\n${output}`);
    const r = JSON.parse(line) as {
      requests: number;
      seconds: number;
      p50: number;
      p99: number;
      errors: number;
      non2xx: number;
    };
    await waitUntilIdle(base);
    return { rps: r.requests / r.seconds, p50: r.p50, p99: r.p99, errors: r.errors, non2xx: r.non2xx };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Requests still queued when wrk stopped keep the server busy; the next URL waits for them. */
async function waitUntilIdle(base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.ok && performance.now() - t < 50) return;
    } catch {
      // still busy
    }
    await sleep(200);
  }
}

/** One scale's table; after the first, each URL's uncached req/s against the first scale's. */
function printTable(posts: number, rows: Row[], first?: { posts: number; rows: Row[] }) {
  const header = [
    '',
    'SQL',
    'uncached req/s',
    'p50 / p99 ms',
    'cached req/s',
    'p50 / p99 ms',
    '× WordPress',
    'target',
    ...(first ? [`vs ${first.posts.toLocaleString('en-US')}`] : []),
  ];
  const body = rows.map((r, i) => {
    const goal = r.kind === 'ceiling' ? null : TARGETS[r.kind];
    const ratio = r.kind === 'ceiling' ? '' : `${(r.uncached.rps / WORDPRESS[r.kind]).toFixed(0)}×`;
    const met = goal !== null && r.uncached.rps >= goal && r.uncached.errors + r.uncached.non2xx === 0;
    return [
      r.name,
      r.kind === 'ceiling' ? '' : String(r.statements),
      Math.round(r.uncached.rps).toLocaleString('en-US'),
      `${ms(r.uncached.p50)} / ${ms(r.uncached.p99)}`,
      Math.round(r.cached.rps).toLocaleString('en-US'),
      `${ms(r.cached.p50)} / ${ms(r.cached.p99)}`,
      ratio,
      goal === null ? '' : `${goal.toLocaleString('en-US')} ${met ? '✓' : '✗'}`,
      ...(first ? [changeFrom(first.rows[i], r)] : []),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${posts.toLocaleString('en-US')} posts`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
}

/** Uncached req/s against the same URL's at the first scale, ✓ within issue 14's 10 %. */
function changeFrom(before: Row | undefined, after: Row): string {
  if (!before || after.kind === 'ceiling') return '';
  const change = after.uncached.rps / before.uncached.rps - 1;
  return `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(0)} % ${change >= -SCALE_TOLERANCE ? '✓' : '✗'}`;
}

function which(command: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function ms(value: number) {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

function seconds(value: number) {
  return `${(value / 1000).toFixed(1)} s`;
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}
