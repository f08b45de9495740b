import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PER_IP_PER_HOUR } from '#common/limits.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/wp-json/contact-form-7/v1/contact-forms/1/feedback';
const valid = {
  'your-name': 'Asha',
  'your-email': 'asha@example.com',
  'your-subject': 'Hello',
  'your-message': 'I would like to write for you.',
};

describe('POST contact-form-7/v1/contact-forms/{id}/feedback', () => {
  it('stores a valid message and answers mail_sent', async () => {
    // an address of its own: the other tests here send `valid` too, in any order
    const payload = { ...valid, 'your-email': 'asha.stored@example.com' };
    const r = await t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: '10.1.0.1' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'mail_sent', invalid_fields: [] });
    expect(r.json().message).toMatch(/Thank you/);
    const rows = await t.database.query<{ email: string }>(
      `SELECT email FROM contact_submissions WHERE email = 'asha.stored@example.com'`,
    );
    expect(rows).toHaveLength(1);
    // Without SMTP_URL in tests the mailer is the dev outbox: the mail to the site is there.
    const mails = t.app.deps.mailer.outbox().filter((m) => m.replyTo === 'asha.stored@example.com');
    const site = await t.app.deps.settings.stored();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: site.site_email });
    expect(mails[0]?.text).toContain('I would like to write for you.');
  });

  it('answers validation_failed with the invalid fields, in Hindi for a Hindi reader', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { 'your-name': '', 'your-email': 'nope', 'your-message': 'hi' },
      headers: { 'accept-language': 'hi-IN' },
      remoteAddress: '10.1.0.2',
    });
    expect(r.json().status).toBe('validation_failed');
    expect(
      r
        .json()
        .invalid_fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['your-email', 'your-name']);
    expect(r.json().message).toMatch(/[\u0900-\u097F]/);
  });

  it('takes a plain form post and sends the reader back to the page', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...valid, _wpcf7_return: '/contact' }).toString(),
      remoteAddress: '10.1.0.3',
    });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/contact?contact=mail_sent');
  });

  it('limits submissions per client address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: URL, payload: valid, remoteAddress: '10.1.0.4' });
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
  });

  it('knows only the site form', async () => {
    const r = await t.app.inject({ method: 'POST', url: URL.replace('/1/', '/7/'), payload: valid });
    expect(r.statusCode).toBe(404);
  });
});
