import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImage } from '#server/domain/media/store-image.ts';

/** Issue 13: an image under 150 px keeps its size; its thumbnail is never enlarged. */
describe('stored sizes of a small upload', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const upload = async (width: number, height: number) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'awaaz-small-image-'));
    dirs.push(dir);
    const png = await sharp({ create: { width, height, channels: 3, background: '#c04' } })
      .png()
      .toBuffer();
    return storeImage(png, dir, 'small');
  };

  it('a 100×80 image gets an 80×80 thumbnail and no larger size', async () => {
    const stored = await upload(100, 80);
    expect([stored.width, stored.height]).toEqual([100, 80]);
    expect(stored.sizes.thumbnail).toMatchObject({ width: 80, height: 80 });
    expect(Object.keys(stored.sizes)).toEqual(['thumbnail']);
  });

  it('a large image still gets the 150 px square thumbnail', async () => {
    const stored = await upload(640, 480);
    expect(stored.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    expect(stored.sizes.medium).toMatchObject({ width: 300, height: 225 });
  });
});
