const UNITS = ['', 'K', 'M', 'B', 'T'];

/** 950 → '950', 1200 → '1.2K', 3_400_000 → '3.4M' (spec §9: K, M, B, T). */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(value);
  let unit = 0;
  while (n >= 1000 && unit < UNITS.length - 1) {
    n /= 1000;
    unit++;
  }
  if (unit === 0) return sign + String(Math.floor(n));
  const rounded = n >= 100 ? Math.floor(n) : Math.floor(n * 10) / 10;
  return `${sign}${String(rounded)}${UNITS[unit]}`;
}

/** Cuts text at a word boundary to at most `max` characters, adding an ellipsis (spec §9: 80 by default). */
export function truncate(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#039;': "'",
};

/**
 * Text of an HTML fragment, entities for the common five decoded. One pass, each entity
 * decoded once (`&amp;lt;` is the text `&lt;`). Cards strip every title and excerpt of a
 * page, so a text with nothing to remove or collapse is passed over by a test (issue 14).
 */
export function stripTags(html: string): string {
  const text =
    html.includes('<') || html.includes('&')
      ? html.replace(/<[^>]*>|&(?:nbsp|amp|lt|gt|quot|#0?39);/g, (match) => ENTITIES[match] ?? ' ')
      : html;
  // spaces to collapse: two in a row, or any white space but the plain space
  return (/\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

/** Poll percentage (spec §5): votes × 100 / total rounded down, 0 when nobody voted. */
export function pollPercent(votes: number, total: number): number {
  return total > 0 ? Math.floor((votes * 100) / total) : 0;
}

/** Spec §9: a post's like count shows only above 100, or to the post's own author. */
export function likeCountShown(total: number, own: boolean): boolean {
  return total > 100 || (own && total > 0);
}
