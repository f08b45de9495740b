import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiTerm } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { memberKeys } from '#web/queries/member-keys.ts';
import { HinglishToggle } from '../hinglish-toggle.tsx';
import { termName } from '../post-meta.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import { TOPICS_PER_PAGE } from './social-queries.ts';
import { useTopicFollow } from './use-topic-follow.ts';

/** How long typing pauses before a topic search is sent. */
const SEARCH_PAUSE_MS = 300;

/** One topic chip: clicks debounced 200 ms; it flips only after the server confirms (spec §4). */
function TopicChip({ topic }: { topic: ApiTerm }) {
  const { lang } = useI18n();
  const { send, pending } = useTopicFollow(topic.id);
  const following = topic.is_following;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-busy={pending}
      onClick={() => send(!following)}
      className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-semibold ${
        following
          ? 'border-rose-700 bg-rose-700 text-white'
          : 'border-stone-300 bg-white text-stone-800 hover:border-rose-700'
      }`}
    >
      {following && <MoreIcon name="check-circle" size={16} />}
      {termName(topic, lang)}
    </button>
  );
}

/** User follow (topics) modal (spec §2, §9): 25 topics a page by name, with load more. */
export default function TopicFollowModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const api = useApi();
  const settings = useSettings();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  const searchId = useId();
  const [typed, setTyped] = useState('');
  // issue 17: a name in either script ("shiksha" finds शिक्षा), asked for once typing pauses
  const [search, setSearch] = useState('');
  useEffect(() => {
    const wait = window.setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(wait);
  }, [typed]);
  const hidden = [settings.exclude_categories.unlisted, settings.exclude_categories.unreviewed].filter(
    (id) => id > 0,
  );
  const topics = useInfiniteQuery({
    queryKey: search ? memberKeys.topicFollowSearch(search) : memberKeys.topicFollow,
    queryFn: ({ pageParam }) =>
      api.get<ApiTerm[]>('/wp/v2/categories/', {
        per_page: TOPICS_PER_PAGE,
        orderby: 'name',
        page: pageParam,
        exclude: hidden.length ? hidden : undefined,
        search: search || undefined,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    staleTime: 0,
  });
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  const list = topics.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Dialog
      title={t('topics.title')}
      onClose={close}
      className="flex max-h-[85vh] max-w-lg flex-col p-6 pb-8"
      panelRef={dialog}
      busy={topics.isFetching}
      large
    >
      <div className="mt-4 flex items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('topics.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('topics.search')}
          className="min-w-0 flex-1 rounded-full border border-stone-300 px-4 py-2 focus:border-rose-700 focus:outline-none"
        />
        <HinglishToggle target={searchId} />
      </div>
      <div className="mt-4 overflow-y-auto">
        {topics.isPending ? (
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} className="h-9 w-24 animate-pulse rounded-full bg-stone-200" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="text-stone-600">{t('topics.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {list.map((topic) => (
              <li key={topic.id}>
                <TopicChip topic={topic} />
              </li>
            ))}
          </ul>
        )}
        {topics.hasNextPage && (
          <div className="mt-4 text-center">
            <button
              type="button"
              disabled={topics.isFetchingNextPage}
              onClick={() => void topics.fetchNextPage()}
              className="rounded-full border border-stone-300 px-6 py-2 font-medium text-stone-800 hover:border-rose-700"
            >
              {t('topics.loadMore')}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
