import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiComment, ApiPost, Lang } from '#common/api-types.ts';
import { formatCount } from '#common/l10n.ts';
import { CommentItem, repliesQuery, topCommentsQuery } from '#web/components/article/comment-list.tsx';
import { conversationEn } from '#web/i18n/conversation-en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { installCatalogue } from '#web/i18n/translate.ts';
import { ApiRequestError, type ApiResponse, browserSend } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { useFocusTrap } from '#web/lib/use-focus-trap.ts';
import { Icon } from '../ui/icon.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import { LikeButton } from './like-button.tsx';
import { ReportButton } from './report-button.tsx';
import { ShareButton } from './share-button.tsx';

export { PollSlidesButton } from './poll-modal.tsx';
export { LikeButton, ShareButton };

/**
 * The article page's conversation (issue 6): like, share, and the comments with their
 * input modal. One chunk, loaded when the page is idle (web/lib/use-idle-module.ts); until
 * then the server-rendered comments and counts stand.
 */
export async function ready(lang: Lang) {
  installCatalogue('en', conversationEn);
  if (lang === 'hi') installCatalogue('hi', (await import('#web/i18n/conversation-hi.ts')).conversationHi);
}

const here = () => window.location.pathname + window.location.search;

/** Like, comments, share and report under an article. */
export function ArticleActions({ post }: { post: ApiPost }) {
  const { t, lang } = useI18n();
  const title = post.title.rendered.replace(/<[^>]*>/g, '');
  return (
    <>
      <LikeButton post={post} />
      <a
        href="#comments-heading"
        className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-stone-600 hover:bg-rose-50"
      >
        <MoreIcon name="comment" label={t('post.comments')} />
        {post.total_comments > 0 && formatCount(post.total_comments, lang)}
      </a>
      <ShareButton url={post.link} title={title} />
      <ReportButton
        object="post"
        id={post.id}
        author={post.author}
        kind={post.type}
        className="ml-auto inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm text-stone-600 hover:bg-rose-50"
      />
    </>
  );
}

type Editing =
  | { mode: 'new' }
  | { mode: 'reply'; parent: ApiComment }
  | { mode: 'edit'; comment: ApiComment; raw: string };

type CommentPage = ApiResponse<ApiComment[]>;

