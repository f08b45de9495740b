import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable.ts';

describe('speakableText: what Listen reads (issue 17 item 5)', () => {
  it('reads the title, then each paragraph, without the markup', () => {
    expect(
      speakableText(
        'Chai &amp; <em>toast</em>',
        '<h2>Morning</h2><p>The kettle <strong>sings</strong>.</p><ul><li>Milk</li><li>Sugar</li></ul><div data-yka-block="poll" data-id="3"></div><p>Done.</p>',
      ),
    ).toEqual(['Chai & toast', 'Morning', 'The kettle sings.', 'Milk', 'Sugar', 'Done.']);
  });

  it('cuts a long paragraph at sentence ends, the Devanagari danda too, into pieces of at most 220 characters', () => {
    const sentence = 'यह एक लंबा वाक्य है जो बार बार आता है।';
    const paragraph = Array.from({ length: 12 }, () => sentence).join(' ');
    const pieces = speakableText('', `<p>${paragraph}</p>`);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 220)).toBe(true);
    expect(pieces.every((piece) => piece.endsWith('।'))).toBe(true);
    expect(pieces.join(' ')).toBe(paragraph);
  });

  it('cuts a sentence longer than a piece at its words', () => {
    const long = `${'word '.repeat(100).trim()}.`;
    const pieces = speakableText('Title', `<p>${long}</p>`);
    expect(pieces[0]).toBe('Title');
    expect(pieces.slice(1).every((piece) => piece.length <= 220)).toBe(true);
    expect(pieces.slice(1).join(' ')).toBe(long);
  });

  it('has nothing to read in an empty post', () => {
    expect(speakableText('', '<div data-yka-block="feed"></div>')).toEqual([]);
  });
});
