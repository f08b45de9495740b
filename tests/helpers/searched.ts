import { expect } from 'vitest';
import type { Account, Factories } from './factories.ts';

/**
 * One page of a search through the API: the ids, X-WP-Total and the SQL round trips it took
 * (the app made with `sqlStatementsHeader`); `orderby` when not by date.
 */
export async function searched(
  make: Factories,
  {
    path,
    query,
    perPage,
    page,
    orderby,
    viewer,
  }: {
    path: string;
    query: string;
    perPage: number;
    page: number;
    orderby?: 'relevance';
    viewer?: Account | undefined;
  },
) {
  const r = await make.call(
    'GET',
    `${path}?search=${encodeURIComponent(query)}${orderby ? `&orderby=${orderby}` : ''}&per_page=${perPage}&page=${page}&_fields=id`,
    viewer?.headers ?? {},
  );
  expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(200);
  return {
    ids: (r.body as { id: number }[]).map((p) => p.id),
    total: Number(r.headers['x-wp-total']),
    statements: Number(r.headers['x-sql-statements']),
  };
}
