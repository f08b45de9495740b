/**
 * Every query parameter that changes an answer: those the API's schemas read (`parseQuery`),
 * those its hooks read, and those the pages' screens read (`search.get('s')`). The public
 * micro-cache keys an answer on these alone, sorted, so `?fbclid=…` from a shared link, a
 * tracker's `utm_source` or parameters in another order all reach one entry (issue 14).
 *
 * Adding a parameter to a schema or a screen means adding it here: the fuzz walk of every
 * route fails on a schema key missing from this list (`unlistedQueryParams`), and a unit
 * test on a screen's `get('…')` missing from it.
 */
export const KNOWN_QUERY_PARAMS: ReadonlySet<string> = new Set([
  // WordPress lists (paging, filters, order) and items
  'page',
  'per_page',
  'offset',
  'context',
  'search',
  'search_mode',
  'include',
  'exclude',
  'slug',
  'author',
  'author_exclude',
  'categories',
  'categories_exclude',
  'locations',
  'prompt',
  'lang',
  'status',
  'orderby',
  'order',
  'before',
  'after',
  '_embed',
  '_fields',
  '_wpnonce',
  // this API's own
  'type',
  'post_type',
  'trending',
  'location',
  'parent',
  'post',
  'follower_id',
  'hide_empty',
  'unread',
  'token',
  'role',
  'suspended',
  'force',
  // pages
  's',
  'post_id',
  'prompt_id',
  'redirect',
  'saved',
  'unsubscribe',
  'next',
  // the sign-in page (never cached: it holds the reader's address)
  'email',
  'error',
  'left',
  'resent',
  'step',
]);

/** Schema keys met at run time that the list above lacks (the fuzz walk asserts none). */
const unlisted = new Set<string>();

/** Called by `parseQuery` with the keys of the schema it reads a query with. */
export function noteQueryParams(names: Iterable<string>): void {
  for (const name of names) if (!KNOWN_QUERY_PARAMS.has(name)) unlisted.add(name);
}

export function unlistedQueryParams(): string[] {
  return [...unlisted].sort();
}

/**
 * An address as the micro-cache keys it: the path and its known parameters, sorted by name
 * (values kept in their order); unknown ones are left out, as every route ignores them.
 */
export function normalisedAddress(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const bare = name.endsWith('[]') ? name.slice(0, -2) : name;
    if (KNOWN_QUERY_PARAMS.has(bare)) kept.push([name, value]);
  }
  if (kept.length === 0) return path;
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}
