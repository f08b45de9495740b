import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterBlock,
  flipFollow,
  isValidId,
  moveCount,
  sendBlock,
  sendTermFollow,
  sendUserFollow,
  showAddTopic,
} from './social.ts';

afterEach(() => vi.restoreAllMocks());

describe('social helpers', () => {
  it('accepts only positive integer ids', () => {
    expect(isValidId(3)).toBe(true);
    for (const bad of [0, -1, 1.5, '3', null, undefined, Number.NaN]) expect(isValidId(bad)).toBe(false);
  });

  it('moves a count by one, never below 0', () => {
    expect(moveCount(4, 1)).toBe(5);
    expect(moveCount(0, -1)).toBe(0);
    expect(moveCount(Number.NaN, 1)).toBe(1);
  });

  it('flips a follow and its count at once', () => {
    expect(flipFollow({ is_following: false, no_followers: 2 })).toEqual({
      is_following: true,
      no_followers: 3,
    });
    expect(flipFollow({ is_following: true, no_followers: 0 })).toEqual({
      is_following: false,
      no_followers: 0,
    });
  });

  it.each([
    { following: true, before: 5, blocking: true, after: 4, what: 'my follow goes with its count' },
    { following: false, before: 5, blocking: true, after: 5, what: 'no follow, the count stays' },
    { following: false, before: 4, blocking: false, after: 4, what: 'an unblock restores nothing' },
    { following: true, before: 0, blocking: true, after: 0, what: 'the count stays at 0' },
  ])('a block: $what', ({ following, before, blocking, after }) => {
    expect(afterBlock({ is_following: following, no_followers: before }, blocking)).toEqual({
      is_following: false,
      no_followers: after,
    });
  });

  it('sends nothing for an invalid id and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await sendUserFollow(0, true)).toBeNull();
    expect(await sendBlock(undefined, true)).toBeNull();
    expect(await sendTermFollow(-2, true)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'user id not valid',
      'user id not valid',
      'term id not valid',
    ]);
  });

  it('shows the Add topic button with 1 to 7 tabs', () => {
    expect([0, 1, 7, 8].map(showAddTopic)).toEqual([false, true, true, false]);
  });
});
