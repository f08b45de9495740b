import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ContentCard } from '#web/components/content-card.tsx';
import { Skeletons } from '#web/components/feed/feed.tsx';
import { termName } from '#web/components/post-meta.tsx';
import { loadMember } from '#web/components/profile/account-queries.ts';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { AuthorList } from '#web/components/social/author-list.tsx';
import {
  followedTopicsQuery,
  NEWSFEED_PER_PAGE,
  newsfeedQuery,
  trendingAuthorsQuery,
} from '#web/components/social/social-queries.ts';
import { type Tab, TermTabs } from '#web/components/term-tabs.tsx';
import { MoreIcon } from '#web/components/ui/more-icons.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { isValidId, showAddTopic } from '#web/lib/social.ts';

const TopicFollowModal = lazy(() => import('#web/components/social/topic-follow-modal.tsx'));

export const head = membersHead('newsfeed.title');

/**
 * Spec §5: newsfeed calls only when a signed-in user id exists. The server renders with the
 * request's cookie; a visitor's browser asks for nothing.
 */
export async function load(ctx: ScreenContext) {
  const { api, queryClient, lang } = ctx;
  await loadAccountsCatalogue(lang);
  const id = (await loadMember(ctx))?.id;
  if (!isValidId(id)) return;
  const [first] = await Promise.all([
    queryClient.ensureQueryData(newsfeedQuery(api, id, 0, 1)),
    queryClient.ensureQueryData(followedTopicsQuery(api, id)),
  ]);
  if (first.total === 0) await queryClient.ensureQueryData(trendingAuthorsQuery(api));
}

/** Following nobody (or nothing new): the invitation and suggested authors (spec §2). */
function Invitation() {
  const { t } = useI18n();
  const authors = useSuspenseQuery(trendingAuthorsQuery(useApi())).data.data;
  return (
    <section className="rounded-xl border border-rose-200 bg-rose-50 p-5" aria-labelledby="newsfeed-invite">
      <p id="newsfeed-invite" className="font-serif text-lg font-bold text-stone-900">
        {t('newsfeed.invite')}
      </p>
      <h2 className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-600">
        {t('newsfeed.suggested')}
      </h2>
      <div className="mt-1 rounded-lg bg-white px-3">
        <AuthorList authors={authors} />
      </div>
    </section>
  );
}

function FeedPage({ userId, termId, page }: { userId: number; termId: number; page: number }) {
  const query = useQuery(newsfeedQuery(useApi(), userId, termId, page));
  if (!query.data) return <Skeletons />;
  return (
    <>
      {query.data.data.map((post) => (
        <ContentCard key={post.id} post={post} variant="list" />
      ))}
    </>
  );
}

/** One tab's feed: newest first, 10 a page, more with a button. */
function NewsfeedList({ userId, tab }: { userId: number; tab: Tab }) {
  const { t } = useI18n();
  const api = useApi();
  const [pages, setPages] = useState(1);
  const first = useSuspenseQuery(newsfeedQuery(api, userId, tab.id, 1)).data;
  if (first.total === 0) {
    if (tab.id === 0) return <Invitation />;
    return <p className="py-12 text-center text-stone-600">{t('feed.noPosts', { tab: tab.name })}</p>;
  }
  return (
    <section aria-label={tab.name} data-testid="newsfeed-list">
      <h2 className="sr-only">{tab.name}</h2>
      {Array.from({ length: pages }, (_, i) => (
        <FeedPage key={i} userId={userId} termId={tab.id} page={i + 1} />
      ))}
      {pages * NEWSFEED_PER_PAGE < first.total && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setPages((p) => p + 1)}
            className="rounded-full border border-stone-300 px-6 py-2 font-medium text-stone-800 hover:border-rose-700"
          >
            {t('feed.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}

function Newsfeed({ userId }: { userId: number }) {
  const { t, lang } = useI18n();
  const topics = useSuspenseQuery(followedTopicsQuery(useApi(), userId)).data.data;
  const [adding, setAdding] = useState(false);
  // Spec §9: 'Following' (id 0) and up to 7 followed topics.
  const tabs: Tab[] = [
    { id: 0, name: t('tabs.following') },
    ...topics.map((topic) => ({ id: topic.id, name: termName(topic, lang) })),
  ];
  const add = showAddTopic(tabs.length) && (
    <button
      type="button"
      onClick={() => setAdding(true)}
      aria-label={t('newsfeed.addTopic')}
      title={t('newsfeed.addTopic')}
      className="ml-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-stone-300 text-stone-700 hover:border-rose-700 hover:text-rose-800"
    >
      <MoreIcon name="plus" size={20} />
    </button>
  );
  return (
    <div>
      <h1 className="mb-4 font-serif text-3xl font-bold text-stone-900">{t('newsfeed.title')}</h1>
      <TermTabs tabs={tabs} extra={add}>
        {(tab) => (
          <Suspense key={tab.id} fallback={<Skeletons />}>
            <NewsfeedList userId={userId} tab={tab} />
          </Suspense>
        )}
      </TermTabs>
      {adding && (
        <Suspense fallback={null}>
          <TopicFollowModal onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Newsfeed (spec §2): the home of signed-in users. */
export default function NewsfeedScreen() {
  const { session } = useSession();
  if (!session || !isValidId(session.id)) return <SignInRequired />;
  return <Newsfeed userId={session.id} />;
}
