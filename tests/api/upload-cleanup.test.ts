import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('an upload whose row cannot be stored (issue 15)', () => {
  it('leaves no file behind, and a later upload still works', async () => {
    const headers = await signedInHeaders(t.database, await createUser(t.database));
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: {
          ...headers,
          'content-type': 'image/jpeg',
          'content-disposition': 'attachment; filename=a.jpg',
        },
        payload: jpeg,
      });
    const uploads = path.join(t.dataDir, 'uploads');
    const before = filesUnder(uploads);
    // the database refuses the row after the files were written (a full disk, a lost connection)
    await t.database.query(
      `CREATE FUNCTION refuse_media() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await t.database.query(
      `CREATE TRIGGER refuse_media BEFORE INSERT ON media FOR EACH ROW EXECUTE FUNCTION refuse_media()`,
    );
    try {
      const failed = await upload();
      expect(failed.statusCode).toBe(500);
      expect(filesUnder(uploads)).toEqual(before);
    } finally {
      await t.database.query('DROP TRIGGER refuse_media ON media');
      await t.database.query('DROP FUNCTION refuse_media()');
    }
    const stored = await upload();
    expect(stored.statusCode).toBe(201);
    // the full size and its smaller sizes (thumbnail, medium, medium_large)
    expect(filesUnder(uploads).length).toBe(before.length + 4);
  });
});
