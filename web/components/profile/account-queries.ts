import { queryOptions } from '@tanstack/react-query';
import type { ApiApplicationPassword, ApiUserMe } from '#common/api-types.ts';
import { type ApiClient, type ApiRequestError, browserSignedIn } from '#web/lib/api-client.ts';
import type { ScreenContext } from '#web/lib/screen.ts';
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

/**
 * A visitor's server render answers 401/403 for private data: the screen then asks them to
 * sign in, so it is not an error of the page. Duck-typed: on the server the in-process
 * client's error class is another module copy.
 */
export async function ignoreSignedOut(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    const status = (error as Partial<ApiRequestError> | null)?.status;
    if (status === 401 || status === 403) return false;
    throw error;
  }
}

/**
 * Who is signed in, for a members' screen's load: the server asks with the request's cookie,
 * a visitor's browser does not ask at all. A visitor is null (the screen asks them to sign in).
 */
export async function loadMember({ api, queryClient }: ScreenContext): Promise<ApiUserMe | null> {
  if (typeof window !== 'undefined' && !browserSignedIn()) return null;
  const signedIn = await ignoreSignedOut(queryClient.ensureQueryData(accountQueries.me(api)));
  return signedIn ? (queryClient.getQueryData(accountQueries.me(api).queryKey) ?? null) : null;
}
