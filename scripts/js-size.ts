/**
 * `node scripts/js-size.ts [screen]`: gzipped JavaScript a page downloads in all (the entry,
 * the screen's chunk and their static imports, plus the page language's catalogue), from the
 * build manifest. The article page must stay at or under 100 KB (decisions 001).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}
const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const files = new Set<string>();
const collect = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
const screen = process.argv[2] ?? 'single-post';
collect('web/entry-client.tsx');
collect(`web/screens/${screen}.tsx`);
collect('web/i18n/hi.ts'); // the larger catalogue: a Hindi reader's page
let total = 0;
for (const file of files) total += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
console.log(`${screen}: ${files.size} files, ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`);
if (screen === 'single-post' && total > 100 * 1024) process.exitCode = 1;
