import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiTerm, ApiUser } from '#common/api-types.ts';
import { formatCount, termName } from '#common/l10n.ts';
import { readerTopics } from '#common/sign-in.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { queries } from '#web/queries/keys.ts';
import { pathOf } from './post-meta.tsx';
import { Avatar } from './ui/avatar.tsx';

/** How many topics and writers a search shows above its posts: a line or two each on a phone. */
export const SEARCH_TOPICS_SHOWN = 6;
export const SEARCH_PEOPLE_SHOWN = 4;

/**
 * The topics whose name matches a search, busiest first (decisions 010): a word of the name
 * starts with the query, in either script or by its Hinglish spelling ("shiksha" finds
 * शिक्षा, decisions 013; `search_mode=words`); a post's words alone would miss a topic named
 * in the other script. Two more than shown are asked for: the newsroom's holding topics are
 * left out here.
 */
export const searchTopicsQuery = (api: ApiClient, term: string) =>
  queries.terms(api, 'categories', {
    search: term,
    search_mode: 'words',
    hide_empty: 1,
    orderby: 'count',
    order: 'desc',
    per_page: SEARCH_TOPICS_SHOWN + 2,
  });

/** The writers (members with a published post) whose name matches, most followed first. */
export const searchPeopleQuery = (api: ApiClient, term: string) =>
  queries.users(api, {
    search: term,
    search_mode: 'words',
    orderby: 'followers',
    per_page: SEARCH_PEOPLE_SHOWN,
  });

export interface SearchMatches {
  topics: ApiTerm[];
  people: ApiUser[];
}

/**
 * Whether a search page lists matching topics and writers: on its first page only (later
 * pages are deep in the posts), and for two characters or more (one letter starts too many).
 */
export const showsMatches = (term: string, page: number) => page === 1 && [...term].length >= 2;

/**
 * The topics and writers matching a search. The screen's load has them cached; a failed load
 * leaves a row out, not the page.
 */
export function useSearchMatches(term: string, page: number): SearchMatches {
  const api = useApi();
  const enabled = showsMatches(term, page);
  const topics = useQuery({ ...searchTopicsQuery(api, term), enabled });
  const people = useQuery({ ...searchPeopleQuery(api, term), enabled });
  if (!enabled) return { topics: [], people: [] };
  return {
    topics: readerTopics(topics.data?.data ?? []).slice(0, SEARCH_TOPICS_SHOWN),
    people: people.data?.data ?? [],
  };
}

const CHIP =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-rose-700';

function MatchRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="mb-3 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-600">{label}:</span>
      {children}
    </nav>
  );
}

/** The matching topics and writers as links; nothing when none matches. */
export function SearchMatchRows({ topics, people }: SearchMatches) {
  const { t, lang } = useI18n();
  return (
    <>
      {topics.length > 0 && (
        <MatchRow label={t('search.topics')}>
          {topics.map((topic) => (
            <a key={topic.id} href={pathOf(topic.link)} className={CHIP}>
              {termName(topic, lang)}
              <span className="font-normal text-stone-500">{formatCount(topic.count, lang)}</span>
            </a>
          ))}
        </MatchRow>
      )}
      {people.length > 0 && (
        <MatchRow label={t('search.people')}>
          {people.map((person) => (
            <a key={person.id} href={pathOf(person.link)} className={`${CHIP} pl-1.5`}>
              <Avatar src={person.yka_avatar_url} name={person.name} size={24} />
              <span translate="no">{person.name || person.slug}</span>
            </a>
          ))}
        </MatchRow>
      )}
    </>
  );
}
