import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from './every.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('every', () => {
  it('runs the task at once, then once each interval, and never after it is stopped', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const stop = every(1000, task);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2001);
    expect(task).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('does not keep the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const stop = every(60_000, () => undefined);
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
    spy.mockRestore();
  });
});
