/**
 * Registers the service worker that keeps saved posts readable offline (decisions 014), once
 * the page has loaded and the browser is idle, so it never competes with the page's own
 * requests. Used by the app's entry and by the data saver's page script.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
