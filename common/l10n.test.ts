import { describe, expect, it } from 'vitest';
import {
  byTermName,
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatRelative,
  pluralOf,
  termDescription,
  termName,
} from './l10n.ts';

describe('formatting in the reader’s language (issue 13, decisions 010)', () => {
  it('dates: Mon DD, YYYY in English, day month year with the Hindi month in Hindi', () => {
    expect(formatDate('2026-02-01T01:30:00', 'en')).toBe('Feb 01, 2026');
    expect(formatDate('2026-11-25T23:59:00', 'en')).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-25T23:59:00', 'hi')).toBe('25 नवंबर 2026');
    expect(formatDate('2026-09-05T00:00:00', 'hi')).toBe('5 सितंबर 2026');
    expect(formatDate('garbage', 'hi')).toBe('');
    expect(formatDateTime('2026-11-25T18:05:09', 'hi')).toBe('25 नवंबर 2026, 18:05');
  });

  it('dates: written as Intl writes them, any day, any year', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: '2-digit',
      }),
      hi: new Intl.DateTimeFormat('hi-IN', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
    };
    const moments = [
      Date.UTC(999, 11, 31),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31),
      Date.UTC(10000, 0, 1),
    ];
    for (let day = 0; day < 1100; day++) moments.push(Date.UTC(2024, 0, 1 + day, 13));
    for (let i = 0; i < 1000; i++) moments.push(Math.floor((Math.random() - 0.2) * 3e13));
    for (const time of moments) {
      const local = new Date(time).toISOString().slice(0, 19);
      const date = new Date(`${local}Z`);
      for (const lang of ['en', 'hi'] as const)
        expect(formatDate(local, lang), local).toBe(intl[lang].format(date));
    }
  });

  it('relative times', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(formatRelative('2026-11-25T09:00:00Z', 'hi', now)).toBe('3 घंटे पहले');
    expect(formatRelative('2026-11-25T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-25T11:58:30Z', 'en', now)).toBe('1 minute ago');
    expect(formatRelative('2026-11-25T11:59:50Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-11-20T12:00:00Z', 'hi', now)).toBe('5 दिन पहले');
  });

  it('counts keep the spec’s steps, with the unit in Hindi on Hindi screens', () => {
    expect(formatCount(950, 'hi')).toBe('950');
    expect(formatCount(1200, 'en')).toBe('1.2K');
    expect(formatCount(1200, 'hi')).toBe('1.2 हज़ार');
    expect(formatCount(3_400_000, 'hi')).toBe('3.4 मिलियन');
  });

  it('plural categories: English 1 is one and 0 other; Hindi 0 and 1 are one', () => {
    expect([0, 1, 2].map((n) => pluralOf(n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralOf(n, 'hi'))).toEqual(['one', 'one', 'other']);
  });

  it('topic names: the Hindi name on Hindi screens when there is one', () => {
    expect(termName({ name: 'Health', name_hi: 'स्वास्थ्य' }, 'hi')).toBe('स्वास्थ्य');
    expect(termName({ name: 'Health', name_hi: '' }, 'hi')).toBe('Health');
    expect(termName({ name: 'Health', name_hi: 'स्वास्थ्य' }, 'en')).toBe('Health');
  });

  it('a topic’s description: the Hindi one on Hindi screens when there is one, marked with its language', () => {
    const topic = { description: 'Rivers and forests.', description_hi: 'नदियाँ और जंगल।' };
    expect(termDescription(topic, 'hi')).toEqual({ text: 'नदियाँ और जंगल।', lang: 'hi' });
    expect(termDescription(topic, 'en')).toEqual({ text: 'Rivers and forests.', lang: 'en' });
    expect(termDescription({ description: 'Rivers.', description_hi: '' }, 'hi')).toEqual({
      text: 'Rivers.',
      lang: 'en',
    });
    expect(termDescription({ description: 'Rivers.' }, 'hi')).toEqual({ text: 'Rivers.', lang: 'en' });
  });

  it('states in the alphabetical order of the reader’s language', () => {
    const states = [
      { name: 'Assam', name_hi: 'असम' },
      { name: 'Kerala', name_hi: 'केरल' },
      { name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' },
      { name: 'Odisha', name_hi: '' },
    ];
    expect(byTermName(states, 'en').map((s) => s.name)).toEqual([
      'Assam',
      'Kerala',
      'Odisha',
      'Uttar Pradesh',
    ]);
    // अ, उ, क; a state without a Hindi name by its English one, after the Devanagari names
    expect(byTermName(states, 'hi').map((s) => termName(s, 'hi'))).toEqual([
      'असम',
      'उत्तर प्रदेश',
      'केरल',
      'Odisha',
    ]);
    expect(states[0]!.name).toBe('Assam'); // the list given is left as it was
  });

  it('bytes: at least 1 KB, whole kilobytes, megabytes with one decimal below 10 (decisions 014)', () => {
    expect(formatBytes(0, 'en')).toBe('1 KB');
    expect(formatBytes(300, 'en')).toBe('1 KB');
    expect(formatBytes(49_152, 'en')).toBe('48 KB');
    expect(formatBytes(49_500, 'hi')).toBe('48 KB');
    expect(formatBytes(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatBytes(15 * 1024 * 1024, 'hi')).toBe('15 MB');
  });
});
