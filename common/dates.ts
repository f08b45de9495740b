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

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/**
 * A date's calendar parts in the site time zone. Every list answer formats dates, so the
 * fixed offset is added by arithmetic (issue 14: Intl's formatToParts cost 3 % of a list);
 * older dates go through Intl, which knows the zone's history.
 */
function siteParts(date: Date): Parts {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const iso = new Date(time + SITE_OFFSET_MS).toISOString();
    return {
      year: iso.slice(0, 4),
      month: iso.slice(5, 7),
      day: iso.slice(8, 10),
      hour: iso.slice(11, 13),
      minute: iso.slice(14, 16),
      second: iso.slice(17, 19),
    };
  }
  const map: Record<string, string> = {};
  for (const p of siteDateParts.formatToParts(date)) map[p.type] = p.value;
  return map as Parts;
}

/** WordPress `date`: site-local time without an offset, e.g. 2026-11-20T18:05:09. */
export function wpDate(date: Date): string {
  const p = siteParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** WordPress `date_gmt`: UTC without an offset. */
export function wpDateGmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** Year and 2-digit month of a date in the site time zone, for post permalinks. */
export function siteYearMonth(date: Date): { year: string; month: string } {
  const p = siteParts(date);
  return { year: p.year, month: p.month };
}

/** First day of the date's calendar month in the site time zone, as YYYY-MM-01. */
export function siteMonthStart(date: Date): string {
  const p = siteParts(date);
  return `${p.year}-${p.month}-01`;
}

/** Day in the site time zone, as YYYY-MM-DD. */
export function siteDay(date: Date): string {
  const p = siteParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Card dates read 'Mon DD, YYYY' (spec §9). Takes the WordPress `date` (site-local, no
 * offset) so server and browser print the same text whatever their own time zone.
 */
export function formatCardDate(wpLocalDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(wpLocalDate);
  if (!m) return '';
  const [, year, month, day] = m;
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}
