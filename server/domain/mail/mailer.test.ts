import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { codeMail } from './code-mail.ts';
import { createMailer, OUTBOX_SIZE } from './mailer.ts';

const quiet = { info: () => {}, warn: () => {} };

describe('createMailer', () => {
  it('is SMTP with SMTP_URL, the outbox without it, unavailable in production without it', () => {
    expect(createMailer(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), quiet).kind).toBe('smtp');
    expect(createMailer(loadConfig({}), quiet).kind).toBe('outbox');
    const warnings: string[] = [];
    const mailer = createMailer(loadConfig({ NODE_ENV: 'production' }), {
      ...quiet,
      warn: (m) => warnings.push(m),
    });
    expect(mailer.kind).toBe('unavailable');
    expect(warnings[0]).toMatch(/SMTP_URL/);
  });

  it('keeps the last messages newest first and logs the code', async () => {
    const logged: object[] = [];
    const mailer = createMailer(loadConfig({ PUBLIC_URL: 'https://awaaz.example' }), {
      ...quiet,
      info: (details) => logged.push(details),
    });
    for (let i = 0; i < OUTBOX_SIZE + 3; i++)
      await mailer.send(
        codeMail({ to: `n${i}@example.org`, code: String(100000 + i), minutes: 10, siteName: 'Awaaz' }),
      );
    expect(mailer.outbox()).toHaveLength(OUTBOX_SIZE);
    expect(mailer.outbox()[0]).toMatchObject({
      to: `n${OUTBOX_SIZE + 2}@example.org`,
      from: 'Awaaz <no-reply@awaaz.example>',
    });
    expect(JSON.stringify(logged.at(-1))).toContain(String(100000 + OUTBOX_SIZE + 2));
  });

  it('reads MAIL_FROM and refuses a malformed limit', () => {
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.org>' }).mailFrom).toBe('Team <team@example.org>');
    expect(loadConfig({ OTP_SENDS_PER_IP_PER_HOUR: '1000' }).otpSendsPerIpPerHour).toBe(1000);
    expect(() => loadConfig({ OTP_SENDS_PER_EMAIL_PER_HOUR: 'five' })).toThrow(
      /OTP_SENDS_PER_EMAIL_PER_HOUR/,
    );
  });
});
