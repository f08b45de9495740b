import { useSuspenseQuery } from '@tanstack/react-query';
import type { ApiTerm } from '#common/api-types.ts';
import { termDescription } from '#common/l10n.ts';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { termName } from '#web/components/post-meta.tsx';
import { TopicFollowButton } from '#web/components/social/topic-follow-button.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext, type ScreenProps } from '#web/lib/screen.ts';
import { useSettings } from '#web/lib/use-settings.tsx';
import { queries } from '#web/queries/keys.ts';

const baseOf = (taxonomy: string) => (taxonomy === 'location' ? 'locations' : 'categories');
const termQuery = (api: ApiClient, taxonomy: string, slug: string) =>
  queries.terms(api, baseOf(taxonomy), { slug: [slug] });
const filterOf = (term: ApiTerm) =>
  term.taxonomy === 'location' ? { locations: [term.id] } : { categories: [term.id] };

export async function load({ api, queryClient, params, search, lang }: ScreenContext) {
  // the Follow button's words (a topic page's)
  if (params.taxonomy !== 'location') await loadAccountsCatalogue(lang);
  const terms = await queryClient.ensureQueryData(termQuery(api, params.taxonomy ?? '', params.slug ?? ''));
  const term = terms.data[0];
  if (!term) throw notFound();
  await ensureList(queryClient, api, 'content', filterOf(term), pageOf(search)).catch(() => {
    throw notFound();
  });
}

export function head({ api, queryClient, params, lang }: HeadContext) {
  const term = queryClient.getQueryData(termQuery(api, params.taxonomy ?? '', params.slug ?? '').queryKey)
    ?.data[0];
  return {
    title: term ? termName(term, lang) : '',
    description: term && termDescription(term, lang).text,
    canonical: term?.link,
    noindex: term ? ['unlisted', 'unreviewed'].includes(term.slug) : false,
    // Topics have feeds (server/ssr/feeds.ts); states do not.
    feed:
      term && params.taxonomy === 'category'
        ? { title: termName(term, lang), href: `${new URL(term.link).pathname}/feed` }
        : undefined,
  };
}

/** Archive and SubCategory (spec §2): a topic's or a state's posts, newest first. */
export default function Archive({ params, search }: ScreenProps) {
  const api = useApi();
  const { t, lang } = useI18n();
  const settings = useSettings();
  const term = useSuspenseQuery(termQuery(api, params.taxonomy ?? '', params.slug ?? '')).data.data[0];
  if (!term) return null;
  const name = termName(term, lang);
  // a topic, not a state, nor the editors' holding places for unlisted and unreviewed posts
  const { unlisted, unreviewed } = settings.exclude_categories;
  const followable = term.taxonomy === 'category' && term.id !== unlisted && term.id !== unreviewed;
  const description = termDescription(term, lang);
  return (
    <div>
      <header className="mb-6 border-b border-stone-200 pb-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-serif text-3xl font-bold text-stone-900">{name}</h1>
          {followable && <TopicFollowButton topic={term} />}
        </div>
        {description.text && (
          <p data-content="" lang={description.lang} className="mt-2 text-stone-600">
            {description.text}
          </p>
        )}
      </header>
      <h2 className="sr-only">{t('archive.posts', { name })}</h2>
      <PagedPostList
        source="content"
        params={filterOf(term)}
        search={search}
        empty={t('feed.noPosts', { tab: name })}
      />
    </div>
  );
}
