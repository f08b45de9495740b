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

/** Searches ranking now. */
let running = 0;

/**
 * The searches waiting for a place, first come first served. A search whose reader goes away
 * leaves at once, so that readers who tapped again do not fill the queue with searches nobody
 * waits for (and turn new readers away). Written here because p-queue, which can drop a
 * waiting task on abort, also frees a running task's place when its signal aborts, while its
 * statement still holds a connection.
 */
const waiting: (() => void)[] = [];

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
  if (signal?.aborted) return Promise.reject(busy());
  if (running < RANKED_SEARCHES_AT_ONCE) return rank(run);
  if (waiting.length >= RANKED_SEARCHES_WAITING) return Promise.reject(busy());
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      waiting.splice(waiting.indexOf(start), 1);
      reject(busy());
    };
    const start = () => {
      signal?.removeEventListener('abort', leave);
      rank(run).then(resolve, reject);
    };
    waiting.push(start);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

async function rank<T>(run: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await run();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
