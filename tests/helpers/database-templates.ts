import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/seed/demo-seed.ts';
import { adminQuery, adminUrlOf, databaseUrlOn } from './admin-query.ts';

/**
 * A migrated database, and one with the demo content, made once per run of an API project;
 * each test file starts from a copy (tests/helpers/test-app.ts). Seeding renders the demo
 * cover art, about 8 s a file on this machine's kind and three times that on a slow host,
 * where it took most of the suite's time (docs/decisions/006-test-layout.md).
 */
export interface DatabaseTemplate {
  /** PGlite: its `dumpDataDir` tarball */
  tarball?: string;
  /** PostgreSQL: the database to copy with CREATE DATABASE … TEMPLATE */
  database?: string;
  /** the data directory the seed wrote its uploads to */
  dataDir: string;
}

export interface DatabaseTemplates {
  migrated: DatabaseTemplate;
  seeded: DatabaseTemplate;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The demo settings name the site's address, so a copy serves a test with this address only. */
export const TEMPLATE_PUBLIC_URL = 'http://localhost:3000';

export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DRIVER === 'pg' ? 'pg' : 'pglite';
  const root = mkdtempSync(path.join(tmpdir(), 'awaaz-templates-'));
  const made: string[] = [];
  const adminUrl = adminUrlOf();

  async function make(kind: keyof DatabaseTemplates): Promise<DatabaseTemplate> {
    const dataDir = path.join(root, kind);
    if (driver === 'pg') {
      const database = `awaaz_template_${process.pid}_${kind}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
      made.push(database);
      const opened = await openDatabase({ databaseUrl: databaseUrlOn(adminUrl, database), dataDir });
      try {
        if (kind === 'seeded') await seedDemo(opened, { dataDir, publicUrl: TEMPLATE_PUBLIC_URL });
      } finally {
        await opened.close();
      }
      return { database, dataDir };
    }
    const opened = await openDatabase({ dataDir });
    try {
      if (kind === 'seeded') await seedDemo(opened, { dataDir, publicUrl: TEMPLATE_PUBLIC_URL });
    } finally {
      await opened.close();
    }
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const tarball = path.join(root, `${kind}.tar`);
    try {
      writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await client.close();
    }
    return { tarball, dataDir };
  }

  try {
    project.provide('databaseTemplates', { migrated: await make('migrated'), seeded: await make('seeded') });
  } catch (error) {
    await teardown();
    throw error;
  }

  async function teardown() {
    for (const database of made)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(root, { recursive: true, force: true });
  }
  return teardown;
}
