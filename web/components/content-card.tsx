import type { ComponentProps } from 'react';
import { stripTags, truncate } from '#common/format.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { Translate } from '#web/i18n/translate.ts';
import { type CardParts, PostCard } from './post-card.tsx';
import { Icon } from './ui/icon.tsx';

/** "1 vote", "2 votes": the catalogue's plural form of the reader's language. */
export function votesText(t: Translate, count: number) {
  return t('poll.votes', { count });
}

/**
 * A card for any kind of content in a mixed list (issue 13): a video shows its picture with
 * a play mark, a note its text, a poll its question and vote count; each names its kind. A
 * post is the plain PostCard (the article page uses only that, to keep within its budget).
 */
export function ContentCard(props: Omit<ComponentProps<typeof PostCard>, 'parts'>) {
  const { t } = useI18n();
  const { post } = props;
  if (post.type !== 'video' && post.type !== 'note' && post.type !== 'poll') return <PostCard {...props} />;
  const parts: CardParts = {
    label: (
      <span className="text-xs font-semibold uppercase tracking-wide text-stone-500" data-testid="card-kind">
        {t(`card.${post.type}`)}
      </span>
    ),
  };
  if (post.type === 'video')
    parts.mark = (
      <span
        className="absolute inset-x-0 top-0 flex aspect-video items-center justify-center"
        aria-hidden="true"
      >
        <span className="rounded-full bg-black/65 p-2.5 text-white" data-testid="play-mark">
          <Icon name="play" size={22} />
        </span>
      </span>
    );
  if (post.type === 'note') {
    // A note is its text: the card shows the text itself, not a title and an excerpt.
    const text = stripTags(post.excerpt.rendered) || stripTags(post.title.rendered);
    parts.title = (
      <span lang={post.lang} data-content="">
        {truncate(text, 200)}
      </span>
    );
    parts.excerpt = '';
    parts.titleClass = 'line-clamp-4 font-serif italic';
  }
  if (post.type === 'poll') {
    parts.excerpt = '';
    parts.meta = <span className="text-stone-600">{votesText(t, post.poll_votes ?? 0)}</span>;
  }
  return <PostCard {...props} parts={parts} />;
}
