import { useSuspenseQuery } from '@tanstack/react-query';
import { AuthorCard, authorBySlugQuery } from '#web/components/author-card.tsx';
import { AuthorTabs } from '#web/components/author-tabs.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { ItemActions } from '#web/components/writing/item-actions.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext, type ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

/** `?type=notes` shows the author's notes; posts otherwise (polls have their own route). */
const sourceOf = (search: URLSearchParams) => (search.get('type') === 'notes' ? 'notes' : 'posts');

export async function load({ api, queryClient, params, search, lang }: ScreenContext) {
  const [answer] = await Promise.all([
    queryClient.ensureQueryData(authorBySlugQuery(api, params.slug ?? '')),
    loadAccountsCatalogue(lang),
  ]);
  const author = answer.data[0];
  if (!author) throw notFound();
  await ensureList(queryClient, api, sourceOf(search), { author: [author.id] }, pageOf(search)).catch(() => {
    throw notFound();
  });
}

export function head({ api, queryClient, params }: HeadContext) {
  const author = queryClient.getQueryData(authorBySlugQuery(api, params.slug ?? '').queryKey)?.data[0];
  if (!author) return { title: '' };
  return {
    title: author.name || author.slug,
    description: author.description,
    canonical: author.link,
    image: author.yka_avatar_url,
    type: 'profile' as const,
    feed: { title: author.name || author.slug, href: `${new URL(author.link).pathname}/feed` },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: author.name || author.slug,
        url: author.link,
        description: author.description,
      },
    ],
  };
}

export default function Author({ params, search }: ScreenProps) {
  const { t } = useI18n();
  const { session } = useSession();
  const author = useSuspenseQuery(authorBySlugQuery(useApi(), params.slug ?? '')).data.data[0];
  if (!author) return <p>{t('author.notFound')}</p>;
  const source = sourceOf(search);
  return (
    <div className="flex flex-col gap-6">
      <AuthorCard author={author} heading />
      <AuthorTabs author={author} current={source} />
      <h2 className="sr-only">{source === 'notes' ? t('social.notes') : t('author.posts')}</h2>
      <PagedPostList
        source={source}
        params={{ author: [author.id] }}
        search={search}
        empty={t('feed.empty')}
        actions={session?.id === author.id ? (post) => <ItemActions post={post} /> : undefined}
      />
    </div>
  );
}
