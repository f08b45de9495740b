/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on an English
 * and a Hindi article page, RUNS times each (default 3), and the median of each figure:
 * performance score, LCP, TBT, CLS, JavaScript transferred, and whether a Devanagari web font
 * was fetched (issue 14: score ≥ 98, LCP < 2.0 s, ≤ 100 KB of JavaScript, no Devanagari font
 * on the English page). A benchmark, not a test: it exits 0 when a target is missed, non-zero
 * only when it could not measure.
 *
 * It builds nothing: it serves the existing build (`npm run build` first) on a fresh demo
 * database, or measures `LIGHTHOUSE_URL` (a running server with the demo content). Lighthouse
 * is not a dependency: it runs as `npx --yes lighthouse@13.5.0` with the system Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium).
 *
 * Environment: LIGHTHOUSE_URL, LIGHTHOUSE_PORT (default 3196), RUNS (default 3).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { articlePages, type DemoServer, startDemoServer } from '../scripts/demo-server.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS].join(' ');

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** KB of JavaScript transferred (bodies and headers) */
  js: number;
  /** KB transferred in all */
  total: number;
  requests: number;
  devanagari: boolean;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

/** One Lighthouse run; a run that fails to record (NO_NAVSTART on a busy machine) is retried twice. */
async function lighthouse(url: string, cookie: string, out: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie, out);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  retrying: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

async function lighthouseOnce(url: string, cookie: string, out: string): Promise<Figures> {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const items = (report.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const bytes = (test: (item: NetworkItem) => boolean) =>
    items.filter(test).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: bytes((item) => item.resourceType === 'Script'),
    total: bytes(() => true),
    requests: items.length,
    devanagari: items.some((item) => item.resourceType === 'Font' && /devanagari/i.test(item.url)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  let server: DemoServer | null = null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-lighthouse-'));
  try {
    let base = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
    if (!base) {
      server = await startDemoServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3196) });
      base = server.url;
    }
    const pages = await articlePages(base);
    // The Hindi page is the Hindi post read in the Hindi interface (the lang cookie the
    // header's switch sets); the English page, the English post in the English interface.
    const targets = [
      { name: 'en', url: `${base}${pages.en}`, cookie: 'lang=en' },
      { name: 'hi', url: `${base}${pages.hi}`, cookie: 'lang=hi' },
    ];
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const results: Record<string, Figures[]> = {};
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const figures = await lighthouse(
          target.url,
          target.cookie,
          path.join(dir, `${target.name}-${i}.json`),
        );
        results[target.name] = [...(results[target.name] ?? []), figures];
        console.log(
          `${target.name} run ${i + 1}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, JS ${figures.js.toFixed(1)} KB`,
        );
      }
    }
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`\nmedian of ${RUNS} runs (Lighthouse mobile, simulated throttling)`);
    console.log('page  score  LCP s  FCP s  TBT ms    CLS  JS KB  total KB  requests  devanagari font');
    const summary: Record<string, unknown> = {};
    for (const [name, runs] of Object.entries(results)) {
      const m = (key: keyof Omit<Figures, 'devanagari'>) => median(runs.map((r) => r[key]));
      const devanagari = runs.some((r) => r.devanagari);
      summary[name] = {
        ...Object.fromEntries(
          (['score', 'lcp', 'fcp', 'tbt', 'cls', 'js', 'total', 'requests'] as const).map((k) => [k, m(k)]),
        ),
        devanagari,
      };
      console.log(
        [
          name.padEnd(4),
          String(m('score')).padStart(5),
          (m('lcp') / 1000).toFixed(2).padStart(6),
          (m('fcp') / 1000).toFixed(2).padStart(6),
          String(Math.round(m('tbt'))).padStart(7),
          m('cls').toFixed(3).padStart(6),
          m('js').toFixed(1).padStart(6),
          m('total').toFixed(1).padStart(9),
          String(m('requests')).padStart(9),
          `  ${devanagari ? 'yes' : 'no'}`,
        ].join(' '),
      );
    }
    writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(summary, null, 2));
    console.log(`\nreports: ${dir}`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await server?.stop();
  }
}

await main();
