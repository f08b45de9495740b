import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { createUser, signedInHeaders, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 15's smaller items, each with what used to go wrong. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('/dev/outbox', () => {
  it('answers a direct loopback client only, never one forwarded by a proxy on this host', async () => {
    await t.app.deps.mailer.send({ to: 'a@example.org', subject: 'Code', text: '123456', html: '' });
    const direct = await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['x-real-ip', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-forwarded-proto', 'https'],
      ['via', '1.1 nginx'],
    ] as const) {
      const proxied = await t.app.inject({
        url: '/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { [name]: value },
      });
      expect(proxied.statusCode, name).toBe(404);
      expect(proxied.body).not.toContain('123456');
    }
    const remote = await t.app.inject({ url: '/dev/outbox', remoteAddress: '198.51.100.4' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('the contact form', () => {
  it('cannot forge lines of the mail with a line break in the name or subject', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
      remoteAddress: '10.15.0.1',
      payload: {
        'your-name': 'Asha\r\nBcc: victim@example.org\n\nForged body',
        'your-email': 'asha@example.com',
        'your-subject': 'Hi\r\nX-Injected: 1\u2028more',
        'your-message': 'A real message.\nWith two lines.',
      },
    });
    expect(r.json()).toMatchObject({ status: 'mail_sent' });
    const [mail] = t.app.deps.mailer.outbox();
    expect(mail?.subject).not.toMatch(/[\r\n\u2028]/);
    expect(mail?.subject).toContain('Hi X-Injected: 1 more');
    const lines = mail!.text.split('\n');
    expect(lines[0]).toBe('From: Asha Bcc: victim@example.org Forged body <asha@example.com>');
    expect(lines.filter((line) => line.startsWith('Bcc:'))).toEqual([]);
    // the message itself keeps its lines
    expect(mail!.text).toContain('A real message.\nWith two lines.');
    const [stored] = await t.database.query<{ name: string }>(
      `SELECT name FROM contact_submissions ORDER BY id DESC LIMIT 1`,
    );
    expect(stored!.name).toBe('Asha Bcc: victim@example.org Forged body');
  });

  it('still requires a name made only of line breaks', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
      remoteAddress: '10.15.0.2',
      payload: { 'your-name': '\r\n\n', 'your-email': 'a@example.com', 'your-message': 'Hello' },
    });
    expect(r.json()).toMatchObject({ status: 'validation_failed' });
    expect(r.json().invalid_fields.map((f: { field: string }) => f.field)).toEqual(['your-name']);
  });
});

describe('categories?follower_id', () => {
  it('lists the viewer’s own followed topics and refuses anyone else’s', async () => {
    const [topic] = await t.database.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, name, slug) VALUES ('category', 'Followed', 'followed-topic') RETURNING id`,
    );
    const me = await createUser(t.database);
    const someone = await createUser(t.database);
    await t.database.query('INSERT INTO term_follows (user_id, term_id) VALUES ($1, $2), ($3, $2)', [
      me,
      topic!.id,
      someone,
    ]);
    const headers = await signedInHeaders(t.database, me);
    const own = await t.app.inject({ url: `/wp-json/wp/v2/categories?follower_id=${me}`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((term: { id: number }) => term.id)).toEqual([topic!.id]);
    const other = await t.app.inject({ url: `/wp-json/wp/v2/categories?follower_id=${someone}`, headers });
    expect(other.statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: `/wp-json/wp/v2/categories?follower_id=${someone}` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('followed-topic');
  });
});

describe('deleting a prompt', () => {
  it('clears prompt_id of the posts that answered it, in the same delete', async () => {
    const admin = await createUser(t.database, 'administrator');
    const [prompt] = await t.database.query<{ id: number }>(
      `INSERT INTO posts (type, status, slug, author_id, title) VALUES ('post', 'publish', 'a-prompt', $1, 'Prompt') RETURNING id`,
      [admin],
    );
    const [answer] = await t.database.query<{ id: number }>(
      `INSERT INTO posts (type, status, slug, author_id, title, prompt_id) VALUES ('post', 'publish', 'an-answer', $1, 'Answer', $2) RETURNING id`,
      [admin, prompt!.id],
    );
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/wp-json/yka/v2/fep/${prompt!.id}`,
      headers: await signedInHeaders(t.database, admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const [row] = await t.database.query<{ prompt_id: number | null }>(
      'SELECT prompt_id FROM posts WHERE id = $1',
      [answer!.id],
    );
    expect(row!.prompt_id).toBeNull();
    const post = await t.app.inject({ url: `/wp-json/wp/v2/posts/${answer!.id}` });
    expect(post.json().prompt_id).toBe(0);
  });
});

describe('internationalised e-mail addresses', () => {
  let mailbox: Mailbox;
  let withMail: TestApp;
  beforeAll(async () => {
    mailbox = await startMailbox();
    withMail = await createTestApp({ seed: false, config: { smtpUrl: mailbox.url } });
  });
  afterAll(async () => {
    await withMail?.close();
    await mailbox?.close();
  });

  it('signs in with a Devanagari address and with a Unicode domain, the code mailed to each', async () => {
    for (const email of ['उपयोगकर्ता@उदाहरण.भारत', 'user@bücher.de']) {
      const signedIn = await signIn(withMail.app, mailbox, email, '10.15.1.1');
      expect(signedIn.cookie).toMatch(/=/);
      const [row] = await withMail.database.query<{ email: string }>(
        'SELECT email FROM users WHERE id = $1',
        [signedIn.session.id],
      );
      expect(row!.email).toBe(email);
    }
    // the punycode spelling is the same account
    const [first] = await withMail.database.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'user@bücher.de'`,
    );
    const since = mailbox.messages.length;
    const spelled = 'USER@xn--bcher-kva.de';
    const sent = await withMail.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/send-otp/',
      payload: { email: spelled },
      remoteAddress: '10.15.1.2',
    });
    expect(sent.statusCode).toBe(200);
    const code = await mailbox.waitForCode('user@bücher.de', { since });
    const verified = await withMail.app.inject({
      method: 'POST',
      url: '/wp-json/yka/v2/verify-otp/',
      payload: { email: spelled, otp: code },
      remoteAddress: '10.15.1.2',
    });
    expect(verified.json().id).toBe(first!.id);
  });
});
