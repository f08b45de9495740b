import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Text arrays come back as they went in on both drivers: on PostgreSQL they are read by our
 * parser of array_out's text (server/db/text-array.ts, decisions 011), on PGlite by PGlite's.
 */
describe('text arrays read back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keep quotes, backslashes, braces, commas, spaces, NULL and "NULL", empty texts and Devanagari', async () => {
    const [row] = await t.database.query<{ one: unknown; two: unknown; none: unknown }>(
      `SELECT ARRAY['a,b', 'NULL', NULL, '', 'q"uote', 'back\\slash', ' sp ', '{}', 'जेंडर', 'x']::text[] AS one,
              ARRAY[ARRAY['5', 'Rural India', NULL], ARRAY['"', '\\', 'स्वास्थ्य']]::text[] AS two,
              '{}'::text[] AS none`,
    );
    expect(row).toEqual({
      one: ['a,b', 'NULL', null, '', 'q"uote', 'back\\slash', ' sp ', '{}', 'जेंडर', 'x'],
      two: [
        ['5', 'Rural India', null],
        ['"', '\\', 'स्वास्थ्य'],
      ],
      none: [],
    });
  });

  it('give back two hundred arrays of awkward texts as they were sent', async () => {
    const pieces = ['a', ' ', ',', '"', '\\', '{', '}', 'NULL', 'जेंडर', '7', ''];
    let state = 7;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const text = () =>
      next(7) === 0 ? null : Array.from({ length: next(4) }, () => pieces[next(pieces.length)]).join('');
    for (let i = 0; i < 200; i++) {
      const value = Array.from({ length: 1 + next(5) }, text);
      const [row] = await t.database.query<{ back: unknown }>('SELECT $1::text[] AS back', [value]);
      expect(row?.back, JSON.stringify(value)).toEqual(value);
    }
  });
});
