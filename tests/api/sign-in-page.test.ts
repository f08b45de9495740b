import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_TOPICS_QUERY, welcomeTopics } from '#common/sign-in.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { setCookieOf } from '#tests/helpers/sign-in.ts';
import { createTestApp, requireBuild, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The sign-in page's forms (decisions 016, *Signing in without the script*): plain form posts
 * that answer 303, back to the page with the next step or the problem in its query, or,
 * signed in, to where the reader came from. The browser story is in accounts-screens.spec.ts.
 */
let t: TestApp;
let mailbox: Mailbox;
const ORIGIN = 'http://localhost:3000';
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  requireBuild('build/server/entry-server.js');
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url }, pages: true });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function submit(
  fields: Record<string, string> | [string, string][],
  options: { origin?: string | null; ip?: string; url?: string; cookie?: string } = {},
) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const response = await t.app.inject({
    method: 'POST',
    url: options.url ?? '/sign-in',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: response.statusCode, location: String(response.headers.location), response };
}

/** The page's state as the answer's Location says it. */
const stateOf = (location: string) => {
  const url = new URL(location, ORIGIN);
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

const cookieHeader = (setCookie: string) => setCookie.split(';')[0] as string;

async function sessionOf(setCookie: string) {
  const session = await t.app.inject({
    method: 'GET',
    url: '/wp-json/yka/v2/session',
    headers: { cookie: cookieHeader(setCookie) },
  });
  expect(session.statusCode).toBe(200);
  return JSON.parse(session.body) as { id: number; name: string; slug: string };
}

/** A new account signed in on the page, at its name step: the session cookie to send. */
async function newMember(email: string) {
  const { code } = await codeStep(email);
  const signedIn = await submit({ email, otp: code });
  expect(signedIn.location).toBe('/sign-in?step=name');
  return cookieHeader(setCookieOf(signedIn.response.headers));
}

async function codeStep(email: string, redirect?: string) {
  const since = mailbox.messages.length;
  const sent = await submit({ email, ...(redirect ? { redirect } : {}) });
  expect(sent.status).toBe(303);
  return { sent, code: await mailbox.waitForCode(email, { since }) };
}

describe('the sign-in page', () => {
  it('is never kept by a cache, and is not indexed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sign-in?email=someone%40example.org' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<form action="/sign-in" method="post">');
    expect(page.body).toContain('value="someone@example.org"');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it('mails a code and leads to the code step, keeping the destination', async () => {
    const { sent } = await codeStep('page.new@example.org', '/leaderboard?tab=month');
    expect(sent.response.headers['cache-control']).toBe('no-store');
    expect(stateOf(sent.location)).toEqual({
      path: '/sign-in',
      email: 'page.new@example.org',
      redirect: '/leaderboard?tab=month',
    });
  });

  it('signs in with the right code: the session cookie, the name step of a new account, then back where the reader came from', async () => {
    const email = 'page.right@example.org';
    const { code } = await codeStep(email, '/2026/01/a-post#comments');
    const signedIn = await submit({
      email,
      otp: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      redirect: '/2026/01/a-post#comments',
    });
    expect(signedIn.status).toBe(303);
    expect(stateOf(signedIn.location)).toEqual({
      path: '/sign-in',
      step: 'name',
      redirect: '/2026/01/a-post#comments',
    });
    const cookie = setCookieOf(signedIn.response.headers);
    expect(cookie).toMatch(/^yka_session=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict/);
    const session = await sessionOf(cookie);
    // the same account as the modal's sign-in of this address: no name yet
    expect(session).toMatchObject({ name: '', slug: `member-${session.id}` });

    const named = await submit(
      { name: '  Meera   Pal ', redirect: '/2026/01/a-post#comments' },
      { url: '/sign-in/name', cookie: cookieHeader(cookie) },
    );
    expect(named.status).toBe(303);
    expect(named.response.headers['cache-control']).toBe('no-store');
    expect(named.location).toBe('/2026/01/a-post#comments');
    expect(await sessionOf(cookie)).toMatchObject({ name: 'Meera Pal', slug: 'meera-pal' });

    // named now: the next sign-in goes straight back
    const again = await codeStep(email, '/leaderboard');
    const second = await submit({ email, otp: again.code, redirect: '/leaderboard' });
    expect(second.location).toBe('/leaderboard');
  });

  it('leads to the Newsfeed without a destination, and never to another site, Logout or itself', async () => {
    for (const redirect of ['', '//evil.example/x', 'https://evil.example/', '/logout', '/sign-in?email=x']) {
      const email = `page.dest${ipCounter}@example.org`;
      const { sent, code } = await codeStep(email, redirect);
      expect(stateOf(sent.location)).not.toHaveProperty('redirect');
      const signedIn = await submit({ email, otp: code, redirect });
      expect(stateOf(signedIn.location)).toEqual({ path: '/sign-in', step: 'name' });
      const cookie = cookieHeader(setCookieOf(signedIn.response.headers));
      const named = await submit({ name: 'Dest Tester', redirect }, { url: '/sign-in/name', cookie });
      expect(named.location).toBe('/newsfeed');
    }
  });

  it('says what went wrong in the page query: the address, the code, a wrong code with its tries left', async () => {
    expect(stateOf((await submit({ email: 'not an address' })).location)).toEqual({
      path: '/sign-in',
      error: 'email',
    });
    const email = 'page.wrong@example.org';
    const { code } = await codeStep(email);
    expect(stateOf((await submit({ email, otp: '12345' })).location)).toEqual({
      path: '/sign-in',
      email,
      error: 'code',
    });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await submit({ email, otp: wrong });
    expect(refused.status).toBe(303);
    expect(refused.response.headers['set-cookie']).toBeUndefined();
    expect(stateOf(refused.location)).toEqual({ path: '/sign-in', email, error: 'wrong', left: '4' });
    // and the page says it, in the reader's language
    const page = await t.app.inject({ method: 'GET', url: refused.location, headers: { cookie: 'lang=hi' } });
    expect(page.body).toContain('यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।');
  });

  it('answers a resend with a new code and says so', async () => {
    const email = 'page.resend@example.org';
    await codeStep(email);
    const since = mailbox.messages.length;
    const again = await submit({ email, resend: '1' });
    expect(stateOf(again.location)).toEqual({ path: '/sign-in', email, resent: '1' });
    const second = await mailbox.waitForCode(email, { since });
    expect((await submit({ email, otp: second })).location).toBe('/sign-in?step=name');
  });

  it("refuses another site's form without sending or checking anything (login CSRF)", async () => {
    const email = 'page.csrf@example.org';
    const since = mailbox.messages.length;
    const sent = await submit({ email }, { origin: 'https://evil.example' });
    expect(stateOf(sent.location)).toEqual({ path: '/sign-in', error: 'cross-site' });
    const { code } = await codeStep(email);
    const forged = await submit({ email, otp: code }, { origin: 'null' });
    expect(stateOf(forged.location)).toEqual({ path: '/sign-in', error: 'cross-site' });
    expect(forged.response.headers['set-cookie']).toBeUndefined();
    expect(mailbox.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(1);
    // the code still works here: the forged try did not spend it. A page of this site opened
    // at another address of it (the Host it was sent to) is this site too.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: '127.0.0.1:3000',
        origin: 'http://127.0.0.1:3000',
      },
      payload: new URLSearchParams({ email, otp: code }).toString(),
      remoteAddress: freshIp(),
    });
    expect(direct.headers.location).toBe('/sign-in?step=name');
  });
});

