import { useSuspenseQuery } from '@tanstack/react-query';
import { membersHead } from '#web/components/sign-in-required.tsx';
import { ScreenTitle } from '#web/components/ui/screen-parts.tsx';
import { editedId, loadFormData, loadWriter } from '#web/components/writing/load-writing.ts';
import { MINE_TABS, MyItemList, mineBaseOf } from '#web/components/writing/my-items.tsx';
import { WritingForm } from '#web/components/writing/writing-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import { InBrowser, WritingScreen } from '#web/components/writing/writing-screen.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';

export const head = membersHead('screen.myPosts');

/** `/me` lists the writer's items; `/me?post_id=` is the post-writing screen (spec §2). */
export async function load(ctx: ScreenContext) {
  const writer = await loadWriter(ctx);
  if (!writer) return;
  const { api, queryClient, search } = ctx;
  const id = editedId(search);
  if (id !== null) return loadFormData(ctx, { edits: 'posts', locations: true });
  const base = mineBaseOf(search);
  await Promise.all([
    queryClient.ensureQueryData(writingQueries.mine(api, writer.id, base, 'publish', 1)),
    base === 'polls'
      ? undefined
      : queryClient.ensureQueryData(writingQueries.mine(api, writer.id, base, 'draft', 1)),
  ]);
}

function EditPost({ userId, id }: { userId: number; id: number }) {
  const api = useApi();
  const post = useSuspenseQuery(writingQueries.item(api, 'posts', id)).data;
  useSuspenseQuery(writingQueries.topics(api));
  return (
    <InBrowser>
      <WritingForm key={id} userId={userId} post={post} />
    </InBrowser>
  );
}

const TAB_LABEL = {
  posts: 'mine.posts',
  videos: 'mine.videos',
  notes: 'mine.notes',
  polls: 'mine.polls',
} as const;

function MyItems({ userId, search }: { userId: number; search: URLSearchParams }) {
  const { t } = useI18n();
  const base = mineBaseOf(search);
  const pill =
    'rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <ScreenTitle title={t('mine.title')} intro={t('mine.intro')} />
      <div className="flex flex-wrap gap-2">
        <a
          href="/write"
          className="rounded-full bg-rose-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-rose-800"
        >
          {t('mine.startWriting')}
        </a>
        <a href="/create-video" className={pill}>
          {t('mine.addVideo')}
        </a>
        <a href="/create-note" className={pill}>
          {t('mine.writeNote')}
        </a>
        <a href="/create-poll" className={pill}>
          {t('mine.createPoll')}
        </a>
      </div>
      <nav
        className="flex gap-4 border-b border-stone-200 text-sm font-semibold"
        aria-label={t('mine.title')}
      >
        {MINE_TABS.map((tab) => (
          <a
            key={tab}
            href={tab === 'posts' ? '/me' : `/me?type=${tab}`}
            aria-current={tab === base ? 'page' : undefined}
            className={
              tab === base
                ? 'border-b-2 border-rose-700 pb-2 text-rose-800'
                : 'pb-2 text-stone-600 hover:text-stone-900'
            }
          >
            {t(TAB_LABEL[tab])}
          </a>
        ))}
      </nav>
      {base !== 'polls' && (
        <section aria-labelledby="drafts-heading">
          <h2 id="drafts-heading" className="text-lg font-bold text-stone-900">
            {t('mine.drafts')}
          </h2>
          <MyItemList userId={userId} base={base} status="draft" empty={t('mine.noDrafts')} />
        </section>
      )}
      <section aria-labelledby="published-heading">
        <h2 id="published-heading" className="text-lg font-bold text-stone-900">
          {t(TAB_LABEL[base])}
        </h2>
        <MyItemList userId={userId} base={base} status="publish" empty={t('mine.none')} />
      </section>
    </div>
  );
}

export default function Fep({ search }: ScreenProps) {
  return (
    <WritingScreen
      search={search}
      create={(session) => <MyItems userId={session.id} search={search} />}
      edit={(session, id) => <EditPost userId={session.id} id={id} />}
    />
  );
}
