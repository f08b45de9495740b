import type { ApiUser } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { type Kind, TypeFilter } from './type-filter.tsx';

/**
 * The author's type filter (issue 13): All, Articles, Videos, Notes as `?type=`, and Polls,
 * which keeps its own route (AuthorPolls). Links work without JavaScript.
 */
export function AuthorTabs({ author, current }: { author: ApiUser; current: Kind }) {
  const { t } = useI18n();
  const base = `/author/${author.slug}`;
  return (
    <TypeFilter
      current={current}
      label={t('kind.label')}
      hrefOf={(kind) => (kind === 'polls' ? `${base}/polls` : kind === 'all' ? base : `${base}?type=${kind}`)}
    />
  );
}
