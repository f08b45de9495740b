/**
 * Issue 14's workers within PostgreSQL's connection limit (decisions 011, *Connections within
 * PostgreSQL's limit*): the real server (`server/main.ts`, three workers) on a database whose
 * account may open 21 connections. Three workers with the default pool of 10 and the
 * primary's would open 40 under a burst, and every request past the 21st connection would
 * answer 503 (SQLSTATE 53300); cut to fit, every request of the burst is answered.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { allowedConnections } from '#server/db/connection-budget.ts';

const LIMIT = 21;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `awaaz_budget_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'awaaz-budget-'));
let databaseUrl = '';
let server: ChildProcess | undefined;
let output = '';
let port = 0;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as { port: number };
      probe.close(() => resolve(found));
    });
  });
}

beforeAll(async () => {
  // an ordinary role (a superuser is held to no database or role limit) that owns its database
  await admin(async (client) => {
    await client.query(`CREATE ROLE ${name} LOGIN CONNECTION LIMIT ${LIMIT}`);
    await client.query(`CREATE DATABASE ${name} OWNER ${name}`);
  });
  const url = new URL(adminUrl);
  url.username = name;
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  port = await freePort();
  server = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: '3',
      // workers need real mail (the dev outbox is one process's memory); nothing is sent here
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // the first start migrates and loads the demo content; then every worker must listen
  const deadline = Date.now() + 150_000;
  while ((output.match(/Server listening at http:\/\/127\.0\.0\.1/g) ?? []).length < 3) {
    if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start its workers:\n${output}`);
    await sleep(250);
  }
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`DROP ROLE IF EXISTS ${name}`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('workers within the connections PostgreSQL allows', () => {
  it("reads the account's limit: the role's CONNECTION LIMIT, below max_connections", async () => {
    const database = await openDatabase({ databaseUrl, dataDir, poolMax: 1 });
    try {
      expect(await allowedConnections(database)).toBe(LIMIT);
    } finally {
      await database.close();
    }
  });

  it("cuts each worker's default pool to fit, and answers a burst bigger than the limit without a 503", async () => {
    expect(output).toMatch(/"poolPerWorker":2\b/);
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 90 }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/wp-json/wp/v2/posts?per_page=10&page=${1 + (i % 3)}`).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
          ),
        ),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }
    const open = await admin(async (client) => {
      const { rows } = await client.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM pg_stat_activity WHERE usename = $1',
        [name],
      );
      return rows[0]?.open;
    });
    expect(open).toBeLessThanOrEqual(LIMIT);
  });
});
