import { describe, expect, it } from 'vitest';
import { siteDateParts, siteDay, siteMonthStart, wpDate } from './dates.ts';

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
  });

  it('follow the zone history before 1946', () => {
    const date = new Date(Date.UTC(1900, 5, 1, 12));
    expect(wpDate(date)).toBe(byIntl(date));
  });
});
