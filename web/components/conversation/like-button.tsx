import { useRef, useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { likeCountShown } from '#common/format.ts';
import { formatCount } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { browserSend } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-context.tsx';
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
  const [like, setLike] = useState(post.like);
  const busy = useRef(false);
  const own = session?.id === post.author;

  async function toggle() {
    if (!session) return openLogin({ redirect: here() });
    if (busy.current) return;
    busy.current = true;
    const before = like;
    setLike({ is_liked: !before.is_liked, total: Math.max(0, before.total + (before.is_liked ? -1 : 1)) });
    try {
      const answer = await browserSend<{ like: ApiPost['like'] }>('POST', '/yka/v2/action', {
        action: before.is_liked ? 'unlike' : 'like',
        object: 'post',
        id: post.id,
      });
      setLike(answer.like);
    } catch (error) {
      setLike(before);
      console.info('like failed', error);
    } finally {
      busy.current = false;
    }
  }

  return (
    <button
      type="button"
      aria-pressed={like.is_liked}
      title={t('like.like')}
      data-like=""
      onClick={() => void toggle()}
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
