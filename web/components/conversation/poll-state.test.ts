import { describe, expect, it } from 'vitest';
import type { ApiPoll } from '#common/api-types.ts';
import {
  maySendVote,
  pollBars,
  pollState,
  REMOVE_AFTER_VOTE_MS,
  SKIP_SECONDS,
  skipLabel,
} from './poll-state.ts';

const poll = (patch: Partial<ApiPoll> = {}): ApiPoll => ({
  id: 1,
  post: 2,
  question: 'Q',
  options: [
    { id: 10, label: 'A', votes: 1 },
    { id: 11, label: 'B', votes: 2 },
  ],
  total_votes: 3,
  has_voted: false,
  choice_id: 0,
  ...patch,
});

describe('poll display (spec §4, §5)', () => {
  it('has three states', () => {
    expect(pollState(poll(), false)).toBe('visitor');
    expect(pollState(poll({ has_voted: true }), false)).toBe('visitor');
    expect(pollState(poll(), true)).toBe('open');
    expect(pollState(poll({ has_voted: true }), true)).toBe('voted');
  });

  it('sends no vote for a visitor, after a vote or while one is in flight', () => {
    expect(maySendVote(poll(), true, false)).toBe(true);
    expect(maySendVote(poll(), false, false)).toBe(false);
    expect(maySendVote(poll({ has_voted: true }), true, false)).toBe(false);
    expect(maySendVote(poll(), true, true)).toBe(false);
  });

  it('bars round down and mark the choice', () => {
    expect(pollBars(poll({ has_voted: true, choice_id: 11 })).map((b) => [b.percent, b.mine])).toEqual([
      [33, false],
      [66, true],
    ]);
    const empty = poll({ options: [{ id: 10, label: 'A', votes: 0 }], total_votes: 0 });
    expect(pollBars(empty)[0]?.percent).toBe(0);
  });
});

describe('poll modal countdown (spec §2, §9)', () => {
  it('skips while polls remain and closes on the last', () => {
    expect(skipLabel(3, 5)).toEqual({ key: 'polls.skipping', count: 5 });
    expect(skipLabel(1, 2)).toEqual({ key: 'polls.closing', count: 2 });
    expect(skipLabel(1, -1).count).toBe(0);
    expect(SKIP_SECONDS).toBe(5);
    expect(REMOVE_AFTER_VOTE_MS).toBe(4000);
  });
});
