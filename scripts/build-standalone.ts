/**
 * `node scripts/build-standalone.ts [--watch]` (the last step of `npm run build`): the two
 * scripts that stand apart from the app's bundle (decisions 014), each one file with nothing
 * shared, built after the client into build/client:
 *
 * - the service worker, `sw.js`, a classic script that the server serves at /sw.js;
 * - the data saver's page script, `assets/lite-<hash>.js`, recorded in the client manifest
 *   as `web/lite/lite.ts`, where the page renderer finds it.
 */
import { existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const outDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
const LITE = 'web/lite/lite.ts';

async function one(entry: string, fileName: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: fileName } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { fileName: string }[] };
  return output.output[0]!.fileName;
}

async function buildAll() {
  await one('web/offline/sw.ts', 'sw.js');
  const lite = await one(LITE, 'assets/lite-[hash].js');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  manifest[LITE] = { file: lite, src: LITE, isEntry: true };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

if (!process.argv.includes('--watch')) await buildAll();
else {
  // `npm run dev`: whenever the client build rewrites its manifest (it drops the entry), or
  // the two scripts' own folders change.
  let sourcesChanged = true;
  for (const dir of ['web/offline', 'web/lite']) watch(dir, () => (sourcesChanged = true));
  let building = false;
  setInterval(() => {
    if (building || !existsSync(manifestFile)) return;
    if (!sourcesChanged && readFileSync(manifestFile, 'utf8').includes(`"${LITE}"`)) return;
    sourcesChanged = false;
    building = true;
    buildAll()
      .catch((error: unknown) => console.error(error))
      .finally(() => (building = false));
  }, 1000);
}
