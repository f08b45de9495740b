import { describe, expect, it } from 'vitest';
import { siteDateParts, siteDay, siteMonthStart, siteYearMonth, wpDate, wpDateGmt } from './dates.ts';

function byIntl(date: Date) {
  const p = Object.fromEntries(siteDateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

describe('site dates (Asia/Kolkata)', () => {
  it('agree with Intl for any moment since 1946, month and year ends included', () => {
    const moments = [
      Date.UTC(2026, 11, 31, 18, 29, 59),
      Date.UTC(2026, 11, 31, 18, 30, 0),
      Date.UTC(2027, 1, 28, 18, 30, 0),
      Date.UTC(1946, 0, 1),
    ];
    for (let i = 0; i < 2000; i++) moments.push(Date.UTC(1946, 0, 1) + Math.floor(Math.random() * 4.9e12));
    for (const time of moments) {
      const date = new Date(time);
      expect(wpDate(date), date.toISOString()).toBe(byIntl(date));
    }
    expect(siteDay(new Date(Date.UTC(2026, 10, 30, 18, 30)))).toBe('2026-12-01');
    expect(siteMonthStart(new Date(Date.UTC(2026, 10, 30, 18, 29)))).toBe('2026-11-01');
    expect(siteYearMonth(new Date(Date.UTC(2026, 11, 31, 18, 30)))).toEqual({ year: '2027', month: '01' });
  });

  it('write UTC as toISOString does, in any year, and refuse an invalid date as it does', () => {
    const moments = [
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59),
      Date.UTC(999, 11, 31),
      Date.UTC(10000, 0, 1),
      -1e14,
    ];
    for (let i = 0; i < 2000; i++) moments.push(Math.floor((Math.random() - 0.3) * 1e13));
    for (const time of moments) {
      const date = new Date(time);
      expect(wpDateGmt(date)).toBe(date.toISOString().slice(0, 19));
    }
    expect(() => wpDateGmt(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('follow the zone history before 1946', () => {
    const date = new Date(Date.UTC(1900, 5, 1, 12));
    expect(wpDate(date)).toBe(byIntl(date));
  });
});
