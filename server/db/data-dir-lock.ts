/**
 * The exclusive lock on an embedded (PGlite) data directory. PGlite is one process's
 * PostgreSQL: a second process opening the same files does not see the first one's
 * changes and can leave the directory corrupt (the server later dies with `Aborted()`).
 * So whoever opens `DATA_DIR/pglite` first writes `DATA_DIR/pglite.lock` (its pid and
 * process start time) and every other opener is refused until it closes, or dies: a lock
 * whose process no longer runs is taken over.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  /**
   * The process's start time (clock ticks since boot, from /proc) where the system tells it,
   * so a pid reused by an unrelated process after a crash does not keep the lock held.
   */
  start: string | null;
  /** who holds it, for the message another opener gets: `server`, `npm run seed`, … */
  holder: string;
  since: string;
  /** tells this holder's file from a later one with the same pid */
  token: string;
}

export interface DataDirLock {
  info: LockInfo;
  release(): void;
}

/** The holder name the server writes; the CLIs talk to a holder of this name over its socket. */
export const SERVER_HOLDER = 'server';

export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

export class DataDirBusyError extends Error {
  readonly dataDir: string;
  /** null when the lock file could not be read (its writer may still be writing it) */
  readonly lock: LockInfo | null;
  constructor(dataDir: string, lock: LockInfo | null) {
    super(`the data directory ${dataDir} is in use by ${lock ? describeHolder(lock) : 'another process'}`);
    this.name = 'DataDirBusyError';
    this.dataDir = dataDir;
    this.lock = lock;
  }
}

export function describeHolder(lock: LockInfo): string {
  const who = lock.holder === SERVER_HOLDER ? 'the server' : lock.holder;
  return `${who} (pid ${lock.pid}, since ${lock.since})`;
}

/** A lock file that cannot be parsed is left alone this long: its writer may still be running. */
const UNREADABLE_GRACE_MS = 10_000;

/**
 * Takes the lock or throws DataDirBusyError naming the live holder. The file appears
 * complete or not at all (written aside, then hard-linked into place: `link` fails when the
 * name exists, like `open` with `wx`), so a reader never mistakes a half-written lock for
 * a broken one.
 */
export function acquireDataDirLock(dataDir: string, holder: string): DataDirLock {
  const file = lockFile(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    start: processStart(process.pid)?.start ?? null,
    holder,
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  const text = `${JSON.stringify(info)}\n`;
  const draft = `${file}.${process.pid}.${info.token}`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // a few rounds: each one either takes the lock, finds a live holder, or clears a dead one
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(draft, file);
        return holdLock(file, text, info);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const current = readLock(file);
      if (current === 'missing') continue;
      if (current === 'unreadable') {
        if (ageMs(file) < UNREADABLE_GRACE_MS) throw new DataDirBusyError(dataDir, null);
      } else if (isAlive(current.info)) {
        throw new DataDirBusyError(dataDir, current.info);
      }
      clearStale(file, current === 'unreadable' ? null : current.text);
    }
    throw new DataDirBusyError(dataDir, null);
  } finally {
    unlinkQuietly(draft);
  }
}

/** The current lock and whether its holder still runs, or null when nobody holds it. */
export function inspectDataDirLock(dataDir: string): { info: LockInfo; alive: boolean } | null {
  const current = readLock(lockFile(dataDir));
  if (current === 'missing' || current === 'unreadable') return null;
  return { info: current.info, alive: isAlive(current.info) };
}

function holdLock(file: string, text: string, info: LockInfo): DataDirLock {
  let held = true;
  // process.exit() without close (a forced shutdown) must not leave the lock for the next
  // start to judge: a dead pid would be taken over anyway, but a clean directory is clearer.
  const onExit = () => release();
  function release() {
    if (!held) return;
    held = false;
    process.off('exit', onExit);
    const current = readLock(file);
    // only our own file: never one a later holder wrote
    if (typeof current === 'object' && current.text === text) unlinkQuietly(file);
  }
  process.on('exit', onExit);
  return { info, release };
}

function readLock(file: string): 'missing' | 'unreadable' | { text: string; info: LockInfo } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const info = JSON.parse(text) as LockInfo;
    if (Number.isInteger(info.pid) && info.pid > 0 && typeof info.holder === 'string') return { text, info };
  } catch {}
  return 'unreadable';
}

/**
 * Removes a dead holder's lock. Two openers may both judge the same file stale; the file is
 * moved aside first and checked again, so the slower one puts back a lock the faster one
 * has just written instead of deleting it.
 */
function clearStale(file: string, staleText: string | null) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readLock(aside);
  const wasStale =
    staleText === null ? moved === 'unreadable' : typeof moved === 'object' && moved.text === staleText;
  if (!wasStale) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  unlinkQuietly(aside);
}

export function isAlive(info: LockInfo): boolean {
  if (info.pid === process.pid) return info.start === (processStart(process.pid)?.start ?? null);
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if (errorCode(error) === 'ESRCH') return false;
  }
  const now = processStart(info.pid);
  if (!now) return true; // no /proc here: the pid is all there is to go on
  // a zombie (killed, not yet reaped by its parent) still answers kill(0) but holds nothing
  if (now.state === 'Z' || now.state === 'X') return false;
  return info.start === null || now.start === info.start;
}

/** State and start time of a process from /proc (Linux); null elsewhere or when it is gone. */
function processStart(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses; fields after it are plain
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const start = fields[19];
    return state && start ? { state, start } : null;
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}
