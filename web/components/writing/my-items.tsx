import { useSuspenseQuery } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import { formatDate } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { ItemActions } from './item-actions.tsx';
import { type MineBase, writingQueries } from './writing-queries.ts';

export const MINE_TABS: MineBase[] = ['posts', 'videos', 'notes', 'polls'];

export const mineBaseOf = (search: URLSearchParams): MineBase => {
  const type = search.get('type');
  return type === 'videos' || type === 'notes' || type === 'polls' ? type : 'posts';
};

const badge = 'rounded px-1.5 font-semibold';

/**
 * One of the writer's items (the EditPosts and DraftPosts styles of spec §2), with where it
 * stands in review (decisions §10): a sent-back draft says so instead of 'Draft'.
 */
function MyItem({ post }: { post: ApiPost }) {
  const { t, lang } = useI18n();
  const review = post.review?.state ?? 'none';
  const title = post.title.rendered ? (
    <span dangerouslySetInnerHTML={{ __html: post.title.rendered }} />
  ) : (
    <span className="text-stone-500">{t('mine.untitled')}</span>
  );
  return (
    <li
      className="flex flex-col gap-3 border-b border-stone-200 py-4"
      lang={post.lang}
      data-item-id={post.id}
    >
      <div>
        <h3 className="line-clamp-3 font-semibold leading-snug text-stone-900">{title}</h3>
        <p className="mt-1 flex flex-wrap gap-2 text-sm text-stone-600" lang={lang}>
          {post.status === 'draft' ? (
            <>
              {review === 'sent_back' ? (
                <span className={`${badge} bg-rose-100 text-rose-900`} data-review="sent_back">
                  {t('mine.sentBack')}
                </span>
              ) : (
                <span className={`${badge} bg-amber-100 text-amber-900`}>{t('mine.draft')}</span>
              )}
              <span>{t('mine.lastSaved', { date: formatDate(post.modified, lang) })}</span>
            </>
          ) : (
            <>
              <span>{formatDate(post.date, lang)}</span>
              {review === 'waiting' && (
                <span className={`${badge} bg-stone-100 text-stone-800`} data-review="waiting">
                  {t('mine.inReview')}
                </span>
              )}
            </>
          )}
        </p>
      </div>
      <ItemActions post={post} />
    </li>
  );
}

/** A list of the writer's items of one type and status. */
export function MyItemList({
  userId,
  base,
  status,
  empty,
}: {
  userId: number;
  base: MineBase;
  status: 'publish' | 'draft';
  empty: string;
}) {
  const items = useSuspenseQuery(writingQueries.mine(useApi(), userId, base, status, 1)).data.data;
  if (items.length === 0) return <p className="py-4 text-stone-600">{empty}</p>;
  return (
    <ul>
      {items.map((post) => (
        <MyItem key={post.id} post={post} />
      ))}
    </ul>
  );
}
