import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiPoll, Lang } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { queries } from '#web/queries/keys.ts';
import { usePollVote } from '#web/queries/mutations/polls.ts';
import { MoreIcon } from '../ui/more-icons.tsx';
import { maySendVote, pollBars, pollState } from './poll-state.ts';

const OPTION = 'block w-full rounded-lg border px-4 py-3 text-left';

/**
 * A poll in its three states (spec §4): a visitor sees the options and 'Login to vote' (a
 * click opens login, back here after); a member who has not voted clicks an option; after
 * the vote, percentage bars with the member's choice marked. The vote's answer (or the poll
 * of a 409 `already_voted`) replaces the cached poll.
 */
export function PollWidget({
  pollId,
  lang,
  onVoted,
}: {
  pollId: number;
  lang: Lang;
  /** after this browser's vote counted (the poll modal's streak message) */
  onVoted?: (poll: ApiPoll) => void;
}) {
  const { t } = useI18n();
  const { session } = useSession();
  const poll = useSuspenseQuery(queries.poll(useApi(), pollId)).data;
  const voting = usePollVote(pollId);
  const inFlight = useRef(false);
  const sending = voting.isPending ? voting.variables : null;
  const state = pollState(poll, session !== null);

  function vote(choiceId: number) {
    if (!maySendVote(poll, session !== null, inFlight.current)) return;
    inFlight.current = true;
    voting.mutate(choiceId, {
      onSuccess: (answer) => answer.counted && onVoted?.(answer.poll),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return (
    <div className="rounded-xl border border-stone-200 p-4" lang={lang} data-poll={pollId} data-state={state}>
      <ul className="flex flex-col gap-2">
        {state === 'voted'
          ? pollBars(poll).map((bar) => (
              <li
                key={bar.id}
                className={`relative overflow-hidden rounded-lg border px-4 py-3 ${bar.mine ? 'border-rose-700' : 'border-stone-200'}`}
              >
                <div
                  className={`absolute inset-y-0 left-0 ${bar.mine ? 'bg-rose-200' : 'bg-stone-100'}`}
                  style={{ width: `${bar.percent}%` }}
                  aria-hidden="true"
                />
                <span className="relative flex items-center justify-between gap-4">
                  <span className="flex items-center gap-2">
                    {bar.label}
                    {bar.mine && (
                      <span className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold text-rose-800">
                        <MoreIcon name="check-circle" size={16} />
                        {t('poll.yourVote')}
                      </span>
                    )}
                  </span>
                  <span className="font-semibold" data-percent="">
                    {bar.percent}%
                  </span>
                </span>
              </li>
            ))
          : poll.options.map((option) => (
              <li key={option.id}>
                {state === 'visitor' ? (
                  <a
                    href="/edit"
                    data-login=""
                    className={`${OPTION} border-stone-300 text-stone-800 hover:border-rose-700`}
                  >
                    {option.label}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={`${OPTION} border-stone-300 text-stone-800 hover:border-rose-700 disabled:opacity-60 ${sending === option.id ? 'border-rose-700 bg-rose-50' : ''}`}
                    disabled={sending !== null}
                    aria-busy={sending === option.id}
                    onClick={() => vote(option.id)}
                  >
                    {option.label}
                  </button>
                )}
              </li>
            ))}
      </ul>
      <p className="mt-3 flex justify-between text-sm text-stone-600">
        <span>{t('poll.votes', { count: poll.total_votes })}</span>
        {state === 'visitor' && (
          <a href="/edit" data-login="" className="font-semibold text-rose-800 hover:underline">
            {t('poll.loginToVote')}
          </a>
        )}
      </p>
    </div>
  );
}
