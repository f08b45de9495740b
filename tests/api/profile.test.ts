import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApplicationPassword, ApiMedia, ApiUser, ApiUserMe } from '#common/api-types.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';
import { type SignedIn, signIn } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Issue 4: users/me, profile editing, avatar upload, media and application passwords. */
let t: TestApp;
let mailbox: Mailbox;
let owner: SignedIn;
let other: SignedIn;
const OWNER_EMAIL = 'profile.owner@example.org';

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { smtpUrl: mailbox.url } });
  owner = await signIn(t.app, mailbox, OWNER_EMAIL, '10.2.0.1');
  other = await signIn(t.app, mailbox, 'profile.other@example.org', '10.2.0.2');
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const asUser = (who: SignedIn) => ({ cookie: who.cookie, 'x-wp-nonce': who.session.nonce });

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: options.headers,
    payload: options.payload as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body ? JSON.parse(response.body) : undefined) as T & {
      code?: string;
      data?: { params?: object };
    },
  };
}

const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----awaaz-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET and POST wp/v2/users/me', () => {
  it('is 401 rest_not_logged_in for a visitor', async () => {
    const r = await call('GET', '/wp-json/wp/v2/users/me');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('rest_not_logged_in');
    expect((await call('POST', '/wp-json/wp/v2/users/me', { payload: { name: 'x' } })).status).toBe(401);
  });

  it('shows the owner their e-mail, roles and registration date only with context=edit', async () => {
    const view = await call<ApiUser>('GET', '/wp-json/wp/v2/users/me', { headers: { cookie: owner.cookie } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: owner.session.id, slug: owner.session.slug });
    expect(JSON.stringify(view.body)).not.toContain(OWNER_EMAIL);
    const edit = await call<ApiUserMe>('GET', '/wp-json/wp/v2/users/me?context=edit', {
      headers: { cookie: owner.cookie },
    });
    expect(edit.body).toMatchObject({ email: OWNER_EMAIL, roles: ['subscriber'] });
    expect(edit.body.registered_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    // Someone else asking for the owner's record in the edit context gets the public one.
    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      const r = await call('GET', `/wp-json/wp/v2/users/${owner.session.id}?context=edit`, { headers });
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(OWNER_EMAIL);
    }
  });

  it('updates name, description, location and language, never the slug', async () => {
    const [location] = await t.database.query<{ id: number }>(
      `SELECT id FROM terms WHERE taxonomy = 'location' ORDER BY id LIMIT 1`,
    );
    const r = await call<ApiUserMe>('POST', '/wp-json/wp/v2/users/me', {
      headers: asUser(owner),
      payload: {
        name: '  Asha   <b>Kumari</b> ',
        description: 'I write about <script>alert(1)</script>rivers.\nAnd trains.',
        location: location!.id,
        language: 'hi',
        slug: 'hijacked',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Asha <b>Kumari</b>',
      location: location!.id,
      language: 'hi',
      // decisions §10: the slug follows the chosen name, never the body's `slug`
      slug: 'asha-b-kumari-b',
      email: OWNER_EMAIL,
    });
    expect(r.body.description).not.toContain('<script>');
    expect(r.body.description).toContain('\nAnd trains.');
    const cleared = await call<ApiUserMe>('POST', '/wp-json/wp/v2/users/me', {
      headers: asUser(owner),
      payload: { location: 0 },
    });
    expect(cleared.body.location).toBe(0);
  });

  it('refuses invalid fields with rest_invalid_param and data.params', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ language: 'fr' }, 'language'],
      [{ location: -1 }, 'location'],
      [{ location: 999_999 }, 'location'],
      [{ avatar_media: 'abc' }, 'avatar_media'],
      [{ avatar_media: 999_999 }, 'avatar_media'],
    ];
    for (const [payload, field] of cases) {
      const r = await call('POST', '/wp-json/wp/v2/users/me', { headers: asUser(owner), payload });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.code).toBe('rest_invalid_param');
      expect(Object.keys(r.body.data?.params ?? {})).toEqual([field]);
    }
  });
});

