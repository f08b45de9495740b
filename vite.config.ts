import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss()],
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
          input: 'web/entry-client.tsx',
          output: { codeSplitting: { groups: [{ name: 'reading', test: READING }] } },
        },
      },
}));
