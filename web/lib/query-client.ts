import { QueryClient } from '@tanstack/react-query';
import { STALE_TIME } from '#web/queries/keys.ts';

/** One configuration for server and browser: no refetch on window focus (spec §9). */
export function createQueryClient(server = false): QueryClient {
  return new QueryClient({
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
