import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { type SignedIn, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, requireBuild, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Decisions §3: no e-mail address is ever shown to anyone but its owner. This walks every
 * public endpoint over the demo data (and a freshly signed-up user), as a visitor and as
 * another signed-in user, and looks for any user's address in the answers.
 */
// Pages render from the production build: `npm test` builds before the API tests, and a
// lone `vitest` run without `npm run build` fails here and says so.
let t: TestApp;
let mailbox: Mailbox;
let newcomer: SignedIn;
let onlooker: SignedIn;
let emails: string[];

beforeAll(async () => {
  requireBuild('build/server/entry-server.js');
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url }, pages: true });
  newcomer = await signIn(t.app, mailbox, 'newcomer.private@example.org', '10.3.0.1');
  onlooker = await signIn(t.app, mailbox, 'onlooker.private@example.org', '10.3.0.2');
  emails = (await t.database.query<{ email: string }>('SELECT email FROM users')).map((r) => r.email);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function publicUrls(): Promise<string[]> {
  const q = <T>(sql: string) => t.database.query<T>(sql);
  const posts = await q<{ id: number; type: string }>(
    `SELECT id, type FROM posts WHERE status = 'publish' ORDER BY comment_count DESC, id LIMIT 15`,
  );
  const users = await q<{ id: number; slug: string }>('SELECT id, slug FROM users ORDER BY id');
  const polls = await q<{ id: number }>('SELECT id FROM polls LIMIT 3');
  const mediaRows = await q<{ id: number }>('SELECT id FROM media LIMIT 3');
  const categories = await q<{ slug: string }>(`SELECT slug FROM terms WHERE taxonomy = 'category' LIMIT 3`);
  const api = '/wp-json';
  const urls = [
    `${api}/yka/v2/settings`,
    `${api}/wp/v2/users?per_page=100`,
    `${api}/wp/v2/users?per_page=100&search=example`,
    `${api}/wp/v2/users?per_page=100&search=private`,
    `${api}/wp/v2/users?include=${newcomer.session.id},${onlooker.session.id}`,
    `${api}/wp/v2/users?slug=${newcomer.session.slug}`,
    `${api}/yka/v1/follow?per_page=100`,
    `${api}/yka/v2/trending-authors?per_page=100`,
    `${api}/yka/v2/leaderboard?per_page=100`,
    `${api}/yka/v2/trending`,
    `${api}/wp/v2/categories?per_page=100`,
    `${api}/wp/v2/locations?per_page=100`,
    `${api}/yka/v2/locations`,
    `${api}/wp/v2/comments?per_page=100`,
    '/feed',
    '/sitemap.xml',
    '/news-sitemap.xml',
  ];
  for (const base of ['posts', 'videos', 'notes', 'polls', 'pages']) {
    urls.push(`${api}/wp/v2/${base}?per_page=100&_embed`, `${api}/wp/v2/${base}?search=demo&_embed`);
  }
  for (const post of posts) {
    const base =
      { post: 'posts', video: 'videos', note: 'notes', poll: 'polls', page: 'pages' }[post.type] ?? 'posts';
    urls.push(
      `${api}/wp/v2/${base}/${post.id}?_embed`,
      `${api}/wp/v2/${base}/${post.id}?context=edit`,
      `${api}/wp/v2/comments?post=${post.id}&per_page=100`,
    );
  }
  for (const user of users) {
    urls.push(
      `${api}/wp/v2/users/${user.id}`,
      `${api}/wp/v2/users/${user.id}?context=edit`,
      `${api}/yka/v1/follow/${user.id}`,
      `/author/${user.slug}/feed`,
    );
  }
  for (const poll of polls) urls.push(`${api}/yka/v2/polls/${poll.id}`);
  for (const item of mediaRows) urls.push(`${api}/wp/v2/media/${item.id}`);
  for (const category of categories) urls.push(`/category/${category.slug}/feed`);
  urls.push(
    '/',
    `/author/${newcomer.session.slug}`,
    '/search?q=example',
    ...users.slice(0, 5).map((u) => `/author/${u.slug}`),
  );
  return urls;
}

describe('no public answer contains an e-mail address', () => {
  it('holds for visitors and for another signed-in user on every public endpoint', async () => {
    expect(emails).toContain('newcomer.private@example.org');
    const urls = await publicUrls();
    expect(urls.length).toBeGreaterThan(60);
    let ok = 0;
    for (const headers of [{}, { cookie: onlooker.cookie }]) {
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode === 200) ok++;
        const body = response.body.toLowerCase();
        for (const email of emails) expect(body.includes(email), `${email} in ${url}`).toBe(false);
      }
    }
    expect(ok).toBeGreaterThan(urls.length); // most answers are real pages, not errors
  }, 240_000); // some 600 requests: a minute and more on a busy machine

  it('shows the owner their own address, and only in the edit context', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      headers: { cookie: newcomer.cookie },
    });
    expect(me.body).toContain('newcomer.private@example.org');
    expect(me.body).not.toContain('onlooker.private@example.org');
  });

  it('renders signed-in pages privately, never into the public cache', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: newcomer.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/private|no-store/);
    expect(page.headers.etag).toBeUndefined();
    // The page bootstrap carries the session with its nonce for the browser (issue 4).
    expect(page.body).toContain(`"nonce":"${newcomer.session.nonce}"`);
    expect(visitor.body).toContain('"session":null');
  });
});
