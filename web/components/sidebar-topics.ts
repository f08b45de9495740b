import type { SiteSettings } from '#common/api-types.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';

/** Spec §2: topics by count, without the unlisted and unreviewed categories. */
export function recommendedTopicsQuery(api: ApiClient, settings: SiteSettings) {
  const hidden = [
    settings.exclude_categories.unlisted,
    settings.exclude_categories.unreviewed,
    settings.prompt_category,
  ];
  return queries.terms(api, 'categories', {
    orderby: 'count',
    order: 'desc',
    per_page: 12,
    exclude: hidden.filter((id) => id > 0),
    hide_empty: true,
  });
}
