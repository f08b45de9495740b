import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, GUESSES_PER_EMAIL_PER_HOUR } from '#server/domain/auth/one-time-codes.ts';
import { codeIn, type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 3: send limits and guess budgets hold under real concurrency (parallel
 * requests through HTTP and real SMTP; on PostgreSQL they run on separate connections).
 */
let t: TestApp;
let mailbox: Mailbox;
const PER_EMAIL = 5;
const PER_IP = 20;
// PGlite runs one statement at a time, so fewer requests show the same thing there
const PARALLEL = process.env.TEST_DRIVER === 'pg' ? 30 : 12;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    seed: false,
    config: { smtpUrl: mailbox.url, otpSendsPerEmailPerHour: PER_EMAIL, otpSendsPerIpPerHour: PER_IP },
  });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const send = (email: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/wp-json/yka/v2/send-otp/', payload: { email }, remoteAddress: ip });
const verify = (email: string, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/verify-otp/',
    payload: { email, otp },
    remoteAddress: freshIp(),
  });
const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to.includes(email));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes under concurrency', () => {
  it(`${PARALLEL} parallel sends to one address (from as many clients) mail at most ${PER_EMAIL} codes, and only one code signs in`, async () => {
    const email = 'parallel.sends@example.org';
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(email)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - PER_EMAIL);
    await expect.poll(() => mailsTo(email).length).toBe(PER_EMAIL);
    await new Promise((resolve) => setTimeout(resolve, 200)); // a late sixth mail would show here
    expect(mailsTo(email)).toHaveLength(PER_EMAIL);

    const [live] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM one_time_codes WHERE email = $1 AND consumed_at IS NULL`,
      [email],
    );
    expect(live?.n).toBe(1);

    // every mailed code is tried; exactly one (the newest) signs in
    const codes = [...new Set(mailsTo(email).map((m) => codeIn(m.raw)!))];
    const results = [];
    for (const code of codes) results.push((await verify(email, code)).statusCode);
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
  });

  it(`${PARALLEL} parallel sends from one client to as many addresses stop at its limit`, async () => {
    const ip = freshIp();
    const limited = Math.min(PER_IP, PARALLEL - 2);
    const app = await createTestApp({
      seed: false,
      config: { smtpUrl: mailbox.url, otpSendsPerIpPerHour: limited },
    });
    try {
      const before = mailbox.messages.length;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          app.app.inject({
            method: 'POST',
            url: '/wp-json/yka/v2/send-otp/',
            payload: { email: `one.client.${i}@example.org` },
            remoteAddress: ip,
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(limited);
      await expect.poll(() => mailbox.messages.length - before).toBe(limited);
    } finally {
      await app.close();
    }
  });

  it(`parallel guesses cannot spend more than ${CODE_MAX_ATTEMPTS} tries of one code`, async () => {
    const email = 'parallel.guesses@example.org';
    const since = mailbox.messages.length;
    expect((await send(email)).statusCode).toBe(200);
    const code = await mailbox.waitForCode(email, { since });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => verify(email, wrong(code))));
    const bodies = answers.map((a) => JSON.parse(a.body) as { code: string });
    expect(bodies.filter((b) => b.code === 'invalid_otp')).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    expect((await verify(email, code)).statusCode).toBe(400); // burned
  });

  it('only wrong codes count against the budget: a member who signs in often is never locked out', async () => {
    const email = 'often.signed.in@example.org';
    // 4 rounds of two typos and the right code: 12 tries, 8 of them wrong (the budget is 10)
    for (let round = 0; round < 4; round++) {
      const since = mailbox.messages.length;
      expect((await send(email)).statusCode).toBe(200);
      const code = await mailbox.waitForCode(email, { since });
      for (let i = 0; i < 2; i++) expect((await verify(email, wrong(code))).statusCode).toBe(400);
      expect((await verify(email, code)).statusCode, `round ${round + 1}`).toBe(200);
    }
  });

  it(`the guess budget is per address and hour: resending buys no more than ${GUESSES_PER_EMAIL_PER_HOUR} tries`, async () => {
    const email = 'resend.guesses@example.org';
    let tries = 0;
    let code = '';
    while (tries < GUESSES_PER_EMAIL_PER_HOUR) {
      const since = mailbox.messages.length;
      expect((await send(email)).statusCode).toBe(200);
      code = await mailbox.waitForCode(email, { since });
      for (let i = 0; i < CODE_MAX_ATTEMPTS && tries < GUESSES_PER_EMAIL_PER_HOUR; i++, tries++)
        expect((await verify(email, wrong(code))).statusCode).toBe(400);
    }
    const since = mailbox.messages.length;
    expect((await send(email)).statusCode).toBe(200);
    code = await mailbox.waitForCode(email, { since });
    const right = await verify(email, code);
    expect(right.statusCode).toBe(429);
    expect(JSON.parse(right.body)).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
  });
});
