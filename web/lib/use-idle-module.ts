import { type RefObject, useEffect, useState } from 'react';

const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/** Starts (once) loading a module; `load` keys the cache. */
function start<T>(load: () => Promise<T>): Promise<T> {
  const promise = loading.get(load) ?? load();
  loading.set(load, promise);
  return promise as Promise<T>;
}

/** When the browser is idle (or after half a second where it cannot tell); returns the cancel. */
function whenIdle(go: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(go, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(go, 500);
  return () => clearTimeout(id);
}

/**
 * A chunk the page upgrades to once the browser is idle: the server-rendered (and hydrated)
 * markup stays until it has loaded, so the first load does not pay for it (the article
 * page's 100 KB budget). `load` must be a module-level function: it keys the cache.
 */
export function useIdleModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(
      () =>
        void start(load).then(
          (m) => live && setModule(() => m),
          (error: unknown) => console.info('chunk failed', error),
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [load]);
  return module;
}

/**
 * Like `useIdleModule`, but the chunk loads when `target` comes within a screen's height of
 * the viewport (above or below): a part below the fold (the article's like, share and comments) costs a
 * reader nothing until they scroll towards it, and is there when they arrive (decisions 016).
 * Without IntersectionObserver it loads when idle. A chunk already loaded is used at once.
 */
export function useModuleNear<T>(target: RefObject<Element | null>, load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const go = () =>
      start(load).then(
        (m) => live && setModule(() => m),
        (error: unknown) => console.info('chunk failed', error),
      );
    const element = target.current;
    if (loading.has(load)) {
      void go();
      return () => {
        live = false;
      };
    }
    if (!element || !('IntersectionObserver' in window)) {
      const cancel = whenIdle(() => void go());
      return () => {
        live = false;
        cancel();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void go();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [target, load]);
  return module;
}

/**
 * Resolves when the element `selector` finds comes within a screen's height of the viewport
 * (for a lazy component's import: the server's HTML of the part stays until then). With no
 * such element (a page rendered in the browser) or no IntersectionObserver, at once.
 */
export function whenNear(selector: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}
