import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The allowlist of decisions §3: formatting, links and images, nothing that runs or styles. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'hr',
  'pre',
  'code',
];

/** Tags dropped with everything inside them (their text is never content). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'head',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'rel',
  'target',
  'src',
  'alt',
  'width',
  'height',
  'srcset',
  'sizes',
  'loading',
];

export const LINK_REL = 'nofollow ugc noopener';

/** Images come from the web over http(s) or from this site's uploads. */
const IMAGE_SRC = /^(https?:\/\/[^\s]+|\/wp-content\/uploads\/[^\s]+)$/i;
const DIMENSION = /^\d{1,5}$/;
/** `sizes` as the editor writes it: media conditions and lengths, nothing that could be markup. */
const SIZES = /^[\w\s().,:%-]{1,200}$/;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * One parser for the whole process: jsdom parses with parse5, which follows the HTML5
 * algorithm the browser uses, so an unclosed `<svg>` or `<math>` ends where the browser ends
 * it and the paragraphs after it stay paragraphs (htmlparser2 kept them inside; issue 15).
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const PURIFY_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  // Our own link and image rules below decide every URL; DOMPurify's own check only lets
  // through more than ours, never less.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM: true,
} as const;

/**
 * A link target as the browser will read it: it drops ASCII whitespace and control
 * characters anywhere in the scheme (`jav&#x09;ascript:` is `javascript:`) and treats a
 * backslash as a slash (`/\evil.example` is protocol-relative).
 */
function safeHref(value: string): string | null {
  const trimmed = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the browser ignores exactly these
  const probe = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme) return LINK_SCHEMES.has(scheme[1]!.toLowerCase()) ? trimmed : null;
  if (/^[/\\]{2}/.test(probe)) return null;
  return trimmed;
}

/** A `srcset` of upload-style candidates (`url 768w`); any doubtful candidate drops the whole set. */
function safeSrcset(value: string): string | null {
  const candidates = value.split(',').map((part) => part.trim().split(/\s+/));
  const ok = candidates.every(
    ([url, descriptor, ...rest]) =>
      url !== undefined &&
      IMAGE_SRC.test(url) &&
      rest.length === 0 &&
      (descriptor === undefined || /^\d{1,5}[wx]$/.test(descriptor)),
  );
  return ok && candidates.length > 0 ? candidates.map((c) => c.join(' ')).join(', ') : null;
}

/** Replaces an element's attributes with `attributes`, in that order (stable output). */
function setAttributes(element: Element, attributes: [string, string | null | undefined][]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) if (value) element.setAttribute(name, value);
}

/** Every link is the writer's, not the site's: rel on all of them; a new tab only when asked. */
function fixLink(link: Element) {
  const href = link.getAttribute('href');
  setAttributes(link, [
    ['href', href === null ? null : safeHref(href)],
    ['title', link.getAttribute('title')],
    ['rel', LINK_REL],
    ['target', link.getAttribute('target') === '_blank' ? '_blank' : null],
  ]);
}

/** Responsive and lazy, as the editor inserts them (decisions §6); false when it has no acceptable source. */
function fixImage(image: Element): boolean {
  const src = image.getAttribute('src')?.trim();
  if (!src || !IMAGE_SRC.test(src)) return false;
  const dimension = (name: string) => {
    const value = image.getAttribute(name);
    return value && DIMENSION.test(value) ? value : null;
  };
  const srcsetValue = image.getAttribute('srcset');
  const srcset = srcsetValue ? safeSrcset(srcsetValue) : null;
  const sizes = image.getAttribute('sizes');
  const loading = image.getAttribute('loading');
  setAttributes(image, [
    ['src', src],
    ['alt', image.getAttribute('alt')],
    ['width', dimension('width')],
    ['height', dimension('height')],
    ['srcset', srcset],
    ['sizes', srcset && sizes && SIZES.test(sizes) ? sizes : null],
    ['loading', loading === 'lazy' || loading === 'eager' ? loading : null],
  ]);
  return true;
}

/** The allowlisted tree of `html`: DOMPurify keeps the tags and attributes, our rules the URLs. */
function sanitizedBody(html: string): HTMLElement {
  const body = purify.sanitize(html, PURIFY_CONFIG) as unknown as HTMLElement;
  for (const link of body.querySelectorAll('a')) fixLink(link);
  // An image without an acceptable source is no image at all.
  for (const image of body.querySelectorAll('img')) if (!fixImage(image)) image.remove();
  return body;
}

/**
 * A post's HTML as it may be stored and rendered (decisions §3): allowlisted tags and
 * attributes only, http(s)/mailto/relative links with rel="nofollow ugc noopener", http(s) or
 * site-upload images. Applied on every save, create and update alike, and to the sidebars.
 * The output is HTML5-serialised, so the browser parses it back to the same tree (no mXSS).
 */
export function sanitizePostHtml(html: string): string {
  return sanitizedBody(html).innerHTML.trim();
}

/** True when the HTML shows nothing: no text and no image. */
export function isEmptyHtml(html: string): boolean {
  const body = sanitizedBody(html);
  return body.querySelector('img') === null && (body.textContent ?? '').trim() === '';
}
