import { escapeHtml } from '#common/html.ts';

/**
 * Which size of a picture to fetch when the reader pays for every byte (decisions 014): the
 * data saver's tap loads one size fitted to the article column, and a saved post keeps the
 * smallest useful one. Pure, for the data saver's placeholders and the saving module.
 */

export interface Candidate {
  url: string;
  /** 0 when the source says no width */
  width: number;
}

/** The article column's width: what a tapped picture is fetched for. */
export const TAP_WIDTH = 720;
/** A saved post's pictures: the smallest size at least this wide (issue 17). */
export const SAVED_WIDTH = 300;
/** A WebP photo's bytes per pixel, to tell the size of a picture whose file size is unknown. */
const BYTES_PER_PIXEL = 0.1;

/** `url 300w, url 768w` → candidates (upload URLs hold no commas or spaces). */
export function parseSrcset(srcset: string | null | undefined): Candidate[] {
  return (srcset ?? '')
    .split(/,\s+/)
    .map((part) => {
      const [url = '', descriptor = ''] = part.trim().split(/\s+/);
      return { url, width: Number(/^(\d+)w$/.exec(descriptor)?.[1] ?? 0) };
    })
    .filter((c) => c.url !== '');
}

/** The smallest candidate at least `min` wide, else the widest (a small upload has no wider one). */
export function pickCandidate(candidates: Candidate[], min: number): Candidate | undefined {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((c) => c.width >= min) ?? sorted.at(-1);
}

/** About how many bytes a WebP picture of this size takes. */
export const estimateBytes = (width: number, height: number) => Math.round(width * height * BYTES_PER_PIXEL);

export type PlaceholderLabel = (picture: { width: number; height: number; bytes: number }) => string;

const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/**
 * The data saver's post body: every picture becomes a tap-to-load placeholder with its size,
 * the same markup as the featured picture's (components/data-saver/placeholders.tsx), made live by the data saver's
 * page script (web/lite/lite.ts). The HTML is the sanitiser's: double-quoted, escaped
 * attributes, which are carried over as they are.
 */
export function placeholderImages(html: string, label: PlaceholderLabel): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const a = attributesOf(tag);
    const declared = { width: Number(a.width) || 0, height: Number(a.height) || 0 };
    const chosen = pickCandidate(parseSrcset(a.srcset), TAP_WIDTH) ?? { url: a.src ?? '', width: 0 };
    if (!chosen.url) return '';
    const width = chosen.width || declared.width;
    const height = declared.width && width ? Math.round((width * declared.height) / declared.width) : 0;
    const box = width && height ? ` style="aspect-ratio:${width}/${height}"` : '';
    const size = width && height ? ` width="${width}" height="${height}"` : '';
    return `<span class="img-tap" data-img-tap=""${box}><img data-src="${chosen.url}" alt="${a.alt ?? ''}"${size}><button type="button">${escapeHtml(label({ width, height, bytes: width && height ? estimateBytes(width, height) : 0 }))}</button></span>`;
  });
}
