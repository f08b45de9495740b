/**
 * What happens around a navigation (spec §2): the ad-timing script is disposed when a
 * navigation starts and restarted after it, and a pageview goes to the first-party beacon
 * (decisions §5). The ad script comes from settings `ad_script_url`; none by default.
 */
const AD_SCRIPT_ID = 'yka-ad-script';
const RELOAD_KEY = 'yka-stale-chunk-reload';

declare global {
  interface Window {
    /** an ad script may expose this to clean up its timers and slots before the page changes */
    ykaAds?: { dispose?: () => void };
  }
}

export function disposeAdScript() {
  window.ykaAds?.dispose?.();
  document.getElementById(AD_SCRIPT_ID)?.remove();
}

export function startAdScript(url: string | undefined) {
  if (!url || !/^https?:\/\//.test(url)) return;
  disposeAdScript();
  const script = document.createElement('script');
  script.id = AD_SCRIPT_ID;
  script.async = true;
  script.src = url;
  document.head.append(script);
}

/** Counts a view of a post: one per reader per post per day, decided by the server. */
export function sendPageview(postId: number) {
  if (typeof navigator === 'undefined' || !(postId > 0)) return;
  const body = JSON.stringify({ post_id: postId });
  const url = '/wp-json/yka/v2/pageview';
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
}

/**
 * After a deploy the old chunk names are gone: the first failed import reloads the target
 * page once (fresh HTML names the new chunks); a second failure shows the retry view.
 */
export function reloadOnceForStaleChunk(href: string): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === href) return false;
    sessionStorage.setItem(RELOAD_KEY, href);
  } catch {
    return false;
  }
  window.location.assign(href);
  return true;
}

export function clearStaleChunkReload() {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // storage may be unavailable (private mode); nothing to clear
  }
}
