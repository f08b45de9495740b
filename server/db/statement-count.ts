import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * SQL statements sent to the database on behalf of one piece of work (an HTTP request): each
 * is a round trip. Issue 14 sets a budget per page and per list; tests and `npm run bench`
 * read the count (the `X-SQL-Statements` header when `SQL_STATEMENTS_HEADER=1`).
 */
export interface StatementTally {
  statements: number;
}

const tallies = new AsyncLocalStorage<StatementTally>();

/** Runs `fn` with a fresh tally; statements sent from anything it awaits count in it. */
export function withStatementTally<T>(tally: StatementTally, fn: () => T): T {
  return tallies.run(tally, fn);
}

/** Called by the database client for every statement it sends. */
export function noteStatement(): void {
  const tally = tallies.getStore();
  if (tally) tally.statements++;
}

/** The tally of the work in progress, if any. */
export function currentTally(): StatementTally | undefined {
  return tallies.getStore();
}

/** Runs `fn` outside any tally: work of the app, not of the request that happened to start it. */
export function outsideTally<T>(fn: () => T): T {
  return tallies.exit(fn);
}
