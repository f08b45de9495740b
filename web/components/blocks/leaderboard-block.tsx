import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';
import { pathOf } from '../post-meta.tsx';
import type { BlockProps } from './registry.ts';

/** Spec §9: the leaderboard shows 5 placeholder rows while loading. */
export const LEADERBOARD_SKELETON_ROWS = 5;

const perPageOf = (attrs: Record<string, string>) => Math.min(Math.max(Number(attrs.per_page) || 10, 1), 50);
// The block's title, footer and not_found are the page's words, never sent to the API (issue 7).
const leaderboardQuery = (api: ApiClient, attrs: Record<string, string>) =>
  queries.leaderboard(api, { per_page: perPageOf(attrs) });

/** `<div data-yka-block="leaderboard" data-title="…" data-footer="…" data-not_found="…"></div>` */
export async function load(ctx: ScreenContext, attrs: Record<string, string>) {
  await Promise.all([
    loadAccountsCatalogue(ctx.lang),
    ctx.queryClient.ensureQueryData(leaderboardQuery(ctx.api, attrs)),
  ]);
}

export function LeaderboardSkeleton() {
  return (
    <ol aria-hidden="true" data-testid="leaderboard-skeleton">
      {Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-2">
          <span className="h-4 w-6 animate-pulse rounded bg-stone-200" />
          <span className="h-8 w-8 animate-pulse rounded-full bg-stone-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-stone-200" />
          <span className="h-4 w-10 animate-pulse rounded bg-stone-200" />
        </li>
      ))}
    </ol>
  );
}

export default function LeaderboardBlock({ attrs }: BlockProps) {
  const { t, lang } = useI18n();
  const query = useQuery(leaderboardQuery(useApi(), attrs));
  const rows = query.data?.data;
  return (
    <section className="not-prose my-6 rounded-xl border border-stone-200 p-4">
      <h2 className="font-serif text-xl font-bold text-stone-900">{attrs.title || t('leaderboard.title')}</h2>
      {!rows ? (
        <LeaderboardSkeleton />
      ) : rows.length === 0 ? (
        <p className="py-4 text-stone-600">{attrs.not_found || t('authors.none')}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead className="text-left text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {t('leaderboard.rank')}
              </th>
              <th scope="col" className="py-1">
                {t('leaderboard.author')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('leaderboard.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id} className="border-t border-stone-100">
                <td className="py-2 pr-2 font-semibold text-stone-700">{user.leaderboard_rank}</td>
                <td className="py-2">
                  <a
                    href={pathOf(user.link)}
                    className="flex items-center gap-2 text-stone-900 hover:underline"
                  >
                    <img
                      src={user.yka_avatar_url}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      className="h-8 w-8 rounded-full bg-stone-200 object-cover"
                    />
                    <span className="truncate" translate="no">
                      {user.name || user.slug}
                    </span>
                  </a>
                </td>
                <td className="py-2 text-right font-semibold">
                  {formatCount(user.leaderboard_points, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {attrs.footer && <p className="mt-3 text-xs text-stone-500">{attrs.footer}</p>}
    </section>
  );
}
