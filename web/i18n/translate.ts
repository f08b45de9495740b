import type { Lang } from '#common/api-types.ts';
import { formatCount, pluralOf } from '#common/l10n.ts';
import type { MessageKey } from './en.ts';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;
export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * Catalogues are installed, not imported here: the server installs both, the browser only
 * the page's language (`loadCatalogue`), so a page never ships the other one.
 */
const catalogues: Partial<Record<Lang, Catalogue>> = {};

/** Adds messages to a language's catalogue (the main one, or a part loaded with its feature). */
export function installCatalogue(lang: Lang, messages: Catalogue) {
  catalogues[lang] = { ...catalogues[lang], ...messages };
}

/** Loads the page language's catalogue in its own chunk (browser). */
export async function loadCatalogue(lang: Lang) {
  if (catalogues[lang]?.['site.tagline']) return;
  installCatalogue(lang, lang === 'hi' ? (await import('./hi.ts')).hi : (await import('./en.ts')).en);
}

/**
 * The sign-in and profile strings: their own chunk, loaded with the login modal or the
 * profile screen, so a reader's article page does not carry them (the 100 KB budget).
 */
export async function loadAccountsCatalogue(lang: Lang) {
  if (catalogues[lang]?.['login.title']) return;
  installCatalogue(
    lang,
    lang === 'hi'
      ? (await import('./accounts-hi.ts')).accountsHi
      : (await import('./accounts-en.ts')).accountsEn,
  );
}

/** The writing screens' strings (writing-{en,hi}.ts), loaded with those screens. */
export async function loadWritingCatalogue(lang: Lang) {
  if (catalogues[lang]?.['write.title']) return;
  installCatalogue(
    lang,
    lang === 'hi' ? (await import('./writing-hi.ts')).writingHi : (await import('./writing-en.ts')).writingEn,
  );
}

/** The newsroom's strings (newsroom-{en,hi}.ts), loaded with the newsroom screen. */
export async function loadNewsroomCatalogue(lang: Lang) {
  if (catalogues[lang]?.['newsroom.title']) return;
  installCatalogue(
    lang,
    lang === 'hi'
      ? (await import('./newsroom-hi.ts')).newsroomHi
      : (await import('./newsroom-en.ts')).newsroomEn,
  );
}

/**
 * A translator for one language: `{name}` placeholders are filled from `vars`, and
 * `{count, plural, one {# like} other {# likes}}` picks the language's plural form of a
 * number (Intl.PluralRules; `one` may be left out where the forms are the same), `#` being
 * the number as cards write it (decisions 010).
 */
export function makeTranslate(lang: Lang): Translate {
  return (key, vars) => {
    const text = catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key;
    // most strings have nothing to fill: two regular expressions each cost a page render 1 %
    if (!vars || !text.includes('{')) return text;
    const counted = text.includes(', plural, ')
      ? text.replace(PLURAL, (_, name: string, one, other) => {
          const count = Number(vars[name]);
          return (one && pluralOf(count, lang) === 'one' ? one : other).replace(
            '#',
            formatCount(count, lang),
          );
        })
      : text;
    return counted.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  };
}

const PLURAL = /\{(\w+), plural, (?:one \{([^}]*)\} )?other \{([^}]*)\}\}/g;

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'hi';
}

/** The search and polls-list screens' strings (browse-{en,hi}.ts), loaded with them. */
export async function loadBrowseCatalogue(lang: Lang) {
  if (catalogues[lang]?.['search.title']) return;
  installCatalogue(
    lang,
    lang === 'hi' ? (await import('./browse-hi.ts')).browseHi : (await import('./browse-en.ts')).browseEn,
  );
}

/** The Saved screen's strings (offline-{en,hi}.ts), loaded with it (decisions 014). */
export async function loadOfflineCatalogue(lang: Lang) {
  if (catalogues[lang]?.['saved.title']) return;
  installCatalogue(
    lang,
    lang === 'hi' ? (await import('./offline-hi.ts')).offlineHi : (await import('./offline-en.ts')).offlineEn,
  );
}
