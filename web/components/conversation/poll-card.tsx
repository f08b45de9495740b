import { useQuery } from '@tanstack/react-query';
import type { ApiPost } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { formatCount } from '#common/l10n.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useIdleModule } from '#web/lib/use-idle-module.ts';
import { queries } from '#web/queries/keys.ts';
import { embeddedAuthor, PostDate, pathOf } from '../post-meta.tsx';
import { Icon } from '../ui/icon.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import { loadConversation } from './load.ts';
import { PollWidget } from './poll-widget.tsx';

/** Spec §9: comment, vote and like counts on poll cards show only above 100. */
export const POLL_CARD_COUNT_ABOVE = 100;
const shown = (n: number) => n > POLL_CARD_COUNT_ABOVE;

/**
 * A poll card of the poll feeds (spec §2): author avatar and name, date, the title clamped
 * to 2 lines, the poll itself, counts above 100, like, comment and share, and a link. The
 * poll loads in the browser (a feed's page holds many); like and share arrive with the
 * conversation chunk when the page is idle.
 */
export function PollCard({ post }: { post: ApiPost }) {
  const { t, lang } = useI18n();
  const author = embeddedAuthor(post);
  const poll = useQuery(queries.poll(useApi(), post.poll_id)).data;
  const live = useIdleModule(loadConversation[lang]);
  const link = pathOf(post.link);
  const title = stripTags(post.title.rendered);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 p-4" data-poll-card="">
      <div className="flex items-center gap-2 text-sm">
        {author && <Avatar src={author.yka_avatar_url} name={author.name} size={32} lazy />}
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-stone-800" translate="no">
            {author ? author.name || author.slug : ''}
          </span>
          <PostDate post={post} />
        </span>
      </div>
      <h3
        lang={post.lang}
        data-content=""
        className="line-clamp-2 font-serif text-lg font-bold text-stone-900"
      >
        <a href={link} className="hover:underline">
          {title}
        </a>
      </h3>
      {poll ? (
        <PollWidget pollId={post.poll_id} lang={post.lang} />
      ) : (
        <div className="h-32 animate-pulse rounded-xl bg-stone-100" aria-hidden="true" />
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
        {shown(post.total_comments) && (
          <span>
            {formatCount(post.total_comments, lang)} {t('post.comments')}
          </span>
        )}
        {shown(post.poll_votes) && <span>{t('poll.votes', { count: post.poll_votes })}</span>}
      </div>
      <div className="-mx-2 flex items-center gap-1 border-t border-stone-100 pt-2">
        {live ? (
          <live.LikeButton post={post} card />
        ) : (
          <span className="inline-flex min-h-10 items-center gap-1 px-3 text-stone-600">
            <Icon name="like" />
            {shown(post.like.total) && formatCount(post.like.total, lang)}
          </span>
        )}
        <a
          href={`${link}#comments-heading`}
          className="inline-flex min-h-10 items-center rounded-full px-3 text-stone-600 hover:bg-rose-50"
        >
          <MoreIcon name="comment" label={t('post.comments')} />
        </a>
        {live && <live.ShareButton url={post.link} title={title} />}
        <a href={link} className="ml-auto px-2 text-sm font-semibold text-rose-800 hover:underline">
          {t('post.readMore')}
        </a>
      </div>
    </article>
  );
}
