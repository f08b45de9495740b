import pLimit from 'p-limit';

/**
 * How many searches ordered by relevance one server process ranks at a time.
 *
 * Ranking reads every match (decisions 003 and 011: `ts_rank` of each matching post's
 * vectors): about 70 ms of PostgreSQL for a word held by 6,000 of 100,000 posts, where a list
 * by date takes 1 ms. Fifty such searches at once held every connection of a worker's pool
 * for seconds, so a reader opening a post waited behind them, and PostgreSQL served fewer of
 * them than with two at a time. The others wait here, in order, without holding a connection.
 */
export const RANKED_SEARCHES_AT_ONCE = 2;

const gate = pLimit(RANKED_SEARCHES_AT_ONCE);

/** Runs a relevance-ordered search when one of this process's places for them is free. */
export function rankedSearch<T>(run: () => Promise<T>): Promise<T> {
  return gate(run);
}