/** The comment input modal (spec §2, §5): not sent when empty, 'Responding...' while sending. */
function CommentModal({
  editing,
  postId,
  onClose,
  onSent,
}: {
  editing: Editing;
  postId: number;
  onClose: () => void;
  onSent: (comment: ApiComment) => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(editing.mode === 'edit' ? editing.raw : '');
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, onClose);
  useCloseWithOtherModals(onClose);
  const title =
    editing.mode === 'edit'
      ? t('comments.editTitle')
      : editing.mode === 'reply'
        ? t('comments.replyTitle', { name: editing.parent.author_name })
        : t('comments.newTitle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const answer =
        editing.mode === 'edit'
          ? await browserSend<ApiComment>('POST', `/wp/v2/comments/${editing.comment.id}`, { content })
          : await browserSend<ApiComment>('POST', '/wp/v2/comments', {
              post: postId,
              content,
              parent: editing.mode === 'reply' ? editing.parent.id : 0,
            });
      onSent(answer);
      onClose();
    } catch (error) {
      setSending(false);
      // Spec §8: the server's message, if present, in an alert.
      window.alert(error instanceof ApiRequestError ? error.message : t('comments.failed'));
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/60 sm:items-center sm:p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-lg rounded-t-2xl bg-white p-5 pb-6 shadow-xl sm:rounded-2xl"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 rounded p-2 text-stone-600 hover:bg-stone-100"
          aria-label={t('comments.close')}
        >
          <Icon name="close" />
        </button>
        <h2 id={titleId} className="pr-10 text-lg font-bold text-stone-900">
          {title}
        </h2>
        <form onSubmit={(event) => void submit(event)}>
          <textarea
            // biome-ignore lint/a11y/noAutofocus: the modal opens to write
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('comments.placeholder')}
            aria-labelledby={titleId}
            rows={5}
            maxLength={5000}
            className="mt-3 block w-full resize-y rounded-lg border border-stone-300 p-3 text-base text-stone-900 focus:border-rose-700 focus:outline-none"
          />
          <div className="mt-4 flex justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="rounded-full px-4 py-2 font-semibold text-stone-700 hover:bg-stone-100"
            >
              {t('comments.cancel')}
            </button>
            <button
              type="submit"
              disabled={sending || !text.trim()}
              className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
            >
              {sending ? t('comments.sending') : t('comments.send')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

interface Handlers {
  reply: (comment: ApiComment) => void;
  edit: (comment: ApiComment) => void;
  remove: (comment: ApiComment) => void;
}

/** Reply (top level only), Edit and Delete (the author only), Report (everyone else), and a held comment's mark. */
function Actions({ comment, on }: { comment: ApiComment; on: Handlers }) {
  const { t } = useI18n();
  const { session } = useSession();
  const own = session?.id === comment.author;
  const button = 'inline-flex min-h-8 items-center gap-1 font-semibold text-stone-600 hover:text-rose-800';
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-4 text-sm">
      {comment.parent === 0 && (
        <button type="button" className={button} onClick={() => on.reply(comment)}>
          {t('comments.reply')}
        </button>
      )}
      {own && (
        <button type="button" className={button} onClick={() => on.edit(comment)}>
          <MoreIcon name="pencil-square" size={16} />
          {t('comments.edit')}
        </button>
      )}
      {own && (
        <button type="button" className={button} onClick={() => on.remove(comment)}>
          <MoreIcon name="trash" size={16} />
          {t('comments.delete')}
        </button>
      )}
      {/* A quieter link than Reply: reporting is the rare action. */}
      <ReportButton
        object="comment"
        id={comment.id}
        author={comment.author}
        className="inline-flex min-h-8 items-center gap-1 text-stone-500 hover:text-rose-800"
      />
      {comment.status === 'hold' && <span className="text-amber-800">{t('comments.awaiting')}</span>}
    </div>
  );
}

function ReplyList({
  comment,
  pages,
  setPages,
  on,
}: {
  comment: ApiComment;
  pages: number;
  setPages: (pages: number) => void;
  on: Handlers;
}) {
  const api = useApi();
  const { t } = useI18n();
  const last = useQuery({
    ...repliesQuery(api, comment.post, comment.id, Math.max(pages, 1)),
    enabled: pages > 0,
  }).data;
  if (pages === 0) {
    if (comment.total_children === 0) return null;
    return (
      <button
        type="button"
        className="ml-12 mt-2 text-sm font-medium text-rose-800 hover:underline"
        onClick={() => setPages(1)}
        data-replies={comment.total_children}
      >
        {t('post.replies', { count: comment.total_children })}
      </button>
    );
  }
  return (
    <div
      className="ml-12 mt-3 flex flex-col gap-3 border-l border-stone-200 pl-4"
      data-replies={comment.total_children}
    >
      {Array.from({ length: pages }, (_, i) => (
        <ReplyPage key={i} comment={comment} page={i + 1} on={on} />
      ))}
      {last && pages < last.totalPages && (
        <button
          type="button"
          className="text-left text-sm font-medium text-rose-800"
          onClick={() => setPages(pages + 1)}
        >
          {t('comments.moreReplies')}
        </button>
      )}
    </div>
  );
}

function ReplyPage({ comment, page, on }: { comment: ApiComment; page: number; on: Handlers }) {
  const data = useQuery(repliesQuery(useApi(), comment.post, comment.id, page)).data;
  return (
    <>
      {data?.data.map((reply) => (
        <div key={reply.id} data-comment={reply.id}>
          <CommentItem comment={reply} actions={<Actions comment={reply} on={on} />} />
        </div>
      ))}
    </>
  );
}

function TopPage({
  postId,
  page,
  on,
  replyPages,
  setReplyPages,
}: {
  postId: number;
  page: number;
  on: Handlers;
  replyPages: Record<number, number>;
  setReplyPages: (id: number, pages: number) => void;
}) {
  const data = useQuery(topCommentsQuery(useApi(), postId, page)).data;
  return (
    <>
      {data?.data.map((comment) => (
        <li key={comment.id} data-comment={comment.id}>
          <CommentItem comment={comment} actions={<Actions comment={comment} on={on} />} />
          <ReplyList
            comment={comment}
            pages={replyPages[comment.id] ?? 0}
            setPages={(pages) => setReplyPages(comment.id, pages)}
            on={on}
          />
        </li>
      ))}
    </>
  );
}

/** The comments block (spec §2, §4): paging until X-WP-TotalPages, replies per comment. */
export function Comments({ postId, total }: { postId: number; total: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { session, openLogin } = useSession();
  const [pages, setPages] = useState(1);
  const [delta, setDelta] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [held, setHeld] = useState(false);
  const [replyPages, setReplyPagesState] = useState<Record<number, number>>({});
  const first = useSuspenseQuery(topCommentsQuery(api, postId)).data;
  const last = useQuery(topCommentsQuery(api, postId, pages)).data;
  const setReplyPages = useCallback(
    (id: number, n: number) => setReplyPagesState((current) => ({ ...current, [id]: n })),
    [],
  );
  const close = useCallback(() => setEditing(null), []);
  useEffect(() => setDelta(0), [total]);

  /** Changes every cached page of this post's comments. */
  const patchLists = (change: (list: ApiComment[]) => ApiComment[]) =>
    queryClient.setQueriesData<CommentPage>({ queryKey: ['comments', { post: postId }] }, (old) =>
      old ? { ...old, data: change(old.data) } : old,
    );

  const member = (action: () => void) => (session ? action() : openLogin({ redirect: here() }));
  const on: Handlers = {
    reply: (comment) => member(() => setEditing({ mode: 'reply', parent: comment })),
    edit: (comment) => {
      api.get<ApiComment>(`/wp/v2/comments/${comment.id}`, { context: 'edit' }).then(
        (answer) => setEditing({ mode: 'edit', comment, raw: answer.data.content.raw ?? '' }),
        (error: unknown) => console.info('comment failed to load', error),
      );
    },
    remove: (comment) => {
      if (!window.confirm(t('comments.confirmDelete'))) return;
      browserSend('DELETE', `/wp/v2/comments/${comment.id}`).then(
        () => {
          patchLists((list) =>
            list
              .filter((c) => c.id !== comment.id)
              .map((c) =>
                c.id === comment.parent ? { ...c, total_children: Math.max(0, c.total_children - 1) } : c,
              ),
          );
          setDelta((d) => d - 1 - (comment.parent ? 0 : comment.total_children));
        },
        // Spec §8: a failed delete is only logged.
        (error: unknown) => console.info('delete failed', error),
      );
    },
  };

  function sent(comment: ApiComment) {
    const mode = editing?.mode;
    if (mode === 'edit') {
      patchLists((list) => list.map((c) => (c.id === comment.id ? { ...c, ...comment } : c)));
    } else if (comment.parent) {
      // The reply count rises at once; the reply list shows the new one (held ones to their author).
      patchLists((list) =>
        list.map((c) => (c.id === comment.parent ? { ...c, total_children: c.total_children + 1 } : c)),
      );
      setReplyPages(comment.parent, Math.max(replyPages[comment.parent] ?? 0, 1));
      void queryClient.invalidateQueries({
        queryKey: ['comments', { post: postId, parent: comment.parent }],
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: ['comments', { post: postId, parent: 0 }] });
    }
    if (mode !== 'edit') setDelta((d) => d + 1);
    setHeld(comment.status === 'hold');
  }

  const count = Math.max(0, total + delta);
  return (
    <section
      aria-labelledby="comments-heading"
      className="mt-10 border-t border-stone-200 pt-6"
      data-comments=""
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="comments-heading" className="text-xl font-bold text-stone-900">
          {t('post.comments')} ({count})
        </h2>
        <button
          type="button"
          onClick={() => member(() => setEditing({ mode: 'new' }))}
          className="inline-flex items-center gap-2 rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
        >
          <MoreIcon name="comment" size={16} />
          {t('comments.write')}
        </button>
      </div>
      {held && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('comments.held')}
        </p>
      )}
      {first.data.length === 0 ? (
        <p className="text-stone-600">{t('post.noComments')}</p>
      ) : (
        <ol className="flex flex-col gap-5">
          {Array.from({ length: pages }, (_, i) => (
            <TopPage
              key={i}
              postId={postId}
              page={i + 1}
              on={on}
              replyPages={replyPages}
              setReplyPages={setReplyPages}
            />
          ))}
        </ol>
      )}
      {last && pages < last.totalPages && (
        <button
          type="button"
          className="mt-4 text-sm font-semibold text-rose-800 hover:underline"
          onClick={() => setPages(pages + 1)}
        >
          {t('comments.more')}
        </button>
      )}
      {editing && <CommentModal editing={editing} postId={postId} onClose={close} onSent={sent} />}
    </section>
  );
}