describe('media upload and the avatar', () => {
  it('refuses a visitor with 401', async () => {
    const r = await call('POST', '/wp-json/wp/v2/media', {
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' },
      payload: await png(),
    });
    expect(r.status).toBe(401);
  });

  it('takes a multipart upload and makes it the avatar, a square thumbnail', async () => {
    const upload = multipart(await png(), 'my face.png', 'image/png');
    const r = await call<ApiMedia>('POST', '/wp-json/wp/v2/media', {
      headers: { ...asUser(owner), ...upload.headers },
      payload: upload.payload,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ author: owner.session.id, mime_type: 'image/webp', media_type: 'image' });
    const thumbnail = r.body.media_details.sizes.thumbnail!;
    expect([thumbnail.width, thumbnail.height]).toEqual([150, 150]);
    const before = owner.session.avatar_url;
    const me = await call<ApiUserMe>('POST', '/wp-json/wp/v2/users/me', {
      headers: asUser(owner),
      payload: { avatar_media: r.body.id },
    });
    expect(me.status).toBe(200);
    expect(me.body.yka_avatar_url).not.toBe(before);
    expect(me.body.yka_avatar_url).toBe(thumbnail.source_url);
    const file = await t.app.inject({ method: 'GET', url: new URL(thumbnail.source_url).pathname });
    expect(file.statusCode).toBe(200);
    const session = await call<{ avatar_url: string }>('GET', '/wp-json/yka/v2/session', {
      headers: { cookie: owner.cookie },
    });
    expect(session.body.avatar_url).toBe(thumbnail.source_url);
  });

  it('takes a WordPress raw-body upload with Content-Disposition', async () => {
    const r = await call<ApiMedia>('POST', '/wp-json/wp/v2/media', {
      headers: {
        ...asUser(owner),
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="raw photo.png"',
      },
      payload: await png(800, 600),
    });
    expect(r.status).toBe(201);
    expect(r.body.title.rendered).toBe('raw photo');
    expect(r.body.media_details.sizes.medium).toBeDefined();
  });

  it('refuses a file that is not an image with 400 rest_upload_invalid_type', async () => {
    const upload = multipart(Buffer.from('%PDF-1.4 not an image'), 'cv.png', 'image/png');
    const r = await call('POST', '/wp-json/wp/v2/media', {
      headers: { ...asUser(owner), ...upload.headers },
      payload: upload.payload,
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('rest_upload_invalid_type');
    const raw = await call('POST', '/wp-json/wp/v2/media', {
      headers: {
        ...asUser(owner),
        'content-type': 'text/plain',
        'content-disposition': 'attachment; filename=a.txt',
      },
      payload: 'plain words',
    });
    expect(raw.status).toBe(400);
    expect(raw.body.code).toBe('rest_upload_invalid_type');
    const empty = await call('POST', '/wp-json/wp/v2/media', { headers: asUser(owner), payload: {} });
    expect(empty.status).toBe(400);
  });

  it("refuses another user's media as avatar and lets only the owner delete, with force", async () => {
    const upload = multipart(await png(), 'mine.png', 'image/png');
    const item = await call<ApiMedia>('POST', '/wp-json/wp/v2/media', {
      headers: { ...asUser(owner), ...upload.headers },
      payload: upload.payload,
    });
    const borrowed = await call('POST', '/wp-json/wp/v2/users/me', {
      headers: asUser(other),
      payload: { avatar_media: item.body.id },
    });
    expect(borrowed.status).toBe(400);
    const url = `/wp-json/wp/v2/media/${item.body.id}?force=true`;
    expect((await call('DELETE', url)).status).toBe(401);
    expect((await call('DELETE', url, { headers: asUser(other) })).status).toBe(403);
    const noForce = await call('DELETE', `/wp-json/wp/v2/media/${item.body.id}`, { headers: asUser(owner) });
    expect(noForce.status).toBe(501);
    const deleted = await call<{ deleted: boolean; previous: ApiMedia }>('DELETE', url, {
      headers: asUser(owner),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id: item.body.id } });
    expect((await call('GET', `/wp-json/wp/v2/media/${item.body.id}`)).status).toBe(404);
  });
});

describe('application passwords', () => {
  const base = '/wp-json/wp/v2/users/me/application-passwords';
  const basic = (login: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
  });

  it('are created once-shown, listed without the password, used for basic auth and revoked', async () => {
    const created = await call<ApiApplicationPassword>('POST', base, {
      headers: asUser(owner),
      payload: { name: 'My phone app' },
    });
    expect(created.status).toBe(201);
    expect(created.body.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    const password = created.body.password!;

    const listed = await call<ApiApplicationPassword[]>('GET', base, { headers: { cookie: owner.cookie } });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ uuid: created.body.uuid, name: 'My phone app', last_used: null });
    expect(listed.body[0]).not.toHaveProperty('password');
    const [stored] = await t.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM application_passwords WHERE uuid = $1',
      [created.body.uuid],
    );
    expect(stored!.password_hash).not.toContain(password.replaceAll(' ', ''));

    // Basic auth with the e-mail or the (current: a rename moved it) slug; spaces in the
    // password do not matter; no nonce.
    const [current] = await t.database.query<{ slug: string }>('SELECT slug FROM users WHERE id = $1', [
      owner.session.id,
    ]);
    for (const login of [OWNER_EMAIL, current!.slug]) {
      for (const pass of [password, password.replaceAll(' ', '')]) {
        const me = await call<ApiUserMe>('GET', '/wp-json/wp/v2/users/me', { headers: basic(login, pass) });
        expect(me.status).toBe(200);
        expect(me.body.id).toBe(owner.session.id);
      }
    }
    const write = await call('POST', '/wp-json/wp/v2/users/me', {
      headers: basic(OWNER_EMAIL, password),
      payload: { description: 'from the app' },
    });
    expect(write.status).toBe(200);
    const used = await call<ApiApplicationPassword[]>('GET', base, { headers: basic(OWNER_EMAIL, password) });
    expect(used.body[0]!.last_used).not.toBeNull();
    expect(used.body[0]!.last_ip).toBeTruthy();

    // Another account's login with this password fails; so does a wrong password.
    expect(
      (await call('GET', '/wp-json/wp/v2/users/me', { headers: basic(other.session.slug, password) })).status,
    ).toBe(401);
    const wrong = await call('GET', '/wp-json/wp/v2/users/me', {
      headers: basic(OWNER_EMAIL, 'abcd abcd abcd abcd abcd abcd'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('incorrect_password');

    // Basic auth cannot mint or revoke passwords; the browser session can.
    const minted = await call('POST', base, {
      headers: basic(OWNER_EMAIL, password),
      payload: { name: 'more' },
    });
    expect(minted.status).toBe(403);
    expect((await call('DELETE', `${base}/${created.body.uuid}`, { headers: asUser(other) })).status).toBe(
      404,
    );
    const revoked = await call('DELETE', `${base}/${created.body.uuid}`, { headers: asUser(owner) });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ deleted: true, previous: { uuid: created.body.uuid } });
    expect(
      (await call('GET', '/wp-json/wp/v2/users/me', { headers: basic(OWNER_EMAIL, password) })).status,
    ).toBe(401);
  });

  it('need a name and a signed-in user', async () => {
    expect((await call('GET', base)).status).toBe(401);
    const r = await call('POST', base, { headers: asUser(owner), payload: { name: ' ' } });
    expect(r.status).toBe(400);
    expect(r.body.data?.params).toHaveProperty('name');
    expect(
      (await call('POST', base, { headers: { cookie: owner.cookie }, payload: { name: 'x' } })).status,
    ).toBe(401);
  });
});
