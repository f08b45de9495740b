/**
 * `npm run size`: the JavaScript of the article page as it is sent (brotli, which the build
 * precompresses and every browser of ours accepts; gzip shown beside), from the build manifest
 * (scripts/article-budget.ts): the whole page load (entry, screen, static imports, catalogue,
 * the chunks loaded before hydration and when idle) for a visitor and a member, in English
 * and Hindi, and what scrolling to the end adds. Exits 1 above 100 KB (decisions 016) or when
 * the page reaches a dynamic import that the budget does not name.
 */
import { articlePageJs, BUDGET, readManifest, SCENARIOS, sizes } from './article-budget.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const manifest = readManifest();
for (const scenario of SCENARIOS) {
  const page = articlePageJs(manifest, scenario);
  const load = sizes(page.load);
  const near = sizes(page.near);
  const name = `${scenario.lang} article, ${scenario.member ? 'member' : 'visitor'}`;
  console.log(
    `${name.padEnd(20)} page load: ${page.load.length} files, ${kb(load.brotli)} sent (brotli, ${load.brotli} bytes; gzip ${kb(load.gzip)}); scrolled to the end: +${page.near.length} files, +${kb(near.brotli)}`,
  );
  if (process.argv.includes('--files')) for (const file of page.load) console.log(`  ${file}`);
  if (load.brotli > BUDGET) {
    console.error(`  over the 100 KB budget by ${load.brotli - BUDGET} bytes`);
    process.exitCode = 1;
  }
  if (page.unnamed.length > 0) {
    console.error(
      `  dynamic imports not named in scripts/article-budget.ts LOADS: ${page.unnamed.join(', ')}`,
    );
    process.exitCode = 1;
  }
}
