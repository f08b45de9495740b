import { useSuspenseQuery } from '@tanstack/react-query';
import { AuthorCard, authorBySlugQuery, loadAuthor } from '#web/components/author-card.tsx';
import { AuthorTabs } from '#web/components/author-tabs.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { kindOf, kindParams } from '#web/components/type-filter.tsx';
import { ItemActions } from '#web/components/writing/item-actions.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

/** Everything the author made, or one kind with `?type=` (issue 13); polls have their own route. */
const kindOfAuthor = (search: URLSearchParams) => {
  const kind = kindOf(search);
  return kind === 'polls' ? 'all' : kind;
};

const authorParams = (id: number, search: URLSearchParams) => ({
  author: [id],
  ...kindParams(kindOfAuthor(search)),
});

export const load = (ctx: ScreenContext) =>
  loadAuthor(ctx, (author) =>
    ensureList(ctx.queryClient, ctx.api, 'content', authorParams(author.id, ctx.search), pageOf(ctx.search)),
  );

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
  const kind = kindOfAuthor(search);
  return (
    <div className="flex flex-col gap-6">
      <AuthorCard author={author} heading />
      <AuthorTabs author={author} current={kind} />
      <h2 className="sr-only">{t(`kind.${kind}`)}</h2>
      <PagedPostList
        source="content"
        params={authorParams(author.id, search)}
        search={search}
        empty={t('feed.empty')}
        actions={session?.id === author.id ? (post) => <ItemActions post={post} /> : undefined}
      />
    </div>
  );
}
