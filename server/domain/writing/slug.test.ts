import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('keeps Unicode letters and digits, hyphenated and lower-cased', () => {
    expect(slugFromTitle('My First Salary: 2026!')).toBe('my-first-salary-2026');
    expect(slugFromTitle('मेरी पहली तनख़्वाह')).toBe('मेरी-पहली-तनख़्वाह');
    expect(slugFromTitle('  ?!  ')).toBe('');
  });

  it('cuts long titles at a hyphen within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });
});
