import type { ApiPoll } from '#common/api-types.ts';
import { pollPercent } from '#common/format.ts';

/** Spec §4: the three states of a poll's display. */
export type PollState = 'visitor' | 'open' | 'voted';

export function pollState(poll: Pick<ApiPoll, 'has_voted'>, signedIn: boolean): PollState {
  if (!signedIn) return 'visitor';
  return poll.has_voted ? 'voted' : 'open';
}

/** Spec §4: no vote is sent by a visitor, after a vote, or while one is in flight. */
export function maySendVote(poll: Pick<ApiPoll, 'has_voted'>, signedIn: boolean, inFlight: boolean): boolean {
  return signedIn && !poll.has_voted && !inFlight;
}

/** The bars of a voted poll: each option's floor percentage (spec §5) and whether it is the user's choice. */
export function pollBars(poll: ApiPoll) {
  return poll.options.map((option) => ({
    ...option,
    percent: pollPercent(option.votes, poll.total_votes),
    mine: option.id === poll.choice_id,
  }));
}

/** Spec §9: the poll modal's skip countdown (s) and the removal of a voted poll (ms). */
export const SKIP_SECONDS = 5;
export const REMOVE_AFTER_VOTE_MS = 4000;

/** Spec §2: 'Skipping in N seconds' while other polls remain, 'Closing in N seconds' on the last. */
export function skipLabel(pollsLeft: number, seconds: number) {
  return {
    key: pollsLeft > 1 ? ('polls.skipping' as const) : ('polls.closing' as const),
    count: Math.max(0, seconds),
  };
}
