import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, inspectDataDirLock, lockFile } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awaaz-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has run and exited (and been reaped). */
const deadPid = () =>
  Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));

describe('data directory lock', () => {
  it('admits one holder at a time, names it to the next, and is free again after release', () => {
    const first = acquireDataDirLock(dataDir, 'server');
    expect(inspectDataDirLock(dataDir)).toMatchObject({ alive: true, info: { pid: process.pid } });
    let refused: unknown;
    try {
      acquireDataDirLock(dataDir, 'npm run seed');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as DataDirBusyError).lock?.holder).toBe('server');
    expect((refused as Error).message).toMatch(/in use by the server \(pid \d+/);
    first.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const second = acquireDataDirLock(dataDir, 'npm run seed');
    expect(inspectDataDirLock(dataDir)?.info.holder).toBe('npm run seed');
    second.release();
    // no drafts or moved-aside files are left behind
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over the lock of a process that no longer runs', () => {
    const pid = deadPid();
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ pid, start: '1', holder: 'server', since: '2026-01-01T00:00:00Z', token: 'old' }),
    );
    expect(inspectDataDirLock(dataDir)).toMatchObject({ alive: false });
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(inspectDataDirLock(dataDir)?.info.token).toBe(lock.info.token);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    // our own pid with another start time: what a pid reused after a crash looks like
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ pid: process.pid, start: '0', holder: 'server', since: 'then', token: 'old' }),
    );
    const lock = acquireDataDirLock(dataDir, 'npm run make-admin');
    expect(inspectDataDirLock(dataDir)?.info.holder).toBe('npm run make-admin');
    lock.release();
  });

  it('leaves a fresh unreadable lock alone and clears an old one', () => {
    writeFileSync(lockFile(dataDir), '');
    expect(() => acquireDataDirLock(dataDir, 'server')).toThrow(/in use by another process/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dataDir), old, old);
    acquireDataDirLock(dataDir, 'server').release();
  });

  it('does not remove a lock another holder wrote after its own', () => {
    const lock = acquireDataDirLock(dataDir, 'server');
    // as if this holder had been taken for dead and its lock taken over
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ pid: process.pid, start: lock.info.start, holder: 'other', since: 'now', token: 'x' }),
    );
    lock.release();
    expect(inspectDataDirLock(dataDir)?.info.holder).toBe('other');
  });
});
