import sanitizeHtml from 'sanitize-html';

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

export const LINK_REL = 'nofollow ugc noopener';

/** Images come from the web over http(s) or from this site's uploads. */
const IMAGE_SRC = /^(https?:\/\/[^\s]+|\/wp-content\/uploads\/[^\s]+)$/i;
const DIMENSION = /^\d{1,5}$/;
/** `sizes` as the editor writes it: media conditions and lengths, nothing that could be markup. */
const SIZES = /^[\w\s().,:%-]{1,200}$/;

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

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // Every link is the writer's, not the site's: rel on all of them; a new tab only when asked.
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      out.rel = LINK_REL;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src && IMAGE_SRC.test(attribs.src.trim())) out.src = attribs.src.trim();
      if (attribs.alt) out.alt = attribs.alt;
      for (const key of ['width', 'height'] as const) {
        const value = attribs[key];
        if (value && DIMENSION.test(value)) out[key] = value;
      }
      // Responsive and lazy, as the editor inserts them (decisions §6: phones fetch the small WebP).
      const srcset = attribs.srcset ? safeSrcset(attribs.srcset) : null;
      if (srcset) out.srcset = srcset;
      if (srcset && attribs.sizes && SIZES.test(attribs.sizes)) out.sizes = attribs.sizes;
      if (attribs.loading === 'lazy' || attribs.loading === 'eager') out.loading = attribs.loading;
      return { tagName, attribs: out };
    },
  },
  // An image without an acceptable source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * A post's HTML as it may be stored and rendered (decisions §3): allowlisted tags and
 * attributes only, http(s)/mailto links with rel="nofollow ugc noopener", http(s) or
 * site-upload images. Applied on every save, create and update alike.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows nothing: no text and no image. */
export function isEmptyHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;|\s/g, '')
      .trim() === ''
  );
}
