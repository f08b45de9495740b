import { queryOptions } from '@tanstack/react-query';
import type { ApiApplicationPassword, ApiUserMe } from '#common/api-types.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';
import { memberKeys } from '#web/queries/member-keys.ts';

/** The owner's own, private data: never kept fresh by a shared cache, read with the cookie. */
export const accountQueries = {
  me: (api: ApiClient) =>
    queryOptions({
      queryKey: memberKeys.me,
      queryFn: async () => (await api.get<ApiUserMe>('/wp/v2/users/me', { context: 'edit' })).data,
      staleTime: 0,
    }),
  applicationPasswords: (api: ApiClient) =>
    queryOptions({
      queryKey: memberKeys.applicationPasswords,
      queryFn: async () =>
        (await api.get<ApiApplicationPassword[]>('/wp/v2/users/me/application-passwords')).data,
      staleTime: 0,
    }),
  /** all 36 states and union territories */
  locations: (api: ApiClient) => queries.terms(api, 'locations', { per_page: 100, orderby: 'name' }),
};
