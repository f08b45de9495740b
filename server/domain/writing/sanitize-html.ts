import {
  defaultTreeAdapter,
  html as html5,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes as T,
} from 'parse5';
import { WIDGET_CLASSES, WIDGET_LANGUAGE_CLASSES, WIDGET_LANGUAGES, WIDGET_TAGS } from '#common/widgets.ts';

/** The allowlist of decisions §3: formatting, links and images, nothing that runs or styles. */
const ALLOWED_TAGS = new Set([
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
]);

/** Tags dropped with everything inside them (their text is never content). */
const DROPPED_WITH_CONTENT = new Set([
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
  'plaintext',
]);

export const LINK_REL = 'nofollow ugc noopener';

/** Images come from the web over http(s) or from this site's uploads. */
const IMAGE_SRC = /^(https?:\/\/[^\s]+|\/wp-content\/uploads\/[^\s]+)$/i;
const DIMENSION = /^\d{1,5}$/;
/** `sizes` as the editor writes it: media conditions and lengths, nothing that could be markup. */
const SIZES = /^[\w\s().,:%-]{1,200}$/;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/** What a site widget may hold beyond a post's allowlist (common/widgets.ts, decisions 010). */
const WIDGET_TAG_SET = new Set<string>(WIDGET_TAGS);
const WIDGET_CLASS_SET = new Set<string>([...WIDGET_CLASSES, ...WIDGET_LANGUAGE_CLASSES]);
const WIDGET_LANGUAGE_SET = new Set<string>(WIDGET_LANGUAGES);

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

type Element = T.Element;
type Node = T.ChildNode;

/** Deeper than this, an element keeps only its text (browsers flatten deep trees too). */
const MAX_DEPTH = 200;

const attribute = (element: Element, name: string): string | null =>
  element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value ?? null;

/** Replaces an element's attributes with `attributes`, in that order (stable output). */
function setAttributes(element: Element, attributes: [string, string | null | undefined][]) {
  element.attrs = attributes
    .filter((pair): pair is [string, string] => !!pair[1])
    .map(([name, value]) => ({ name, value }));
}

/** Every link is the writer's, not the site's: rel on all of them; a new tab only when asked. */
function fixLink(link: Element) {
  const href = attribute(link, 'href');
  setAttributes(link, [
    ['href', href === null ? null : safeHref(href)],
    ['title', attribute(link, 'title')],
    ['rel', LINK_REL],
    ['target', attribute(link, 'target') === '_blank' ? '_blank' : null],
  ]);
}

/** Responsive and lazy, as the editor inserts them (decisions §6); false when it has no acceptable source. */
function fixImage(image: Element): boolean {
  const src = attribute(image, 'src')?.trim();
  if (!src || !IMAGE_SRC.test(src)) return false;
  const dimension = (name: string) => {
    const value = attribute(image, name);
    return value && DIMENSION.test(value) ? value : null;
  };
  const srcsetValue = attribute(image, 'srcset');
  const srcset = srcsetValue ? safeSrcset(srcsetValue) : null;
  const sizes = attribute(image, 'sizes');
  const loading = attribute(image, 'loading');
  setAttributes(image, [
    ['src', src],
    ['alt', attribute(image, 'alt')],
    ['width', dimension('width')],
    ['height', dimension('height')],
    ['srcset', srcset],
    ['sizes', srcset && sizes && SIZES.test(sizes) ? sizes : null],
    ['loading', loading === 'lazy' || loading === 'eager' ? loading : null],
  ]);
  return true;
}

/** The text of a subtree, without recursion (a hostile tree may be very deep). */
function textOf(node: T.ParentNode): string {
  let text = '';
  const stack: Node[] = [...node.childNodes].reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (defaultTreeAdapter.isTextNode(next)) text += next.value;
    else if (defaultTreeAdapter.isElementNode(next) && !DROPPED_WITH_CONTENT.has(next.tagName))
      for (let i = next.childNodes.length - 1; i >= 0; i--) stack.push(next.childNodes[i]!);
  }
  return text;
}

