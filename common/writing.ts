import type { ApiPost, Lang } from './api-types.ts';
import { parseVideoUrl } from './video.ts';

/**
 * Spec §5: the edit action exists only for a note, a post in the unreviewed category or a
 * draft; polls are never edited. The server's policy and the screens both ask this.
 */
export function isEditableItem(
  post: Pick<ApiPost, 'type' | 'status' | 'categories'>,
  unreviewedCategoryId: number,
): boolean {
  if (post.type === 'poll' || post.type === 'page') return false;
  if (post.status === 'draft' || post.type === 'note') return true;
  return unreviewedCategoryId > 0 && post.categories.includes(unreviewedCategoryId);
}

/** Spec §4: a view link exists only for published items. */
export const isViewableItem = (post: Pick<ApiPost, 'status'>) => post.status === 'publish';

const DEVANAGARI = /\p{Script=Devanagari}/gu;
const LATIN = /\p{Script=Latin}/gu;

/**
 * The language of a text by its script: Hindi when at least a third of its letters are
 * Devanagari. Romanised Hindi reads as English; the writer can change it on the screen.
 */
export function detectLang(text: string, fallback: Lang = 'en'): Lang {
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (devanagari + latin === 0) return fallback;
  return devanagari * 3 >= devanagari + latin ? 'hi' : 'en';
}

/** A note's title: its first words (decisions §2), without a cut word at the end. */
export function noteTitle(text: string, words: number): string {
  const all = text.replace(/\s+/g, ' ').trim().split(' ');
  const head = all.slice(0, words).join(' ');
  return all.length > words ? `${head}…` : head;
}

/**
 * A video post's address (decisions §2): an http(s) YouTube or Vimeo link that names one
 * video (`parseVideoUrl`), so every saved video can be played and shown with its picture.
 */
export const isVideoUrl = (value: string): boolean => parseVideoUrl(value) !== null;
