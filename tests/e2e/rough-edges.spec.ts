import { expect, test } from '@playwright/test';
import type { ApiPost, ApiTerm, SignedInSession } from '#common/api-types.ts';
import { type Lang, routePaths, useLanguage } from './helpers.ts';
import { openMailbox, shot, signIn, uniqueEmail } from './sign-in.ts';

/**
 * Issue 13 item 7: the rough edges seen in the browser. A title of one long unbroken word
 * (the fixture) must not make any page scroll sideways on a 360 px phone.
 */

const ADMIN = 'kabir@demo.awaaz.example';
/** The long-title fixture: one word far wider than a phone, as a pasted link or a shout would be. */
const LONG_WORD = `Unbroken${'a'.repeat(140)}Title`;

test('no page scrolls sideways at 360 px, with a post whose title is one long word', async ({
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(300_000);
  const mailbox = await openMailbox();
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const session: SignedInSession = await signIn(page, mailbox, ADMIN);
    const [education] = (await (
      await request.get('/wp-json/wp/v2/categories?slug=education')
    ).json()) as ApiTerm[];
    const created = await page.request.post('/wp-json/yka/v2/fep/', {
      data: {
        title: `${LONG_WORD} ${info.project.name}`,
        content: `<p>${LONG_WORD}</p><p><a href="https://example.com/${'x'.repeat(120)}">https://example.com/${'x'.repeat(120)}</a></p>`,
        categories: [education!.id],
        status: 'publish',
      },
      headers: { 'x-wp-nonce': session.nonce },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()) as ApiPost;
    const paths = {
      ...(await routePaths(request)),
      longPost: new URL(post.link).pathname,
      longSearch: `/search?s=${LONG_WORD}`,
    };
    for (const lang of ['en', 'hi'] as Lang[]) {
      await useLanguage(context, baseURL!, lang);
      for (const [name, path] of Object.entries(paths)) {
        if (name === 'logout') continue; // it signs the admin out
        await page.goto(path);
        await expect(page.locator('html'), name).toHaveAttribute('data-hydrated', 'true');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) await shot(page, info, `wide-${lang}-${name}`, true);
        expect(width, `${lang} ${name} ${path} is ${width} px wide`).toBeLessThanOrEqual(360);
      }
    }
    // The fixture is on the pages the test walked: home, its topic and the author's page.
    await page.goto('/category/education');
    await expect(page.getByText(LONG_WORD).first()).toBeVisible();
    await context.close();
  } finally {
    await mailbox.close();
  }
});

test('every page links its icons, the web app manifest and its RSS feeds; they answer with caching', async ({
  page,
  request,
}) => {
  const paths = await routePaths(request);
  const feeds = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/favicon.svg',
    );
    // the site's icons alone (an empty `data:,` icon before them is the error page's), one colour
    expect(
      await page
        .locator('head link[rel="icon"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(['/favicon.ico', '/favicon.svg']);
    await expect(page.locator('head meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    return page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  };
  expect(await feeds('/')).toEqual(['/feed']);
  expect(await feeds(paths.author)).toEqual(['/feed', `${paths.author}/feed`]);
  expect(await feeds(paths.archive)).toEqual(['/feed', `${paths.archive}/feed`]);
  expect(await feeds(paths.subcategory)).toEqual(['/feed', `${paths.subcategory}/feed`]);
  for (const feed of [
    '/feed',
    `${paths.author}/feed`,
    `${paths.archive}/feed`,
    `${paths.subcategory}/feed`,
  ]) {
    const answer = await request.get(feed);
    expect(answer.status(), feed).toBe(200);
    expect(answer.headers()['content-type'], feed).toContain('application/rss+xml');
  }
  for (const [url, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ]) {
    const answer = await request.get(url!);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['content-type'], url).toContain(type);
    expect(answer.headers()['cache-control'], url).toMatch(/public, max-age=\d+/);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#be123c' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  // The icons the manifest names load as images.
  await page.goto('/');
  const loaded = await page.evaluate(
    async (icons: string[]) => {
      const sizes: number[] = [];
      for (const src of icons) {
        const img = new Image();
        img.src = src;
        await img.decode();
        sizes.push(img.naturalWidth);
      }
      return sizes;
    },
    ['/favicon.ico', '/icon-192.png', '/icon-512.png'],
  );
  expect(loaded).toEqual([32, 192, 512]);
});

test('on a phone, the writing header shows the whole "Draft in {name}", and the note button waits to be pressed', async ({
  page,
  baseURL,
}, info) => {
  const mailbox = await openMailbox();
  try {
    for (const lang of ['en', 'hi'] as Lang[]) {
      await useLanguage(page.context(), baseURL!, lang);
      const session = await signIn(page, mailbox, uniqueEmail(info, `draft-${lang}`));
      await page.goto('/create-note');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const line = page.getByTestId('draft-in');
      await expect(line).toContainText(session.name || session.slug);
      // Not cut: the text fits the box it is in.
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const button = page.getByRole('button', { name: lang === 'en' ? 'Publish' : 'प्रकाशित करें' });
      await expect(button).toBeEnabled();
      await expect(page.getByText(lang === 'en' ? 'Publishing…' : 'प्रकाशित हो रहा है…')).toHaveCount(0);
      await shot(page, info, `create-note-${lang}`);
      await page.context().clearCookies();
    }
  } finally {
    await mailbox.close();
  }
});

test('on a 360 px phone a member’s header keeps its buttons on the logo’s row, in both languages', async ({
  page,
  baseURL,
}, info) => {
  const mailbox = await openMailbox();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, mailbox, uniqueEmail(info, 'header-row'));
    for (const lang of ['en', 'hi'] as Lang[]) {
      await useLanguage(page.context(), baseURL!, lang);
      await page.goto('/leaderboard');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const header = page.locator('header').first();
      const logo = header.getByRole('link', { name: /Awaaz/ }).first();
      const menu = header.getByRole('button', {
        name: lang === 'en' ? 'Your account menu' : 'आपके खाते का मेन्यू',
      });
      await expect(menu).toBeVisible();
      const [logoBox, menuBox, headerBox] = await Promise.all([
        logo.boundingBox(),
        menu.boundingBox(),
        header.boundingBox(),
      ]);
      await shot(page, info, `header-row-${lang}`);
      // one row: the user menu sits beside the logo, and the header is as tall as the row (56 px and its border)
      expect(Math.abs(menuBox!.y + menuBox!.height / 2 - (logoBox!.y + logoBox!.height / 2))).toBeLessThan(8);
      expect(headerBox!.height).toBeLessThanOrEqual(58);
    }
  } finally {
    await mailbox.close();
  }
});

test('the About page’s Write button is white on red', async ({ page }, info) => {
  await page.goto('/about');
  const write = page.locator('.article-body a[href="/write"]').first();
  await expect(write).toBeVisible();
  const colours = await write.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colours.color).toBe('rgb(255, 255, 255)');
  expect(colours.background).not.toBe(colours.color);
  await shot(page, info, 'about-write');
});

