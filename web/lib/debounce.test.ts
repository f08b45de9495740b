import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('calls once after the calls stop', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    d(2);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});
