import type { ApiUser } from '#common/api-types.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { pathOf } from '../post-meta.tsx';
import { FollowButton } from './user-actions.tsx';

/** A list of authors with their follower counts and follow buttons (suggestions, trending authors). */
export function AuthorList({ authors }: { authors: ApiUser[] }) {
  const { t } = useI18n();
  if (authors.length === 0) return <p className="py-4 text-stone-600">{t('authors.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-100">
      {authors.map((author) => (
        <li key={author.id} className="flex items-center gap-3 py-3">
          <Avatar src={author.yka_avatar_url} name={author.name} size={40} lazy />
          <div className="min-w-0 flex-1">
            <a
              href={pathOf(author.link)}
              className="block truncate font-semibold text-stone-900 hover:underline"
              translate="no"
            >
              {author.name || author.slug}
            </a>
            <span className="text-xs text-stone-600">
              {t('author.followers', { count: author.follow.no_followers })}
            </span>
          </div>
          <FollowButton user={author} size="sm" />
        </li>
      ))}
    </ul>
  );
}
