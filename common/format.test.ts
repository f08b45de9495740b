import { describe, expect, it } from 'vitest';
import { siteMonthStart, wpDate, wpDateGmt } from './dates.ts';
import { abbreviateNumber, likeCountShown, pollPercent, stripTags, truncate } from './format.ts';
import { formatDate } from './l10n.ts';

describe('abbreviateNumber (spec §9: K, M, B, T)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [15_900, '15.9K'],
    [999_999, '999K'],
    [2_500_000, '2.5M'],
    [7_000_000_000, '7B'],
    [3_200_000_000_000, '3.2T'],
  ])('%d → %s', (n, text) => expect(abbreviateNumber(n)).toBe(text));
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncate('short')).toBe('short');
    const long = 'Every story here is written by a young person like you, from a college hostel or a village';
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncate(long, 100)).toBe(long);
  });
});

describe('pollPercent (spec §5)', () => {
  it('rounds down and is 0 without votes', () => {
    expect(pollPercent(1, 3)).toBe(33);
    expect(pollPercent(2, 3)).toBe(66);
    expect(pollPercent(0, 0)).toBe(0);
    expect(pollPercent(5, 5)).toBe(100);
  });
});

describe('dates in the site time zone', () => {
  const instant = new Date('2026-01-31T20:00:00Z'); // 1 February, 01:30 in India
  it('writes WordPress dates', () => {
    expect(wpDate(instant)).toBe('2026-02-01T01:30:00');
    expect(wpDateGmt(instant)).toBe('2026-01-31T20:00:00');
  });
  it('puts the month boundary where India has it', () => {
    expect(siteMonthStart(instant)).toBe('2026-02-01');
  });
  it('formats card dates as Mon DD, YYYY', () => {
    expect(formatDate('2026-02-01T01:30:00', 'en')).toBe('Feb 01, 2026');
    expect(formatDate('garbage', 'en')).toBe('');
  });
});

describe('stripTags', () => {
  it('returns the text of HTML', () => {
    expect(stripTags('<p>Tea &amp; <strong>samosa</strong></p>')).toBe('Tea & samosa');
    expect(stripTags('  A&nbsp;&quot;title&quot;\n with &#39;quotes&#039; &lt;b&gt; ')).toBe(
      'A "title" with \'quotes\' <b>',
    );
    expect(stripTags('<a href="x">one</a><br>two')).toBe('one two');
    // each entity decoded once: the text of `&amp;lt;` is `&lt;`
    expect(stripTags('1 &amp;lt; 2')).toBe('1 &lt; 2');
    expect(stripTags('plain   title')).toBe('plain title');
  });
});

describe('likeCountShown (spec §9)', () => {
  it('shows counts above 100, or on one’s own post', () => {
    expect(likeCountShown(100, false)).toBe(false);
    expect(likeCountShown(101, false)).toBe(true);
    expect(likeCountShown(3, true)).toBe(true);
    expect(likeCountShown(0, true)).toBe(false);
  });
});
