import type { ApiTerm } from '#common/api-types.ts';
import { termPath } from '#common/links.ts';
import type { terms } from '#server/db/schema.ts';

export type TermRow = typeof terms.$inferSelect;

/**
 * A term's answer. The Hindi description comes with the terms' own routes (a topic page reads
 * it); a post's embedded terms leave it out, as a card never shows a description.
 */
export function presentTerm(
  row: Pick<
    TermRow,
    'id' | 'count' | 'description' | 'taxonomy' | 'slug' | 'name' | 'nameHi' | 'parentId' | 'followerCount'
  > &
    Partial<Pick<TermRow, 'descriptionHi'>>,
  publicUrl: string,
  following: Pick<Set<number>, 'has'>,
  parentSlug?: string,
): ApiTerm {
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    ...(row.descriptionHi !== undefined && { description_hi: row.descriptionHi }),
    link: publicUrl + termPath(row.taxonomy, row.slug, parentSlug),
    name: row.name,
    name_hi: row.nameHi,
    slug: row.slug,
    taxonomy: row.taxonomy,
    parent: row.parentId ?? 0,
    follower_count: row.followerCount,
    is_following: following.has(row.id),
  };
}
