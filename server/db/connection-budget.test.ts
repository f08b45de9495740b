import { describe, expect, it } from 'vitest';
import { CONNECTIONS_FOR_COMMANDS, workerPools } from './connection-budget.ts';

describe('workerPools', () => {
  it('keeps the default pool where PostgreSQL allows it', () => {
    expect(workerPools({ allowed: 100, workers: 2, pool: 10, chosen: false })).toEqual({
      perWorker: 10,
      needed: 2 * 10 + 10 + CONNECTIONS_FOR_COMMANDS,
      allowed: 100,
    });
  });

  it("cuts the default pool of many workers to PostgreSQL's default limit, the primary and the commands kept", () => {
    // 16 cores, an ordinary role: 100 connections less the 3 kept for superusers
    const pools = workerPools({ allowed: 97, workers: 16, pool: 10, chosen: false });
    expect(pools.perWorker).toBe(5);
    expect(pools.needed).toBeLessThanOrEqual(97);
  });

  it('keeps a pool the operator chose and reports that it does not fit', () => {
    const pools = workerPools({ allowed: 97, workers: 16, pool: 10, chosen: true });
    expect(pools.perWorker).toBe(10);
    expect(pools.needed).toBeGreaterThan(pools.allowed);
  });

  it('never cuts a pool below two connections, and reports a limit too small for the workers', () => {
    const pools = workerPools({ allowed: 20, workers: 8, pool: 10, chosen: false });
    expect(pools.perWorker).toBe(2);
    expect(pools.needed).toBeGreaterThan(pools.allowed);
  });
});
