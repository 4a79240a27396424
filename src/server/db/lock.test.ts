import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './lock';

let dir = '';
let child: ChildProcess | undefined;
const lockFile = () => join(dir, 'server.lock');

/** Another live process holding the lock: a child that sleeps, with its pid in server.lock. */
function lockByAnotherProcess() {
  child = spawn('sleep', ['60'], { stdio: 'ignore' });
  writeFileSync(lockFile(), String(child.pid));
  return child;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  child = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes this process id and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
    release(); // twice is harmless
  });

  it('creates a missing data directory', () => {
    const nested = join(dir, 'a', 'b');
    acquireDataDirLock(nested)();
    expect(existsSync(nested)).toBe(true);
  });

  it('refuses while another live process holds the lock, naming that pid', () => {
    const holder = lockByAnotherProcess();
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${holder.pid}`));
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));
  });

  it('takes over a stale lock whose process is gone', async () => {
    const holder = lockByAnotherProcess();
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file with garbage in it', () => {
    writeFileSync(lockFile(), 'not a pid');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('openDatabase on a locked DATA_DIR', () => {
  it('stops with DataDirLockedError before opening the files', async () => {
    lockByAnotherProcess();
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(join(dir, 'pgdata'))).toBe(false);
  });
});
