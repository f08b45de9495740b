import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import {
  articlePageJs,
  BUDGET,
  clientDir,
  readManifest,
  SCENARIOS,
  type Scenario,
  sizes,
} from '../../scripts/article-budget.ts';
import { type Lang, PHONE_ONLY, reachConversation, useLanguage, watchConsole } from './helpers.ts';
import { openMailbox, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 14, item 6 (decisions 016): the article page on a low-end phone. The budget is counted
 * from the build manifest (every chunk the page loads before hydration or when idle, named
 * in scripts/article-budget.ts), and a phone loading the page fetches no script the count
 * leaves out; web fonts are those of the page's language only.
 */

const manifest = readManifest();
const pageJs = (scenario: Scenario) => articlePageJs(manifest, scenario);

// the build is the same at every width: counted once, on the phone
test(
  "the article page's JavaScript, idle chunks included, is at most 100 KB as sent",
  PHONE_ONLY,
  async ({ baseURL }) => {
    expect(baseURL, 'the build the suite serves').toBeDefined();
    for (const scenario of SCENARIOS) {
      const page = pageJs(scenario);
      const name = `${scenario.lang} ${scenario.member ? 'member' : 'visitor'}`;
      expect(page.unnamed, `${name}: dynamic imports with no rule in LOADS`).toEqual([]);
      expect(sizes(page.load).brotli, `${name}: bytes sent of ${page.load.join(', ')}`).toBeLessThanOrEqual(
        BUDGET,
      );
    }
  },
);

/** The newest post in `lang` with a cover picture. */
async function articleIn(page: Page, lang: Lang): Promise<string> {
  const answer = await page.request.get(`/wp-json/wp/v2/posts?lang=${lang}&per_page=20`);
  const posts = (await answer.json()) as ApiPost[];
  const post = posts.find((p) => p.featured_image) ?? posts[0];
  expect(post, `a ${lang} post`).toBeDefined();
  return new URL(post!.link).pathname;
}

/** The fonts Chromium really drew the first `selector` with (CDP), and whether each is a web font. */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
}

/** Loads `path` and lists the scripts and fonts fetched until the network rests (idle chunks too). */
async function load(page: Page, path: string) {
  const scripts: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname.slice(1));
    if (request.resourceType() === 'font') fonts.push(url.pathname);
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // the idle callbacks' own time-out is 2 s
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  return { scripts, fonts };
}

for (const lang of ['en', 'hi'] as const) {
  for (const member of [false, true]) {
    test(
      `a ${member ? 'member' : 'visitor'}'s phone loads only the counted scripts and the ${lang === 'en' ? 'English' : 'Hindi'} page's fonts (${lang})`,
      PHONE_ONLY,
      async ({ page, context, baseURL }, info) => {
        // the files a page loads are the same at every width: checked on the phone
        const problems = watchConsole(page);
        await useLanguage(context, baseURL!, lang);
        if (member) {
          const mailbox = await openMailbox();
          try {
            await signIn(page, mailbox, uniqueEmail(info, `light-${lang}`));
          } finally {
            await mailbox.close();
          }
        }
        const counted = pageJs({ lang, member });
        const { scripts, fonts } = await load(page, await articleIn(page, lang));
        expect(scripts.filter((file) => !counted.load.includes(file))).toEqual([]);

        const devanagari = fonts.filter((file) => /devanagari/i.test(file));
        const css = await page.evaluate(() =>
          [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
            .join('\n'),
        );
        if (lang === 'en') {
          // no Devanagari web font, not even for the language switch's हिन्दी: the phone's own
          expect(devanagari).toEqual([]);
          expect(css).not.toMatch(/devanagari[^;]*\.woff2/i);
          await expect(page.locator('header [lang="hi"]')).toHaveText(/[\u0900-\u097F]/);
          expect(await drawnWith(page, 'header [lang="hi"]')).not.toContainEqual(
            expect.objectContaining({ web: true }),
          );
        } else {
          expect(devanagari).toHaveLength(1);
          expect(css).toMatch(/@font-face\s*{[^}]*Noto Sans Devanagari[^}]*font-display: swap/);
          // the article's Hindi text is drawn with the subset web font
          expect(await drawnWith(page, '.article-body p')).toContainEqual({
            family: 'Noto Sans Devanagari',
            web: true,
          });
        }
        // no Latin web font on either page: the phone's system font
        expect(fonts.filter((file) => !/devanagari/i.test(file))).toEqual([]);

        // Reading on to the end brings like, share and the writable comments.
        await reachConversation(page);
        await expect(page.locator('[data-actions] button').first()).toBeVisible();
        // The phone project's screen is wider than its viewport, so the cover's preload (React's,
        // from srcset) can pick another size than the picture: Chromium's warning, not ours.
        expect(problems.filter((p) => !p.includes('link preload'))).toEqual([]);
      },
    );
  }
}

// one check of the server, not of a width: run on the phone
test('assets are served precompressed from disk and cached for a year', PHONE_ONLY, async ({ request }) => {
  const entry = manifest['web/entry-client.tsx']!.file;
  const compressed = readFileSync(path.join(clientDir(), `${entry}.br`));
  const answer = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'br' } });
  expect(answer.headers()['content-encoding']).toBe('br');
  // the file's own length: sent from the .br file, not compressed for this request
  expect(Number(answer.headers()['content-length'])).toBe(compressed.length);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzipped = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
});
