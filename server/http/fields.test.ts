import { describe, expect, it } from 'vitest';
import { pickFields } from './fields.ts';

const post = {
  id: 7,
  title: { rendered: 'T', raw: 'raw' },
  content: { rendered: '<p>x</p>', protected: false },
  _embedded: { author: [{ id: 1, name: 'A', slug: 'a', email: 'secret' }] },
};

describe('_fields', () => {
  it('keeps the named keys and parts of keys, of each item of a list', () => {
    expect(pickFields([post, post], 'id, title.rendered,_embedded.author.name')).toEqual([
      { id: 7, title: { rendered: 'T' }, _embedded: { author: [{ name: 'A' }] } },
      { id: 7, title: { rendered: 'T' }, _embedded: { author: [{ name: 'A' }] } },
    ]);
  });

  it('takes paths of one key together, and a whole key wins over its parts in any order', () => {
    expect(pickFields(post, '_embedded.author.name,_embedded.author.slug')).toEqual({
      _embedded: { author: [{ name: 'A', slug: 'a' }] },
    });
    expect(pickFields(post, 'title.rendered,title')).toEqual({ title: post.title });
    expect(pickFields(post, 'title,title.rendered')).toEqual({ title: post.title });
  });

  it('leaves out what the item lacks, and empty names', () => {
    expect(pickFields(post, 'id,missing,,title.')).toEqual({ id: 7, title: {} });
    expect(pickFields([1, null], 'id')).toEqual([1, null]);
  });
});
