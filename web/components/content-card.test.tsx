import { describe, expect, it } from 'vitest';
import { en } from '#web/i18n/en.ts';
import { hi } from '#web/i18n/hi.ts';
import { installCatalogue, makeTranslate } from '#web/i18n/translate.ts';
import { votesText } from './content-card.tsx';

describe('votesText (issue 13: plural forms by Intl.PluralRules)', () => {
  installCatalogue('en', en);
  installCatalogue('hi', hi);
  it('says "1 vote" and "0 votes", "2 votes" in English', () => {
    const t = makeTranslate('en');
    expect([0, 1, 2, 1500].map((n) => votesText(t, n))).toEqual([
      '0 votes',
      '1 vote',
      '2 votes',
      '1.5K votes',
    ]);
  });
  it('uses the Hindi forms on Hindi screens', () => {
    const t = makeTranslate('hi');
    expect([0, 1, 2].map((n) => votesText(t, n))).toEqual(['0 वोट', '1 वोट', '2 वोट']);
  });
});
