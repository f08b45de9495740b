import type { PostType, Taxonomy } from './api-types.ts';
import { siteYearMonth } from './dates.ts';

/** Path of an item's page on this site (spec §2 route table). */
export function postPath(type: PostType, slug: string, date: Date): string {
  switch (type) {
    case 'post': {
      const { year, month } = siteYearMonth(date);
      return `/${year}/${month}/${slug}`;
    }
    case 'video':
      return `/video/${slug}`;
    case 'note':
      return `/note/${slug}`;
    case 'poll':
      return `/poll/${slug}`;
    case 'page':
      return `/${slug}`;
  }
}

export const authorPath = (slug: string) => `/author/${slug}`;
export const termPath = (taxonomy: Taxonomy, slug: string, parentSlug?: string) =>
  parentSlug ? `/${taxonomy}/${parentSlug}/${slug}` : `/${taxonomy}/${slug}`;

/** REST base of each post type (decisions §2). */
export const REST_BASE: Record<PostType, string> = {
  post: 'posts',
  video: 'videos',
  note: 'notes',
  poll: 'polls',
  page: 'pages',
};
export const TYPE_BY_REST_BASE: Record<string, PostType> = Object.fromEntries(
  Object.entries(REST_BASE).map(([type, base]) => [base, type as PostType]),
);
