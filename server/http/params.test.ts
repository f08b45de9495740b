import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { idList, paging, parseQuery } from './params.ts';

const schema = z.object({ ...paging, categories: idList });

describe('parseQuery', () => {
  it('reads WordPress list forms alike', () => {
    expect(parseQuery(schema, { categories: '1,2' }).categories).toEqual([1, 2]);
    expect(parseQuery(schema, { 'categories[]': ['1', '2'] }).categories).toEqual([1, 2]);
    expect(parseQuery(schema, { categories: ['3', '4'] }).categories).toEqual([3, 4]);
  });

  it('defaults paging and ignores unknown keys', () => {
    expect(parseQuery(schema, { utm: 'x' })).toEqual({ page: 1, per_page: 10, categories: undefined });
  });

  it('names each bad parameter in rest_invalid_param', () => {
    try {
      parseQuery(schema, { per_page: '101', page: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      const body = (error as HttpError).toJSON();
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params ?? {}).sort()).toEqual(['page', 'per_page']);
    }
  });
});
