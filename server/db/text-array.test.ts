import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTextArray, type TextArray } from './text-array.ts';

/** pg's own parser of text[] (postgres-array): client.ts, not imported here, replaces it. */
const reference = pg.types.getTypeParser(1009 as Parameters<typeof pg.types.getTypeParser>[0]);

/** An array as PostgreSQL's array_out writes it (tests/api/text-arrays.test.ts checks the rules). */
function written(value: TextArray): string {
  const element = (item: TextArray[number]): string => {
    if (item === null) return 'NULL';
    if (Array.isArray(item)) return written(item);
    const quoted = item === '' || item.toUpperCase() === 'NULL' || /[\s,{}"\\]/.test(item);
    return quoted ? `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"` : item;
  };
  return `{${value.map(element).join(',')}}`;
}

const PIECES = ['a', 'Delhi', ' ', ',', '"', '\\', '{', '}', 'NULL', 'null', 'जेंडर', '12', '-', '\\"', ''];

/** A deterministic pseudo-random array of the given depth, rectangular as PostgreSQL's are. */
function randomArray(seed: number, depth: number): TextArray {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const text = () =>
    next(8) === 0 ? null : Array.from({ length: next(4) }, () => PIECES[next(PIECES.length)]).join('');
  const make = (level: number, width: number): TextArray =>
    Array.from({ length: width }, () => (level < depth ? make(level + 1, inner) : text()));
  const inner = 1 + next(4);
  return make(1, next(5));
}

describe('parseTextArray', () => {
  it('reads what PostgreSQL writes: quotes, escapes, NULL, empty texts, Devanagari, inner arrays', () => {
    expect(parseTextArray('{}')).toEqual([]);
    expect(parseTextArray('{a,"b c",NULL,"NULL","",जेंडर}')).toEqual(['a', 'b c', null, 'NULL', '', 'जेंडर']);
    expect(parseTextArray('{"say \\"hi\\"","C:\\\\dir","{x}",","}')).toEqual([
      'say "hi"',
      'C:\\dir',
      '{x}',
      ',',
    ]);
    expect(parseTextArray('{{5,category,NULL},{13,"Rural India",x}}')).toEqual([
      ['5', 'category', null],
      ['13', 'Rural India', 'x'],
    ]);
    expect(parseTextArray('[0:1]={a,b}')).toEqual(['a', 'b']);
  });

  it('gives what postgres-array gives for a thousand arrays of one to three dimensions', () => {
    expect(reference).not.toBe(parseTextArray);
    for (let seed = 1; seed <= 1000; seed++) {
      const value = randomArray(seed, 1 + (seed % 3));
      const text = written(value);
      expect(parseTextArray(text), text).toEqual(value);
      expect(parseTextArray(text), text).toEqual(reference(text));
    }
  });

  it('refuses what is not a whole array', () => {
    expect(() => parseTextArray('a,b')).toThrow();
    expect(() => parseTextArray('{a,{b}')).toThrow();
    expect(() => parseTextArray('{"a}')).toThrow();
  });
});
