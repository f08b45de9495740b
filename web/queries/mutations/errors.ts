import type { Mutation } from '@tanstack/react-query';

/**
 * How a mutation's failure reaches the reader (spec §8, decisions §9):
 * - `list` (the default): its message joins the error list the page shows (error-list.tsx);
 * - `log`: only logged (comment delete, follow, block: spec §8 says no notice);
 * - `own`: the screen shows it itself (a form's field errors, the comment alert).
 */
export type ErrorRoute = 'list' | 'log' | 'own';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errors?: ErrorRoute };
  }
}

export const LOG_ONLY = { errors: 'log' } as const;
export const SHOWN_BY_SCREEN = { errors: 'own' } as const;

/** Whether a mutation belongs in the error list. */
export function listed(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.state.status === 'error' && (mutation.meta?.errors ?? 'list') === 'list';
}

/** Logs a failure the reader is not told of (spec §8: the server message is only logged). */
export function logFailure(error: unknown) {
  console.error(error instanceof Error ? error.message : error);
}
