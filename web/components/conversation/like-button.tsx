import type { ApiPost } from '#common/api-types.ts';
import { likeCountShown } from '#common/format.ts';
import { formatCount } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { useLikePost } from '#web/queries/mutations/posts.ts';
import { Icon } from '../ui/icon.tsx';

const here = () => window.location.pathname + window.location.search;

/** Like / liked with its count (spec §9): flips at once, rolls back when the server refuses. */
export function LikeButton({
  post,
  card = false,
}: {
  post: ApiPost /** poll cards: above 100 only */;
  card?: boolean;
}) {
  const { t, lang } = useI18n();
  const { session, openLogin } = useSession();
  const likePost = useLikePost(post);
  const like = post.like;
  const own = session?.id === post.author;

  function toggle() {
    if (!session) return openLogin({ redirect: here() });
    if (!likePost.isPending) likePost.mutate(like);
  }

  return (
    <button
      type="button"
      aria-pressed={like.is_liked}
      title={t('like.like')}
      data-like=""
      onClick={toggle}
      className={`inline-flex min-h-10 items-center gap-1 rounded-full px-3 hover:bg-rose-50 ${like.is_liked ? 'text-rose-700' : 'text-stone-600'}`}
    >
      <Icon name={like.is_liked ? 'liked' : 'like'} />
      <span className="sr-only">{t('like.like')}</span>
      {(card ? like.total > 100 : likeCountShown(like.total, own)) && (
        <span data-like-count="">{formatCount(like.total, lang)}</span>
      )}
    </button>
  );
}
