import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMedia } from '#common/api-types.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Headers = Record<string, string>;

let t: TestApp;
let owner: { id: number; headers: Headers };
let other: { id: number; headers: Headers };

async function account(role: 'subscriber' | 'editor' = 'subscriber') {
  const id = await createUser(t.database, role);
  return { id, headers: await signedInHeaders(t.database, id) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await account();
  other = await account();
});
afterAll(async () => {
  await t?.close();
});

const uploadsDir = () => path.join(t.dataDir, 'uploads');

/** A test picture: a gradient, so encoders have something to chew on. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
}
const jpegOf = (width: number, height: number) => picture(width, height).jpeg().toBuffer();
const pngOf = (width: number, height: number) => picture(width, height).png().toBuffer();

/** A multipart body with one `file` field, as a browser or the WordPress media modal sends it. */
function multipartUpload(buffer: Buffer, filename: string, type: string) {
  const boundary = `----media-test-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, buffer, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadMultipart(buffer: Buffer, filename: string, type: string, headers: Headers) {
  const body = multipartUpload(buffer, filename, type);
  const r = await t.app.inject({
    method: 'POST',
    url: '/wp-json/wp/v2/media',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: r.statusCode, headers: r.headers, body: r.json() };
}

/** WordPress's raw upload: the bytes are the body, the name is in Content-Disposition. */
async function uploadRaw(buffer: Buffer, filename: string, type: string, headers: Headers) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wp-json/wp/v2/media',
    headers: { ...headers, 'content-type': type, 'content-disposition': `attachment; filename=${filename}` },
    payload: buffer,
  });
  return { status: r.statusCode, headers: r.headers, body: r.json() };
}

async function call(method: 'GET' | 'DELETE', url: string, headers: Headers = {}) {
  const r = await t.app.inject({ method, url: `/wp-json/wp/v2/${url}`, headers });
  return { status: r.statusCode, body: r.json() };
}

/** Every file of a media item (full size and generated sizes), as paths under uploads/. */
const filesOf = (item: ApiMedia) => Object.values(item.media_details.sizes).map((size) => size.file);

async function expectStoredWebp(item: ApiMedia) {
  for (const [name, size] of Object.entries(item.media_details.sizes)) {
    expect(size.mime_type, name).toBe('image/webp');
    expect(size.file, name).toMatch(/^\d{4}\/\d{2}\/[a-z0-9_-]+\.webp$/);
    const onDisk = path.join(uploadsDir(), size.file);
    expect(existsSync(onDisk), `${name} on disk`).toBe(true);
    const meta = await sharp(onDisk).metadata();
    expect(meta.format, name).toBe('webp');
    expect([meta.width, meta.height], name).toEqual([size.width, size.height]);
  }
}

describe('POST wp/v2/media', () => {
  it('stores a multipart upload (field `file`) as WebP sizes, readable through GET and served from uploads', async () => {
    const r = await uploadMultipart(
      await jpegOf(2400, 1600),
      'Holi in Delhi.jpg',
      'image/jpeg',
      owner.headers,
    );
    expect(r.status).toBe(201);
    const item = r.body as ApiMedia;
    expect(item).toMatchObject({
      type: 'attachment',
      author: owner.id,
      media_type: 'image',
      mime_type: 'image/webp',
      title: { rendered: 'Holi in Delhi' },
    });
    expect(r.headers.location).toBe(`http://localhost:3000/wp-json/wp/v2/media/${item.id}`);
    const sizes = item.media_details.sizes;
    expect(Object.keys(sizes).sort()).toEqual(['full', 'large', 'medium', 'medium_large', 'thumbnail']);
    expect(sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    expect(sizes.medium).toMatchObject({ width: 300, height: 200 });
    expect(sizes.medium_large).toMatchObject({ width: 768, height: 512 });
    expect(sizes.large).toMatchObject({ width: 1024, height: 683 });
    expect(sizes.full).toMatchObject({ width: 2048, height: 1365 });
    expect(item.media_details).toMatchObject({ width: 2048, height: 1365, file: sizes.full!.file });
    expect(item.source_url).toBe(`http://localhost:3000/wp-content/uploads/${sizes.full!.file}`);
    await expectStoredWebp(item);

    const read = await call('GET', `media/${item.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(item);

    for (const size of Object.values(sizes)) {
      const served = await t.app.inject({ method: 'GET', url: new URL(size.source_url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(readFileSync(path.join(uploadsDir(), size.file)))).toBe(true);
    }
  });

  it("accepts WordPress's raw body with Content-Disposition; a small image gets only the sizes below it", async () => {
    const r = await uploadRaw(await jpegOf(500, 400), 'photo.jpg', 'image/jpeg', owner.headers);
    expect(r.status).toBe(201);
    const item = r.body as ApiMedia;
    expect(item.title.rendered).toBe('photo');
    expect(Object.keys(item.media_details.sizes).sort()).toEqual(['full', 'medium', 'thumbnail']);
    expect(item.media_details.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    expect(item.media_details.sizes.medium).toMatchObject({ width: 300, height: 240 });
    expect(item.media_details.sizes.full).toMatchObject({ width: 500, height: 400 });
    await expectStoredWebp(item);
    expect((await call('GET', `media/${item.id}`)).body).toEqual(item);
  });

  it('reads the file name of a raw upload from filename* and never lets it leave uploads/', async () => {
    const jpeg = await jpegOf(200, 200);
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: {
        ...owner.headers,
        'content-type': 'image/jpeg',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('होली फोटो.jpg')}`,
      },
      payload: jpeg,
    });
    expect(encoded.statusCode).toBe(201);
    expect(encoded.json().title.rendered).toBe('होली फोटो');

    const r = await uploadRaw(jpeg, '../../../etc/passwd.jpg', 'image/jpeg', owner.headers);
    expect(r.status).toBe(201);
    expect(r.body.title.rendered).toBe('passwd');
    await expectStoredWebp(r.body);
  });

  it('decodes a PNG named .jpg as PNG and stores WebP (multipart and raw)', async () => {
    const png = await pngOf(640, 480);
    const viaForm = await uploadMultipart(png, 'holiday.jpg', 'image/jpeg', owner.headers);
    expect(viaForm.status).toBe(201);
    expect(viaForm.body.mime_type).toBe('image/webp');
    expect(viaForm.body.media_details.sizes.full).toMatchObject({ width: 640, height: 480 });
    await expectStoredWebp(viaForm.body);

    const viaRaw = await uploadRaw(png, 'holiday.jpg', 'image/jpeg', owner.headers);
    expect(viaRaw.status).toBe(201);
    await expectStoredWebp(viaRaw.body);
  });

  it('accepts WebP, GIF and AVIF (this build of sharp encodes AVIF) and stores WebP', async () => {
    const avif = await picture(400, 300).avif().toBuffer();
    expect((await sharp(avif).metadata()).compression).toBe('av1');
    const inputs: [Buffer, string, string][] = [
      [await picture(400, 300).webp().toBuffer(), 'sky.webp', 'image/webp'],
      [await picture(400, 300).gif().toBuffer(), 'sky.gif', 'image/gif'],
      [avif, 'sky.avif', 'image/avif'],
    ];
    for (const [buffer, name, type] of inputs) {
      const r = await uploadRaw(buffer, name, type, owner.headers);
      expect(r.status, name).toBe(201);
      expect(r.body.media_details.sizes.full, name).toMatchObject({ width: 400, height: 300 });
      await expectStoredWebp(r.body);
    }
  });

  it('refuses a text file named .png with 400 rest_upload_invalid_type (multipart and raw)', async () => {
    const text = Buffer.from('Not a picture at all, just some words.\n'.repeat(20));
    for (const r of [
      await uploadMultipart(text, 'notes.png', 'image/png', owner.headers),
      await uploadRaw(text, 'notes.png', 'image/png', owner.headers),
    ]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        code: 'rest_upload_invalid_type',
        message: expect.stringMatching(/JPEG, PNG, WebP, GIF or AVIF/),
        data: { status: 400 },
      });
    }
  });

  it('refuses an SVG named .png (decisions §6 lists no SVG)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const r = await uploadRaw(svg, 'logo.png', 'image/png', owner.headers);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('rest_upload_invalid_type');
  });

  it('refuses a 12 MB file with a WordPress-shaped 413 naming the 10 MB limit (multipart and raw)', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    for (const r of [
      await uploadMultipart(big, 'huge.jpg', 'image/jpeg', owner.headers),
      await uploadRaw(big, 'huge.jpg', 'image/jpeg', owner.headers),
    ]) {
      expect(r.status).toBe(413);
      expect(r.body).toEqual({
        code: 'rest_upload_file_too_big',
        message: expect.stringContaining('10 MB'),
        data: { status: 413 },
      });
    }
  });

  it('refuses a file just over 10 MB that fits the request limit with the same error', async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 100, 7);
    const r = await uploadRaw(justOver, 'huge.jpg', 'image/jpeg', owner.headers);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'rest_upload_file_too_big', data: { status: 413 } });
    expect(r.body.message).toContain('10 MB');
  });

  it('refuses a 50-megapixel image (small when compressed) with 400 rest_upload_too_many_pixels', async () => {
    const png = await pngOf(8000, 6250);
    expect(png.length).toBeLessThan(10 * 1024 * 1024);
    const r = await uploadMultipart(png, 'panorama.png', 'image/png', owner.headers);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 'rest_upload_too_many_pixels',
      message: expect.stringContaining('40 megapixels'),
      data: { status: 400 },
    });
  });

  it('applies the EXIF orientation and strips EXIF (GPS), ICC, XMP and IPTC from every stored file', async () => {
    const jpeg = await picture(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyPhone', Model: 'Tracker 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 36/1 50/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 12/1 30/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator>' +
          '</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('SpyPhone');
    // the GPS IFD pointer (tag 0x8825), in either byte order
    const exif = input.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(input.xmp).toBeDefined();
    expect(input.icc).toBeDefined();

    const r = await uploadRaw(jpeg, 'where-i-live.jpg', 'image/jpeg', owner.headers);
    expect(r.status).toBe(201);
    const item = r.body as ApiMedia;
    // 400×200 turned by 90°: portrait.
    expect(item.media_details.sizes.full).toMatchObject({ width: 200, height: 400 });
    expect(item.media_details.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    await expectStoredWebp(item);
    for (const file of filesOf(item)) {
      const bytes = readFileSync(path.join(uploadsDir(), file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      const latin1 = bytes.toString('latin1');
      for (const secret of ['SpyPhone', 'Tracker 9', 'Secret Person', 'EXIF', 'XMP ', 'ICCP'])
        expect(latin1, `${file} contains ${secret}`).not.toContain(secret);
    }
  });

  it('refuses a visitor with 401, also a session cookie without its nonce', async () => {
    const jpeg = await jpegOf(200, 200);
    const visitor = await uploadRaw(jpeg, 'photo.jpg', 'image/jpeg', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 'rest_cannot_create', data: { status: 401 } });
    const noNonce = await uploadMultipart(jpeg, 'photo.jpg', 'image/jpeg', { cookie: owner.headers.cookie! });
    expect(noNonce.status).toBe(401);
  });

  it('answers 400 rest_upload_no_data for an empty body or a form without a file', async () => {
    const empty = await uploadRaw(Buffer.alloc(0), 'photo.jpg', 'image/jpeg', owner.headers);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('rest_upload_no_data');
    const boundary = 'no-file-boundary';
    const r = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n--${boundary}--\r\n`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('rest_upload_no_data');
  });
});

describe('GET and DELETE wp/v2/media/{id}', () => {
  it('answers 404 rest_post_invalid_id for a missing or malformed id', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const r = await call('GET', `media/${id}`);
      expect(r.status, id).toBe(404);
      expect(r.body).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
    }
  });

  it('lets only the owner delete, with force=true; the files go and GET answers 404', async () => {
    const up = await uploadMultipart(await jpegOf(1200, 900), 'mine.jpg', 'image/jpeg', owner.headers);
    expect(up.status).toBe(201);
    const item = up.body as ApiMedia;
    const files = filesOf(item);
    expect(files.length).toBeGreaterThanOrEqual(4);

    const visitor = await call('DELETE', `media/${item.id}?force=true`);
    expect(visitor.status).toBe(401);

    const stranger = await call('DELETE', `media/${item.id}?force=true`, other.headers);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: 'rest_cannot_delete', data: { status: 403 } });

    const noForce = await call('DELETE', `media/${item.id}`, owner.headers);
    expect(noForce.status).toBe(501);
    expect(noForce.body).toMatchObject({ code: 'rest_trash_not_supported', data: { status: 501 } });
    for (const file of files) expect(existsSync(path.join(uploadsDir(), file))).toBe(true);

    const done = await call('DELETE', `media/${item.id}?force=true`, owner.headers);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true, previous: item });
    for (const file of files) expect(existsSync(path.join(uploadsDir(), file)), file).toBe(false);

    expect((await call('GET', `media/${item.id}`)).status).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: new URL(item.source_url).pathname });
    expect(served.statusCode).toBe(404);
    expect((await call('DELETE', `media/${item.id}?force=true`, owner.headers)).status).toBe(404);
  });

  it("lets an editor delete another user's image", async () => {
    const up = await uploadRaw(await jpegOf(300, 300), 'theirs.jpg', 'image/jpeg', other.headers);
    expect(up.status).toBe(201);
    const editor = await account('editor');
    const r = await call('DELETE', `media/${up.body.id}?force=1`, editor.headers);
    expect(r.status).toBe(200);
    expect(r.body.deleted).toBe(true);
  });
});
