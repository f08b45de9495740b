/**
 * Web fonts by page language (issue 14, decisions 016): each font is cut at build time to
 * the characters its `unicodeRange` names (hb-subset through `subset-font`), emitted as a
 * hashed asset, and described in `.vite/fonts.json` (the @font-face rules per language), which
 * the server reads to put a page's fonts in its head
 * (server/ssr/page-assets.ts). No CSS of the bundle names a web font file, so a page never
 * downloads a font of another language.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export const FONTS_MANIFEST = '.vite/fonts.json';

export interface WebFont {
  family: string;
  weight: number;
  /** the source font, resolved as a package file (`@fontsource/…/files/….woff2`) */
  source: string;
  /** the CSS unicode-range; the subset keeps exactly these characters (and what shaping needs) */
  unicodeRange: string;
  /** tried before the download: a phone that has the font uses its own copy */
  local?: string[];
}

/** What the server puts in a page of one language. */
export interface LanguageFonts {
  /** @font-face rules, with the hashed file addresses */
  css: string;
}
export type FontsManifest = Record<string, LanguageFonts>;

/** `U+0900-0950,U+200C` → the characters it names. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const from = Number.parseInt(match[1]!, 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

const slug = (font: WebFont) => `${font.family.toLowerCase().replace(/\s+/g, '-')}-${font.weight}`;

function fontFace(font: WebFont, url: string): string {
  const local = (font.local ?? []).map((name) => `local('${name}'),`).join('');
  return `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${font.weight};font-display:swap;src:${local}url(${url}) format('woff2');unicode-range:${font.unicodeRange}}`;
}

/** The Vite plugin of the browser build: `fonts` lists each language's web fonts. */
export function webFonts(fonts: Record<string, WebFont[]>): Plugin {
  const require = createRequire(import.meta.url);
  // `vite build --watch` rebuilds often; the cut of a font never changes between rebuilds.
  const cuts = new Map<string, Promise<Buffer>>();
  const cut = (font: WebFont) => {
    const key = `${font.source}|${font.unicodeRange}`;
    let done = cuts.get(key);
    if (!done) {
      done = subsetFont(readFileSync(require.resolve(font.source)), charactersOf(font.unicodeRange), {
        targetFormat: 'woff2',
      });
      cuts.set(key, done);
    }
    return done;
  };
  return {
    name: 'awaaz:web-fonts',
    apply: 'build',
    async generateBundle() {
      const manifest: FontsManifest = {};
      for (const [lang, list] of Object.entries(fonts)) {
        const faces: string[] = [];
        for (const font of list) {
          const reference = this.emitFile({
            type: 'asset',
            name: `${slug(font)}.woff2`,
            source: await cut(font),
          });
          faces.push(fontFace(font, `/${this.getFileName(reference)}`));
        }
        manifest[lang] = { css: faces.join('') };
      }
      this.emitFile({ type: 'asset', fileName: FONTS_MANIFEST, source: JSON.stringify(manifest, null, 1) });
    },
  };
}
