import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Migration 0011 (decisions 011, "Search vectors in the row"): a post's search vectors and
 * texts are kept in its row, so a search walking the newest posts does not fetch its vectors
 * from the TOAST table one by one, nor a list its titles and excerpts.
 */
describe('search vectors stored in the row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outOfLineValues = async () => {
    const [toast] = await t.database.query<{ name: string }>(
      `SELECT reltoastrelid::regclass::text AS name FROM pg_class WHERE relname = 'posts'`,
    );
    const [row] = await t.database.query<{ n: number }>(
      `SELECT count(DISTINCT chunk_id)::int AS n FROM ${toast?.name}`,
    );
    return row?.n ?? 0;
  };

  it('keeps a long post’s vectors, title and body in its row', async () => {
    const [author] = await t.database.query<{ id: number }>(
      `INSERT INTO users (email, slug, name) VALUES ('writer@example.com', 'writer', 'Writer') RETURNING id`,
    );
    // 150 different words that do not compress away: a body and vectors of several KB each
    const words = Array.from({ length: 150 }, (_, i) => `w${(i * 7919).toString(36)}x${i}`);
    const before = await outOfLineValues();
    await t.database.query(
      `INSERT INTO posts (type, status, slug, author_id, title, content)
       VALUES ('post', 'publish', 'long-words', $1, 'Long words', $2)`,
      [author?.id, `<p>${words.join(' ')}</p>`],
    );
    expect(await outOfLineValues()).toBe(before);
    const [found] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts WHERE search_vector @@ plainto_tsquery('simple', $1)`,
      [words[75]],
    );
    expect(found?.n).toBe(1);
  });
});
