import { describe, expect, it } from 'vitest';
import { jsonBytes, utf8Bytes, utf8BytesOf } from './answer-bytes.ts';

const texts = [
  '',
  'ascii only',
  'हिंदी और English',
  'emoji 🙂 and a lone surrogate \ud800 end',
  'क'.repeat(5000),
  // long enough to be converted by ICU, which refuses the lone surrogate
  `हिंदी \ud800 ${'ख'.repeat(1100)}`,
];

describe('utf8Bytes', () => {
  it('gives the bytes Buffer.from gives, for any text', () => {
    for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });
});

describe('utf8BytesOf', () => {
  it('gives the bytes of the parts joined', () => {
    expect(utf8BytesOf(texts).equals(Buffer.from(texts.join('')))).toBe(true);
    expect(utf8BytesOf([]).length).toBe(0);
    // a page's parts: a rope of two-byte text past 64 K characters, never made whole
    const parts = ['<html>', 'पन्ना '.repeat(20_000), '</html>'];
    expect(utf8BytesOf(parts).equals(Buffer.from(parts.join('')))).toBe(true);
  });
});

describe('jsonBytes', () => {
  it('writes what JSON.stringify writes, for lists and anything else', () => {
    const values: unknown[] = [
      [],
      [1, 'two', null, true, { a: [1, { b: 'ख' }] }],
      [undefined, () => 1, Symbol('s'), new Date(0)],
      Array.from({ length: 100 }, (_, i) => ({
        id: i,
        content: { rendered: i % 3 ? `<p>Comment ${i} "quoted"</p>` : `<p>टिप्पणी ${i}</p>` },
        avatar: { '24': 'https://example.com/a.svg?v=x', '48': 'https://example.com/a.svg?v=x' },
      })),
      { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
      'a string',
      42,
      null,
      [[1, 2], [], [[3]]],
    ];
    for (const value of values) expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));
  });

  it('writes a list of two-byte text past 64 K characters whole', () => {
    const comments = Array.from({ length: 300 }, (_, i) => ({
      id: i,
      text: 'इस कहानी पर एक शब्द, '.repeat(12),
    }));
    const text = JSON.stringify(comments);
    expect(text.length).toBeGreaterThan(65_536);
    expect(jsonBytes(comments).equals(Buffer.from(text))).toBe(true);
  });
});

describe('jsonBytes of items with embedded objects', () => {
  it('writes them as JSON.stringify does, `_embedded` last as the presenter puts it', () => {
    class Embedding {
      _embedded = { a: 1 };
      id = 2;
    }
    const lists: unknown[][] = [
      [
        {
          id: 1,
          title: { rendered: 'हिंदी में शीर्षक' },
          content: { rendered: `<p>${'कहानी '.repeat(400)}</p>` },
          _embedded: { author: [{ id: 3, name: 'Riya Bora', avatar_urls: { '24': '/a.svg' } }] },
        },
        { id: 2, title: { rendered: 'English' }, _embedded: { 'wp:term': [[{ id: 4, name: 'शिक्षा' }], []] } },
      ],
      [{ _embedded: { author: [] } }, { _embedded: undefined }, { id: 5, _embedded: undefined }],
      [{ id: 6, _embedded: { a: 1 }, toJSON: () => ({ shown: 'instead' }) }, new Embedding(), { id: 7 }],
    ];
    for (const list of lists) expect(jsonBytes(list).toString('utf8')).toBe(JSON.stringify(list));
  });
});
