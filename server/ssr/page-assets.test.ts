import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageAssetsOf } from './page-assets.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
mkdirSync(path.join(dir, '.vite'));
writeFileSync(
  path.join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'web/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'web/screens/single-post.tsx': { file: 'assets/post.js', imports: ['_shared.js'] },
  }),
);
const face = "@font-face{font-family:'Noto Sans Devanagari';font-display:swap;src:url(/assets/deva.woff2)}";
writeFileSync(path.join(dir, '.vite', 'fonts.json'), JSON.stringify({ en: { css: '' }, hi: { css: face } }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pageAssetsOf', () => {
  const assets = pageAssetsOf(dir);
  const screenSource = 'web/screens/single-post.tsx';

  it('gives the stylesheet, a modulepreload of every static import and the entry', () => {
    const { head, script } = assets({ screenSource, langs: ['en', undefined] });
    expect(script).toBe('<script type="module" src="/assets/entry.js"></script>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/entry.css">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/shared.js">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/post.js">');
    expect(head).not.toContain('href="/assets/entry.js"');
  });

  it('names no web font on an English page (decisions 016)', () => {
    const { head } = assets({ screenSource, langs: ['en', 'en'] });
    expect(head).not.toMatch(/font-face|woff2/);
  });

  it('gives a Hindi page, or an English one showing a Hindi item, the Devanagari font once, not preloaded', () => {
    for (const langs of [
      ['hi', 'hi'],
      ['en', 'hi'],
      ['hi', undefined],
    ] as const) {
      const { head } = assets({ screenSource, langs: [...langs] });
      expect(head.split('@font-face')).toHaveLength(2);
      expect(head).toContain(`<style>${face}</style>`);
      // fetched when the text needs it, after the stylesheet and the cover (decisions 016)
      expect(head).not.toContain('as="font"');
    }
  });

  it('works without a build: no tags', () => {
    const empty = pageAssetsOf(path.join(dir, 'nothing'));
    expect(empty({ screenSource, langs: ['hi'] })).toEqual({
      head: '',
      script: '<script type="module" src="/"></script>',
    });
    expect(empty.hasLite()).toBe(false);
  });

  it("gives the data saver's page its own script, no web font and no preloads (decisions 014)", () => {
    const lite = pageAssetsOf(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ ...manifest, 'web/lite/lite.ts': { file: 'assets/lite.js' } }),
    );
    expect(lite.hasLite()).toBe(true);
    const { head, script } = lite({ screenSource, langs: ['hi', 'hi'], saveData: true });
    expect(script).toBe('<script defer src="/assets/lite.js" data-app="/assets/entry.js"></script>');
    expect(head).toBe('<link rel="stylesheet" href="/assets/entry.css">');
  });
});
