import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost } from '#common/api-types.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let me: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const id = await createUser(t.database);
  me = { id, headers: await signedInHeaders(t.database, id) };
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const r = await t.app.inject({
    method,
    url: `/wp-json/${url}`,
    headers: me.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, body: r.json() as ApiPost & ApiPost[] & { code?: string } };
}

const ID = 'aqz-KE-bpKQ';
const still = `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`;

describe('the picture of a video (issue 12)', () => {
  it("is YouTube's still while the writer uploads none, in every answer that shows the video", async () => {
    const created = await call('POST', 'yka/v2/fep/', {
      type: 'video',
      title: 'Shorts from the hills',
      video_url: `https://youtube.com/shorts/${ID}?feature=share`,
      status: 'publish',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      featured_media: 0,
      featured_image: still,
      featured_image_srcset: `https://i.ytimg.com/vi/${ID}/mqdefault.jpg 320w, ${still} 480w`,
      featured_image_width: 480,
      featured_image_height: 360,
    });
    // The reader's page reads the video by slug, feeds by author: both carry the still.
    const bySlug = await call('GET', `wp/v2/videos?slug=${created.body.slug}&_embed=1`);
    expect(bySlug.body[0]?.featured_image).toBe(still);
    expect(bySlug.body[0]?._embedded?.['wp:featuredmedia']).toBeUndefined();
    const mine = await call('GET', `wp/v2/videos?author=${me.id}&_fields=id,featured_image`);
    expect(mine.body).toEqual([{ id: created.body.id, featured_image: still }]);
  });

  it('is the uploaded image when there is one, and none for Vimeo without one', async () => {
    const [upload] = await t.database.query<{ id: number }>(
      `INSERT INTO media (author_id, file, mime_type, width, height) VALUES ($1, '2026/11/cover.webp', 'image/webp', 1200, 675) RETURNING id`,
      [me.id],
    );
    const withCover = await call('POST', 'wp/v2/videos', {
      title: 'With my own cover',
      video_url: `https://www.youtube.com/watch?v=${ID}`,
      featured_media: upload!.id,
    });
    expect(withCover.status).toBe(201);
    expect(withCover.body.featured_media).toBe(upload!.id);
    expect(withCover.body.featured_image).toMatch(/\/wp-content\/uploads\/2026\/11\/cover/);

    // Removing the upload brings the provider's picture back.
    const removed = await call('POST', `wp/v2/videos/${withCover.body.id}`, { featured_media: 0 });
    expect(removed.body).toMatchObject({ featured_media: 0, featured_image: still });

    const fromVimeo = await call('POST', 'wp/v2/videos', {
      title: 'On Vimeo',
      video_url: 'https://vimeo.com/76979871',
    });
    expect(fromVimeo.status).toBe(201);
    expect(fromVimeo.body).toMatchObject({
      featured_image: '',
      featured_image_srcset: '',
      featured_image_width: 0,
    });
  });

  it('is never made up for a post, and a link that names no video is refused', async () => {
    const post = await call('POST', 'yka/v2/fep/', {
      title: 'A post',
      content: `<p>https://www.youtube.com/watch?v=${ID}</p>`,
      video_url: `https://www.youtube.com/watch?v=${ID}`,
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ type: 'post', featured_image: '', video_url: '' });

    const channel = await call('POST', 'yka/v2/fep/', {
      type: 'video',
      title: 'A channel is not a video',
      video_url: 'https://www.youtube.com/@somechannel',
    });
    expect(channel.status).toBe(400);
    expect(channel.body.code).toBe('rest_invalid_param');
  });
});
