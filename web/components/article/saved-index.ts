import type { Lang, PostType } from '#common/api-types.ts';

/**
 * Posts saved for reading offline (decisions 014) live in one Cache Storage cache on the
 * device: each page (the visitor's version), its pictures at the smallest useful size, the
 * scripts and styles it needs, and this index of what is saved. The article page reads the
 * index (is this post saved?), the saving module writes it, the Saved screen lists it and the
 * service worker (web/offline/sw.ts) answers from it when there is no network.
 */
export const SAVED_CACHE = 'awaaz-saved-v1';
/** Keys of the cache that are no page: the index, and the language of the last page seen. */
export const INDEX_KEY = '/__awaaz/saved.json';
export const LANG_KEY = '/__awaaz/lang';

export interface SavedItem {
  /** the page's path, its key in the cache */
  path: string;
  title: string;
  /** the post's language */
  lang: Lang;
  type: PostType;
  excerpt: string;
  /** the small picture kept with it, or '' */
  image: string;
  /** epoch milliseconds */
  savedAt: number;
  /** every URL kept for it (the page first), so removing it frees what no other item needs */
  files: string[];
}

/** Whether this browser can keep pages (Cache Storage needs a secure origin). */
export const canSave = () => typeof caches !== 'undefined';

/** The saved items, newest first; none where the browser cannot keep pages. */
export async function readSaved(): Promise<SavedItem[]> {
  if (!canSave()) return [];
  const index = await caches.match(INDEX_KEY, { cacheName: SAVED_CACHE });
  return index ? ((await index.json()) as SavedItem[]) : [];
}

export const isSaved = async (path: string) => (await readSaved()).some((item) => item.path === path);
