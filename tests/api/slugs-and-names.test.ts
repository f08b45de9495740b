import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost, ApiUserMe } from '#common/api-types.ts';
import { backfillAddresses } from '#server/domain/addresses/backfill.ts';
import type { PageRenderer } from '#server/ssr/page-routes.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { createUser, signedInHeaders, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 13, item 4 (decisions §10): short ASCII slugs, Hindi transliterated; old slugs and
 * old percent-encoded Hindi addresses answer 301, for pages and for the API's lookup by slug;
 * a new account is not named after its address.
 */
const TITLE = 'शिक्षा का अधिकार और हमारी ज़िम्मेदारी';
/** What the old code made of TITLE: the Devanagari slug WhatsApp shows percent-encoded. */
const OLD_SLUG = 'शिक्षा-का-अधिकार-और-हमारी-ज़िम्मेदारी';

// Pages render as "not found" here: the 301 is the server's answer before any screen shows.
const notFound: PageRenderer = async () => ({
  status: 404,
  html: '',
  headTags: '',
  bootstrap: '{}',
  screenSource: '',
  contentLang: undefined,
  noStore: false,
});

let t: TestApp;
let mailbox: Mailbox;
let writer: { id: number; headers: { cookie: string; 'x-wp-nonce': string } };

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ renderPage: notFound, config: { smtpUrl: mailbox.url } });
  const id = await createUser(t.database, 'editor');
  writer = { id, headers: await signedInHeaders(t.database, id) };
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function publish(title: string): Promise<ApiPost> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/fep/',
    headers: writer.headers,
    payload: { type: 'post', title, content: '<p>हर बच्चे का हक़।</p>', status: 'publish' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as ApiPost;
}

const pathOf = (link: string) => new URL(link).pathname;

