import type { Lang } from './api-types.ts';

/**
 * What a sidebar widget (Newsroom → Site) may hold beyond a post's HTML (decisions 010): the
 * server's sanitizer keeps these and the Site form's hint names them, from this one list.
 */
export const WIDGET_TAGS = ['section', 'aside', 'div'] as const;
/** The widget boxes' classes, styled in web/styles.css. */
export const WIDGET_CLASSES = ['sidebar-note', 'in-feed-note'] as const;
/**
 * A part with one of these shows only on pages in that language (web/styles.css): a slot
 * holds a box for each language, and a reader sees the one of the page.
 */
export const WIDGET_LANGUAGE_CLASSES = ['only-en', 'only-hi'] as const;
/** The languages a widget's part may be marked with (`lang`). */
export const WIDGET_LANGUAGES = ['hi', 'en'] as const satisfies readonly Lang[];
