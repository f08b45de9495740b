import { describe, expect, it } from 'vitest';
import { escapeHtml, plainTextToHtml } from './html.ts';

describe('plainTextToHtml', () => {
  it('escapes markup so a comment cannot inject HTML', () => {
    expect(plainTextToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
  it('links URLs with nofollow ugc and keeps line breaks', () => {
    const html = plainTextToHtml('See https://example.org/a?b=1&c=2.\nThanks\n\nBye');
    expect(html).toBe(
      '<p>See <a href="https://example.org/a?b=1&amp;c=2" rel="nofollow ugc noopener" target="_blank">https://example.org/a?b=1&amp;c=2</a>.<br />\nThanks</p>\n<p>Bye</p>',
    );
  });
  it('makes a one-line text without an address as the general path does', () => {
    // a trailing line break sends the same text through the general path, which trims it away
    const lines = [
      '',
      '   ',
      ' plain words ',
      'टिप्पणी: एक <b>शब्द</b> & "quotes" \'too\'',
      '\t tab\u00a0',
      'a:b',
      'htt p',
    ];
    for (const line of lines)
      expect(plainTextToHtml(line), JSON.stringify(line)).toBe(plainTextToHtml(`${line}\n`));
    expect(plainTextToHtml(' plain words ')).toBe('<p>plain words</p>');
    expect(plainTextToHtml('  ')).toBe('');
  });
  it('does not link javascript: URLs', () => {
    expect(plainTextToHtml('javascript:alert(1)')).not.toContain('<a');
  });
  it('escapes quotes', () => {
    expect(escapeHtml(`"'`)).toBe('&quot;&#039;');
  });
});
