import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (*.test.ts); API tests (server/**\/*.api.test.ts) run
 * against a migrated, seeded database: PGlite always, and PostgreSQL too when DATABASE_URL
 * is set (each file creates and drops its own database there).
 */
const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name,
    include: ['server/**/*.api.test.ts', 'tests/api/**/*.test.ts'],
    env: { TEST_DRIVER: driver, NODE_ENV: 'test' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
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
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
});
