import type { ApiUser } from '#common/api-types.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue, loadBrowseCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { notFound, type ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { queries } from '#web/queries/keys.ts';
import { BlockButton, FollowButton } from './social/user-actions.tsx';

export const authorBySlugQuery = (api: ApiClient, slug: string) => queries.users(api, { slug: [slug] });

/**
 * An author screen's load: the author of the address's slug with the strings it shows, then
 * `list(author)` (the page of their items); no such author, or no such page, is NotFound.
 */
export async function loadAuthor(
  { api, queryClient, params, lang }: ScreenContext,
  list: (author: ApiUser) => Promise<unknown>,
) {
  const [answer] = await Promise.all([
    queryClient.ensureQueryData(authorBySlugQuery(api, params.slug ?? '')),
    loadAccountsCatalogue(lang),
    loadBrowseCatalogue(lang),
  ]);
  const author = answer.data[0];
  if (!author) throw notFound();
  await list(author).catch(() => {
    throw notFound();
  });
}

/**
 * Author card (spec §2): avatar, 'Written by' and name, follower count, description clamped
 * to 4 lines (6 on medium screens), the follow button (not on one's own profile), Edit on
 * one's own profile and Block/Unblock on others'. Its strings are in the accounts catalogue.
 */
export function AuthorCard({ author, heading = false }: { author: ApiUser; heading?: boolean }) {
  const { t } = useI18n();
  const { session } = useSession();
  const own = session?.id === author.id;
  const Name = heading ? 'h1' : 'p';
  const nameId = `author-name-${author.id}`;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4" aria-labelledby={nameId}>
      <div className="flex gap-4">
        <Avatar src={author.yka_avatar_url} name={author.name} size={72} />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            {t('post.writtenBy')}
          </p>
          <Name
            id={nameId}
            className="break-words font-serif text-2xl font-bold text-stone-900"
            translate="no"
          >
            {author.name || author.slug}
          </Name>
          <p className="text-sm text-stone-600">
            <span data-testid="follower-count">
              {t('author.followers', { count: author.follow.no_followers })}
            </span>{' '}
            · {t('author.points', { count: author.total_points })} ·{' '}
            <a href="/leaderboard" className="underline hover:text-rose-800" data-testid="author-rank">
              {author.leaderboard_rank > 0
                ? t('leaderboard.rankOf', { rank: author.leaderboard_rank })
                : t('leaderboard.unranked')}
            </a>
          </p>
        </div>
      </div>
      {author.description && (
        <p lang={author.language} data-content="" className="line-clamp-4 text-stone-700 md:line-clamp-6">
          {author.description}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {own ? (
          <a
            href="/edit"
            className="inline-flex min-h-9 items-center rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-800 hover:border-rose-700"
          >
            {t('social.editProfile')}
          </a>
        ) : (
          <>
            {!author.block.is_blocked && <FollowButton user={author} />}
            <BlockButton user={author} />
          </>
        )}
      </div>
      {!own && author.block.is_blocked && (
        <p role="status" className="text-sm text-stone-600">
          {t('social.blocked')}
        </p>
      )}
    </section>
  );
}
