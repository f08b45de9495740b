import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * A signed-in reader who blocks no one reads the lists a visitor reads, through the same
 * counters and kept plans (decisions 011, *A reader who blocks no one*); once they block an
 * author, their lists leave that author out from the next request on, totals too, and when
 * they unblock, the author comes back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(url: string, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ url, headers });
  expect(r.statusCode, url).toBe(200);
  const body = r.json() as { id: number; author: number }[];
  return {
    ids: body.map((p) => p.id),
    authors: body.map((p) => p.author),
    total: Number(r.headers['x-wp-total']),
  };
}

/** The lists whose answers differ by the reader's blocks alone. */
async function lists() {
  const [topic] = (
    await t.app.inject({ url: '/wp-json/wp/v2/categories?orderby=count&order=desc&per_page=1' })
  ).json() as { id: number }[];
  return [
    '/wp-json/wp/v2/posts?per_page=5',
    '/wp-json/wp/v2/posts?per_page=3&page=2&_embed=1',
    `/wp-json/wp/v2/posts?categories=${topic!.id}&per_page=3`,
    '/wp-json/wp/v2/posts?type=all&per_page=5',
    '/wp-json/yka/v2/trending?type=all&per_page=5',
    '/wp-json/wp/v2/posts?search=school&per_page=3',
    '/wp-json/wp/v2/posts?search=school&orderby=relevance&per_page=3',
    '/wp-json/wp/v2/posts?search=school%20exams&per_page=3',
  ];
}

async function act(headers: Record<string, string>, action: 'block' | 'unblock', id: number) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/action',
    headers,
    payload: { action, object: 'user', id },
  });
  expect(r.statusCode, `${action} ${id}`).toBe(200);
}

describe('a signed-in reader who blocks no one', () => {
  it('reads every list as a visitor does; blocking an author leaves them out at once, unblocking brings them back', async () => {
    const reader = await signedInHeaders(t.database, await createUser(t.database));
    const urls = await lists();
    for (const url of urls) expect(await list(url, reader), url).toEqual(await list(url));

    // the author of the newest post
    const blocked = (await list('/wp-json/wp/v2/posts?per_page=1')).authors[0] as number;
    await act(reader, 'block', blocked);
    for (const url of urls) {
      const visitor = await list(url);
      const theirs = await list(url, reader);
      expect(theirs.authors, url).not.toContain(blocked);
      const left = (await list(`${url}&author_exclude=${blocked}`)).total;
      expect(theirs.total, url).toBe(left);
      if (visitor.authors.includes(blocked)) expect(theirs.total, url).toBeLessThan(visitor.total);
    }

    await act(reader, 'unblock', blocked);
    for (const url of urls) expect(await list(url, reader), url).toEqual(await list(url));
  });
});
