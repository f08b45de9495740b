import { describe, expect, it } from 'vitest';
import { accountsEn } from './accounts-en.ts';
import { accountsHi } from './accounts-hi.ts';
import { browseEn } from './browse-en.ts';
import { browseHi } from './browse-hi.ts';
import { contactEn } from './contact-en.ts';
import { contactHi } from './contact-hi.ts';
import { conversationEn } from './conversation-en.ts';
import { conversationHi } from './conversation-hi.ts';
import { en } from './en.ts';
import { errorPageEn } from './error-page-en.ts';
import { errorPageHi } from './error-page-hi.ts';
import { hi } from './hi.ts';
import { newsroomEn } from './newsroom-en.ts';
import { newsroomHi } from './newsroom-hi.ts';
import { notificationsEn } from './notifications-en.ts';
import { notificationsHi } from './notifications-hi.ts';
import { offlineEn } from './offline-en.ts';
import { offlineHi } from './offline-hi.ts';
import { installCatalogue, makeTranslate } from './translate.ts';
import { writingEn } from './writing-en.ts';
import { writingHi } from './writing-hi.ts';

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

  it('the server error page part has every English key in Hindi too', () => {
    expect(Object.keys(errorPageHi).sort()).toEqual(Object.keys(errorPageEn).sort());
    expect(Object.values(errorPageHi).filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });

  it('the contact form and browse parts have every English key in Hindi, and none of the main catalogue', () => {
    for (const [english, hindi] of [
      [contactEn, contactHi],
      [browseEn, browseHi],
    ] as const) {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      expect(Object.values(hindi).filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
      expect(Object.keys(english).filter((key) => key in en)).toEqual([]);
    }
  });

  it('the sign-in and profile part has every English key in Hindi too', () => {
    expect(Object.keys(accountsHi).sort()).toEqual(Object.keys(accountsEn).sort());
    const latinOnly = Object.entries(accountsHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    expect(latinOnly).toEqual([]);
    // no key is in both parts: the later install would silently win
    expect(Object.keys(accountsEn).filter((key) => key in en)).toEqual([]);
  });

  it('the comment, like and share part has every English key in Hindi too', () => {
    expect(Object.keys(conversationHi).sort()).toEqual(Object.keys(conversationEn).sort());
    const latinOnly = Object.entries(conversationHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    // the networks' names stay as they are written
    expect(latinOnly.map(([key]) => key)).toEqual([
      'share.whatsapp',
      'share.facebook',
      'share.twitter',
      'share.linkedin',
    ]);
    expect(Object.keys(conversationEn).filter((key) => key in en || key in accountsEn)).toEqual([]);
  });

  it('the writing part has every English key in Hindi too, and no key of another part', () => {
    expect(Object.keys(writingHi).sort()).toEqual(Object.keys(writingEn).sort());
    const latinOnly = Object.entries(writingHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    // a character count reads the same in both languages
    expect(latinOnly.map(([key]) => key)).toEqual(['note.count']);
    expect(
      Object.keys(writingEn).filter((key) => key in en || key in accountsEn || key in conversationEn),
    ).toEqual([]);
  });

  it('the newsroom part has every English key in Hindi too, and no key of another part', () => {
    expect(Object.keys(newsroomHi).sort()).toEqual(Object.keys(newsroomEn).sort());
    expect(
      Object.keys(newsroomEn).filter(
        (key) => key in en || key in accountsEn || key in conversationEn || key in writingEn,
      ),
    ).toEqual([]);
  });

  it('the notifications part has every English key in Hindi, in Hindi, and no key of another part', () => {
    expect(Object.keys(notificationsHi).sort()).toEqual(Object.keys(notificationsEn).sort());
    expect(Object.entries(notificationsHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
    expect(
      Object.keys(notificationsEn).filter(
        (key) =>
          key in en || key in accountsEn || key in conversationEn || key in writingEn || key in newsroomEn,
      ),
    ).toEqual([]);
  });

  it('the Saved and offline part has every English key in Hindi, in Hindi, and no key of another part', () => {
    expect(Object.keys(offlineHi).sort()).toEqual(Object.keys(offlineEn).sort());
    expect(Object.entries(offlineHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
    expect(
      Object.keys(offlineEn).filter(
        (key) =>
          key in en ||
          key in accountsEn ||
          key in conversationEn ||
          key in writingEn ||
          key in newsroomEn ||
          key in notificationsEn,
      ),
    ).toEqual([]);
  });

  it('fills placeholders from the installed catalogue', () => {
    installCatalogue('en', en);
    installCatalogue('hi', hi);
    expect(makeTranslate('en')('feed.noPosts', { tab: 'Books' })).toBe('No posts found in Books category!');
    expect(makeTranslate('hi')('tabs.latest')).toBe(hi['tabs.latest']);
  });

  it('picks the plural form of a count in each language (Intl.PluralRules, decisions 010)', () => {
    installCatalogue('en', en);
    installCatalogue('hi', hi);
    const en_ = makeTranslate('en');
    const hi_ = makeTranslate('hi');
    expect([0, 1, 2].map((count) => en_('post.likes', { count }))).toEqual(['0 likes', '1 like', '2 likes']);
    expect(en_('author.followers', { count: 1200 })).toBe('1.2K followers');
    expect(hi_('author.followers', { count: 1200 })).toBe('1.2 हज़ार फ़ॉलोअर');
    expect([1, 2].map((count) => hi_('poll.votes', { count }))).toEqual(['1 वोट', '2 वोट']);
  });
});
