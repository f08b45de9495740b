import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page.ts';

const item = {
  path: '/2026/11/tea-garden',
  title: 'My mother <counts> haemoglobin',
  lang: 'en' as const,
  excerpt: 'In the tea gardens & the clinic',
  image: 'https://awaaz.example/wp-content/uploads/a-medium.webp',
};

describe('the offline page the service worker writes (decisions 014)', () => {
  it('says the page is not saved and lists what is, escaped, in the last language', () => {
    const html = offlinePage({ items: [item], lang: 'hi', here: '/poll/x?a=1&b=2', savedScreen: false });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(html).toContain('यह पेज इस डिवाइस पर सेव नहीं है');
    expect(html).toContain(
      '<a href="/2026/11/tea-garden" lang="en" data-content>My mother &lt;counts&gt; haemoglobin</a>',
    );
    expect(html).toContain('In the tea gardens &amp; the clinic');
    expect(html).toContain('<img src="https://awaaz.example/wp-content/uploads/a-medium.webp"');
    expect(html).toContain('href="/poll/x?a=1&amp;b=2"');
    expect(html).not.toMatch(/<script/);
  });

  it('is the Saved screen at /saved, and says when nothing is saved', () => {
    const html = offlinePage({ items: [], lang: 'en', here: '/saved', savedScreen: true });
    expect(html).toContain('<h1>Saved posts</h1>');
    expect(html).toContain('<p>You are offline</p>');
    expect(html).toContain('Nothing is saved on this device yet.');
    expect(html).not.toContain('data-saved-list');
  });
});
