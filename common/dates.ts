import { SITE_TIME_ZONE } from './limits.ts';

/** The site's calendar parts by the zone's own rules (dates before 1946; the tests' reference). */
export const siteDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** India has kept UTC+05:30 without daylight saving since 1945. */
const SITE_OFFSET_MS = 5.5 * 3600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A date's UTC fields as `YYYY-MM-DDTHH:MM:SS`. Read with the UTC getters: `toISOString`
 * cost ten times as much (1.3 µs a call, and a list formats five dates a post: issue 14).
 * Years outside 1000–9999, which `toISOString` writes differently, go through it
 */
function utcText(date: Date): string {
  const year = date.getUTCFullYear();
  // (an invalid date, NaN, also goes through it and throws, as it did)
  if (!(year >= 1000 && year <= 9999)) return date.toISOString().slice(0, 19);
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
}

/** WordPress `date`: site-local time without an offset, e.g. 2026-11-20T18:05:09. */
export function wpDate(date: Date): string {
  // the fixed offset by arithmetic; older dates through Intl, which knows the zone's history
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) return utcText(new Date(time + SITE_OFFSET_MS));
  const p: Record<string, string> = {};
  for (const part of siteDateParts.formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** WordPress `date_gmt`: UTC without an offset. */
export function wpDateGmt(date: Date): string {
  return utcText(date);
}

/** Year and 2-digit month of a date in the site time zone, for post permalinks. */
export function siteYearMonth(date: Date): { year: string; month: string } {
  const text = wpDate(date);
  return { year: text.slice(0, 4), month: text.slice(5, 7) };
}

/** First day of the date's calendar month in the site time zone, as YYYY-MM-01. */
export function siteMonthStart(date: Date): string {
  return `${wpDate(date).slice(0, 7)}-01`;
}

/** Day in the site time zone, as YYYY-MM-DD. */
export function siteDay(date: Date): string {
  return wpDate(date).slice(0, 10);
}
