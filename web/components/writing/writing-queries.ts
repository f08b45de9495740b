import { queryOptions } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';
import { memberKeys } from '#web/queries/member-keys.ts';

export type MineBase = 'posts' | 'videos' | 'notes' | 'polls';
/** The REST bases the writing screens edit. */
export type EditedBase = 'posts' | 'videos' | 'notes';
export const MINE_PER_PAGE = 20;

/** The writer's own items: private, read with the cookie, never kept fresh by a shared cache. */
export const writingQueries = {
  /** one item in edit context (`content.raw`), for the writing screens */
  item: (api: ApiClient, base: EditedBase, id: number) =>
    queryOptions({
      queryKey: memberKeys.writing.item(base, id),
      queryFn: async () => (await api.get<ApiPost>(`/wp/v2/${base}/${id}`, { context: 'edit' })).data,
      staleTime: 0,
      retry: false,
    }),
  /** one page of the writer's items of a type and status (FEP, spec §2); edit context carries `review` */
  mine: (api: ApiClient, userId: number, base: MineBase, status: 'publish' | 'draft', page: number) =>
    queryOptions({
      queryKey: memberKeys.writing.mine.page(userId, base, status, page),
      queryFn: () =>
        api.get<ApiPost[]>(`/wp/v2/${base}/`, {
          author: [userId],
          status,
          per_page: MINE_PER_PAGE,
          page,
          orderby: status === 'draft' ? 'modified' : 'date',
          context: 'edit',
          _fields: 'id,date,modified,slug,status,type,link,title,categories,lang,poll_id,review',
        }),
      staleTime: 0,
    }),
  /** topics a writer can pick (the server ignores unlisted and unreviewed for writers) */
  topics: (api: ApiClient) => queries.terms(api, 'categories', { per_page: 100, orderby: 'name' }),
};
