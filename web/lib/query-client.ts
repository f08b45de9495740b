import { MutationCache, QueryClient } from '@tanstack/react-query';
import { STALE_TIME } from '#web/queries/keys.ts';
import { logFailure } from '#web/queries/mutations/errors.ts';

/**
 * One configuration for server and browser: no refetch on window focus (spec §9). A failed
 * mutation marked `log` is logged here; the others are the error list's or their screen's
 * (web/queries/mutations/errors.ts).
 */
export function createQueryClient(server = false): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errors === 'log') logFailure(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME,
        refetchOnWindowFocus: false,
        retry: server ? false : 1,
        gcTime: server ? Number.POSITIVE_INFINITY : 5 * 60_000,
      },
    },
  });
}
