import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiComment } from '#common/api-types.ts';
import { formatDate } from '#common/l10n.ts';
import { COMMENTS_PER_PAGE_REPLIES, COMMENTS_PER_PAGE_TOP } from '#common/limits.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { queries } from '#web/queries/keys.ts';

/** Spec §9: 100 top-level comments a page, 10 replies a page. */
export const topCommentsQuery = (api: ApiClient, post: number, page = 1) =>
  queries.comments(api, { post, parent: 0, per_page: COMMENTS_PER_PAGE_TOP, page });
export const repliesQuery = (api: ApiClient, post: number, parent: number, page: number) =>
  queries.comments(api, { post, parent, per_page: COMMENTS_PER_PAGE_REPLIES, page });

/** One comment; the conversation chunk adds its actions (Reply, Edit, Delete). */
export function CommentItem({ comment, actions }: { comment: ApiComment; actions?: ReactNode }) {
  const { lang } = useI18n();
  return (
    <div id={`comment-${comment.id}`} className="flex gap-3">
      <Avatar src={comment.author_avatar_urls['48']} name={comment.author_name} size={36} lazy />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <a
            href={`/author/${comment.author_slug}`}
            className="font-semibold text-stone-900 hover:underline"
            translate="no"
          >
            {comment.author_name}
          </a>{' '}
          <time dateTime={`${comment.date}+05:30`} className="text-stone-500">
            {formatDate(comment.date, lang)}
          </time>
        </p>
        <div
          data-content=""
          className="mt-1 break-words text-stone-800 [&_a]:text-rose-800 [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: comment.content.rendered }}
        />
        {actions}
      </div>
    </div>
  );
}

function Replies({ comment }: { comment: ApiComment }) {
  const api = useApi();
  const { t } = useI18n();
  const [pages, setPages] = useState(0);
  const lastPage = useQuery({
    ...repliesQuery(api, comment.post, comment.id, Math.max(pages, 1)),
    enabled: pages > 0,
  }).data;
  if (comment.total_children === 0) return null;
  if (pages === 0) {
    return (
      <button
        type="button"
        className="ml-12 mt-2 text-sm font-medium text-rose-800 hover:underline"
        onClick={() => setPages(1)}
      >
        {t('post.replies', { count: comment.total_children })}
      </button>
    );
  }
  return (
    <div className="ml-12 mt-3 flex flex-col gap-3 border-l border-stone-200 pl-4">
      {Array.from({ length: pages }, (_, i) => (
        <ReplyPage key={i} comment={comment} page={i + 1} />
      ))}
      {lastPage && pages < lastPage.totalPages && (
        <button
          type="button"
          className="text-left text-sm font-medium text-rose-800"
          onClick={() => setPages((p) => p + 1)}
        >
          {t('feed.loadMore')}
        </button>
      )}
    </div>
  );
}

function ReplyPage({ comment, page }: { comment: ApiComment; page: number }) {
  const api = useApi();
  const data = useQuery(repliesQuery(api, comment.post, comment.id, page)).data;
  return (
    <>
      {data?.data.map((reply) => (
        <CommentItem key={reply.id} comment={reply} />
      ))}
    </>
  );
}

/** The comments of a post, newest first, replies on request (spec §4). */
export function CommentList({ postId, total }: { postId: number; total: number }) {
  const api = useApi();
  const { t } = useI18n();
  const comments = useSuspenseQuery(topCommentsQuery(api, postId)).data.data;
  return (
    <section aria-labelledby="comments-heading" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="comments-heading" className="mb-4 text-xl font-bold text-stone-900">
        {t('post.comments')} ({total})
      </h2>
      {comments.length === 0 ? (
        <p className="text-stone-600">{t('post.noComments')}</p>
      ) : (
        <ol className="flex flex-col gap-5">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
              <Replies comment={comment} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
