import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, SignedInSession } from '#common/api-types.ts';
import { CODE_MAX_ATTEMPTS } from '#server/domain/auth/one-time-codes.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { setCookieOf, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 4: e-mail one-time-code sign-in and the cookie session, through HTTP and real SMTP. */
let t: TestApp;
let mailbox: Mailbox;
const PER_IP = 8;
let ipCounter = 0;
/** a fresh client address per test, so that the per-IP limit is only met where it is tested */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url, otpSendsPerIpPerHour: PER_IP } });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function post(
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = freshIp(),
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body ? JSON.parse(response.body) : undefined) as Record<string, unknown> & ApiError,
  };
}

const sendOtp = (email: string, ip = freshIp()) => post('/wp-json/yka/v2/send-otp/', { email }, {}, ip);
const verifyOtp = (email: string, otp: string, ip = freshIp()) =>
  post('/wp-json/yka/v2/verify-otp/', { email, otp }, {}, ip);

async function codeFor(email: string) {
  const since = mailbox.messages.length;
  const sent = await sendOtp(email);
  expect(sent.status).toBe(200);
  return mailbox.waitForCode(email, { since });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A delivered message with its quoted-printable parts decoded to UTF-8. */
function decoded(raw: string) {
  const bytes: number[] = [];
  const soft = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('send-otp and verify-otp', () => {
  it('signs a new address in end to end with the code read from the delivered mail', async () => {
    const email = 'Asha.Verma+news@Example.org';
    const { session, setCookie, cookie } = await signIn(t.app, mailbox, email, freshIp());
    const site = await t.app.deps.settings.site();
    // Decisions §10: a new account is not named after its address; the first sign-in asks.
    expect(session).toMatchObject({ name: '', slug: `member-${session.id}`, version: site.version });
    expect(session.id).toBeGreaterThan(0);
    expect(session.avatar_url).toMatch(/^http/);
    expect(session.nonce.length).toBeGreaterThan(20);
    expect(JSON.stringify(session)).not.toContain('example.org');
    expect(setCookie).toMatch(/^yka_session=[\w-]+;/);

    const again = await t.app.inject({ method: 'GET', url: '/wp-json/yka/v2/session', headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(again.body)).toEqual(session);

    // The stored address is the lower-cased one; the account is a subscriber.
    const [row] = await t.database.query<{ email: string; role: string }>(
      'SELECT email, role FROM users WHERE id = $1',
      [session.id],
    );
    expect(row).toEqual({ email: 'asha.verma+news@example.org', role: 'subscriber' });
  });

  it('signs the same address into the same account the second time, another address into another', async () => {
    const first = await signIn(t.app, mailbox, 'ravi@one.example', freshIp());
    const second = await signIn(t.app, mailbox, 'ravi@one.example', freshIp());
    expect(second.session.id).toBe(first.session.id);
    expect(second.session.nonce).not.toBe(first.session.nonce);
    const namesake = await signIn(t.app, mailbox, 'ravi@two.example', freshIp());
    expect(namesake.session.id).not.toBe(first.session.id);
    expect(namesake.session.slug).toBe(`member-${namesake.session.id}`);
  });

  it('makes the new account in the language the visitor was reading', async () => {
    const email = 'hindi.reader@example.org';
    const code = await codeFor(email);
    const verified = await post('/wp-json/yka/v2/verify-otp/', { email, otp: code }, { cookie: 'lang=hi' });
    expect(verified.status).toBe(200);
    const [row] = await t.database.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
      verified.body.id,
    ]);
    expect(row?.language).toBe('hi');
  });

  it('mails the code in English and Hindi, as text and HTML, with its expiry', async () => {
    const since = mailbox.messages.length;
    await sendOtp('mail.check@example.org');
    const code = await mailbox.waitForCode('mail.check@example.org', { since });
    const message = mailbox.messages.at(-1)!;
    expect(message.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(message.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const text = decoded(message.raw);
    expect(text).toContain(`sign-in code is ${code}. It is valid for 10 minutes.`);
    expect(text).toContain(`आपका कोड ${code} है। यह 10 मिनट तक मान्य है।`);
    expect(text).toContain(`<strong>${code}</strong>`);
  });

  it('answers a known and an unknown address identically', async () => {
    const [known] = await t.database.query<{ email: string }>('SELECT email FROM users ORDER BY id LIMIT 1');
    const a = await sendOtp(known!.email);
    const b = await sendOtp('nobody-here-yet@example.org');
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ success: true });
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(b.headers['content-length']).toBe(a.headers['content-length']);
  });

  it('accepts the old client: form-encoded, base64 email_address and email_otp', async () => {
    const email = 'old.client@example.org';
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const since = mailbox.messages.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/send-otp/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email_address=${encodeURIComponent(b64(email))}`,
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await mailbox.waitForCode(email, { since });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/verify-otp/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email_address=${encodeURIComponent(b64(email))}&email_otp=${encodeURIComponent(b64(code))}`,
      remoteAddress: freshIp(),
    });
    expect(verified.statusCode).toBe(200);
    const answer = JSON.parse(verified.body) as { id: number; slug: string };
    expect(answer.slug).toBe(`member-${answer.id}`);
  });

  it("refuses another site's page with 403 rest_foreign_origin: no code sent, none checked (login CSRF)", async () => {
    const email = 'foreign.origin@example.org';
    const since = mailbox.messages.length;
    const foreign = { origin: 'https://evil.example' };
    const sent = await post('/wp-json/yka/v2/send-otp/', { email }, foreign);
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe('rest_foreign_origin');
    const code = await codeFor(email);
    expect(mailbox.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(1);
    const forged = await post('/wp-json/yka/v2/verify-otp/', { email, otp: code }, { origin: 'null' });
    expect(forged.status).toBe(403);
    expect(setCookieOf(forged.headers)).toBe('');
    // the site's own page sends its origin; the code was not spent by the forged try
    const own = await post(
      '/wp-json/yka/v2/verify-otp/',
      { email, otp: code },
      { origin: 'http://localhost:3000' },
    );
    expect(own.status).toBe(200);
  });

  it('refuses a malformed address or code with rest_invalid_param naming the field', async () => {
    for (const payload of [{ email: 'not-an-address' }, { email: 42 }, {}, { email: ['a@b.example'] }]) {
      const r = await post('/wp-json/yka/v2/send-otp/', payload);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('rest_invalid_param');
      expect(Object.keys((r.body.data as { params: object }).params)).toEqual(['email']);
    }
    const r = await verifyOtp('someone@example.org', '12ab56');
    expect(r.status).toBe(400);
    expect(r.body.data).toMatchObject({ params: { otp: expect.any(String) } });
    const text = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/send-otp/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBeLessThan(500);
    expect(JSON.parse(text.body)).toHaveProperty('code');
  });

  it('burns a code after five wrong tries: the right code fails after them', async () => {
    const email = 'five.wrong@example.org';
    const code = await codeFor(email);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const r = await verifyOtp(email, wrongCode(code));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_otp', data: { attempts_left: CODE_MAX_ATTEMPTS - i } });
    }
    const fifth = await verifyOtp(email, wrongCode(code));
    expect(fifth.body.code).toBe('otp_attempts_exceeded');
    const right = await verifyOtp(email, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('otp_attempts_exceeded');
    expect(right.body.message).toMatch(/request a new code/);
    expect(setCookieOf(right.headers)).toBe('');
  });

  it('still takes the right code after four wrong ones, and only once', async () => {
    const email = 'four.wrong@example.org';
    const code = await codeFor(email);
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) await verifyOtp(email, wrongCode(code));
    expect((await verifyOtp(email, code)).status).toBe(200);
    const reused = await verifyOtp(email, code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('expired_otp');
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.org';
    const code = await codeFor(email);
    await t.database.query(
      `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    const r = await verifyOtp(email, code);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('expired_otp');
  });

  it('lets only the newest code work after a resend', async () => {
    const email = 'resend@example.org';
    const first = await codeFor(email);
    let second = await codeFor(email);
    while (second === first) second = await codeFor(email); // 1 in a million
    expect((await verifyOtp(email, first)).body.code).toBe('invalid_otp');
    expect((await verifyOtp(email, second)).status).toBe(200);
  });

  it('stores codes hashed, never as sent', async () => {
    const email = 'hashed@example.org';
    const code = await codeFor(email);
    const rows = await t.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM one_time_codes WHERE email = $1',
      [email],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it('answers the sixth send to one address within the hour with 429 too_many_requests', async () => {
    const email = 'six.sends@example.org';
    for (let i = 0; i < 5; i++) expect((await sendOtp(email)).status).toBe(200);
    const sixth = await sendOtp(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
  });

  it('limits sends per client address across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++)
      expect((await sendOtp(`ip-limit-${i}@example.org`, ip)).status).toBe(200);
    const over = await sendOtp('ip-limit-last@example.org', ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too_many_requests');
    expect((await sendOtp('ip-limit-last@example.org')).status).toBe(200); // another client is not affected
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, 30 days, and not Secure over http', async () => {
    const { setCookie } = await signIn(t.app, mailbox, 'cookie.flags@example.org', freshIp());
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${30 * 86_400}`);
    expect(attributes).not.toContain('secure');
  });

  it('acts as a visitor on a write without X-WP-Nonce, is refused with a wrong one, works with the right one', async () => {
    const { session, cookie } = await signIn(t.app, mailbox, 'nonce.check@example.org', freshIp());
    const update = (headers: Record<string, string>) =>
      post('/wp-json/wp/v2/users/me', { description: 'Hello' }, { cookie, ...headers });
    const without = await update({});
    expect(without.status).toBe(401);
    expect(without.body.code).toBe('rest_not_logged_in');
    const wrong = await update({ 'x-wp-nonce': 'not-the-nonce' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('rest_cookie_invalid_nonce');
    const right = await update({ 'x-wp-nonce': session.nonce });
    expect(right.status).toBe(200);
    expect(right.body.description).toBe('Hello');
    // A read needs no nonce.
    const me = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toMatch(/private|no-store/);
  });

  it('stops working after logout, and logout clears it', async () => {
    const { cookie } = await signIn(t.app, mailbox, 'logout@example.org', freshIp());
    const out = await post('/wp-json/yka/v2/logout/', {}, { cookie });
    expect(out.status).toBe(200);
    expect(setCookieOf(out.headers)).toMatch(/^yka_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
    const me = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(JSON.parse(me.body).code).toBe('rest_not_logged_in');
    const session = await t.app.inject({
      method: 'GET',
      url: '/wp-json/yka/v2/session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(401);
  });

  it('answers logout 200 without any session', async () => {
    const out = await post('/wp-json/yka/v2/logout/', {});
    expect(out.status).toBe(200);
    expect(setCookieOf(out.headers)).toContain('Max-Age=0');
    // A bare POST with a JSON content type and no body signs out too.
    const { cookie } = await signIn(t.app, mailbox, 'bare.logout@example.org', freshIp());
    const bare = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/logout/',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/send-otp/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body).code).toBe('rest_invalid_param');
  });

  it("signs out from the Logout page's form, for a browser without the page's script", async () => {
    const { cookie } = await signIn(t.app, mailbox, 'form.logout@example.org', freshIp());
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/logout');
    expect(setCookieOf(out.headers)).toMatch(/^yka_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
    // the session ends on the server too, not only in this browser
    const me = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // a visitor's submission (or another site's, which arrives without the Strict cookie) ends nothing
    const visitor = await t.app.inject({ method: 'POST', url: '/logout' });
    expect(visitor.statusCode).toBe(303);
  });

  it('signs out everywhere: every session of the user ends, the current one too', async () => {
    const email = 'everywhere@example.org';
    const phone = await signIn(t.app, mailbox, email, freshIp());
    const laptop = await signIn(t.app, mailbox, email, freshIp());
    const other = await signIn(t.app, mailbox, 'bystander@example.org', freshIp());
    const withoutNonce = await post('/wp-json/yka/v2/logout-everywhere/', {}, { cookie: laptop.cookie });
    expect(withoutNonce.status).toBe(401);
    const r = await post(
      '/wp-json/yka/v2/logout-everywhere/',
      {},
      { cookie: laptop.cookie, 'x-wp-nonce': laptop.session.nonce },
    );
    expect(r.status).toBe(200);
    expect(setCookieOf(r.headers)).toContain('Max-Age=0');
    for (const { cookie } of [phone, laptop]) {
      const me = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { cookie: other.cookie },
    });
    expect(still.statusCode).toBe(200);
  });

  it('answers GET session 401 rest_not_logged_in without a cookie, and follows the site version', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/wp-json/yka/v2/session' });
    expect(none.statusCode).toBe(401);
    expect(JSON.parse(none.body).code).toBe('rest_not_logged_in');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/wp-json/yka/v2/session',
      headers: { cookie: 'yka_session=forged-token' },
    });
    expect(forged.statusCode).toBe(401);

    const { cookie } = await signIn(t.app, mailbox, 'version@example.org', freshIp());
    const { settings } = t.app.deps;
    const stored = await settings.stored();
    await settings.save({ ...stored, version: `${stored.version}-next` });
    const r = await t.app.inject({ method: 'GET', url: '/wp-json/yka/v2/session', headers: { cookie } });
    expect((JSON.parse(r.body) as SignedInSession).version).toBe(`${stored.version}-next`);
    await settings.save(stored);
  });
});

describe('without SMTP_URL', () => {
  it('keeps mail in the dev outbox at /dev/outbox and sets Secure cookies over https', async () => {
    const dev = await createTestApp({ seed: false, config: { publicUrl: 'https://awaaz.example' } });
    try {
      const email = 'outbox@example.org';
      const sent = await dev.app.inject({
        method: 'POST',
        url: '/wp-json/yka/v2/send-otp/',
        payload: { email },
      });
      expect(sent.statusCode).toBe(200);
      const page = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const code = page.body.match(/sign-in code is (\d{6})/)?.[1];
      expect(code).toBeDefined();
      const verified = await dev.app.inject({
        method: 'POST',
        url: '/wp-json/yka/v2/verify-otp/',
        payload: { email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(setCookieOf(verified.headers).split('; ')).toContain('Secure');

      // a client on another machine never sees the outbox
      const remote = await dev.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('sign-in code');
    } finally {
      await dev.close();
    }
  });

  it('hides /dev/outbox when SMTP_URL is set', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(r.statusCode).toBe(404);
  });

  it('answers send-otp 503 mail_unavailable in production', async () => {
    const prod = await createTestApp({ seed: false, config: { production: true, devOutbox: false } });
    try {
      const r = await prod.app.inject({
        method: 'POST',
        url: '/wp-json/yka/v2/send-otp/',
        payload: { email: 'prod@example.org' },
      });
      expect(r.statusCode).toBe(503);
      expect(JSON.parse(r.body)).toMatchObject({ code: 'mail_unavailable', data: { status: 503 } });
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
