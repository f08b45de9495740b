/**
 * `npm run make-admin -- someone@example.com`: makes the account of that address an
 * administrator, creating it as a first sign-in would when it does not exist yet. Uses the
 * same database as the server: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR, which
 * only one process may open: while the server runs on it, the server does the change, asked
 * over its control socket (server/control-socket.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '#server/config.ts';
import { ControlOperationError, callControlSocket, controlSocketAddress } from '#server/control-socket.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirBusyError, SERVER_HOLDER } from '#server/db/data-dir-lock.ts';
import { makeAdmin, normaliseEmail } from '#server/domain/auth/accounts.ts';

/** How long to wait for a server still starting (migrations, the first start's demo seed). */
const STARTING_SERVER_WAIT_MS = 120_000;

const address = process.argv[2] ?? '';
if (!normaliseEmail(address)) {
  console.error(
    `make-admin: ${address ? `"${address}" is not an e-mail address` : 'no e-mail address given'}`,
  );
  console.error('usage: npm run make-admin -- someone@example.com');
  process.exit(1);
}
const config = loadConfig();

type Outcome = Awaited<ReturnType<typeof makeAdmin>> & { where: string };

async function directly(): Promise<Outcome> {
  const database = await openDatabase({ ...config, holder: 'npm run make-admin' });
  try {
    const result = await makeAdmin(database, address);
    return { ...result, where: database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}` };
  } finally {
    await database.close();
  }
}

async function run(): Promise<Outcome> {
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  let toldWaiting = false;
  for (;;) {
    let busy: DataDirBusyError;
    try {
      return await directly();
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      busy = error;
    }
    if (busy.lock?.holder !== SERVER_HOLDER)
      fail(`${busy.message}; wait until it has finished, then try again`);
    if (!controlSocketAddress(config.dataDir))
      fail(`${busy.message} and its DATA_DIR path is too long for its control socket; stop the server first`);
    try {
      const result = (await callControlSocket(config.dataDir, {
        op: 'make-admin',
        email: address,
      })) as Awaited<ReturnType<typeof makeAdmin>>;
      return { ...result, where: `PGlite in ${config.dataDir}, through the server, pid ${busy.lock.pid}` };
    } catch (error) {
      if (error instanceof ControlOperationError) fail(error.message);
      const code = (error as NodeJS.ErrnoException).code;
      // the server holds the directory but does not listen yet (still starting) or any more
      if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || Date.now() > deadline) throw error;
      if (!toldWaiting) console.log('make-admin: the server is starting; waiting for it to be ready');
      toldWaiting = true;
      await sleep(500);
    }
  }
}

function fail(message: string): never {
  console.error(`make-admin: ${message}`);
  process.exit(1);
}

const result = await run();
if (result.created)
  console.log(`Created user #${result.id} (${result.slug}) as administrator (${result.where}).`);
else if (result.wasRole === 'administrator')
  console.log(`User #${result.id} (${result.slug}) is already an administrator (${result.where}).`);
else
  console.log(
    `User #${result.id} (${result.slug}) is now an administrator, was ${result.wasRole} (${result.where}).`,
  );