describe('the name step (a new member signed in on the page)', () => {
  const topicsOffered = async () => {
    const query = new URLSearchParams(WELCOME_TOPICS_QUERY);
    const answer = await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/categories?${query}` });
    return welcomeTopics(JSON.parse(answer.body) as { id: number; slug: string; name_hi: string }[]);
  };
  const userOf = async (cookie: string) => {
    const [user] = await t.database.query<{ id: number; name: string; slug: string }>(
      'SELECT u.id, u.name, u.slug FROM users u JOIN sessions s ON s.user_id = u.id WHERE s.id = $1',
      [createHash('sha256').update(cookie.slice('yka_session='.length)).digest('hex')],
    );
    return user!;
  };
  const page = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: `${cookie}; lang=hi` } });

  it("shows the name form with the busiest topics in the reader's language, and Not now", async () => {
    const cookie = await newMember('step.page@example.org');
    const shown = await page('/sign-in?step=name&redirect=%2Fleaderboard', cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain('आवाज़ में आपका स्वागत है');
    expect(shown.body).toContain('<form action="/sign-in/name" method="post">');
    expect(shown.body).toContain('<input type="hidden" name="redirect" value="/leaderboard"/>');
    expect(shown.body).toMatch(/<a href="\/leaderboard"[^>]*>अभी नहीं<\/a>/);
    const topics = await topicsOffered();
    expect(topics.length).toBeGreaterThan(2);
    for (const topic of topics) {
      expect(shown.body).toContain(`name="topic" value="${topic.id}"`);
      expect(shown.body).toContain(topic.name_hi);
    }
    // a visitor at that address signs in first; a named member is simply signed in
    expect((await page('/sign-in?step=name', 'lang=hi')).body).toContain('name="email"');
    await submit({ name: 'Step Page' }, { url: '/sign-in/name', cookie });
    const named = await page('/sign-in?step=name', cookie);
    expect(named.body).not.toContain('/sign-in/name');
    expect(named.body).toContain('href="/newsfeed"');
  });

  it('names the member and follows the topics ticked, skipping any that cannot be followed', async () => {
    const cookie = await newMember('step.topics@example.org');
    const [first, second] = await topicsOffered();
    const named = await submit(
      [
        ['name', 'आशा  कुमारी'],
        ['topic', String(first!.id)],
        ['topic', String(second!.id)],
        ['topic', String(first!.id)],
        ['topic', '999999'],
        ['topic', '99999999999'],
        ['topic', 'x'],
      ],
      { url: '/sign-in/name', cookie },
    );
    expect(named.status).toBe(303);
    expect(named.location).toBe('/newsfeed');
    const user = await userOf(cookie);
    expect(user).toMatchObject({ name: 'आशा कुमारी', slug: 'asha-kumari' });
    const follows = await t.database.query<{ term_id: number }>(
      'SELECT term_id FROM term_follows WHERE user_id = $1 ORDER BY term_id',
      [user.id],
    );
    expect(follows.map((row) => row.term_id)).toEqual([first!.id, second!.id].sort((a, b) => a - b));
  });

  it('says what is wrong with the name, and writes nothing', async () => {
    const cookie = await newMember('step.wrong@example.org');
    const cases: [string, string, string][] = [
      ['', 'name', 'कृपया नाम लिखें, या अभी नहीं चुनें।'],
      ['  \u0007 ', 'name', 'कृपया नाम लिखें, या अभी नहीं चुनें।'],
      ['a'.repeat(61), 'name-long', 'नाम में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं।'],
    ];
    for (const [name, error, message] of cases) {
      const refused = await submit({ name, redirect: '/polls' }, { url: '/sign-in/name', cookie });
      expect(stateOf(refused.location)).toEqual({
        path: '/sign-in',
        step: 'name',
        redirect: '/polls',
        error,
      });
      expect((await page(refused.location, cookie)).body).toContain(message);
    }
    expect(await userOf(cookie)).toMatchObject({ name: '' });
  });

  it("refuses another site's form, and sends a reader whose session ended to sign in again", async () => {
    const cookie = await newMember('step.csrf@example.org');
    const forged = await submit(
      { name: 'Forged' },
      { url: '/sign-in/name', cookie, origin: 'https://evil.example' },
    );
    expect(stateOf(forged.location)).toEqual({ path: '/sign-in', step: 'name', error: 'cross-site' });
    expect(await userOf(cookie)).toMatchObject({ name: '' });

    const signedOut = await submit({ name: 'Nobody', redirect: '/polls' }, { url: '/sign-in/name' });
    expect(stateOf(signedOut.location)).toEqual({ path: '/sign-in', step: 'name', redirect: '/polls' });
    const again = await t.app.inject({ method: 'GET', url: signedOut.location });
    expect(again.body).toContain('name="email"');
    expect(again.body).toContain('<input type="hidden" name="redirect" value="/polls"/>');
  });
});

describe('the sign-in page without a mail server', () => {
  it('says codes cannot be sent right now', async () => {
    const prod = await createTestApp({ seed: false, config: { production: true, devOutbox: false } });
    try {
      const r = await prod.app.inject({
        method: 'POST',
        url: '/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=prod%40example.org',
      });
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe('/sign-in?error=mail');
    } finally {
      await prod.close();
    }
  });
});
