import { describe, expect, it } from 'vitest';
import { shareCardHash, shareCardUrl, votesStep } from './card-url.ts';

const post = {
  id: 7,
  type: 'post' as const,
  title: 'शिक्षा का अधिकार',
  content: '<p>x</p>',
  lang: 'hi' as const,
  pollVotes: 0,
};

describe('share card addresses', () => {
  it('holds the type, the id and an 8-digit hash', () => {
    expect(shareCardUrl('https://awaaz.example', post)).toMatch(
      /^https:\/\/awaaz\.example\/og\/post\/7-[0-9a-f]{8}\.png$/,
    );
  });

  it('changes with the title, not with the body of a post', () => {
    expect(shareCardHash({ ...post, title: 'शिक्षा का अधिकार!' })).not.toBe(shareCardHash(post));
    expect(shareCardHash({ ...post, content: '<p>y</p>' })).toBe(shareCardHash(post));
  });

  it("changes with a note's text, which its card shows", () => {
    const note = { ...post, type: 'note' as const, title: 'same' };
    expect(shareCardHash({ ...note, content: 'other words' })).not.toBe(shareCardHash(note));
  });

  it("changes with a poll's vote count, in steps once it is large", () => {
    const poll = { ...post, type: 'poll' as const };
    expect(shareCardHash({ ...poll, pollVotes: 1 })).not.toBe(shareCardHash({ ...poll, pollVotes: 0 }));
    expect(shareCardHash({ ...poll, pollVotes: 12_345 })).toBe(shareCardHash({ ...poll, pollVotes: 12_399 }));
    expect(shareCardHash({ ...post, pollVotes: 5 })).toBe(shareCardHash(post));
  });

  it('keeps three digits of a vote count', () => {
    expect([0, 7, 999, 1000, 1234, 45_678, 1_234_567].map(votesStep)).toEqual([
      0, 7, 999, 1000, 1230, 45_600, 1_230_000,
    ]);
  });

  it('has none for a page', () => {
    expect(shareCardUrl('https://awaaz.example', { ...post, type: 'page' })).toBe('');
  });
});
