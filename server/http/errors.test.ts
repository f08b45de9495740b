import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { retryOnce } from '#server/db/client.ts';
import { DomainError } from '#server/domain/errors.ts';
import { installErrorHandling } from './errors.ts';

/** What a driver error becomes on the wire (issue 15, items 1 and 7). */
async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const pgError = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the PostgreSQL error is the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database errors', () => {
  it.each([
    ['admin shutdown', wrapped(pgError('57P01'))],
    ['crash shutdown', pgError('57P02')],
    ['starting up', pgError('57P03')],
    ['connection failure (class 08)', wrapped(pgError('08006'))],
    ['connection reset', pgError('ECONNRESET')],
    ['connection refused', wrapped(pgError('ECONNREFUSED'))],
    ['broken pipe', pgError('EPIPE')],
    ['connection ended', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['closed PGlite', new Error('PGlite is closed')],
    ['deadlock after its retry', wrapped(pgError('40P01'))],
    ['serialisation failure after its retry', pgError('40001')],
  ])('answers 503 database_unavailable to %s', async (_name, error) => {
    const r = await answerTo(error);
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      code: 'database_unavailable',
      message: expect.any(String),
      data: { status: 503 },
    });
    expect(r.headers['retry-after']).toBe('5');
  });

  it.each([
    ['a NUL byte', wrapped(pgError('22021'))],
    ['an untranslatable character', wrapped(pgError('22P05'))],
    ['a number out of range', wrapped(pgError('22003'))],
    ['a value too large to index', wrapped(pgError('54000'))],
  ])('answers 400 rest_invalid_param to %s', async (_name, error) => {
    const r = await answerTo(error);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('answers 500 to our own bugs', async () => {
    expect((await answerTo(new TypeError('x is undefined'))).status).toBe(500);
  });
});

describe('retryOnce', () => {
  it('runs a transaction that lost a race once more', async () => {
    let runs = 0;
    const result = await retryOnce(async () => {
      runs += 1;
      if (runs === 1) throw wrapped(pgError('40P01'));
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(2);
  });

  it.each([
    { code: '40001', runs: 2, what: 'a transaction that lost twice' },
    { code: '57P01', runs: 1, what: 'a lost connection, never retried' },
  ])('gives up on $what', async ({ code, runs }) => {
    let tries = 0;
    const failing = async () => {
      tries += 1;
      throw pgError(code);
    };
    await expect(retryOnce(failing)).rejects.toMatchObject({ code });
    expect(tries).toBe(runs);
  });
});

describe('domain refusals', () => {
  it('answers a full queue of work (unavailable) 503 with Retry-After, in the WordPress shape', async () => {
    const r = await answerTo(new DomainError('unavailable', 'rest_search_busy', 'Try again in a moment.'));
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      code: 'rest_search_busy',
      message: 'Try again in a moment.',
      data: { status: 503 },
    });
    expect(r.headers['retry-after']).toBe('5');
  });
});
