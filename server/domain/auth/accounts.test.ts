import { describe, expect, it } from 'vitest';
import { defaultName, normaliseEmail, slugBase } from './accounts.ts';

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
    ])
      expect(normaliseEmail(bad)).toBeNull();
  });

  it('makes a slug from the local part without the +tag, never the whole address', () => {
    expect(slugBase('asha.verma+news@example.org')).toBe('asha-verma');
    expect(slugBase('R@example.org')).toBe('userr');
    expect(slugBase('__@example.org')).toBe('user');
    expect(slugBase('élan@example.org')).toBe('elan');
  });

  it('makes a readable starting name', () => {
    expect(defaultName('asha.k_99@example.org')).toBe('Asha K 99');
    expect(defaultName('ravi+x@example.org')).toBe('Ravi');
    expect(defaultName('.@example.org')).toBe('Reader');
  });
});
