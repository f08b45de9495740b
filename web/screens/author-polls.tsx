import { useSuspenseQuery } from '@tanstack/react-query';
import { AuthorCard, authorBySlugQuery, loadAuthor } from '#web/components/author-card.tsx';
import { AuthorTabs } from '#web/components/author-tabs.tsx';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { ItemActions } from '#web/components/writing/item-actions.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const load = (ctx: ScreenContext) =>
  loadAuthor(ctx, (author) =>
    ensureList(ctx.queryClient, ctx.api, 'polls', { author: [author.id] }, pageOf(ctx.search)),
  );

export function head({ api, queryClient, params, t }: HeadContext) {
  const author = queryClient.getQueryData(authorBySlugQuery(api, params.slug ?? '').queryKey)?.data[0];
  return {
    title: author ? `${t('author.polls')} – ${author.name || author.slug}` : '',
    canonical: author ? `${author.link}/polls` : undefined,
  };
}

/** AuthorPolls: the polls an author created. */
export default function AuthorPolls({ params, search }: ScreenProps) {
  const { t } = useI18n();
  const { session } = useSession();
  const author = useSuspenseQuery(authorBySlugQuery(useApi(), params.slug ?? '')).data.data[0];
  if (!author) return <p>{t('author.notFound')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AuthorCard author={author} heading />
      <AuthorTabs author={author} current="polls" />
      <h2 className="sr-only">{t('author.polls')}</h2>
      <PagedPostList
        source="polls"
        params={{ author: [author.id] }}
        search={search}
        empty={t('feed.empty')}
        actions={session?.id === author.id ? (post) => <ItemActions post={post} /> : undefined}
      />
    </div>
  );
}
