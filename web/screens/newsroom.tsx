import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_TABS, type NewsroomTab } from '#common/newsroom.ts';
import { CommentsTab } from '#web/components/newsroom/comments-tab.tsx';
import { InboxTab } from '#web/components/newsroom/inbox-tab.tsx';
import { LogTab } from '#web/components/newsroom/log-tab.tsx';
import { inboxFilterOf, newsroomQueries, tabOf } from '#web/components/newsroom/newsroom-queries.ts';
import { PeopleTab } from '#web/components/newsroom/people-tab.tsx';
import { ReportsTab } from '#web/components/newsroom/reports-tab.tsx';
import { ReviewTab } from '#web/components/newsroom/review-tab.tsx';
import { SiteTab } from '#web/components/newsroom/site-tab.tsx';
import { pageOf } from '#web/components/paged-list.tsx';
import { SignInRequired } from '#web/components/sign-in-required.tsx';
import { ScreenTitle } from '#web/components/ui/screen-parts.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadNewsroomCatalogue } from '#web/i18n/translate.ts';
import { type ApiRequestError, browserSignedIn } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import {
  forbidden,
  type HeadContext,
  notFound,
  type ScreenContext,
  type ScreenProps,
} from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

const TAB_LABEL = {
  review: 'newsroom.tab.review',
  comments: 'newsroom.tab.comments',
  reports: 'newsroom.tab.reports',
  site: 'newsroom.tab.site',
  people: 'newsroom.tab.people',
  inbox: 'newsroom.tab.inbox',
  log: 'newsroom.tab.log',
} as const;

export const head = ({ t, params }: HeadContext) => ({
  title: `${t(TAB_LABEL[tabOf(params)])} · ${t('newsroom.title')}`,
  noindex: true,
});

/** What the tab's first render reads, besides the counts of the tab bar. */
function tabData({ api, queryClient, params, search }: ScreenContext): Promise<unknown>[] {
  const page = pageOf(search);
  switch (tabOf(params)) {
    case 'review':
      return [
        queryClient.ensureQueryData(newsroomQueries.review(api, page)),
        queryClient.ensureQueryData(newsroomQueries.topics(api)),
      ];
    case 'comments':
      return [queryClient.ensureQueryData(newsroomQueries.comments(api, page))];
    case 'reports':
      return [queryClient.ensureQueryData(newsroomQueries.reports(api, page))];
    case 'site':
      return [
        queryClient.ensureQueryData(newsroomQueries.site(api)),
        queryClient.ensureQueryData(newsroomQueries.topics(api)),
      ];
    case 'people':
      return [queryClient.ensureQueryData(newsroomQueries.people(api, search.get('search') ?? '', page))];
    case 'inbox':
      return [queryClient.ensureQueryData(newsroomQueries.inbox(api, inboxFilterOf(search), page))];
    case 'log':
      return [queryClient.ensureQueryData(newsroomQueries.log(api, page))];
  }
}

/**
 * The API decides who may see what: a visitor's request answers 401 (the screen asks them to
 * sign in), a member's or an editor's on an administrators' tab 403 (the Forbidden page).
 */
export async function load(ctx: ScreenContext) {
  await loadNewsroomCatalogue(ctx.lang);
  // A visitor's browser asks nothing private; their server render gets 401 below.
  if (typeof window !== 'undefined' && !browserSignedIn()) return;
  try {
    await Promise.all([ctx.queryClient.ensureQueryData(newsroomQueries.counts(ctx.api)), ...tabData(ctx)]);
  } catch (error) {
    // Duck-typed: on the server the in-process client's error class is another module copy.
    const status = (error as Partial<ApiRequestError> | null)?.status;
    if (status === 401) return;
    if (status === 403) throw forbidden();
    // A page past the last (or not a page number at all) is a page that does not exist.
    if (status === 400) throw notFound();
    throw error;
  }
}

function TabBar({ tab, admin }: { tab: NewsroomTab; admin: boolean }) {
  const { t } = useI18n();
  const counts = useSuspenseQuery(newsroomQueries.counts(useApi())).data;
  const countOf: Partial<Record<NewsroomTab, number>> = {
    review: counts.review,
    comments: counts.comments,
    reports: counts.reports,
    inbox: counts.inbox,
  };
  const tabs = (Object.keys(TAB_LABEL) as NewsroomTab[]).filter(
    (name) => admin || !ADMIN_TABS.includes(name),
  );
  const currentLink = useRef<HTMLAnchorElement>(null);
  // On a phone the bar scrolls sideways: the open tab must be in view, not past the edge.
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <nav aria-label={t('newsroom.tabs')} className="-mx-4 overflow-x-auto border-b border-stone-200 px-4">
      <ul className="flex min-w-max gap-1">
        {tabs.map((name) => {
          const current = name === tab;
          const count = countOf[name];
          return (
            <li key={name}>
              <a
                href={name === 'review' ? '/newsroom' : `/newsroom/${name}`}
                ref={current ? currentLink : undefined}
                aria-current={current ? 'page' : undefined}
                data-tab={name}
                className={`flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-semibold ${
                  current
                    ? 'border-rose-700 text-rose-800'
                    : 'border-transparent text-stone-600 hover:text-stone-900'
                }`}
              >
                {t(TAB_LABEL[name])}
                {count !== undefined && (
                  <span
                    data-count={count}
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      count > 0 ? 'bg-rose-100 text-rose-900' : 'bg-stone-100 text-stone-700'
                    }`}
                  >
                    ({count})
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Every tab but Site is a queue read from the address (page, search, filter). */
const QUEUE_TABS = {
  review: ReviewTab,
  comments: CommentsTab,
  reports: ReportsTab,
  people: PeopleTab,
  inbox: InboxTab,
  log: LogTab,
};

function TabPanel({ tab, search }: { tab: NewsroomTab; search: URLSearchParams }) {
  if (tab === 'site') return <SiteTab />;
  const Queue = QUEUE_TABS[tab];
  return <Queue search={search} />;
}

export default function Newsroom({ params, search }: ScreenProps) {
  const { session } = useSession();
  const { t } = useI18n();
  if (!session) return <SignInRequired />;
  const tab = tabOf(params);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <ScreenTitle title={t('newsroom.title')} intro={t('newsroom.intro')} />
      <TabBar tab={tab} admin={session.role === 'administrator'} />
      <h2 className="sr-only">{t(TAB_LABEL[tab])}</h2>
      <TabPanel tab={tab} search={search} />
    </div>
  );
}
