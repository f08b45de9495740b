import { defineConfig } from 'vitest/config';

/**
 * Where tests live (docs/decisions/006-test-layout.md):
 * - unit tests beside the code they test (`*.test.ts`, `*.test.tsx` in common/, web/, server/,
 *   scripts/), and the checks of the whole tree in `tests/unit/`;
 * - API tests, which build the whole app on a migrated, seeded database, in `tests/api/`:
 *   PGlite always, and PostgreSQL too when DATABASE_URL is set (each file creates and drops
 *   its own database there);
 * - browser stories in `tests/e2e/` (Playwright, playwright.config.ts).
 *
 * Files run in a random order (the tests inside a file in their order); the run prints `Running tests with seed
 * "N"`, and `npx vitest run --project unit --sequence.seed=N` runs that order again.
 */
const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    // a file about one driver says so in its name: `*.pg.test.ts`, `*.pglite.test.ts`
    exclude: [
      '**/node_modules/**',
      driver === 'pg' ? 'tests/api/**/*.pglite.test.ts' : 'tests/api/**/*.pg.test.ts',
    ],
    env: { TEST_DRIVER: driver, NODE_ENV: 'test' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['tests/helpers/database-templates.ts'],
  },
});

export default defineConfig({
  test: {
    // Files in a random order (each must stand alone); tests inside a file keep their order,
    // since some files walk one story step by step (docs/decisions/006-test-layout.md).
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
});
