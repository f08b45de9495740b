/**
 * Brotli (quality 11) and gzip (level 9) copies of the browser build's text assets, written
 * beside them (`x.js.br`, `x.js.gz`), so the server sends the smallest file from disk instead
 * of compressing each request (`preCompressed` in server/ssr/assets.ts; issue 14). Fonts and
 * pictures are compressed formats already. Skipped in `vite build --watch` (`npm run dev`),
 * where the server compresses on the fly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const TEXT = /\.(js|css|svg|json|txt|xml|html)$/;

/** Writes `file.br` and `file.gz` when they are smaller than `file`. */
export async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  return {
    name: 'awaaz:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.meta.watchMode || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && TEXT.test(name));
      for (const name of files) await compressFile(path.join(dir, name));
    },
  };
}
