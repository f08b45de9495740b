/** A page of a lookup list (terms, users): a name search, and ids or slugs to take or leave. */
export interface LookupFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slug?: string[] | undefined;
  order?: 'asc' | 'desc' | undefined;
}
