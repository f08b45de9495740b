import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { LOG_ONLY, listed, SHOWN_BY_SCREEN } from './errors.ts';

const failing = (meta?: typeof LOG_ONLY | typeof SHOWN_BY_SCREEN) => {
  const client = createQueryClient();
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(new Error('refused')),
    meta,
  });
  return { client, run: () => observer.mutate().catch(() => {}) };
};

describe('where a failed action is told', () => {
  it('joins the error list by default', async () => {
    const { client, run } = failing();
    await run();
    expect(client.getMutationCache().findAll({ predicate: listed })).toHaveLength(1);
  });

  it('is only logged when the spec says so (follow, block, comment delete)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, run } = failing(LOG_ONLY);
    await run();
    expect(client.getMutationCache().findAll({ predicate: listed })).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('refused');
    log.mockRestore();
  });

  it('is left to its screen when the screen shows it', async () => {
    const { client, run } = failing(SHOWN_BY_SCREEN);
    await run();
    expect(client.getMutationCache().findAll({ predicate: listed })).toHaveLength(0);
  });
});
