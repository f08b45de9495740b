import pLimit from 'p-limit';
import { DomainError } from '../errors.ts';

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

/**
 * How many may wait (per process) before another is turned away with a 503 and Retry-After:
 * at 70 ms a search, two at a time, the last of them waits under two seconds. A queue without
 * a bound would grow for as long as searches come faster than they are ranked, each reader
 * waiting longer. Not fewer: the primary hands a burst of new connections to whichever
 * worker is free first, and `npm run bench`'s fifty were once split 46 and 4, so one
 * process may hold nearly every waiting search of a burst.
 */
export const RANKED_SEARCHES_WAITING = 48;

const gate = pLimit(RANKED_SEARCHES_AT_ONCE);

const busy = () =>
  new DomainError(
    'unavailable',
    'rest_search_busy',
    'Many searches are being answered right now. Please try again in a moment.',
  );

/**
 * Runs a relevance-ordered search when one of this process's places for them is free. A
 * search whose reader has gone (`signal` aborted) while it waited is not run.
 */
export function rankedSearch<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (gate.pendingCount >= RANKED_SEARCHES_WAITING) return Promise.reject(busy());
  return gate(() => (signal?.aborted ? Promise.reject(busy()) : run()));
}