// One post through its life in steps (each step edits what the one before made): in order.
describe('slugs (decisions §10)', { shuffle: false }, () => {
  let post: ApiPost;

  it('gives a Hindi title a transliterated ASCII slug of at most 60 characters', async () => {
    post = await publish(TITLE);
    expect(post.slug).toBe('shiksha-ka-adhikar-aur-hamari-zimmedari');
    expect(post.slug).toMatch(/^[a-z0-9-]{1,60}$/);
    expect(post.link).toMatch(
      /^http:\/\/localhost:3000\/\d{4}\/\d{2}\/shiksha-ka-adhikar-aur-hamari-zimmedari$/,
    );
  });

  it('gives older Hindi-slugged rows ASCII slugs and answers their old percent-encoded address with 301', async () => {
    // the row as the old code stored it
    await t.database.query('UPDATE posts SET slug = $1 WHERE id = $2', [OLD_SLUG, post.id]);
    expect(await backfillAddresses(t.database)).toBeGreaterThan(0);
    expect(await backfillAddresses(t.database)).toBe(0); // once only
    const [row] = await t.database.query<{ slug: string }>('SELECT slug FROM posts WHERE id = $1', [post.id]);
    expect(row!.slug).toBe(post.slug);

    const current = pathOf(post.link);
    const oldPath = current.replace(post.slug, encodeURIComponent(OLD_SLUG));
    expect(oldPath.length).toBeGreaterThan(200);
    const page = await get(`${oldPath}?utm_source=whatsapp`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`${current}?utm_source=whatsapp`);

    const lookup = await get(`/wp-json/wp/v2/posts?slug=${encodeURIComponent(OLD_SLUG)}&_embed=1`);
    expect(lookup.statusCode).toBe(301);
    const target = String(lookup.headers.location);
    expect(target).toContain(`slug=${post.slug}`);
    expect(target).toContain('_embed=1');
    const followed = await get(`/wp-json${target.replace(/^\/wp-json/, '')}`);
    expect((followed.json() as ApiPost[]).map((p) => p.id)).toEqual([post.id]);
  });

  it('a title edited after publishing gives a new slug; the old one answers 301', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/wp-json/yka/v2/fep/${post.id}`,
      headers: writer.headers,
      payload: { title: 'शिक्षा का अधिकार: हम सबकी ज़िम्मेदारी' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const edited = r.json() as ApiPost;
    expect(edited.slug).toBe('shiksha-ka-adhikar-ham-sabaki-zimmedari');
    for (const old of [post.slug, OLD_SLUG]) {
      const page = await get(pathOf(post.link).replace(post.slug, encodeURIComponent(old)));
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe(pathOf(edited.link));
    }
    // an unknown slug stays a 404 page and an empty lookup
    expect((await get(pathOf(post.link).replace(post.slug, 'no-such-post'))).statusCode).toBe(404);
    const none = await get('/wp-json/wp/v2/posts?slug=no-such-post');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('a new post never takes a slug that still leads to another one', async () => {
    const again = await publish(TITLE);
    expect(again.slug).toBe('shiksha-ka-adhikar-aur-hamari-zimmedari-2');
  });

  it('the Hindi form of an address no row ever held leads to the ASCII one it transliterates to', async () => {
    const fresh = await publish('हिंदी दिवस पर मेरी बात');
    expect(fresh.slug).toBe('hindi-divas-par-meri-bat');
    const hindiPath = pathOf(fresh.link).replace(fresh.slug, encodeURIComponent('हिंदी-दिवस-पर-मेरी-बात'));
    const page = await get(hindiPath);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(pathOf(fresh.link));
  });
});

describe('addresses written for WordPress', () => {
  it('its search address, /?s=, answers 301 to the search page with the same query', async () => {
    const page = await get('/?s=%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE&utm_source=whatsapp');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(
      '/search?s=%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE&utm_source=whatsapp',
    );
    // the home page with other parameters is not moved (this file's pages all render as 404)
    expect((await get('/?utm_source=whatsapp')).statusCode).toBe(404);
  });
});

describe('names (decisions §10)', () => {
  it('a new account has no name and a slug without its address; naming it moves its author page', async () => {
    const email = 'asha.verma@example.org';
    const { session, cookie } = await signIn(t.app, mailbox, email, '10.13.0.1');
    expect(session.name).toBe('');
    expect(session.slug).toBe(`member-${session.id}`);
    const me = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      headers: { cookie, 'x-wp-nonce': session.nonce },
      payload: { name: 'आशा वर्मा' },
    });
    expect(me.statusCode, me.body).toBe(200);
    const named = me.json() as ApiUserMe;
    expect(named).toMatchObject({ name: 'आशा वर्मा', slug: 'asha-varma' });

    const page = await get(`/author/member-${session.id}/polls`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/author/asha-varma/polls');
    const lookup = await get(`/wp-json/wp/v2/users?slug=member-${session.id}`);
    expect(lookup.statusCode).toBe(301);
    expect(lookup.headers.location).toBe('/wp-json/wp/v2/users?slug=asha-varma');

    // a second rename keeps both old addresses working
    await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      headers: { cookie, 'x-wp-nonce': session.nonce },
      payload: { name: 'Asha V.' },
    });
    for (const old of [`member-${session.id}`, 'asha-varma'])
      expect((await get(`/author/${old}`)).headers.location).toBe('/author/asha-v');
  });

  it('takes the e-mail-made name of an older account away until its member chooses one', async () => {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO users (email, slug, name) VALUES ('ravi.k@example.org', 'ravi-k', 'Ravi K') RETURNING id`,
    );
    await backfillAddresses(t.database);
    const [after] = await t.database.query<{ name: string; slug: string }>(
      'SELECT name, slug FROM users WHERE id = $1',
      [row!.id],
    );
    expect(after).toEqual({ name: '', slug: `member-${row!.id}` });
    expect((await get('/author/ravi-k')).headers.location).toBe(`/author/member-${row!.id}`);
    // demo members keep their names
    const [demo] = await t.database.query<{ name: string }>(
      `SELECT name FROM users WHERE slug = 'priya-sharma'`,
    );
    expect(demo!.name).toBe('Priya Sharma');
  });
});
