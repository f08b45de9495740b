import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { webFonts } from './scripts/vite-web-fonts.ts';

/**
 * Two builds from one config: the browser bundle (`vite build`, with a manifest the server
 * reads to preload each screen's chunk) and the server renderer (`vite build --ssr`).
 */
// TanStack Query marks its modules "use client"; that directive means nothing in this build.
const onwarn = (warning: { code?: string }, warn: (w: never) => void) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never);
};

/**
 * What the article page (and every other reading page) runs at first paint, in one chunk:
 * the article, its blocks, cards and the small helpers they share. Separate chunks gzip
 * apart and cost the 100 KB budget bytes and requests (decisions 005).
 */
const READING =
  /web[\\/](components[\\/](article[\\/]|blocks[\\/](block-content|builtin-blocks|registry)|post-card|post-meta|post-image)|screens[\\/]single-post)|common[\\/](format|dates|limits)\./;

/**
 * Web fonts by page language (decisions 016): a Hindi page gets Noto Sans Devanagari 400 cut
 * to the Devanagari letters Hindi uses (bold is synthesised); an English page gets none, and
 * its few Devanagari words (the language switch, a Hindi title) use the phone's own font.
 */
const FONTS = {
  en: [],
  hi: [
    {
      family: 'Noto Sans Devanagari',
      weight: 400,
      source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
      unicodeRange: 'U+0900-0950,U+0958-0970,U+200C-200D,U+20B9,U+25CC',
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), ...(isSsrBuild ? [] : [webFonts(FONTS), precompress()])],
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: isSsrBuild
    ? {
        outDir: 'build/server',
        emptyOutDir: true,
        ssr: 'web/entry-server.tsx',
        target: 'node24',
        rolldownOptions: {
          // The server renders the shell's lazy parts at once (entry-server.tsx imports them).
          onwarn: (warning: { code?: string }, warn: (w: never) => void) =>
            warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' && onwarn(warning, warn),
          output: { entryFileNames: 'entry-server.js' },
        },
      }
    : {
        outDir: 'build/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        cssCodeSplit: true,
        rolldownOptions: {
          onwarn,
          // the fonts' cut and the brotli pass take seconds by design
          checks: { bundlerTimings: false },
          input: 'web/entry-client.tsx',
          output: { codeSplitting: { groups: [{ name: 'reading', test: READING }] } },
        },
      },
}));
