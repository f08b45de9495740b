import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // the micro-cache on, as in production: its single flight is what made a 404 wait
  t = await createTestApp({ seed: false, config: { microCacheMs: 1000 } });
});
afterAll(async () => {
  await t?.close();
});

describe('a missing upload (issue 15)', () => {
  it('answers 404 at once, also when asked twice at the same time', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ url: '/wp-content/uploads/2026/11/missing-file.webp' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    const again = await t.app.inject({ url: '/wp-content/uploads/2026/11/missing-file.webp' });
    expect(again.statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers another missing path (through the 404 handler) at once too', async () => {
    const started = Date.now();
    const first = await t.app.inject({ url: '/wp-json/no/such/route' });
    const second = await t.app.inject({ url: '/wp-json/no/such/route' });
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
