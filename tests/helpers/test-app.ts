import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { SettingsStore } from '#server/domain/settings.ts';
import { seedDemo } from '#server/seed/demo-seed.ts';
import type { PageRenderer } from '#server/ssr/page-routes.ts';
import { adminQuery, adminUrlOf, databaseUrlOn } from './admin-query.ts';
import { type DatabaseTemplate, TEMPLATE_PUBLIC_URL } from './database-templates.ts';

/**
 * Pages render from the production build, which `npm test` makes before the API tests; a test
 * of pages calls this first, so that without the build it fails and says why rather than skip.
 */
export function requireBuild(...files: string[]) {
  const missing = files.filter((file) => !existsSync(path.resolve(file)));
  if (missing.length) throw new Error(`no production build (${missing.join(', ')}): run npm run build first`);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** the test's own PostgreSQL database (TEST_DRIVER=pg), to reach it from a second connection */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A migrated database with the demo content and the API on top: PGlite in memory, or, when
 * TEST_DRIVER=pg, a fresh PostgreSQL database made for this file and dropped afterwards.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    pages?: boolean;
    /** renders pages instead of the built bundle (implies pages) */
    renderPage?: PageRenderer;
    /** overrides of the test configuration, e.g. `smtpUrl` of a test mailbox or small limits */
    config?: Partial<Config>;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awaaz-test-'));
  const seed = options.seed !== false;
  const publicUrl = options.config?.publicUrl ?? TEMPLATE_PUBLIC_URL;
  // A copy of the run's template (tests/helpers/database-templates.ts), unless the seed would
  // write another address into the settings.
  const template: DatabaseTemplate | undefined =
    seed && publicUrl !== TEMPLATE_PUBLIC_URL
      ? undefined
      : inject('databaseTemplates')?.[seed ? 'seeded' : 'migrated'];
  if (template && seed)
    cpSync(path.join(template.dataDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DRIVER === 'pg') {
    const adminUrl = adminUrlOf();
    const name = `awaaz_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(
      adminUrl,
      `CREATE DATABASE ${name}${template?.database ? ` TEMPLATE ${template.database}` : ''}`,
    );
    databaseUrl = databaseUrlOn(adminUrl, name);
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEMPLATE_PUBLIC_URL, DATA_DIR: dataDir }),
    databaseUrl,
    microCacheMs: 0,
    countCacheMs: 0,
    ...options.config,
  };
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? dataDir : 'memory://',
    ...(template?.tarball && !databaseUrl ? { loadDataDir: new Blob([readFileSync(template.tarball)]) } : {}),
  });
  if (seed && !template) await seedDemo(database, { dataDir, publicUrl: config.publicUrl });
  const settings = new SettingsStore(database, config.publicUrl);
  const app = await buildApp(
    { config, database, settings },
    {
      pages: options.pages ?? options.renderPage !== undefined,
      renderPage: options.renderPage,
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    },
  );
  await app.ready();
  return {
    app,
    database,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
