import { useSuspenseQuery } from '@tanstack/react-query';
import { ensureList, PagedPostList, pageOf } from '#web/components/paged-list.tsx';
import { termName } from '#web/components/post-meta.tsx';
import { accountQueries, loadMember } from '#web/components/profile/account-queries.ts';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.myStateFeed');

export async function load(ctx: ScreenContext) {
  const { api, queryClient, lang, search } = ctx;
  await loadAccountsCatalogue(lang);
  const me = await loadMember(ctx);
  if (!me) return;
  await queryClient.ensureQueryData(accountQueries.locations(api));
  if (me.location > 0)
    await ensureList(queryClient, api, 'content', { locations: [me.location] }, pageOf(search));
}

function StateFeed({ search }: { search: URLSearchParams }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const me = useSuspenseQuery(accountQueries.me(api)).data;
  const places = useSuspenseQuery(accountQueries.locations(api)).data.data;
  const place = places.find((p) => p.id === me.location);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-stone-900">{t('screen.myStateFeed')}</h1>
        {place && (
          <p className="mt-2 text-stone-600">{t('stateFeed.intro', { state: termName(place, lang) })}</p>
        )}
      </div>
      {place ? (
        <PagedPostList
          source="content"
          params={{ locations: [place.id] }}
          search={search}
          empty={t('stateFeed.empty')}
        />
      ) : (
        <div className="rounded-xl border border-stone-200 p-5">
          <p className="text-stone-700">{t('stateFeed.noLocation')}</p>
          <a
            href="/edit"
            className="mt-4 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
          >
            {t('stateFeed.setLocation')}
          </a>
        </div>
      )}
    </div>
  );
}

/** My State Feed (decisions §5): posts whose locations include the user's own. */
export default function MyStateFeed({ search }: ScreenProps) {
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  return <StateFeed search={search} />;
}
