import { describe, expect, it } from 'vitest';
import { pathOf } from './post-meta.tsx';

describe('pathOf', () => {
  it("gives a link's path, the same when asked again, and a text that is no link as it is", () => {
    expect(pathOf('http://localhost:3000/author/asha-varma')).toBe('/author/asha-varma');
    expect(pathOf('http://localhost:3000/author/asha-varma')).toBe('/author/asha-varma');
    expect(pathOf('https://example.org/topic/books?x=1#top')).toBe('/topic/books');
    expect(pathOf('https://example.org')).toBe('/');
    expect(pathOf('/topic/books')).toBe('/topic/books');
  });
});
