import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true after: for what only the browser can know. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders its children only in the browser, after hydration. The writing screens need it:
 * a draft kept on the device differs from what the server rendered, and must not be
 * reported as a hydration mismatch.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
