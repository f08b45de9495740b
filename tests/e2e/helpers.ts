import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import type { ApiPost, ApiTerm, ApiUser, SiteSettings } from '#common/api-types.ts';

export type Lang = 'en' | 'hi';

/** Chooses the interface language the way a reader does: the cookie set by /lang/{code}. */
export async function useLanguage(context: BrowserContext, baseURL: string, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * What axe-core finds on the page (or inside `include`), one line a rule. The experimental
 * `label-content-name-mismatch` rule is turned on too (issue 13: a link's accessible name
 * must contain its visible text).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core finds no violation on the page (or inside `include`). */
export async function expectAxeClean(page: Page, what: string, include?: string) {
  expect(await axeViolations(page, include), what).toEqual([]);
}

/** Console errors, warnings and page errors seen while a test runs. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Video cards show YouTube's stills from i.ytimg.com; this machine reaches no outside
    // host, so those loads fail here by design (a reader's phone loads them).
    if (/ERR_NAME_NOT_RESOLVED/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

export async function firstLink(request: APIRequestContext, url: string): Promise<string> {
  const [item] = (await (await request.get(url)).json()) as (ApiPost | ApiTerm | ApiUser)[];
  expect(item, url).toBeDefined();
  return new URL(item!.link).pathname;
}

export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  return (await request.get('/wp-json/yka/v2/settings/')).json();
}

/** Links of the posts readers must not find in lists, feeds and sitemaps (decisions §4). */
export async function hiddenPostLinks(request: APIRequestContext): Promise<string[]> {
  const settings = await siteSettings(request);
  const links: string[] = [];
  for (const type of ['posts', 'videos', 'notes', 'polls']) {
    const ids = `${settings.exclude_categories.unlisted},${settings.exclude_categories.unreviewed}`;
    const items = (await (
      await request.get(`/wp-json/wp/v2/${type}?categories=${ids}&per_page=100`)
    ).json()) as ApiPost[];
    links.push(...items.map((item) => item.link));
  }
  return links;
}

/** The page of the author of the newest post. */
export async function authorWithPosts(request: APIRequestContext): Promise<string> {
  const [post] = (await (await request.get('/wp-json/wp/v2/posts?per_page=1')).json()) as ApiPost[];
  return firstLink(request, `/wp-json/yka/v1/follow/?include=${post!.author}`);
}

/** One real path per route of the route table (spec §2), with what its page must show. */
export async function routePaths(request: APIRequestContext) {
  return {
    home: '/',
    search: '/search?s=school',
    searchSlash: '/search/',
    logout: '/logout',
    signIn: '/sign-in',
    // the code step, with a mistyped code's message
    signInCode: '/sign-in?email=reader%40example.org&error=wrong&left=2',
    post: await firstLink(request, '/wp-json/wp/v2/posts?per_page=1'),
    author: await authorWithPosts(request),
    video: await firstLink(request, '/wp-json/wp/v2/videos?per_page=1'),
    page: '/about',
    contact: '/contact',
    archive: '/category/education',
    subcategory: '/category/culture/books',
    location: await firstLink(request, '/wp-json/wp/v2/locations?orderby=count&order=desc&per_page=1'),
    poll: await firstLink(request, '/wp-json/wp/v2/polls?per_page=1'),
    note: await firstLink(request, '/wp-json/wp/v2/notes?per_page=1'),
    pollsList: '/polls-list',
    leaderboard: '/leaderboard',
    locations: '/locations',
    authorPolls: `${await authorWithPosts(request)}/polls`,
    newsfeed: '/newsfeed',
    edit: '/edit',
    me: '/me',
    createPoll: '/create-poll',
    createNote: '/create-note',
    createVideo: '/create-video',
    write: '/write',
    myStateFeed: '/mystatefeed',
    // a visitor gets the sign-in view of the Newsroom (200); members' answers are in newsroom.spec.ts
    newsroom: '/newsroom',
    newsroomTab: '/newsroom/log',
    saved: '/saved',
    // a visitor is asked to sign in; a member's menu page is in accounts-screens.spec.ts
    menu: '/menu',
    notFound: '/404',
  };
}

/**
 * The article's like, share and writable comments load as the reader nears them, not with
 * the page (decisions 016): scrolls to them and waits until they are in.
 */
export async function reachConversation(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('[data-actions]').scrollIntoViewIfNeeded();
  await expect(page.locator('section[data-comments]')).toBeVisible();
}

/**
 * A test about the phone alone (its menu, its overflowing strip) or about the server, the same
 * at every width: it runs in the phone project, and the desktop project leaves it out by this
 * tag (playwright.config.ts), rather than skipping it.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
