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
        rolldownOptions: { onwarn, output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'build/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        cssCodeSplit: true,
        rolldownOptions: { onwarn, input: 'web/entry-client.tsx' },
      },
}));
