import type { ApiMedia, ApiMediaSize } from '#common/api-types.ts';
import { wpDate, wpDateGmt } from '#common/dates.ts';
import { escapeHtml } from '#common/html.ts';
import type { media } from '#server/db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export const uploadsUrl = (publicUrl: string, file: string) => `${publicUrl}/wp-content/uploads/${file}`;

export function presentMedia(row: MediaRow, publicUrl: string): ApiMedia {
  const sizes: Record<string, ApiMediaSize> = {};
  for (const [name, size] of Object.entries(row.sizes)) {
    sizes[name] = { ...size, source_url: uploadsUrl(publicUrl, size.file) };
  }
  const source = uploadsUrl(publicUrl, row.file);
  return {
    id: row.id,
    date: wpDate(row.createdAt),
    date_gmt: wpDateGmt(row.createdAt),
    slug: `media-${row.id}`,
    type: 'attachment',
    link: source,
    title: { rendered: escapeHtml(row.title) },
    author: row.authorId ?? 0,
    alt_text: row.altText,
    caption: { rendered: row.caption ? `<p>${escapeHtml(row.caption)}</p>` : '' },
    media_type: 'image',
    mime_type: row.mimeType,
    source_url: source,
    media_details: {
      width: row.width,
      height: row.height,
      file: row.file,
      filesize: row.filesize,
      sizes: {
        ...sizes,
        full: {
          file: row.file,
          width: row.width,
          height: row.height,
          mime_type: row.mimeType,
          filesize: row.filesize,
          source_url: source,
        },
      },
    },
  };
}
