/**
 * The server of the browser stories (playwright.config.ts), run so that a run leaves nothing
 * behind: it empties the server's DATA_DIR and, with a DATABASE_URL, makes that database again,
 * empty, so the server loads the demo content into it; it runs the server; when the server has
 * stopped it removes the data directory and drops the database. Playwright stops it with
 * SIGTERM to the process group (its `gracefulShutdown`): the server gets the signal too and
 * closes its database, and this process waits for that before removing anything.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dropDatabase, freshDatabase } from './fresh-database.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error(
    'usage: DATA_DIR=/tmp/a_scratch_directory [DATABASE_URL=postgres://…/a_scratch_database] node scripts/e2e-server.ts',
  );
  process.exit(2);
}
const database = scratchDatabase(process.env.DATABASE_URL);
rmSync(dataDir, { recursive: true, force: true });
if (database) await freshDatabase(database.admin, database.name);

const server = spawn(process.execPath, ['server/main.ts'], { stdio: 'inherit' });
// the group's signal reaches the server by itself; this process only waits for it to stop
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined);
server.once('exit', (code, signal) => {
  void cleanUp().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});

/** The database of DATABASE_URL and the server's own `postgres` database to remake it from. */
function scratchDatabase(url: string | undefined) {
  if (!url) return null;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') {
    console.error('DATABASE_URL must name a scratch database, which this script drops');
    process.exit(2);
  }
  const admin = new URL(target);
  admin.pathname = '/postgres';
  return { admin: admin.toString(), name };
}

async function cleanUp() {
  rmSync(dataDir as string, { recursive: true, force: true });
  if (!database) return;
  try {
    await dropDatabase(database.admin, database.name);
  } catch (error) {
    console.error(`could not drop the stories' database ${database.name}:`, error);
  }
}
