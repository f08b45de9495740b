import { useSuspenseQuery } from '@tanstack/react-query';
import type { SiteSettings } from '#common/api-types.ts';
import { queries } from '#web/queries/keys.ts';
import { useApi } from './api-context.tsx';

/** Site settings: always prefetched before a page renders (spec §1: the shell loads with them). */
export function useSettings(): SiteSettings {
  return useSuspenseQuery(queries.settings(useApi())).data;
}
