import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiComment, ApiPost, Lang } from '#common/api-types.ts';
import { formatCount } from '#common/l10n.ts';
import { CommentItem, repliesQuery, topCommentsQuery } from '#web/components/article/comment-list.tsx';
import { conversationEn } from '#web/i18n/conversation-en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { installCatalogue } from '#web/i18n/translate.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { type CommentDraft, useDeleteComment, useSendComment } from '#web/queries/mutations/comments.ts';
import { Dialog, DialogActions } from '../ui/dialog.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import { LikeButton } from './like-button.tsx';
import { ReportButton } from './report-button.tsx';
import { ShareButton } from './share-button.tsx';

export { PollSlidesButton } from './poll-modal.tsx';
export { LikeButton, ShareButton };

/**
 * The article page's conversation (issue 6): like, share, and the comments with their
 * input modal. One chunk, loaded as the reader nears them on the article page (decisions 016)
 * and when idle on the feeds' poll cards (web/lib/use-idle-module.ts); until then the
 * server-rendered comments and counts stand.
 */
export async function ready(lang: Lang) {
  installCatalogue('en', conversationEn);
  if (lang === 'hi') installCatalogue('hi', (await import('#web/i18n/conversation-hi.ts')).conversationHi);
}

const here = () => window.location.pathname + window.location.search;

/**
 * Issue 13: a visitor's comment, typed before signing in, waits here (this tab only) until the
 * page comes back signed in and reopens the box with it.
 */
const DRAFT_KEY = 'yka:comment-draft';
interface KeptComment {
  post: number;
  parent: number;
  parentName: string;
  text: string;
}
function readDraft(postId: number): KeptComment | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as KeptComment | null;
    return draft?.post === postId && typeof draft.text === 'string' ? draft : null;
  } catch {
    return null;
  }
}
function writeDraft(draft: KeptComment | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage may be off: the visitor types again after signing in
  }
}

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
  | { mode: 'new'; text?: string }
  | { mode: 'reply'; parent: ApiComment; text?: string }
  | { mode: 'edit'; comment: ApiComment; raw: string };

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
  const { session, openLogin } = useSession();
  const [text, setText] = useState(() =>
    editing.mode === 'edit' ? editing.raw : (editing.text ?? readDraft(postId)?.text ?? ''),
  );
  const send = useSendComment(postId);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const title =
    editing.mode === 'edit'
      ? t('comments.editTitle')
      : editing.mode === 'reply'
        ? t('comments.replyTitle', { name: editing.parent.author_name })
        : t('comments.newTitle');

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    if (!session) {
      const parent = editing.mode === 'reply' ? editing.parent : null;
      writeDraft({ post: postId, parent: parent?.id ?? 0, parentName: parent?.author_name ?? '', text });
      openLogin({ redirect: `${here()}#comments-heading` });
      return;
    }
    const draft: CommentDraft =
      editing.mode === 'edit'
        ? { id: editing.comment.id, content }
        : { content, parent: editing.mode === 'reply' ? editing.parent.id : 0 };
    send.mutate(draft, {
      onSuccess: (answer) => {
        writeDraft(null);
        onSent(answer);
        onClose();
      },
      // Spec §8: the server's message, if present, in an alert.
      onError: (error) =>
        window.alert(error instanceof ApiRequestError ? error.message : t('comments.failed')),
    });
  }

  return (
    <Dialog title={title} onClose={onClose} className="max-w-lg p-5 pb-6" panelRef={dialog} titleId={titleId}>
      <form onSubmit={submit}>
        <textarea
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('comments.placeholder')}
          aria-labelledby={titleId}
          rows={5}
          maxLength={5000}
          className="mt-3 block w-full resize-y rounded-lg border border-stone-300 p-3 text-base text-stone-900 focus:border-rose-700 focus:outline-none"
        />
        {!session && <p className="mt-2 text-sm text-stone-600">{t('comments.signInFirst')}</p>}
        <DialogActions
          onCancel={onClose}
          cancel={t('comments.cancel')}
          submit={send.isPending ? t('comments.sending') : t('comments.send')}
          disabled={send.isPending || !text.trim()}
        />
      </form>
    </Dialog>
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
  const { t } = useI18n();
  const { session } = useSession();
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

  // Back from signing in with a comment typed before it: the box opens with the text (issue 13).
  // Only a page that arrived signed in: signing in on this page reloads it before the box opens.
  const signedInOnArrival = useRef(session !== null).current;
  useEffect(() => {
    const draft = signedInOnArrival ? readDraft(postId) : null;
    if (!draft) return;
    writeDraft(null);
    const { text } = draft;
    setEditing(
      draft.parent
        ? { mode: 'reply', parent: { id: draft.parent, author_name: draft.parentName } as ApiComment, text }
        : { mode: 'new', text },
    );
  }, [signedInOnArrival, postId]);
  const removeComment = useDeleteComment(postId);
  const on: Handlers = {
    // a visitor may type first: Respond asks for sign-in and keeps the text
    reply: (comment) => setEditing({ mode: 'reply', parent: comment }),
    edit: (comment) => {
      api.get<ApiComment>(`/wp/v2/comments/${comment.id}`, { context: 'edit' }).then(
        (answer) => setEditing({ mode: 'edit', comment, raw: answer.data.content.raw ?? '' }),
        (error: unknown) => console.info('comment failed to load', error),
      );
    },
    remove: (comment) => {
      if (!window.confirm(t('comments.confirmDelete'))) return;
      removeComment.mutate(comment, {
        onSuccess: () => {
          // a held comment was never counted (and has no replies)
          if (comment.status === 'approved')
            setDelta((d) => d - 1 - (comment.parent ? 0 : comment.total_children));
        },
      });
    },
  };

  function sent(comment: ApiComment) {
    const mode = editing?.mode;
    // The reply list shows the new one (held ones to their author).
    if (mode !== 'edit' && comment.parent)
      setReplyPages(comment.parent, Math.max(replyPages[comment.parent] ?? 0, 1));
    // The heading counts what readers see, as the post's count under the title does: a held
    // comment shows to its author, marked, and counts once approved.
    if (mode !== 'edit' && comment.status === 'approved') setDelta((d) => d + 1);
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
          onClick={() => setEditing({ mode: 'new' })}
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
      {session && (
        // signed-in readers see the box itself (issue 13), which opens the comment modal
        <button
          type="button"
          onClick={() => setEditing({ mode: 'new' })}
          className="mb-5 block min-h-20 w-full rounded-lg border border-stone-300 p-3 text-left text-base text-stone-500 hover:border-rose-700"
        >
          {t('comments.placeholder')}
        </button>
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
