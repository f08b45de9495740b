import type { ApiPost, Lang } from '#common/api-types.ts';
import { stripTags, truncate } from '#common/format.ts';
import { INDEX_KEY, readSaved, SAVED_CACHE, type SavedItem } from '#web/components/article/saved-index.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { parseSrcset, pickCandidate, SAVED_WIDTH } from './image-sources.ts';

/**
 * Saving a post for reading offline (issue 17 item 2, decisions 014), loaded with the first
 * tap on Save. What is kept, in the Cache Storage the service worker answers from:
 *
 * - the page as a visitor gets it (fetched without cookies, in the reader's language), so a
 *   member's page, with their name and their write nonce, never stays on a shared phone;
 * - its pictures at the smallest useful size (the srcset's smallest width of at least 300 px,
 *   WebP), the page rewritten to show those;
 * - the scripts, styles and fonts it runs with (those it names and those this page fetched),
 *   so it hydrates offline; without them it still reads, as the server wrote it.
 */

/** Headers a saved page keeps: what it is, its language, and its own Content-Security-Policy. */
const KEPT_HEADERS = ['content-type', 'content-language', 'content-security-policy'];

/** This site's absolute URL for `url`, or null for another site's. */
function ours(url: string | null | undefined): string | null {
  if (!url) return null;
  const absolute = new URL(url, window.location.origin);
  return absolute.origin === window.location.origin ? absolute.href : null;
}

/**
 * Rewrites the article's pictures (not the related posts' cards) to their smallest useful
 * size; returns the URLs to keep. A data saver's page holds them in `data-src` (its
 * placeholders); another site's picture is left alone and will not show offline.
 */
export function keepSmallPictures(doc: Document): string[] {
  const kept: string[] = [];
  for (const picture of doc.querySelectorAll('article img')) {
    if (picture.closest('section[aria-labelledby="related-heading"]')) continue;
    const attribute = picture.hasAttribute('data-src') ? 'data-src' : 'src';
    const set = parseSrcset(picture.getAttribute('srcset') ?? picture.getAttribute('data-srcset'));
    const url = ours(pickCandidate(set, SAVED_WIDTH)?.url ?? picture.getAttribute(attribute));
    if (!url) continue;
    picture.setAttribute(attribute, url);
    for (const name of ['srcset', 'data-srcset', 'sizes']) picture.removeAttribute(name);
    kept.push(url);
  }
  // React's preload of the lead picture names the large sizes: offline it would only fail.
  for (const link of doc.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
  return kept;
}

/** The page's own scripts and styles, and every built file this page has fetched (chunks, fonts). */
function filesToRun(doc: Document): string[] {
  const named = [
    ...doc.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]'),
  ].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith('/assets/'));
  return [...named, ...fetched].map(ours).filter((url): url is string => url !== null);
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/** Keeps `post` on this device, readable without a connection. Throws when the page cannot be fetched. */
export async function savePost(post: ApiPost, lang: Lang): Promise<void> {
  const path = pathOf(post.link);
  const page = new URL(path, window.location.origin).href;
  const response = await fetch(page, { credentials: 'omit', headers: { 'Accept-Language': lang } });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`the page answered ${response.status}`);
  }
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const pictures = keepSmallPictures(doc);
  const cache = await caches.open(SAVED_CACHE);
  const wanted = [...new Set([...pictures, ...filesToRun(doc)])];
  // A file that fails (gone, or the network dropped) costs a picture or hydration, not the text.
  const got = await Promise.allSettled(
    wanted.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
      return url;
    }),
  );
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  await cache.put(page, new Response(`<!doctype html>\n${doc.documentElement.outerHTML}`, { headers }));
  const image = ours(
    pickCandidate(parseSrcset(post.featured_image_srcset), SAVED_WIDTH)?.url ?? post.featured_image,
  );
  const item: SavedItem = {
    path,
    title: stripTags(post.title.rendered),
    lang: post.lang,
    type: post.type,
    excerpt: truncate(stripTags(post.excerpt.rendered), 160),
    image: image && pictures.includes(image) ? image : '',
    savedAt: Date.now(),
    files: [page, ...got.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))],
  };
  const others = (await readSaved()).filter((saved) => saved.path !== path);
  await cache.put(INDEX_KEY, json([item, ...others]));
}

/** Forgets a saved post, and every kept file no other saved post needs. */
export async function removeSaved(path: string): Promise<void> {
  const cache = await caches.open(SAVED_CACHE);
  const rest = (await readSaved()).filter((saved) => saved.path !== path);
  await cache.put(INDEX_KEY, json(rest));
  const needed = new Set(rest.flatMap((saved) => saved.files));
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith('/__awaaz/') && !needed.has(request.url)) {
      await cache.delete(request);
    }
  }
}
