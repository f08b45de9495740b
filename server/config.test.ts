import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "trust everyone" and anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('loopback')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1.2.3')).toThrow(/TRUST_PROXY/);
  });
});

describe('production, the dev outbox and the workers (issue 14)', () => {
  it('keeps mail in the outbox outside production, or in production when DEV_OUTBOX=1 (npm start)', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
  });

  it('runs one worker per core unless WEB_CONCURRENCY says how many', () => {
    expect(loadConfig({}).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
