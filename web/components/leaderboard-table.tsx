import type { ApiUser } from '#common/api-types.ts';
import { formatCount } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { pathOf } from './post-meta.tsx';
import { Avatar } from './ui/avatar.tsx';

/**
 * This month's members (decisions §5): rank as the API gives it (`leaderboard_rank`), writer
 * and the month's points. The signed-in member's own row is marked. Accounts catalogue part.
 */
export function LeaderboardTable({ rows, ownId = 0 }: { rows: ApiUser[]; ownId?: number }) {
  const { t, lang } = useI18n();
  return (
    <table className="mt-2 w-full text-sm">
      <thead className="text-left text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="py-1 pr-3 whitespace-nowrap">
            {t('leaderboard.rank')}
          </th>
          {/* the name takes the width the rank and the points leave (truncated only past it) */}
          <th scope="col" className="w-full py-1">
            {t('leaderboard.author')}
          </th>
          <th scope="col" className="py-1 pl-2 text-right whitespace-nowrap">
            {t('leaderboard.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((user) => {
          const own = user.id === ownId;
          return (
            <tr
              key={user.id}
              aria-current={own ? 'true' : undefined}
              data-testid={own ? 'own-row' : 'leaderboard-row'}
              className={own ? 'border-t border-rose-200 bg-rose-50' : 'border-t border-stone-100'}
            >
              <td className="py-2 pr-2 pl-1 font-semibold whitespace-nowrap text-stone-700">
                {user.leaderboard_rank}
              </td>
              <td className="max-w-0 py-2">
                <a
                  href={pathOf(user.link)}
                  className="flex items-center gap-2 text-stone-900 hover:underline"
                >
                  <Avatar src={user.yka_avatar_url} name={user.name} size={32} lazy />
                  <span className="truncate" translate="no">
                    {user.name || user.slug}
                  </span>
                  {own && (
                    <span className="shrink-0 rounded-full bg-rose-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {t('leaderboard.you')}
                    </span>
                  )}
                </a>
              </td>
              <td className="py-2 pr-1 text-right font-semibold whitespace-nowrap">
                {formatCount(user.leaderboard_points, lang)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
