import type { ApiUser } from '#common/api-types.ts';
import { abbreviateNumber } from '#common/format.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { queries } from '#web/queries/keys.ts';

export const authorBySlugQuery = (api: ApiClient, slug: string) => queries.users(api, { slug: [slug] });

/** Author card (spec §2): avatar, 'Written by' and name, follower count, clamped description. */
export function AuthorCard({ author, heading = false }: { author: ApiUser; heading?: boolean }) {
  const { t } = useI18n();
  const Name = heading ? 'h1' : 'p';
  return (
    <section className="flex gap-4 rounded-xl border border-stone-200 p-4">
      <img
        src={author.yka_avatar_url}
        alt=""
        width={72}
        height={72}
        className="h-18 w-18 shrink-0 rounded-full bg-stone-200"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('post.writtenBy')}</p>
        <Name className="font-serif text-2xl font-bold text-stone-900">{author.name || author.slug}</Name>
        <p className="text-sm text-stone-600">
          {t('author.followers', { count: abbreviateNumber(author.follow.no_followers) })} ·{' '}
          {t('author.points', { count: abbreviateNumber(author.total_points) })}
        </p>
        {author.description && (
          <p lang={author.language} className="mt-2 line-clamp-4 text-stone-700 md:line-clamp-6">
            {author.description}
          </p>
        )}
      </div>
    </section>
  );
}
