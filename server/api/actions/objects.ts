import type { Taxonomy } from '#common/api-types.ts';

/**
 * The words `yka/v2/action` accepts as its object (spec §3), the old clients' vocabulary.
 */

/** Likes take object `post`; the post type names and REST bases mean the same post id. */
export const POST_OBJECTS = new Set(['post', 'posts', 'video', 'videos', 'note', 'notes', 'poll', 'polls']);

/** Spec §3: the object of a follow is `user` or a taxonomy name; REST bases are accepted too. */
export const USER_OBJECTS = new Set(['user', 'users', 'author']);
export const TAXONOMY_OBJECTS: Record<string, Taxonomy> = {
  category: 'category',
  categories: 'category',
  topic: 'category',
  location: 'location',
  locations: 'location',
};
