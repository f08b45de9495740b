import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import {
  SearchMatchRows,
  searchPeopleQuery,
  searchTopicsQuery,
  showsMatches,
  useSearchMatches,
} from '#web/components/search-matches.tsx';
import { kindOf, kindParams, TypeFilter } from '#web/components/type-filter.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { rich } from '#web/i18n/rich.tsx';
import { loadBrowseCatalogue } from '#web/i18n/translate.ts';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';

const termOf = (search: URLSearchParams) => (search.get('s') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
/** Every kind of content (issue 13), narrowed by `?type=`. */
const paramsOf = (search: URLSearchParams) => ({
  search: termOf(search),
  orderby: 'relevance',
  ...kindParams(kindOf(search)),
});

export async function load({ api, queryClient, search, lang }: ScreenContext) {
  await loadBrowseCatalogue(lang);
  const term = termOf(search);
  if (!term) return;
  const matches = showsMatches(term, pageOf(search));
  await Promise.all([
    ensureList(queryClient, api, 'content', paramsOf(search), pageOf(search)).catch(() => undefined),
    matches && queryClient.ensureQueryData(searchTopicsQuery(api, term)).catch(() => undefined),
    matches && queryClient.ensureQueryData(searchPeopleQuery(api, term)).catch(() => undefined),
  ]);
}

export function head({ search, t, settings }: HeadContext) {
  const term = termOf(search);
  return {
    title: term ? t('search.results', { query: term }) : t('search.title'),
    noindex: true,
    canonical: `${settings.base_url}/search`,
  };
}

/** Search (spec §2): the query lives in the URL (?s=), so results can be shared and paged. */
export default function Search({ search }: ScreenProps) {
  const { t } = useI18n();
  const term = termOf(search);
  const kind = kindOf(search);
  const matches = useSearchMatches(term, pageOf(search));
  return (
    <div>
      <h1 className="mb-4 font-serif text-3xl font-bold text-stone-900">
        {term ? rich(t, 'search.results', { query: <span data-content="">{term}</span> }) : t('search.title')}
      </h1>
      <form action="/search" method="get" className="mb-6 flex gap-2">
        <label htmlFor="search-input" className="sr-only">
          {t('search.title')}
        </label>
        <input
          id="search-input"
          name="s"
          type="search"
          defaultValue={term}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-stone-300 px-4 py-2 focus:border-rose-700 focus:outline-none"
        />
        <HinglishToggle target="search-input" className="self-center" />
        {kind !== 'all' && <input type="hidden" name="type" value={kind} />}
        <button
          type="submit"
          className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
        >
          {t('search.submit')}
        </button>
      </form>
      {term && (
        <div className="mb-2">
          <TypeFilter
            current={kind}
            label={t('kind.label')}
            hrefOf={(k) => `/search?${new URLSearchParams(k === 'all' ? { s: term } : { s: term, type: k })}`}
          />
        </div>
      )}
      {/* Always: the sidebar's headings (h3 in its HTML) must not follow the h1 directly (axe heading-order). */}
      <h2 className="sr-only">{t('search.title')}</h2>
      <SearchMatchRows {...matches} />
      {term ? (
        <PagedPostList
          source="content"
          params={paramsOf(search)}
          search={search}
          empty={rich(
            t,
            matches.topics.length + matches.people.length > 0 ? 'search.emptyButMatches' : 'search.empty',
            {
              query: <span data-content="">{term}</span>,
            },
          )}
        />
      ) : (
        <p className="text-stone-600">{t('search.prompt')}</p>
      )}
    </div>
  );
}
