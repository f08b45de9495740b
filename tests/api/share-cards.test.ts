import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPost } from '#common/api-types.ts';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Share cards (issue 17, decisions 015): every post, video, note and poll has a generated
 * 1200×630 picture; its page points at it; a new title or new votes give a new address; what
 * a visitor may not see has no card. The pages come from the production build (`npm run build`).
 */
let t: TestApp;
let make: Factories;
let editor: Account;

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  make = factories(t);
  editor = await make.editor();
});
afterAll(async () => {
  await t?.close();
});

const pathOf = (url: string) => new URL(url).pathname;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.startsWith('http') ? pathOf(url) : url, headers });

async function imageAt(url: string) {
  const r = await get(url);
  expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
  const meta = await sharp(r.rawPayload).metadata();
  return { r, meta, bytes: r.rawPayload };
}

/** The og:image of an item's page and its width, height and type tags. */
async function ogImageOf(post: ApiPost) {
  const page = await get(post.link);
  expect(page.statusCode).toBe(200);
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(page.body)?.[1];
  return {
    image: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    type: meta('og:image:type'),
    twitter: meta('twitter:image'),
  };
}

const current = async (post: ApiPost, type: string) =>
  (await make.call('GET', `wp/v2/${type}/${post.id}`)).body as ApiPost;

describe('share cards', () => {
  it("a Hindi post's page points at its 1200×630 card, which never changes at that address", async () => {
    const post = await make.post({ title: 'शिक्षा का अधिकार और हमारी ज़िम्मेदारी', lang: 'hi' });
    expect(post.share_image).toMatch(
      new RegExp(`^http://localhost:3000/og/post/${post.id}-[0-9a-f]{8}\\.png$`),
    );
    const og = await ogImageOf(post);
    expect(og).toEqual({
      image: post.share_image,
      width: '1200',
      height: '630',
      type: 'image/png',
      twitter: post.share_image,
    });
    const { r, meta, bytes } = await imageAt(post.share_image);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(bytes.length).toBeLessThan(300_000);
  });

  it('a Hindi poll has a card with its options', async () => {
    const { post } = await make.poll({
      question: 'क्या स्कूलों में खेल अनिवार्य होना चाहिए?',
      options: ['हाँ', 'नहीं', 'पता नहीं'],
      lang: 'hi',
    });
    expect((await ogImageOf(post)).image).toBe(post.share_image);
    const { meta } = await imageAt(post.share_image);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('notes and videos have cards too', async () => {
    for (const type of ['note', 'video'] as const) {
      const item = await make.post({ type, lang: 'hi', content: 'आज बारिश में भीगते हुए स्कूल पहुँची' });
      expect(item.share_image).toContain(`/og/${type}/${item.id}-`);
      expect((await ogImageOf(item)).image).toBe(item.share_image);
      expect((await imageAt(item.share_image)).meta.width).toBe(1200);
    }
  });

  it('a new title gives a new address; the old one answers the current card for a while', async () => {
    const post = await make.post({ title: 'Before the exams' });
    const before = (await imageAt(post.share_image)).bytes;
    const r = await make.call('POST', `yka/v2/fep/${post.id}`, editor.headers, { title: 'After the exams' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const renamed = await current(post, 'posts');
    expect(renamed.share_image).not.toBe(post.share_image);
    expect((await ogImageOf(renamed)).image).toBe(renamed.share_image);
    const now = await imageAt(renamed.share_image);
    expect(now.bytes.equals(before)).toBe(false);
    const old = await imageAt(post.share_image);
    expect(old.r.headers['cache-control']).toBe('public, max-age=300');
    expect(old.bytes.equals(now.bytes)).toBe(true);
    const bare = await imageAt(`/og/post/${post.id}.png`);
    expect(bare.r.headers['cache-control']).toBe('public, max-age=300');
  });

  it('a vote changes the poll card', async () => {
    const made = await make.poll({ question: 'सबसे अच्छा मौसम?', options: ['गर्मी', 'सर्दी'], lang: 'hi' });
    const before = await imageAt(made.post.share_image);
    await make.vote(await make.user(), made.pollId, made.optionIds[1]!);
    const after = await current(made.post, 'polls');
    expect(after.share_image).not.toBe(made.post.share_image);
    const now = await imageAt(after.share_image);
    expect(now.bytes.equals(before.bytes)).toBe(false);
  });

  it("a draft's card is a 404, even at the address its writer's answer holds", async () => {
    const draft = await make.post({ title: 'A secret draft title', status: 'draft' });
    expect(draft.share_image).toContain(`/og/post/${draft.id}-`);
    const r = await get(draft.share_image);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('secret');
    expect(r.headers['content-type']).not.toContain('image');
    // the writer's own session changes nothing: a card is the public picture
    expect((await get(draft.share_image, editor.headers)).statusCode).toBe(404);
  });

  it('an item hidden by reports has no card', async () => {
    const writer = await make.user();
    const post = await make.post({ author: writer, title: 'Reported by three readers' });
    expect((await get(post.share_image)).statusCode).toBe(200);
    for (const _ of [1, 2, 3]) {
      const who = await make.user();
      const r = await make.call('POST', 'yka/v2/reports', who.headers, {
        object: 'post',
        id: post.id,
        reason: 'spam',
      });
      expect(r.status).toBe(201);
    }
    expect((await get(post.share_image)).statusCode).toBe(404);
    expect((await get(`/og/post/${post.id}.png`)).statusCode).toBe(404);
  });

  it('unknown, malformed and out-of-range addresses are 404s', async () => {
    const post = await make.post();
    for (const url of [
      `/og/poll/${post.id}.png`, // a post is not a poll
      `/og/page/${post.id}.png`,
      '/og/post/999999.png',
      '/og/post/99999999999.png',
      '/og/post/0.png',
      `/og/post/${post.id}-XYZ.png`,
      `/og/post/${post.id}.jpg`,
      '/og/post/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
    }
  });

  it('concurrent requests for a new card render it once, into DATA_DIR/og-cache', async () => {
    const cacheDir = path.join(t.dataDir, 'og-cache');
    const files = () => readdirSync(cacheDir).filter((f) => f.endsWith('.png')).length;
    const before = files();
    const post = await make.post({ title: 'Everyone opens this link at once', lang: 'en' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(post.share_image)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(files()).toBe(before + 1);
    const etag = String(answers[0]!.headers.etag);
    expect((await get(post.share_image, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
