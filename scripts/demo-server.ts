/**
 * The production server on a fresh embedded database with the demo content, for the
 * measuring scripts (`npm run weigh`, `npm run lighthouse`). It serves the existing build:
 * run `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` with NODE_ENV=production on `port`; resolves when /readyz answers. */
export async function startDemoServer(options: { port: number; smtpUrl?: string }): Promise<DemoServer> {
  const buildDir = process.env.BUILD_DIR ?? path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'server', 'entry-server.js'))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'awaaz-measure-'));
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: options.smtpUrl ?? '',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      OTP_VERIFIES_PER_IP_PER_HOUR: '1000',
    },
  });
  // the server's log, shown when it does not start
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start of an empty database loads the demo content: a minute on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`The server on ${url} did not become ready:\n${log}`);
}

export interface ArticlePages {
  en: string;
  hi: string;
}

/** The newest English and the newest Hindi post with a cover picture (LCP is often the picture). */
export async function articlePages(base: string): Promise<ArticlePages> {
  const pick = async (lang: 'en' | 'hi') => {
    const answer = await fetch(
      `${base}/wp-json/wp/v2/posts?lang=${lang}&per_page=20&_fields=link,featured_image`,
    );
    const posts = (await answer.json()) as { link: string; featured_image?: string }[];
    const post = posts.find((p) => p.featured_image) ?? posts[0];
    if (!post) throw new Error(`No ${lang} post on ${base}`);
    return new URL(post.link).pathname;
  };
  return { en: await pick('en'), hi: await pick('hi') };
}
