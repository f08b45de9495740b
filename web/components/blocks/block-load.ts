import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ScreenContext } from '#web/lib/screen.ts';

// What the lazy blocks that show one item (poll, comments) share; apart from registry.ts so
// the reading chunk does not carry it.

/** A block's numeric id: the first of `names` its placeholder has, or 0 when that is no id. */
export function blockId(attrs: Record<string, string>, ...names: string[]): number {
  const id = Number(names.map((name) => attrs[name]).find((value) => value !== undefined));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * A block's load: prefetch what it shows of item `id`. No id is logged and loads nothing; a
 * missing item renders nothing rather than failing the page.
 */
export async function prefetchBlock<T, K extends QueryKey>(
  ctx: ScreenContext,
  id: number,
  query: (api: ScreenContext['api'], id: number) => FetchQueryOptions<T, Error, T, K>,
) {
  if (!id) {
    console.info('Post id not valid');
    return;
  }
  await ctx.queryClient.prefetchQuery(query(ctx.api, id));
}
