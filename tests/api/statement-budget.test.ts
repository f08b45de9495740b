import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Factories, factories } from '#tests/helpers/factories.ts';
import { createTestApp, requireBuild, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14: a page and an embedded list each cost at most 4 SQL round trips, whatever the
 * number of items on them (one statement per kind of thing, never one per item). Counted by
 * the app itself (`X-SQL-Statements`, server/http/statement-tally.ts).
 */
const BUDGET = 4;

let t: TestApp;
let make: Factories;
let topic: { id: number; slug: string };
let article: { id: number; link: string };

beforeAll(async () => {
  requireBuild('build/server/entry-server.js');
  t = await createTestApp({ pages: true, config: { sqlStatementsHeader: true } });
  make = factories(t);
  const id = await make.category();
  const [row] = await t.database.query<{ slug: string }>('SELECT slug FROM terms WHERE id = $1', [id]);
  topic = { id, slug: row!.slug };
  const post = await make.post({ categories: [id] });
  article = { id: post.id, link: new URL(post.link).pathname };
});
afterAll(async () => {
  await t?.close();
});

async function statementsOf(url: string): Promise<number> {
  const r = await t.app.inject({ method: 'GET', url });
  expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
  return Number(r.headers['x-sql-statements']);
}

const pages = () => ({
  home: '/',
  post: article.link,
  topic: `/category/${topic.slug}`,
});
const lists = () => ({
  'posts _embed': '/wp-json/wp/v2/posts?per_page=10&_embed=1',
  'content _embed of a topic': `/wp-json/yka/v2/content?per_page=10&categories=${topic.id}&_embed=1`,
  'trending _embed': '/wp-json/yka/v2/trending?type=all&per_page=8&_embed=1',
  'comments of a post': `/wp-json/wp/v2/comments?post=${article.id}&parent=0&per_page=100`,
});

/** Every URL's statements, after one request has read the site settings (kept for the app). */
async function measure(urls: Record<string, string>) {
  await statementsOf('/wp-json/yka/v2/settings');
  const counts: Record<string, number> = {};
  for (const [name, url] of Object.entries(urls)) counts[name] = await statementsOf(url);
  return counts;
}

describe('SQL round trips per request (issue 14)', { shuffle: false }, () => {
  let before: Record<string, number>;

  it('an embedded list, a topic list, trending and a comment page each take one', async () => {
    before = { ...(await measure(lists())), ...(await measure(pages())) };
    for (const name of Object.keys(lists())) expect(before[name], name).toBe(1);
  });

  it('the home page, a post page and a topic page each take at most 4', () => {
    for (const name of Object.keys(pages())) {
      expect(before[name], name).toBeGreaterThan(0);
      expect(before[name], name).toBeLessThanOrEqual(BUDGET);
    }
  });

  it('take no more when every list holds more items, comments and authors', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => make.user({ role: 'editor' })));
    for (const [i, writer] of writers.entries()) {
      await make.post({
        author: writer,
        categories: [topic.id],
        type: (['post', 'video', 'note'] as const)[i % 3],
      });
      await make.poll({ author: writer, categories: [topic.id] });
      await make.comment({ author: writer, post: article.id });
    }
    await t.database.query(`UPDATE posts SET view_count = view_count + 50 WHERE status = 'publish'`);
    const after = { ...(await measure(lists())), ...(await measure(pages())) };
    expect(after).toEqual(before);
  });
});
