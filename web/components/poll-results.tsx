import { useSuspenseQuery } from '@tanstack/react-query';
import type { Lang } from '#common/api-types.ts';
import { abbreviateNumber, pollPercent } from '#common/format.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { queries } from '#web/queries/keys.ts';

/**
 * A poll as a visitor sees it (spec §4): the options without results and 'Login to vote'.
 * Voting, and the percentage bars after a vote, belong to signed-in members.
 */
export function PollResults({ pollId, lang }: { pollId: number; lang: Lang }) {
  const { t } = useI18n();
  const poll = useSuspenseQuery(queries.poll(useApi(), pollId)).data;
  return (
    <div className="rounded-xl border border-stone-200 p-4" lang={lang}>
      <ul className="flex flex-col gap-2">
        {poll.options.map((option) => (
          <li key={option.id}>
            {poll.has_voted ? (
              <div className="relative overflow-hidden rounded-lg border border-stone-200 px-4 py-3">
                <div
                  className="absolute inset-y-0 left-0 bg-rose-100"
                  style={{ width: `${pollPercent(option.votes, poll.total_votes)}%` }}
                  aria-hidden="true"
                />
                <span className="relative flex justify-between gap-4">
                  <span>{option.label}</span>
                  <span className="font-semibold">{pollPercent(option.votes, poll.total_votes)}%</span>
                </span>
              </div>
            ) : (
              <a
                href="/edit"
                data-login=""
                className="block rounded-lg border border-stone-300 px-4 py-3 text-stone-800 hover:border-rose-700"
              >
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between text-sm text-stone-600">
        <span>{t('poll.votes', { count: abbreviateNumber(poll.total_votes) })}</span>
        {!poll.has_voted && (
          <a href="/edit" data-login="" className="font-semibold text-rose-800 hover:underline">
            {t('poll.loginToVote')}
          </a>
        )}
      </p>
    </div>
  );
}