for (const lang of ['en', 'hi'] as const satisfies readonly Lang[]) {
  test(`a sideways rail of cards starts inside the page's margin, as the page does (${lang})`, async ({
    browser,
    baseURL,
  }, info) => {
    // the cards snap to their start: without scroll padding the rail scrolled by its padding on
    // load and the first card sat against the screen's edge
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await useLanguage(context, baseURL as string, lang);
    const page = await context.newPage();
    await page.goto('/');
    const rail = page.locator('.snap-x').first();
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.locator(':scope > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const edges = await rail.evaluate((el) => ({
      scrolled: el.scrollLeft,
      first: el.firstElementChild?.getBoundingClientRect().left ?? -1,
      inside: el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft),
    }));
    expect(edges.scrolled).toBe(0);
    expect(edges.first).toBeGreaterThanOrEqual(16);
    expect(edges.first).toBe(edges.inside);
    await shot(page, info, `rail-${lang}`);
    await context.close();
  });
}

test('an English card on the Hindi home page is set as on the English one (its heading and excerpt carry their language)', async ({
  browser,
  baseURL,
}) => {
  // A heading in the page's Hindi around an English title, or an English excerpt inheriting
  // the Hindi line height, spread the lines: the featured title took 42 px a line, not 30.
  const measure = async (lang: Lang) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await useLanguage(context, baseURL as string, lang);
    const page = await context.newPage();
    await page.goto('/');
    const title = page.locator('main article h2').first();
    await expect(title).toBeVisible();
    const sizes = await title.evaluate((heading) => {
      const card = heading.closest('article') as HTMLElement;
      const excerpt = card.querySelector('p[lang="en"]');
      return {
        title: heading.textContent,
        lang: heading.closest('[lang]')?.getAttribute('lang'),
        heading: heading.getBoundingClientRect().height,
        excerpt: excerpt?.getBoundingClientRect().height ?? -1,
      };
    });
    await context.close();
    return sizes;
  };
  const english = await measure('en');
  expect(english.lang).toBe('en');
  expect(english.excerpt).toBeGreaterThan(0);
  expect(await measure('hi')).toEqual(english);
});

test('a topic page describes the topic in the page’s language', async ({ page, baseURL }) => {
  const described = {
    en: 'Classrooms, exams, coaching towns and the right to learn.',
    hi: 'कक्षाएँ, परीक्षाएँ, कोचिंग वाले शहर और पढ़ने का हक़।',
  };
  for (const lang of ['en', 'hi'] as Lang[]) {
    await useLanguage(page.context(), baseURL!, lang);
    await page.goto('/category/education');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const description = page.locator('main header p');
    await expect(description).toHaveText(described[lang]);
    await expect(description).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', described[lang]);
  }
});

test('the sidebar and in-feed boxes show the part written for the page’s language', async ({
  page,
  baseURL,
}, info) => {
  // The demo's slots hold a box for each language (only-en, only-hi; decisions 010): the
  // home page's in-feed boxes, and the sidebar beside other pages (search).
  const words = {
    '/': { en: ['New here?', 'This week’s prompt:'], hi: ['नए हैं?', 'इस हफ़्ते का प्रॉम्प्ट:'] },
    '/search': { en: ['Write for Awaaz'], hi: ['आवाज़ के लिए लिखिए'] },
  } as const;
  for (const lang of ['en', 'hi'] as const) {
    await useLanguage(page.context(), baseURL!, lang);
    const other = lang === 'en' ? 'hi' : 'en';
    for (const path of ['/search', '/'] as const) {
      await page.goto(path);
      for (const text of words[path][lang]) await expect(page.getByText(text, { exact: true })).toBeVisible();
      for (const text of words[path][other]) await expect(page.getByText(text, { exact: true })).toBeHidden();
    }
    await shot(page, info, `widgets-by-language-${lang}`, true);
    // A slot holding only the other language's box is not shown at all (no empty box).
    const shown = await page.evaluate((only) => {
      const slot = document.createElement('div');
      slot.setAttribute('data-widget-slot', '');
      slot.className = 'p-4';
      slot.innerHTML = `<aside class="in-feed-note ${only}">x</aside>`;
      document.querySelector('main')!.append(slot);
      return getComputedStyle(slot).display;
    }, `only-${other}`);
    expect(shown).toBe('none');
  }
});
