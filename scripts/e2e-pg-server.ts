/**
 * The server of the browser stories on PostgreSQL (playwright.config.ts): makes the database
 * of DATABASE_URL again, empty, so that the server loads the demo content into it, runs the
 * server, and drops the database when the server has stopped, so a run leaves nothing on the
 * PostgreSQL server. Playwright stops it with SIGTERM to the process group (its
 * `gracefulShutdown`): the server gets the signal too and closes its connections, and this
 * process waits for that before dropping.
 */
import { spawn } from 'node:child_process';
import { dropDatabase, freshDatabase } from './fresh-database.ts';

const target = new URL(process.env.DATABASE_URL || 'postgres:');
const name = decodeURIComponent(target.pathname.slice(1));
if (!name || name === 'postgres') {
  console.error('usage: DATABASE_URL=postgres://…/name_of_a_scratch_database node scripts/e2e-pg-server.ts');
  process.exit(2);
}
const admin = new URL(target);
admin.pathname = '/postgres';
await freshDatabase(admin.toString(), name);

const server = spawn(process.execPath, ['server/main.ts'], { stdio: 'inherit' });
// the group's signal reaches the server by itself; this process only waits for it to stop
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined);
server.once('exit', (code, signal) => {
  void drop().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});

async function drop() {
  try {
    await dropDatabase(admin.toString(), name);
  } catch (error) {
    console.error(`could not drop the stories' database ${name}:`, error);
  }
}
