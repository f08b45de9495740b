import { useQuery } from '@tanstack/react-query';
import { LeaderboardTable } from '#web/components/leaderboard-table.tsx';
import { PageLinks, pageOf } from '#web/components/paged-list.tsx';
import { accountQueries } from '#web/components/profile/account-queries.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { type ApiClient, browserSignedIn } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { queries } from '#web/queries/keys.ts';

export const LEADERBOARD_PER_PAGE = 20;

const pageQuery = (api: ApiClient, page: number) =>
  queries.leaderboard(api, { per_page: LEADERBOARD_PER_PAGE, page });

/** The month's page; the member's own row (rank and points) comes with `users/me`. */
export async function load({ api, queryClient, search, lang }: ScreenContext) {
  await loadAccountsCatalogue(lang);
  // Past the last page the API answers 400: the screen shows its empty state.
  await queryClient.ensureQueryData(pageQuery(api, pageOf(search))).catch(() => undefined);
  if (typeof window !== 'undefined' && !browserSignedIn()) return;
  await queryClient.ensureQueryData(accountQueries.me(api)).catch(() => undefined);
}

export const head = ({ t, settings }: HeadContext) => ({
  title: `${t('leaderboard.title')} – ${t('leaderboard.thisMonth')}`,
  description: t('leaderboard.intro'),
  canonical: `${settings.base_url}/leaderboard`,
});

/** The signed-in member's place, also when it is on another page (or nowhere this month). */
function YourRank({ page }: { page: number }) {
  const { t } = useI18n();
  const me = useQuery({ ...accountQueries.me(useApi()), retry: false }).data;
  if (!me) return null;
  if (me.leaderboard_rank <= 0)
    return <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{t('leaderboard.noRank')}</p>;
  const onPage = Math.ceil(me.leaderboard_rank / LEADERBOARD_PER_PAGE);
  return (
    <p
      className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-stone-800"
      data-testid="your-rank"
    >
      {onPage === page ? (
        t('leaderboard.yourRank', { rank: me.leaderboard_rank, points: me.leaderboard_points })
      ) : (
        <a href={onPage > 1 ? `/leaderboard?page=${onPage}` : '/leaderboard'} className="underline">
          {t('leaderboard.yourRank', { rank: me.leaderboard_rank, points: me.leaderboard_points })}
        </a>
      )}
    </p>
  );
}

function monthName(lang: string) {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
}

/** Leaderboard (spec §2, decisions §5): this month's members by `leaderboard_points`, paged. */
export default function Leaderboard({ search }: ScreenProps) {
  const { t, lang } = useI18n();
  const { session } = useSession();
  const page = pageOf(search);
  const result = useQuery({ ...pageQuery(useApi(), page), retry: false }).data ?? { data: [], totalPages: 0 };
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="font-serif text-3xl font-bold text-stone-900">{t('leaderboard.title')}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
          <span className="rounded-full bg-stone-900 px-3 py-0.5 text-sm font-semibold text-white">
            {t('leaderboard.thisMonth')}
          </span>
          <span>{monthName(lang)}</span>
        </p>
        <p className="mt-2 text-sm text-stone-600">{t('leaderboard.reset')}</p>
      </header>
      {session && <YourRank page={page} />}
      {result.data.length === 0 ? (
        <p className="py-8 text-stone-600">{t('leaderboard.empty')}</p>
      ) : (
        <section aria-labelledby="leaderboard-month">
          <h2 id="leaderboard-month" className="sr-only">
            {t('leaderboard.intro')}
          </h2>
          <LeaderboardTable rows={result.data} ownId={session?.id} />
        </section>
      )}
      <PageLinks search={search} page={page} pages={result.totalPages} ranked />
    </div>
  );
}
