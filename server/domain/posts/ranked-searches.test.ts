import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { listPosts, type PostListFilter, type PostOrderBy } from './list-posts.ts';
import { RANKED_SEARCHES_AT_ONCE, RANKED_SEARCHES_WAITING } from './ranked-searches.ts';

/**
 * A database whose statements stay open until released, counting how many run at once. The
 * title words' statement (`titleTierPage`, list-posts.ts) answers at once: by default as for a
 * word no title holds enough of, so the search is ranked in full.
 */
function heldDatabase(
  titleWords: { ids: number[] | null; total: number | null } = { ids: null, total: null },
) {
  let running = 0;
  let most = 0;
  const texts: string[] = [];
  const waiting: (() => void)[] = [];
  const database = {
    query: async (text: string) => {
      texts.push(text);
      if (text.includes('post_title_words')) return [titleWords];
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
      return [];
    },
  } as unknown as Database;
  return {
    database,
    most: () => most,
    /** how many statements that rank matches were run */
    ranked: () => texts.filter((text) => text.includes('ts_rank')).length,
    /** lets every open statement finish, until none is left */
    async drain() {
      while (waiting.length || running) {
        for (const release of waiting.splice(0)) release();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    open: () => waiting.length,
  };
}

const filter: PostListFilter = {
  type: 'post',
  statuses: ['publish'],
  search: 'shimla',
  listedOnly: true,
  viewerId: null,
  blockerId: null,
  seesHidden: false,
};

const page = (orderby: PostOrderBy) =>
  ({ limit: 10, offset: 0, orderby, order: 'desc', columns: 'full', embed: false }) as const;

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('searches ordered by relevance (ranked-searches.ts)', () => {
  it(`rank ${RANKED_SEARCHES_AT_ONCE} at a time; the others wait, then all are answered`, async () => {
    const db = heldDatabase();
    const lists = Array.from({ length: 6 }, () => listPosts(db.database, filter, page('relevance'), null));
    await settle();
    expect(db.open()).toBe(RANKED_SEARCHES_AT_ONCE);
    await db.drain();
    const answers = await Promise.all(lists);
    expect(answers).toHaveLength(6);
    expect(db.most()).toBe(RANKED_SEARCHES_AT_ONCE);
  });

  it('answer a search whose page the title words hold without ranking or waiting', async () => {
    const db = heldDatabase({ ids: [3, 2, 1], total: 3 });
    const lists = Array.from({ length: 6 }, () => listPosts(db.database, filter, page('relevance'), null));
    await settle();
    // each reads its posts by id at once: none waits for a place
    expect(db.open()).toBe(6);
    await db.drain();
    await Promise.all(lists);
    expect(db.ranked()).toBe(0);
  });

  it('leave searches by date and other lists alone', async () => {
    const db = heldDatabase();
    const lists = [
      ...Array.from({ length: 4 }, () => listPosts(db.database, filter, page('date'), null)),
      ...Array.from({ length: 2 }, () =>
        listPosts(db.database, { ...filter, search: undefined }, page('relevance'), null),
      ),
    ];
    await settle();
    expect(db.open()).toBe(6);
    await db.drain();
    await Promise.all(lists);
  });

  it('drop a waiting search whose reader has gone, without running it', async () => {
    const db = heldDatabase();
    const running = Array.from({ length: RANKED_SEARCHES_AT_ONCE }, () =>
      listPosts(db.database, filter, page('relevance'), null),
    );
    const reader = new AbortController();
    const gone = listPosts(db.database, filter, page('relevance'), null, reader.signal);
    const outcome = gone.then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );
    await settle();
    reader.abort();
    await db.drain();
    await Promise.all(running);
    expect(await outcome).toBe('rest_search_busy');
    expect(db.ranked()).toBe(RANKED_SEARCHES_AT_ONCE);
  });

  it('free the place of a waiting search whose reader has gone at once', async () => {
    const db = heldDatabase();
    const readers = Array.from(
      { length: RANKED_SEARCHES_AT_ONCE + RANKED_SEARCHES_WAITING },
      () => new AbortController(),
    );
    const searches = readers.map((reader) =>
      listPosts(db.database, filter, page('relevance'), null, reader.signal).then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
    );
    await settle();
    // the last waiting reader goes: a new reader takes their place instead of a 503
    readers.at(-1)?.abort();
    const next = listPosts(db.database, filter, page('relevance'), null);
    await db.drain();
    await expect(next).resolves.toMatchObject({ rows: [] });
    const outcomes = await Promise.all(searches);
    expect(outcomes.filter((outcome) => outcome === 'answered')).toHaveLength(readers.length - 1);
    expect(outcomes.at(-1)).toBe('rest_search_busy');
    expect(db.most()).toBe(RANKED_SEARCHES_AT_ONCE);
  });

  it(`turn a search away (503) when ${RANKED_SEARCHES_WAITING} already wait`, async () => {
    const db = heldDatabase();
    const admitted = Array.from({ length: RANKED_SEARCHES_AT_ONCE + RANKED_SEARCHES_WAITING }, () =>
      listPosts(db.database, filter, page('relevance'), null),
    );
    await expect(listPosts(db.database, filter, page('relevance'), null)).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'rest_search_busy',
    });
    await db.drain();
    expect(await Promise.all(admitted)).toHaveLength(admitted.length);
  });
});
