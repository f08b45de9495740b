import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function submit(fields: Record<string, string>, options: { origin?: string | null; ip?: string } = {}) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const response = await t.app.inject({
    method: 'POST',
    url: '/sign-in',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
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

  it('signs in with the right code: the session cookie, then back where the reader came from', async () => {
    const email = 'page.right@example.org';
    const { code } = await codeStep(email, '/2026/01/a-post#comments');
    const signedIn = await submit({
      email,
      otp: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      redirect: '/2026/01/a-post#comments',
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe('/2026/01/a-post#comments');
    const cookie = setCookieOf(signedIn.response.headers);
    expect(cookie).toMatch(/^yka_session=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict/);
    const session = await t.app.inject({
      method: 'GET',
      url: '/wp-json/yka/v2/session',
      headers: { cookie: cookie.split(';')[0] as string },
    });
    expect(session.statusCode).toBe(200);
    // the same account as the modal's sign-in of this address
    expect(JSON.parse(session.body).slug).toBeTruthy();
  });

  it('leads to the Newsfeed without a destination, and never to another site, Logout or itself', async () => {
    for (const redirect of ['', '//evil.example/x', 'https://evil.example/', '/logout', '/sign-in?email=x']) {
      const email = `page.dest${ipCounter}@example.org`;
      const { sent, code } = await codeStep(email, redirect);
      expect(stateOf(sent.location)).not.toHaveProperty('redirect');
      const signedIn = await submit({ email, otp: code, redirect });
      expect(signedIn.location).toBe('/newsfeed');
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
    expect((await submit({ email, otp: second })).location).toBe('/newsfeed');
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
    expect(direct.headers.location).toBe('/newsfeed');
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
