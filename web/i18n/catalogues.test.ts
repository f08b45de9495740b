import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { installCatalogue, makeTranslate } from './translate.ts';

describe('catalogues', () => {
  it('Hindi has every English key, written in Devanagari', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    const latinOnly = Object.entries(hi).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    // brand names and the language switch may stay in Latin letters
    expect(
      latinOnly
        .map(([key]) => key)
        .filter((k) => !k.startsWith('social.') && k !== 'nav.language' && k !== 'nav.rss'),
    ).toEqual([]);
  });

  it('fills placeholders from the installed catalogue', () => {
    installCatalogue('en', en);
    installCatalogue('hi', hi);
    expect(makeTranslate('en')('feed.noPosts', { tab: 'Books' })).toBe('No posts found in Books category!');
    expect(makeTranslate('hi')('tabs.latest')).toBe(hi['tabs.latest']);
  });
});
