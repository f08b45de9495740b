import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPost } from '#common/api-types.ts';
import { ApiRequestError, type ApiResponse, browserSend } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { keys } from '../keys.ts';
import { listed } from './errors.ts';
import { likeMutation } from './posts.ts';

vi.mock('#web/lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('#web/lib/api-client.ts')>()),
  browserSend: vi.fn(),
}));
const send = vi.mocked(browserSend);

const post = (id: number, like: ApiPost['like']) => ({ id, like }) as ApiPost;
const page = (...posts: ApiPost[]): ApiResponse<ApiPost[]> => ({
  data: posts,
  total: posts.length,
  totalPages: 1,
});

/** A feed list and the article's own query hold the same post (id 7), and another (id 8). */
function seeded() {
  const client = createQueryClient();
  const feed = keys.posts.list('posts', { per_page: 10 });
  const item = keys.posts.list('posts', { slug: ['a-post'], _embed: 1 });
  client.setQueryData(
    feed,
    page(post(7, { is_liked: false, total: 4 }), post(8, { is_liked: false, total: 1 })),
  );
  client.setQueryData(item, page(post(7, { is_liked: false, total: 4 })));
  const likeOf = (key: readonly unknown[], id = 7) =>
    client.getQueryData<ApiResponse<ApiPost[]>>(key)?.data.find((p) => p.id === id)?.like;
  return { client, feed, item, likeOf };
}

afterEach(() => send.mockReset());

describe('the like mutation', () => {
  it('flips every cached copy of the post at once, then takes the server answer', async () => {
    const { client, feed, item, likeOf } = seeded();
    let answer: (value: { like: ApiPost['like'] }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = new MutationObserver(client, likeMutation(client, 7)).mutate({ is_liked: false, total: 4 });
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(likeOf(feed)).toEqual({ is_liked: true, total: 5 });
    expect(likeOf(item)).toEqual({ is_liked: true, total: 5 });
    expect(likeOf(feed, 8)).toEqual({ is_liked: false, total: 1 });
    answer({ like: { is_liked: true, total: 9 } });
    await done;
    expect(likeOf(feed)).toEqual({ is_liked: true, total: 9 });
    expect(likeOf(item)).toEqual({ is_liked: true, total: 9 });
    expect(send).toHaveBeenCalledWith('POST', '/yka/v2/action', { action: 'like', object: 'post', id: 7 });
  });

  it('rolls every copy back when the server refuses, and the failure joins the error list', async () => {
    const { client, feed, item, likeOf } = seeded();
    send.mockRejectedValue(
      new ApiRequestError(403, { code: 'rest_forbidden', message: 'Sorry, not allowed.' }),
    );
    const observer = new MutationObserver(client, likeMutation(client, 7));
    await expect(observer.mutate({ is_liked: false, total: 4 })).rejects.toThrow('Sorry, not allowed.');
    expect(likeOf(feed)).toEqual({ is_liked: false, total: 4 });
    expect(likeOf(item)).toEqual({ is_liked: false, total: 4 });
    const failed = client.getMutationCache().findAll({ predicate: listed });
    expect(failed.map((mutation) => (mutation.state.error as Error).message)).toEqual([
      'Sorry, not allowed.',
    ]);
  });

  it('an unlike that fails keeps the like', async () => {
    const { client, feed, likeOf } = seeded();
    client.setQueryData(feed, page(post(7, { is_liked: true, total: 1 })));
    send.mockRejectedValue(new Error('offline'));
    const observer = new MutationObserver(client, likeMutation(client, 7));
    await expect(observer.mutate({ is_liked: true, total: 1 })).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledWith('POST', '/yka/v2/action', { action: 'unlike', object: 'post', id: 7 });
    expect(likeOf(feed)).toEqual({ is_liked: true, total: 1 });
  });
});
