import { useQuery } from '@tanstack/react-query';
import type { ApiTerm } from '#common/api-types.ts';
import { formatCount, termName } from '#common/l10n.ts';
import { readerTopics } from '#common/sign-in.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { queries } from '#web/queries/keys.ts';
import { pathOf } from './post-meta.tsx';

/** How many topics a search shows above its results: a line or two on a phone. */
export const SEARCH_TOPICS_SHOWN = 6;

/**
 * The topics whose name matches a search, busiest first (decisions 010): a topic is matched
 * in either script and by its Hinglish spelling ("shiksha" finds शिक्षा, decisions 013), as
 * the topics' modal does; a post's words alone would miss a topic named in the other script.
 * Two more than shown are asked for, as the newsroom's holding topics are left out here.
 */
export const searchTopicsQuery = (api: ApiClient, term: string) =>
  queries.terms(api, 'categories', {
    search: term,
    hide_empty: 1,
    orderby: 'count',
    order: 'desc',
    per_page: SEARCH_TOPICS_SHOWN + 2,
  });

/**
 * The topics matching a search, on its first page only (later pages are deep in the posts).
 * The screen's load has them cached; a failed load leaves the row out, not the page.
 */
export function useSearchTopics(term: string, page: number): ApiTerm[] {
  const found = useQuery({ ...searchTopicsQuery(useApi(), term), enabled: term !== '' && page === 1 });
  return page === 1 ? readerTopics(found.data?.data ?? []).slice(0, SEARCH_TOPICS_SHOWN) : [];
}

/** The matching topics as links with their number of posts; nothing when none matches. */
export function SearchTopics({ topics }: { topics: ApiTerm[] }) {
  const { t, lang } = useI18n();
  if (topics.length === 0) return null;
  return (
    <nav aria-label={t('search.topics')} className="mb-4 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-600">{t('search.topics')}:</span>
      {topics.map((topic) => (
        <a
          key={topic.id}
          href={pathOf(topic.link)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-rose-700"
        >
          {termName(topic, lang)}
          <span className="font-normal text-stone-500">{formatCount(topic.count, lang)}</span>
        </a>
      ))}
    </nav>
  );
}
