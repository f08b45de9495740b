import { useEffect, useState } from 'react';

const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A chunk the page upgrades to once the browser is idle: the server-rendered (and hydrated)
 * markup stays until it has loaded, so the first load does not pay for it (the article
 * page's 100 KB budget). `load` must be a module-level function: it keys the cache.
 */
export function useIdleModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const go = () => {
      const promise = loading.get(load) ?? load();
      loading.set(load, promise);
      promise.then(
        (m) => live && setModule(() => m as T),
        (error: unknown) => console.info('chunk failed', error),
      );
    };
    const idle = 'requestIdleCallback' in window;
    const id = idle ? window.requestIdleCallback(go, { timeout: 2000 }) : window.setTimeout(go, 500);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [load]);
  return module;
}
