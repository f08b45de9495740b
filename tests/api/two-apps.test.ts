import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { SettingsStore } from '#server/domain/settings.ts';
import { createUser, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * State that lives as long as an app hangs on the app (issue 16): two apps built in one
 * process, here on one database, keep their own count caches and settings caches, as two
 * workers of the server do.
 */
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  first = await createTestApp({ config: { countCacheMs: 600_000 } });
  const config = { ...first.app.deps.config };
  second = await buildApp(
    {
      config,
      database: first.database,
      // as main.ts links workers through the primary: a change here reaches the first app's copy
      settings: new SettingsStore(first.database, config.publicUrl, {
        announce: () => first.app.deps.settings.invalidate(),
      }),
    },
    { pages: false },
  );
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const totalOf = async (app: TestApp['app']) => {
  const response = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1' });
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-wp-total']);
};

describe('two apps in one process', () => {
  it('do not share the count cache: a total cached by one is not seen by the other', async () => {
    const before = await totalOf(first.app);
    expect(before).toBeGreaterThan(1);
    // A change the apps do not see happen (no write through either of them clears a cache).
    await first.database.query(
      `UPDATE posts SET status = 'draft'
        WHERE id = (SELECT id FROM posts WHERE type = 'post' AND status = 'publish' AND listed ORDER BY id LIMIT 1)`,
    );
    expect(await totalOf(second)).toBe(before - 1);
    // the first app still answers from its own cache
    expect(await totalOf(first.app)).toBe(before);
  });

  it('each keep their own dependencies object', () => {
    expect(second.deps).not.toBe(first.app.deps);
    expect(second.deps.counts).not.toBe(first.app.deps.counts);
  });

  it("act on the settings the other just saved: moderation words, and a save on top of the other's", async () => {
    const admin = await signedInHeaders(first.database, await createUser(first.database, 'administrator'));
    const member = await signedInHeaders(first.database, await createUser(first.database));
    const call = async (
      app: TestApp['app'],
      method: 'GET' | 'POST',
      url: string,
      headers = {},
      payload?: object,
    ) => {
      const response = await app.inject({
        method,
        url: `/wp-json/${url}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const [post] = await call(first.app, 'GET', 'wp/v2/posts?per_page=1&_fields=id');
    // a member whose comments are no longer held for being the first
    const firstComment = await call(second, 'POST', 'wp/v2/comments', member, {
      post: post.id,
      content: 'Hello there',
    });
    await call(first.app, 'POST', `wp/v2/comments/${firstComment.id}`, admin, { status: 'approved' });
    // both apps have the settings in their caches
    await call(first.app, 'GET', 'yka/v2/settings');
    await call(second, 'GET', 'yka/v2/settings');

    const word = `zorblax${Date.now() % 100_000}`;
    await call(first.app, 'POST', 'yka/v2/newsroom/site', admin, { moderation_words: [word] });
    const held = await call(second, 'POST', 'wp/v2/comments', member, {
      post: post.id,
      content: `This has the ${word} in it`,
    });
    expect(held.status).toBe('hold');

    // the second app's form shows the word, and its save keeps it
    expect((await call(second, 'GET', 'yka/v2/newsroom/site', admin)).moderation_words).toEqual([word]);
    await call(second, 'POST', 'yka/v2/newsroom/site', admin, { description: 'Saved through the other app' });
    const stored = await call(first.app, 'GET', 'yka/v2/newsroom/site', admin);
    expect(stored).toMatchObject({ moderation_words: [word], description: 'Saved through the other app' });

    // A change through one app is announced: the other's pages show it at once, not after the
    // seconds of its cache.
    const before = await call(first.app, 'GET', 'yka/v2/settings');
    await call(second, 'POST', 'yka/v2/newsroom/site', admin, { name: 'Awaaz Campus' });
    expect(before.name).not.toBe('Awaaz Campus');
    expect((await call(first.app, 'GET', 'yka/v2/settings')).name).toBe('Awaaz Campus');

    // Saves at the same moment through both apps: each read the settings before any of them
    // wrote, and every change is kept.
    await Promise.all([
      call(first.app, 'POST', 'yka/v2/newsroom/site', admin, { description: 'Every save kept' }),
      call(second, 'POST', 'yka/v2/newsroom/site', admin, { site_email: 'desk@awaaz.example' }),
      call(first.app, 'POST', 'yka/v2/newsroom/site', admin, { report_hide_threshold: 7 }),
    ]);
    expect(await call(second, 'GET', 'yka/v2/newsroom/site', admin)).toMatchObject({
      description: 'Every save kept',
      site_email: 'desk@awaaz.example',
      report_hide_threshold: 7,
      moderation_words: [word],
    });
  });
});
