import { describe, expect, it } from 'vitest';
import { ReadRoutes } from './read-routes.ts';

const handler = (name: string) => async () => name;

describe('the read table pages call the API through', () => {
  const reads = new ReadRoutes();
  reads.add('/wp/v2/:base', handler('list'));
  reads.add('/wp/v2/:base/:id', handler('item'));
  reads.add('/wp/v2/users/:id', handler('user'));
  reads.know('/wp/v2/users/me');
  reads.add('/yka/v2/settings', handler('settings'));

  const answer = async (path: string) => {
    const found = reads.find(path);
    return found
      ? {
          name: await found.handler(
            { params: {}, query: {}, viewer: null, ip: '', signal: new AbortController().signal },
            reply,
          ),
          params: found.params,
        }
      : null;
  };
  const reply = { header() {}, code() {} };

  it('finds a handler with its parameters, trailing slash or not', async () => {
    expect(await answer('/wp/v2/posts/')).toEqual({ name: 'list', params: { base: 'posts' } });
    expect(await answer('/wp/v2/posts/12')).toEqual({ name: 'item', params: { base: 'posts', id: '12' } });
    expect(await answer('/yka/v2/settings')).toEqual({ name: 'settings', params: {} });
  });

  it('prefers literal segments, as Fastify does', async () => {
    expect(await answer('/wp/v2/users/7')).toEqual({ name: 'user', params: { id: '7' } });
  });

  it('leaves to Fastify a route it only knows of, and a path it does not know', async () => {
    expect(await answer('/wp/v2/users/me')).toBeNull();
    expect(await answer('/yka/v2/nothing/here/at/all')).toBeNull();
  });

  it('decodes parameters and keeps a malformed escape as it came', async () => {
    expect((await answer('/wp/v2/posts/%E0%A4%B6'))?.params.id).toBe('श');
    expect((await answer('/wp/v2/posts/%ZZ'))?.params.id).toBe('%ZZ');
  });
});
