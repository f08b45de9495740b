import type { ApiMedia, ApiMediaSize } from './api-types.ts';

/** The `srcset` of every generated width, smallest first (decisions §6). */
export function srcsetOf(item: ApiMedia): string {
  const byWidth = new Map<number, ApiMediaSize>();
  for (const [name, size] of Object.entries(item.media_details.sizes)) {
    if (name !== 'thumbnail' && !byWidth.has(size.width)) byWidth.set(size.width, size);
  }
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.source_url} ${s.width}w`)
    .join(', ');
}

/** The size a card or an article shows by default: large, else the biggest there is. */
export function featuredSize(item: ApiMedia): ApiMediaSize {
  const sizes = item.media_details.sizes;
  return sizes.large ?? sizes.medium_large ?? sizes.full!;
}
