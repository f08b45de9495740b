import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { posts, terms } from '#server/db/schema.ts';
import { listPosts, type PostListFilter } from './list-posts.ts';
import { postSelect } from './post-select.ts';
import { compiledByWalk, compileStatement } from './statement.ts';

const drizzle = new PgDialect();

/** What Drizzle's own compiler makes of a statement: the reference. */
const reference = (statement: SQL) => {
  const { sql: text, params } = drizzle.sqlToQuery(statement);
  return { sql: text, params };
};

describe('statements compiled without Drizzle’s compiler (statement.ts)', () => {
  const when = new Date('2026-11-20T10:00:00Z');
  const shapes: [string, SQL][] = [
    ['text, values and nesting', sql`SELECT ${1}, ${'a"b'}, ${null}, ${true} WHERE ${sql`x = ${2}`}`],
    ['tables, columns and raw text', sql`SELECT ${posts.id} FROM ${posts} ${sql.raw('LIMIT 10')}`],
    ['a list of values and a column’s encoded values', sql`${[1, 2, 3]} ${inArray(posts.id, [4, 5])}`],
    [
      'a date and an array parameter',
      sql`${posts.date} < ${when} AND ${posts.id} = ANY(${sql.param([1, 2])}::int[])`,
    ],
    ['joined parts', sql.join([sql`a = ${1}`, sql`b = ${2}`, undefined as unknown as SQL], sql` AND `)],
    [
      'a page of posts as the lists select it',
      postSelect({
        from: sql`(SELECT ${posts.id} FROM ${posts} WHERE ${posts.status} = ${'publish'} LIMIT 10) page JOIN ${posts} ON ${posts.id} = page.id`,
        orderBy: sql`${posts.date} DESC, ${posts.id} DESC`,
        columns: 'card',
        embed: true,
        viewerId: 7,
        total: sql`(SELECT count(*)::int FROM ${posts})`,
      }),
    ],
  ];
  for (const [name, statement] of shapes)
    it(`writes ${name} as Drizzle does`, () => {
      expect(compiledByWalk(statement)).toEqual(reference(statement));
    });

  it('leaves aliases, placeholders and inlined values to Drizzle, with the same result', () => {
    const parent = alias(terms, 'parent');
    const others = [
      sql`SELECT ${parent.id} FROM ${parent}`,
      sql`SELECT ${sql.placeholder('id')}`,
      sql`SELECT ${'x'}`.inlineParams(),
    ];
    for (const statement of others) {
      expect(compiledByWalk(statement)).toBeNull();
      expect(compileStatement(statement)).toEqual(drizzle.sqlToQuery(statement));
    }
  });

  it('compiles every shape of post list as Drizzle does (checked under test on each compile)', async () => {
    const received: string[] = [];
    const database = {
      query: async (text: string) => {
        received.push(text);
        return [];
      },
    } as unknown as Database;
    const base: PostListFilter = {
      type: 'post',
      statuses: ['publish'],
      listedOnly: true,
      viewerId: null,
      blockerId: null,
      seesHidden: false,
    };
    const filters: PostListFilter[] = [
      base,
      { ...base, viewerId: 3, blockerId: 3, type: ['post', 'video'], categories: [4], exclude: [9] },
      { ...base, search: 'shimla', lang: 'hi', before: new Date(), after: new Date(0) },
      { ...base, author: [2], listedOnly: false, statuses: ['publish', 'draft'], slug: ['a', 'b'] },
      { ...base, include: [3, 1, 2], followedBy: { userId: 5, topics: true }, viewerId: 5, blockerId: null },
    ];
    for (const filter of filters)
      for (const orderby of ['date', 'relevance', 'include', 'title'] as const)
        await listPosts(
          database,
          filter,
          { limit: 10, offset: 30, orderby, order: 'desc', columns: 'full', embed: true },
          null,
        );
    expect(received.length).toBeGreaterThanOrEqual(filters.length * 4);
  });
});
