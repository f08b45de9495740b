import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '#common/api-types.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** `.vite/fonts.json`, written by scripts/vite-web-fonts.ts */
type FontsManifest = Partial<Record<Lang, { css: string }>>;

const ENTRY = 'web/entry-client.tsx';
/** The data saver's page script (decisions 014), built apart by scripts/build-standalone.ts. */
const LITE = 'web/lite/lite.ts';

/** What a page's HTML needs from the build: the head's tags and the script that starts the page. */
export interface PageAssets {
  head: string;
  script: string;
}

const readJson = <T>(file: string, empty: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : empty;

/** Files a chunk needs: its own, its static imports', and their CSS. */
function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

/**
 * The tags that load a page's files, from the client build in `clientDir` (read once, on the
 * first page): the stylesheets, the web fonts of the page's languages (decisions 016: the
 * interface language and the language of the item it shows; an English page names no
 * Devanagari font), and a `modulepreload` for every module the entry and the screen import
 * statically. Chunks loaded later (idle, on view, on a tap) are not preloaded.
 */
export function pageAssetsOf(clientDir: string) {
  let build: { manifest: Manifest; fonts: FontsManifest } | null = null;
  const read = () => {
    build ??= {
      manifest: readJson<Manifest>(path.join(clientDir, '.vite', 'manifest.json'), {}),
      fonts: readJson<FontsManifest>(path.join(clientDir, '.vite', 'fonts.json'), {}),
    };
    return build;
  };
  const assets = ({
    screenSource,
    langs,
    saveData = false,
  }: {
    screenSource: string;
    langs: (Lang | undefined)[];
    /** the data saver's page: no web font, no module preloads, its own small script */
    saveData?: boolean;
  }): PageAssets => {
    const { manifest, fonts } = read();
    const js = new Set<string>();
    const css = new Set<string>();
    collect(manifest, ENTRY, js, css);
    const entry = manifest[ENTRY]?.file ?? '';
    collect(manifest, screenSource, js, css);
    const styles = [...css].map((file) => `<link rel="stylesheet" href="/${file}">`);
    // The font is not preloaded (decisions 016): fetched when the text needs it, it leaves the
    // first moments' bandwidth to the stylesheet and the cover picture, and the text shows in
    // the phone's own Devanagari font until it swaps in.
    const faces = new Set<string>();
    for (const lang of saveData ? [] : langs) {
      const css = lang ? fonts[lang]?.css : undefined;
      if (css) faces.add(css);
    }
    const fontTags = faces.size > 0 ? [`<style>${[...faces].join('')}</style>`] : [];
    const lite = saveData ? manifest[LITE]?.file : undefined;
    if (lite)
      return {
        head: styles.join(''),
        script: `<script defer src="/${lite}" data-app="/${entry}"></script>`,
      };
    const preload = [...js]
      .filter((file) => file !== entry)
      .map((file) => `<link rel="modulepreload" href="/${file}">`);
    return {
      head: [...styles, ...fontTags, ...preload].join(''),
      script: `<script type="module" src="/${entry}"></script>`,
    };
  };
  /** whether the build has the data saver's page script (an older build serves the full page) */
  assets.hasLite = () => read().manifest[LITE] !== undefined;
  return assets;
}
