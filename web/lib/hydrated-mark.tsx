import { type ReactNode, useEffect } from 'react';

/**
 * Marks the page (`<html data-hydrated>`) once React has hydrated all of it: browser tests and
 * the data saver's page script wait for it. A wrapper with one child, rendered by the server
 * too, so the tree (and every `useId`) is the same on both sides.
 */
export function HydratedMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
