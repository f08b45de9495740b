import type { Lang } from './api-types.ts';
import { abbreviateNumber } from './format.ts';

/**
 * Dates, relative times, numbers, plurals and topic names in the reader's language
 * (issue 13 item 6, decisions 010). One module for server and browser, built on `Intl`, so
 * every screen (and the e-mails and feeds) formats them the same way.
 */

/**
 * A card date: 'Nov 25, 2026' in English (spec §9, 'Mon DD, YYYY'), '25 नवंबर 2026' in Hindi.
 * Takes the WordPress `date` (site-local, no offset) and reads it as UTC, so server and
 * browser print the same text in any time zone.
 */
export function formatDate(wpLocalDate: string, lang: Lang): string {
  const date = new Date(`${wpLocalDate.slice(0, 19)}Z`);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year)) return '';
  // Written from the date's fields in Intl's own pattern and month names: Intl's format cost
  // 2 µs a date, and a page shows dozens (issue 14). Other years keep Intl's era rules.
  if (year < 1000 || year > 9999) return dateFormat(lang).format(date);
  const month = monthNames(lang)[date.getUTCMonth()];
  const day = date.getUTCDate();
  return lang === 'hi' ? `${day} ${month} ${year}` : `${month} ${day < 10 ? `0${day}` : day}, ${year}`;
}

/**
 * Intl formatters are made once per language and kept: making one costs far more than using
 * it, and a page formats dozens of dates and counts (issue 14).
 */
function kept<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) {
      value = make(lang);
      made.set(lang, value);
    }
    return value;
  };
}

const dateFormat = kept(
  (lang) =>
    new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: lang === 'hi' ? 'long' : 'short',
      day: lang === 'hi' ? 'numeric' : '2-digit',
    }),
);
/** The month names `dateFormat` writes, January first, read from Intl once per language. */
const monthNames = kept((lang) =>
  Array.from(
    { length: 12 },
    (_, month) =>
      dateFormat(lang)
        .formatToParts(Date.UTC(2000, month, 15))
        .find((part) => part.type === 'month')?.value ?? '',
  ),
);
const relativeFormat = kept((lang) => new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
const pluralRules = kept((lang) => new Intl.PluralRules(lang));

/** A date with its time of day (the Newsroom's log): 'Nov 25, 2026, 18:05' / '25 नवंबर 2026, 18:05'. */
export function formatDateTime(wpLocalDate: string, lang: Lang): string {
  const day = formatDate(wpLocalDate, lang);
  return day && `${day}, ${wpLocalDate.slice(11, 16)}`;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '3 hours ago' / '3 घंटे पहले'; under a minute 'now' / 'अब'. `date` is an instant (ISO with offset or a Date). */
export function formatRelative(date: Date | string, lang: Lang, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = relativeFormat(lang);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

const HINDI_UNITS = ['हज़ार', 'मिलियन', 'बिलियन', 'ट्रिलियन'];

/**
 * A count as cards show it: 1.2K in English (spec §9: K, M, B, T), '1.2 हज़ार' in Hindi
 * (the same steps and rounding, the unit in Hindi).
 */
export function formatCount(value: number, lang: Lang): string {
  const short = abbreviateNumber(value);
  const unit = 'KMBT'.indexOf(short.slice(-1));
  return lang === 'hi' && unit >= 0 ? `${short.slice(0, -1)} ${HINDI_UNITS[unit]}` : short;
}

/** The CLDR plural category of a count in a language ('one' or 'other' for English and Hindi). */
export const pluralOf = (count: number, lang: Lang) => pluralRules(lang).select(count);

/** A topic's (or place's) name in the reader's language: the Hindi name when it has one. */
export function termName(term: { name: string; name_hi?: string }, lang: Lang | string): string {
  return lang === 'hi' && term.name_hi ? term.name_hi : term.name;
}

/**
 * A term's description in the reader's language and the language it is written in: the
 * English one where there is no Hindi one.
 */
export function termDescription(
  term: { description: string; description_hi?: string | undefined },
  lang: Lang,
): { text: string; lang: Lang } {
  return lang === 'hi' && term.description_hi
    ? { text: term.description_hi, lang: 'hi' }
    : { text: term.description, lang: 'en' };
}

/** Terms in the alphabetical order of their names in the reader's language (states). */
export function byTermName<T extends { name: string; name_hi?: string }>(
  terms: readonly T[],
  lang: Lang,
): T[] {
  return [...terms].sort((a, b) => termName(a, lang).localeCompare(termName(b, lang), lang));
}

/**
 * A number of bytes as the data saver shows it (decisions 014): '940 bytes' is never shown,
 * the smallest is '1 KB'; '48 KB', '1.2 MB'. KB and MB are written the same in Hindi
 * (decisions 010), digits stay Western.
 */
export function formatBytes(bytes: number, lang: Lang): string {
  const mega = bytes >= 1024 * 1024;
  const value = Math.max(bytes, 1) / (mega ? 1024 * 1024 : 1024);
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: value < 10 && mega ? 1 : 0,
  }).format(mega ? value : Math.max(1, Math.round(value)));
  return `${number} ${mega ? 'MB' : 'KB'}`;
}
