import { describe, expect, it } from 'vitest';
import { defaultName, normaliseEmail } from './accounts.ts';

describe('new account names', () => {
  it('normalises addresses and refuses what is not one', () => {
    expect(normaliseEmail('  Asha@Example.ORG ')).toBe('asha@example.org');
    for (const bad of [
      '',
      'asha',
      'a@',
      '@b.example',
      42,
      null,
      ['a@b.example'],
      `${'a'.repeat(250)}@b.example`,
      'a b@example.org',
      'a@exa mple.org',
      'a..b@example.org',
      '.a@example.org',
      'a@example',
      'a@-x.example',
      'a@example.1',
      'a\n@example.org',
      'a@b@example.org',
    ])
      expect(normaliseEmail(bad)).toBeNull();
  });

  it('accepts internationalised addresses and keeps one form of each (issue 15)', () => {
    expect(normaliseEmail('उपयोगकर्ता@उदाहरण.भारत')).toBe('उपयोगकर्ता@उदाहरण.भारत');
    expect(normaliseEmail('user@bücher.de')).toBe('user@bücher.de');
    expect(normaliseEmail('User@BÜCHER.de')).toBe('user@bücher.de');
    expect(normaliseEmail('user@xn--bcher-kva.de')).toBe('user@bücher.de');
    // decomposed ü (u + combining diaeresis) is the same address as the composed one
    expect(normaliseEmail('user@bu\u0308cher.de')).toBe('user@bücher.de');
    expect(normaliseEmail('अनु.शर्मा+news@example.in')).toBe('अनु.शर्मा+news@example.in');
    expect(normaliseEmail("o'brien@example.ie")).toBe("o'brien@example.ie");
  });

  it('recognises the name old sign-ins made from the address', () => {
    expect(defaultName('asha.k_99@example.org')).toBe('Asha K 99');
    expect(defaultName('ravi+x@example.org')).toBe('Ravi');
    expect(defaultName('.@example.org')).toBe('Reader');
  });
});
