import type { SiteSettings } from '#common/api-types.ts';
import { escapeHtml } from '#common/html.ts';
import type { Head } from './screen.ts';

/** The header's rose-700: the browser's bar and the installed app's colour. */
export const THEME_COLOUR = '#be123c';

/** The default image's and the share cards' size (decisions 015). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630, type: 'image/png' };

export const pageTitle = (head: Head, settings: SiteSettings) =>
  head.title ? `${head.title} | ${settings.name}` : settings.name;

/** <head> tags of a page: title, description, canonical, Open Graph, Twitter card, JSON-LD (decisions §8). */
export function renderHeadTags(head: Head, settings: SiteSettings, url: string): string {
  const title = pageTitle(head, settings);
  const description = head.description ?? settings.description;
  const canonical = head.canonical ?? url;
  const image = head.image || `${settings.base_url}/og-default.png`;
  const imageSize = head.image ? head.imageSize : SHARE_IMAGE_SIZE;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${escapeHtml(settings.name)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title || settings.name)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    imageSize
      ? `<meta property="og:image:width" content="${imageSize.width}">\n<meta property="og:image:height" content="${imageSize.height}">\n<meta property="og:image:type" content="${escapeHtml(imageSize.type)}">`
      : '',
    head.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title || settings.name)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    // Every page: the icons, the web app manifest and the site's feed; an author's or a topic's page also its own feed.
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${THEME_COLOUR}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(settings.name)}" href="/feed">`,
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${head.feed.title} | ${settings.name}`)}" href="${escapeHtml(head.feed.href)}">`
      : '',
    ...(head.jsonLd ?? []).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n');
}
