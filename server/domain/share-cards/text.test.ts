import { describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX, cleanCardText, escapeMarkup, firstWords, graphemeCount, initialOf } from './text.ts';

describe('cleanCardText', () => {
  it('keeps Devanagari with its matras, conjuncts and the joiners of half forms', () => {
    const title = 'विद्यार्थियों की स्वास्थ्य सुरक्षा और क्षेत्रीय संस्कृति';
    expect(cleanCardText(title)).toBe(title);
    expect(cleanCardText('क्‍ष')).toBe('क्‍ष'); // U+200D between virama and ष: a half form
  });

  it('makes one line without controls, bidi overrides or emoji', () => {
    expect(cleanCardText('Hello\n\tworld\u0000\u0007')).toBe('Hello world');
    expect(cleanCardText('a\u202Eevil\u202C b\u2066c\u2069')).toBe('aevil bc');
    expect(cleanCardText('Exams 😱🔥 over 👩🏽‍💻 🇮🇳 1️⃣')).toBe('Exams over 1');
    expect(cleanCardText('Awaaz™ ©')).toBe('Awaaz™ ©');
  });

  it('drops lone surrogates and private-use characters', () => {
    expect(cleanCardText('a\uD800b\uDFFFc\uE000')).toBe('abc');
  });

  it('cuts a very long text between graphemes, with an ellipsis', () => {
    const cut = cleanCardText('क्षि'.repeat(5000));
    expect(graphemeCount(cut)).toBe(CARD_TEXT_MAX + 1);
    expect(cut.endsWith('क्षि…')).toBe(true);
  });
});

describe('escapeMarkup', () => {
  it('escapes what Pango markup reads as tags or entities', () => {
    expect(escapeMarkup(`<b>Tom & "Jerry"</b> it's`)).toBe(
      '&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; it&apos;s',
    );
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});

describe('firstWords', () => {
  it('cuts after whole Hindi words, never inside a conjunct', () => {
    expect(firstWords('शिक्षा का अधिकार और हमारी ज़िम्मेदारी', 3)).toBe('शिक्षा का अधिकार…');
    expect(firstWords('one, two, three', 2)).toBe('one, two…');
    expect(firstWords('short', 3)).toBe('short');
  });
});

describe('initialOf', () => {
  it('takes a whole grapheme', () => {
    expect(initialOf('शिल्पा')).toBe('शि');
    expect(initialOf(' rohan')).toBe('R');
    expect(initialOf('')).toBe('');
  });
});
