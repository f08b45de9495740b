/** Debounce waits (spec §9): 600 ms unless the spec names another. */
export const DEBOUNCE_MS = 600;
export const LOAD_MORE_DEBOUNCE_MS = 250;
export const SCROLL_DEBOUNCE_MS = 50;
export const FOLLOW_DEBOUNCE_MS = 200;

/** Calls `fn` once calls have stopped for `wait` ms; `cancel()` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
