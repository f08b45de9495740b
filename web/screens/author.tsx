import { useSuspenseQuery } from '@tanstack/react-query';
import { AuthorCard, authorBySlugQuery } from '#web/components/author-card.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext, type ScreenProps } from '#web/lib/screen.ts';

export async function load({ api, queryClient, params, search }: ScreenContext) {
  const author = (await queryClient.ensureQueryData(authorBySlugQuery(api, params.slug ?? ''))).data[0];
  if (!author) throw notFound();
  await ensureList(queryClient, api, 'posts', { author: [author.id] }, pageOf(search)).catch(() => {
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
  const author = useSuspenseQuery(authorBySlugQuery(useApi(), params.slug ?? '')).data.data[0];
  if (!author) return <p>{t('author.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AuthorCard author={author} heading />
      <nav className="flex gap-4 border-b border-stone-200 text-sm font-semibold">
        <span className="border-b-2 border-rose-700 pb-2 text-rose-800">{t('author.posts')}</span>
        <a href={`/author/${author.slug}/polls`} className="pb-2 text-stone-600 hover:text-stone-900">
          {t('author.polls')}
        </a>
      </nav>
      <h2 className="sr-only">{t('author.posts')}</h2>
      <PagedPostList
        source="posts"
        params={{ author: [author.id] }}
        search={search}
        empty={t('feed.empty')}
      />
    </div>
  );
}
