/**
 * `npm run weigh`: what a phone really downloads for an English and a Hindi article page, as
 * a visitor and as a signed-in member, measured in Chromium over the whole load until the
 * network has been idle for IDLE_MS (the chunks fetched while idle included). Bytes are
 * what went over the wire (CDP `Network.loadingFinished.encodedDataLength`: compressed body
 * plus headers), per kind of resource.
 *
 * A check, not a timed test: it exits 1 when a page moves more than 100 KB of JavaScript or
 * an English page fetches a Devanagari web font (issue 14, decisions 016). It serves the
 * existing build (`npm run build` first) on a fresh demo database; `WEIGH_URL` measures a
 * running server instead (visitors only: signing in needs the script's own mailbox).
 *
 * Environment: WEIGH_PORT (default 3197) for the server it starts, WEIGH_URL, IDLE_MS (3000).
 */
import { type BrowserContext, chromium } from '@playwright/test';
import { startMailbox } from '#tests/helpers/mailbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { articlePages, type DemoServer, startDemoServer } from './demo-server.ts';

const KB = 1024;
const JS_BUDGET = 100 * KB;
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
/** Lighthouse's mobile device (a Moto G Power): the picture sizes a phone picks from srcset. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const KINDS = ['html', 'css', 'js', 'font', 'image', 'api', 'other'] as const;
type Kind = (typeof KINDS)[number];

interface Resource {
  url: string;
  kind: Kind;
  bytes: number;
  /** requested after the page had hydrated: the idle chunks, the pageview */
  late: boolean;
  /** requested only once the reader scrolled to the end (not the page load) */
  scrolled: boolean;
}

export interface Weight {
  name: string;
  path: string;
  resources: Resource[];
}

function kindOf(type: string | undefined, url: string): Kind {
  switch (type) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    case 'Fetch':
    case 'XHR':
      return 'api';
    default:
      return /\.js(\?|$)/.test(url) ? 'js' : 'other';
  }
}

/** Loads `path` in a fresh phone context and records every response until the network rests. */
async function weighPage(context: BrowserContext, base: string, path: string): Promise<Resource[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, Resource>();
  const open = new Set<string>();
  let lastChange = Date.now();
  let scrolled = false;
  // the page's own clock of its hydration, to tell the files fetched after it (resource timing)
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { hydratedAt?: number };
      if (document.documentElement?.dataset.hydrated === 'true') w.hydratedAt ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      kind: kindOf(event.type, event.request.url),
      bytes: 0,
      late: false,
      scrolled,
    });
    open.add(event.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const resource = requests.get(event.requestId);
    if (resource) resource.bytes = event.encodedDataLength;
    open.delete(event.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    open.delete(event.requestId);
    lastChange = Date.now();
  });
  await page.goto(base + path, { waitUntil: 'load' });
  const rest = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (open.size === 0 && Date.now() - lastChange >= IDLE_MS) return;
      await page.waitForTimeout(100);
    }
  };
  await rest();
  const late = await page.evaluate(() => {
    const at = (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > at)
      .map((entry) => entry.name);
  });
  for (const resource of requests.values()) resource.late = late.includes(resource.url);
  // then a reader who reads to the end: what loads near the article's end and the footer
  scrolled = true;
  for (let step = 0; step < 40; step++) {
    const bottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (bottom) break;
  }
  lastChange = Date.now();
  await rest();
  await page.close();
  return [...requests.values()];
}

async function signIn(
  context: BrowserContext,
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  email: string,
) {
  const since = mailbox.messages.length;
  const sent = await context.request.post('/wp-json/yka/v2/send-otp/', { data: { email } });
  if (!sent.ok()) throw new Error(`send-otp: ${sent.status()} ${await sent.text()}`);
  const otp = await mailbox.waitForCode(email, { since });
  const verified = await context.request.post('/wp-json/yka/v2/verify-otp/', { data: { email, otp } });
  if (!verified.ok()) throw new Error(`verify-otp: ${verified.status()} ${await verified.text()}`);
}

const sum = (resources: Resource[], test: (r: Resource) => boolean = () => true) =>
  resources.filter(test).reduce((total, r) => total + r.bytes, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Devanagari web fonts among the page's downloads (by file name: the build keeps it). */
export const devanagariFonts = (resources: Resource[]) =>
  resources.filter((r) => r.kind === 'font' && /devanagari/i.test(r.url));

function report(weights: Weight[]) {
  const header = ['page', ...KINDS, 'js idle', 'total', 'reqs', 'devanagari font', '+js scrolled'];
  const rows = weights.map(({ name, resources: all }) => {
    const resources = all.filter((r) => !r.scrolled);
    return [
      name,
      ...KINDS.map((kind) => kb(sum(resources, (r) => r.kind === kind))),
      kb(sum(resources, (r) => r.kind === 'js' && r.late)),
      kb(sum(resources)),
      String(resources.length),
      devanagariFonts(resources)
        .map((r) => `${kb(r.bytes)} KB`)
        .join(' + ') || 'none',
      kb(sum(all, (r) => r.scrolled && r.kind === 'js')),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `KB transferred (compressed bodies and headers), until the network was idle for ${IDLE_MS} ms;`,
    'then scrolled to the end: the JavaScript that adds',
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const mailbox = process.env.WEIGH_URL ? null : await startMailbox(0);
  let server: DemoServer | null = null;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    let base = process.env.WEIGH_URL?.replace(/\/$/, '');
    if (!base) {
      server = await startDemoServer({ port: Number(process.env.WEIGH_PORT ?? 3197), smtpUrl: mailbox!.url });
      base = server.url;
    }
    const pages = await articlePages(base);
    const weights: Weight[] = [];
    for (const member of mailbox ? [false, true] : [false]) {
      for (const lang of ['en', 'hi'] as const) {
        const context = await browser.newContext({ ...PHONE, baseURL: base });
        await context.addCookies([{ name: 'lang', value: lang, url: base }]);
        if (member && mailbox) await signIn(context, mailbox, `weigh-${lang}-${Date.now()}@example.test`);
        const name = `${lang} article, ${member ? 'member' : 'visitor'}`;
        weights.push({ name, path: pages[lang], resources: await weighPage(context, base, pages[lang]) });
        await context.close();
      }
    }
    report(weights);
    console.log(`pages: en ${pages.en}, hi ${pages.hi}`);
    if (process.argv.includes('--files')) {
      for (const w of weights) {
        console.log(`\n${w.name}`);
        for (const r of w.resources)
          console.log(
            `  ${r.kind.padEnd(5)} ${kb(r.bytes).padStart(6)} ${r.scrolled ? 'scroll' : r.late ? 'idle  ' : '      '} ${r.url.replace(base, '')}`,
          );
      }
    }
    for (const w of weights) {
      const js = sum(w.resources, (r) => r.kind === 'js' && !r.scrolled);
      if (js > JS_BUDGET) {
        console.error(`${w.name}: ${kb(js)} KB of JavaScript, over the 100 KB budget`);
        process.exitCode = 1;
      }
      if (w.name.startsWith('en ') && devanagariFonts(w.resources.filter((r) => !r.scrolled)).length > 0) {
        console.error(`${w.name}: fetched a Devanagari web font`);
        process.exitCode = 1;
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
    await mailbox?.close();
  }
}

await main();
