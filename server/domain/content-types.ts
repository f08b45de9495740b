import type { PostType } from '#common/api-types.ts';

/**
 * The four kinds of member content (issue 13, docs/decisions/007): lists that mix them take
 * `post_type` as a comma list of REST bases, or `all`.
 */
export const CONTENT_BASES = ['posts', 'videos', 'notes', 'polls'] as const;
export type ContentBase = (typeof CONTENT_BASES)[number];
export const ALL_CONTENT = 'all';

const TYPE_OF: Record<ContentBase, PostType> = {
  posts: 'post',
  videos: 'video',
  notes: 'note',
  polls: 'poll',
};

/** The post types of a list of bases (`all` or nothing: the four). */
export function contentTypes(bases: readonly (ContentBase | typeof ALL_CONTENT)[] | undefined): PostType[] {
  if (!bases?.length || bases.includes(ALL_CONTENT)) return CONTENT_BASES.map((b) => TYPE_OF[b]);
  return [...new Set(bases.map((b) => TYPE_OF[b as ContentBase]))];
}
