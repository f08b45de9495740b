import { useQuery } from '@tanstack/react-query';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { AuthorList } from '../social/author-list.tsx';
import { trendingAuthorsQuery } from '../social/social-queries.ts';
import type { BlockProps } from './registry.ts';

const perPageOf = (attrs: Record<string, string>) => Math.min(Math.max(Number(attrs.per_page) || 5, 1), 20);

/** `<div data-yka-block="trending-authors" data-per_page="5" data-title="…"></div>` */
export async function load(ctx: ScreenContext, attrs: Record<string, string>) {
  await Promise.all([
    loadAccountsCatalogue(ctx.lang),
    ctx.queryClient.ensureQueryData(trendingAuthorsQuery(ctx.api, perPageOf(attrs))),
  ]);
}

export default function TrendingAuthorsBlock({ attrs }: BlockProps) {
  const { t } = useI18n();
  const query = useQuery(trendingAuthorsQuery(useApi(), perPageOf(attrs)));
  return (
    <section className="not-prose my-6 rounded-xl border border-stone-200 p-4">
      <h2 className="font-serif text-xl font-bold text-stone-900">{attrs.title || t('authors.trending')}</h2>
      {query.data ? (
        query.data.data.length ? (
          <AuthorList authors={query.data.data} />
        ) : (
          <p className="py-4 text-stone-600">{attrs.not_found || t('authors.none')}</p>
        )
      ) : (
        <ul aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="my-3 h-10 animate-pulse rounded bg-stone-100" />
          ))}
        </ul>
      )}
    </section>
  );
}
