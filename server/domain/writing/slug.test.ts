import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('keeps ASCII letters and digits, hyphenated and lower-cased', () => {
    expect(slugFromTitle('My First Salary: 2026!')).toBe('my-first-salary-2026');
    expect(slugFromTitle('Café Élan')).toBe('cafe-elan');
    expect(slugFromTitle('  ?!  ')).toBe('');
  });

  it('transliterates Devanagari to ASCII (decisions §10)', () => {
    expect(slugFromTitle('शिक्षा का अधिकार')).toBe('shiksha-ka-adhikar');
    const slug = slugFromTitle('शिक्षा का अधिकार और हमारी ज़िम्मेदारी');
    expect(slug).toBe('shiksha-ka-adhikar-aur-hamari-zimmedari');
    expect(slug).toMatch(/^[a-z0-9-]{1,60}$/);
    expect(slugFromTitle('हिंदी दिवस २०२६')).toBe('hindi-divas-2026');
    expect(slugFromTitle('मेरी पहली तनख़्वाह')).toMatch(/^meri-pahali-tanakh/);
    expect(slugFromTitle('Delhi की हवा')).toBe('delhi-ki-hava');
  });

  it('cuts long titles at a word boundary within 60 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('word')).toBe(true);
    const hindi = slugFromTitle('भारत के गाँवों में लड़कियों की शिक्षा और उनके भविष्य की नई कहानी'.repeat(2));
    expect(hindi.length).toBeLessThanOrEqual(60);
    expect(hindi).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugFromTitle('x'.repeat(90))).toHaveLength(60);
  });
});
