/**
 * Which database failures mean "the database is not reachable right now" (answer 503 and let
 * the client retry) rather than "this request is wrong" or "our code is wrong". Kept apart from
 * the HTTP layer so the database client (retries) and the error handler (status) agree.
 */

/** SQLSTATE codes of a lost or refused connection (class 08, admin shutdown, crash, start-up). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P04', '53300', '57014']);
/** Socket errors of the driver when the server went away mid-conversation. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
  'ECONNABORTED',
]);
/** pg, pg-pool and PGlite say these in words only, without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end|PGlite is closed|database system is (?:starting up|shutting down|in recovery mode)/i;

/** A transaction that lost a race (serialisation failure, deadlock) and may be tried again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** The error and its `cause` chain (Drizzle wraps driver errors in DrizzleQueryError). */
function* chain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE (or socket code) of a driver error, looking through Drizzle's wrapper. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
        return true;
    }
    // A PGlite (WebAssembly) abort leaves that database instance unusable for this request.
    if (link instanceof WebAssembly.RuntimeError) return true;
    const message = (link as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export function isRetryableTransactionError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && RETRYABLE_SQLSTATES.has(code);
}