/** A widget element's own class (the site's widget classes only) and language. */
function widgetAttributes(element: Element): [string, string | null][] {
  const classes = (attribute(element, 'class') ?? '')
    .split(/\s+/)
    .filter((name) => WIDGET_CLASS_SET.has(name));
  const lang = attribute(element, 'lang')?.trim().toLowerCase() ?? '';
  return [
    ['class', classes.join(' ') || null],
    ['lang', WIDGET_LANGUAGE_SET.has(lang) ? lang : null],
  ];
}

/**
 * The allowlisted children of `parent`: allowlisted HTML elements with their rules applied,
 * unknown elements replaced by their (cleaned) content, dropped elements gone with theirs,
 * comments gone. Only HTML-namespace elements survive: `svg` and `math` are dropped whole,
 * so no foreign content (and no namespace confusion) reaches the output.
 */
function cleanChildren(parent: T.ParentNode, depth: number, widget: boolean): Node[] {
  const out: Node[] = [];
  for (const child of parent.childNodes) {
    if (defaultTreeAdapter.isTextNode(child)) {
      out.push(child);
      continue;
    }
    if (!defaultTreeAdapter.isElementNode(child) || DROPPED_WITH_CONTENT.has(child.tagName)) continue;
    if (depth > MAX_DEPTH) {
      out.push(textNode(textOf(child)));
      continue;
    }
    const allowed =
      child.namespaceURI === html5.NS.HTML &&
      (ALLOWED_TAGS.has(child.tagName) || (widget && WIDGET_TAG_SET.has(child.tagName)));
    if (!allowed) {
      out.push(...cleanChildren(child, depth + 1, widget));
      continue;
    }
    if (child.tagName === 'img' && !fixImage(child)) continue; // no acceptable source, no image
    if (child.tagName === 'a') fixLink(child);
    else if (child.tagName !== 'img') setAttributes(child, widget ? widgetAttributes(child) : []);
    setChildren(child, cleanChildren(child, depth + 1, widget));
    out.push(child);
  }
  return out;
}

function textNode(value: string): T.TextNode {
  return { nodeName: '#text', value, parentNode: null };
}

function setChildren(parent: T.ParentNode, children: Node[]) {
  parent.childNodes = children;
  for (const child of children) child.parentNode = parent;
}

/**
 * The allowlisted tree of `html`, parsed by parse5 as the browser parses what React puts in
 * the article's `<div>`: the HTML5 algorithm, scripting on, in a `div` of a no-quirks page.
 */
function sanitizedFragment(html: string, widget = false): T.DocumentFragment {
  const context = defaultTreeAdapter.createElement('div', html5.NS.HTML, []);
  const fragment = parseFragment(context, html, { scriptingEnabled: true });
  setChildren(fragment, cleanChildren(fragment, 0, widget));
  return fragment;
}

/**
 * A post's HTML as it may be stored and rendered (decisions §3): allowlisted tags and
 * attributes only, http(s)/mailto/relative links with rel="nofollow ugc noopener", http(s) or
 * site-upload images. Applied on every save, create and update alike.
 * The output is HTML5-serialised, so the browser parses it back to the same tree (no mXSS).
 */
export function sanitizePostHtml(html: string): string {
  return serialize(sanitizedFragment(html)).trim();
}

/**
 * A sidebar's HTML as it may be stored (decisions 010): a post's allowlist, plus the widget
 * boxes, their classes and the language of their parts (common/widgets.ts). Saving the site's
 * settings once used to strip the demo's boxes and the `lang` of their Hindi lines.
 */
export function sanitizeWidgetHtml(html: string): string {
  return serialize(sanitizedFragment(html, true)).trim();
}

/** True when the HTML shows nothing: no text and no image. */
export function isEmptyHtml(html: string): boolean {
  const fragment = sanitizedFragment(html);
  if (serialize(fragment).includes('<img')) return false;
  return textOf(fragment).trim() === '';
}
