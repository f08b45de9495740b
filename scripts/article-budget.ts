/**
 * The article page's JavaScript, from the build manifest (issue 14, decisions 016): what a
 * phone fetches for the whole page load (the entry, the screen, their static imports, the
 * page language's catalogue, the chunks loaded before hydration and when idle), as a
 * visitor and as a member, in English and Hindi, and what scrolling to the end adds.
 *
 * Every dynamic import reachable from what the page loads must be named in `LOADS` with when
 * it loads. One that is not is counted as part of the page load and reported, so a new lazy
 * chunk cannot slip past the budget unnoticed: name it, and say when it loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const BUDGET = 100 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, Chunk>;

/**
 * When a dynamically imported module loads on the article page:
 * - `start`: before hydration (the page load);
 * - `idle`: when the browser is idle after hydration (the page load);
 * - `near`: when the reader scrolls near it (below the fold: not the page load);
 * - `tap`: when the reader taps, types or opens something;
 * - `never`: not on the article page (other screens, other layouts, blocks of pages).
 */
export type When = 'start' | 'idle' | 'near' | 'tap' | 'never';
interface Load {
  /** a manifest key (source path); `*` stands for any file name part */
  source: string;
  when: When;
  /** only for a signed-in member */
  member?: boolean;
  /** only on pages of this language */
  lang?: 'en' | 'hi';
  why: string;
}

export const LOADS: Load[] = [
  { source: 'web/i18n/en.ts', when: 'start', lang: 'en', why: 'the main catalogue of the page language' },
  { source: 'web/i18n/hi.ts', when: 'start', lang: 'hi', why: 'the main catalogue of the page language' },
  {
    source: 'web/components/user-menu.tsx',
    when: 'start',
    member: true,
    why: "the member's menu button and bell",
  },
  {
    source: 'web/components/conversation/article-conversation.tsx',
    when: 'near',
    why: 'like, share, writable comments: near the actions under the article',
  },
  { source: 'web/i18n/conversation-hi.ts', when: 'near', lang: 'hi', why: 'with the conversation' },
  { source: 'web/components/social-icons.tsx', when: 'near', why: "the footer's social icons" },
  { source: 'web/components/user-menu-panel.tsx', when: 'tap', member: true, why: 'the open user menu' },
  { source: 'web/i18n/accounts-*.ts', when: 'tap', why: 'sign-in modal, user menu panel' },
  { source: 'web/components/login/login-modal.tsx', when: 'tap', why: 'Sign in, Write, Like as a visitor' },
  { source: 'web/components/side-menu.tsx', when: 'tap', why: "the phone's menu button" },
  { source: 'web/components/error-list.tsx', when: 'tap', why: 'the first failed action' },
  { source: 'web/components/conversation/report-dialog.tsx', when: 'tap', why: 'Report' },
  { source: 'web/components/social/topic-follow-modal.tsx', when: 'tap', why: 'following topics' },
  { source: 'web/offline/save-post.ts', when: 'tap', why: 'Save (decisions 014)' },
  { source: 'web/read-aloud/player.tsx', when: 'tap', why: 'Listen (decisions 014)' },
  {
    source: 'web/components/data-saver/placeholders.tsx',
    when: 'never',
    why: "the data saver's pictures: only its pages load them, with the app after the first tap (decisions 014)",
  },
  {
    source: 'web/components/sidebar.tsx',
    when: 'never',
    why: "the 'app' layout's sidebar (not the article's)",
  },
  { source: 'web/components/blocks/*', when: 'never', why: 'blocks of pages (the article body has none)' },
  { source: 'web/screens/*', when: 'never', why: 'other screens: loaded when the reader goes there' },
  { source: 'web/i18n/*', when: 'never', why: "other screens' catalogue parts" },
];

const ENTRY = 'web/entry-client.tsx';
const SCREEN = 'web/screens/single-post.tsx';

const matches = (pattern: string, source: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(source);

export interface Scenario {
  lang: 'en' | 'hi';
  member: boolean;
}

export interface PageJs {
  scenario: Scenario;
  /** files of the page load (first paint, before hydration, idle) */
  load: string[];
  /** what scrolling to the end adds */
  near: string[];
  /** dynamic imports reached that LOADS does not name (counted in `load`) */
  unnamed: string[];
}

/** The article page's files for one reader, by the manifest and LOADS. */
export function articlePageJs(manifest: Manifest, scenario: Scenario): PageJs {
  const load = new Set<string>();
  const near = new Set<string>();
  const unnamed = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}|${into === load}`)) return;
    seen.add(`${key}|${into === load}`);
    if (into === load || !load.has(chunk.file)) into.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, into);
    for (const dynamic of chunk.dynamicImports ?? []) {
      // the screen's own chunk, or one the page has loaded already
      const file = manifest[dynamic]?.file;
      if (dynamic === SCREEN || (file && load.has(file))) continue;
      const rule = LOADS.find((l) => matches(l.source, dynamic));
      if (!rule) {
        unnamed.add(dynamic);
        visit(dynamic, load);
        continue;
      }
      if (rule.member && !scenario.member) continue;
      if (rule.lang && rule.lang !== scenario.lang) continue;
      if (rule.when === 'start' || rule.when === 'idle') visit(dynamic, into);
      else if (rule.when === 'near') visit(dynamic, near);
    }
  };
  visit(ENTRY, load);
  visit(SCREEN, load);
  // a pass over what the page loads first, then the rest: a chunk both load counts once, in the load
  for (const file of load) near.delete(file);
  return { scenario, load: [...load], near: [...near], unnamed: [...unnamed] };
}

export const SCENARIOS: Scenario[] = [
  { lang: 'en', member: false },
  { lang: 'hi', member: false },
  { lang: 'en', member: true },
  { lang: 'hi', member: true },
];

export const clientDir = () => path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

export function readManifest(dir = clientDir()): Manifest {
  return JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Bytes of the files in brotli (quality 11, as the build precompresses them: what a browser is
 * sent, and the budget's measure, issue 14: "JavaScript transferred") and gzipped (level 9:
 * what a browser without brotli would get).
 */
export function sizes(files: string[], dir = clientDir()) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const data = readFileSync(path.join(dir, file));
    gzip += gzipSync(data, { level: 9 }).length;
    brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli };
}
