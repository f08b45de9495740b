/**
 * The server's control socket: while the server holds an embedded data directory, the
 * commands that would open it (`npm run make-admin`) ask the server instead, over a Unix
 * domain socket in that directory. Only the same OS user can connect (mode 0600), nothing
 * listens on the network, and only the operations below are accepted: `make-admin`, and
 * `backup-database`, which writes a copy of the data directory to a new file named by the
 * caller (`npm run backup`; the caller is the same OS user, who could read the directory).
 */
import { chmodSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from './db/client.ts';
import { makeAdmin } from './domain/auth/accounts.ts';
import { dumpPgliteDataDir } from './ops/backup.ts';

/** One JSON line each way per connection. */
export type ControlRequest = { op: 'make-admin'; email: string } | { op: 'backup-database'; file: string };
export type ControlReply = { ok: true; result: unknown } | { ok: false; error: string };

const operations: Record<ControlRequest['op'], (database: Database, request: ControlRequest) => unknown> = {
  'make-admin': (database, request) => makeAdmin(database, String((request as { email?: unknown }).email)),
  'backup-database': (database, request) =>
    dumpPgliteDataDir(database, String((request as { file?: unknown }).file)),
};

const MAX_REQUEST_BYTES = 4096;
const IDLE_TIMEOUT_MS = 10_000;
// sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included
const MAX_SOCKET_PATH = 103;

export const controlSocketFile = (dataDir: string) => path.join(dataDir, 'server.sock');

/**
 * The path to bind or connect to: the absolute one, or the one relative to the working
 * directory when only that fits in a socket address; null when neither fits.
 */
export function controlSocketAddress(dataDir: string): string | null {
  const absolute = controlSocketFile(dataDir);
  const relative = path.relative(process.cwd(), absolute);
  const shortest = relative.length < absolute.length ? relative : absolute;
  if (Buffer.byteLength(shortest) > MAX_SOCKET_PATH) return null;
  return shortest === absolute || shortest.startsWith('.') ? shortest : `./${shortest}`;
}

/**
 * Listens on the control socket; the caller holds the data directory's lock, so a socket
 * file already there is a killed server's and is replaced. Null when the path is too long
 * for a socket address (the CLIs then ask for the server to be stopped).
 */
export async function listenControlSocket(
  dataDir: string,
  database: Database,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> } | null> {
  const address = controlSocketAddress(dataDir);
  if (!address) return null;
  removeQuietly(address);
  const server = net.createServer((socket) => serve(socket, database, onError));
  // bind with 0600 from the start rather than chmod a socket others could already reach
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(address, 0o600);
  server.on('error', onError);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        removeQuietly(address);
      }),
  };
}

function serve(socket: net.Socket, database: Database, onError: (error: unknown) => void) {
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  let buffered = '';
  let answered = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    if (answered) return;
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0) {
      if (buffered.length > MAX_REQUEST_BYTES) {
        answered = true;
        reply(socket, { ok: false, error: 'request too long' });
      }
      return;
    }
    answered = true;
    void answer(buffered.slice(0, end), database).then(
      (result) => reply(socket, result),
      (error: unknown) => {
        onError(error);
        reply(socket, { ok: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}

async function answer(line: string, database: Database): Promise<ControlReply> {
  let request: ControlRequest;
  try {
    request = JSON.parse(line) as ControlRequest;
  } catch {
    return { ok: false, error: 'not a JSON request' };
  }
  const operation = Object.hasOwn(operations, request?.op) ? operations[request.op] : undefined;
  if (!operation) return { ok: false, error: `unknown operation: ${String(request?.op)}` };
  return { ok: true, result: await operation(database, request) };
}

function reply(socket: net.Socket, body: ControlReply) {
  socket.end(`${JSON.stringify(body)}\n`);
}

/**
 * Sends one request to the server running on `dataDir`. Fails with the connection's error
 * (ENOENT, ECONNREFUSED) while the server is not listening yet, and with the server's
 * message when the operation itself fails.
 */
export function callControlSocket(dataDir: string, request: ControlRequest, timeoutMs = 60_000) {
  const address = controlSocketAddress(dataDir);
  if (!address)
    return Promise.reject(new Error(`the socket path is too long: ${controlSocketFile(dataDir)}`));
  return new Promise<unknown>((resolve, reject) => {
    const socket = net.connect(address);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      let body: ControlReply;
      try {
        body = JSON.parse(received) as ControlReply;
      } catch {
        reject(new Error('the server gave no answer'));
        return;
      }
      if (body.ok) resolve(body.result);
      else reject(new ControlOperationError(body.error));
    });
  });
}

/** The server understood the request and the operation failed (e.g. a bad address). */
export class ControlOperationError extends Error {
  override name = 'ControlOperationError';
}

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
