import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '@/testing/ports';

/**
 * The real process entry, run the way `npm run dev`'s API runs it (tsx). `node --import tsx` keeps
 * it one process, so the signal we send reaches the server itself.
 */
const root = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { child: ChildProcess; stdout: () => string; stderr: () => string; exit: Promise<number | null> };

function start(env: Record<string, string>): Run {
  // A clean environment: nothing of the test runner's (NODE_ENV, DATABASE_URL, …) leaks in.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Its log lines are read as JSON (the port it listens on, "stopped").
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    err += d;
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Resolves with the first value `check` returns before `ms`, else rejects with `what`. */
async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('src/main.ts', () => {
  it('exits with code 1 and a message naming PORT when PORT is bad', async () => {
    const run = start({ PORT: 'abc' });
    const timer = setTimeout(() => run.child.kill('SIGKILL'), 20_000);
    const code = await run.exit;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(run.stderr()).toMatch(/PORT: expected an integer between 0 and 65535, got "abc"/);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 30_000);

  it('exits with code 1 and one line naming DATABASE_URL, where and why, without the password', async () => {
    const port = await closedPort();
    const run = start({ PORT: '0', DATABASE_URL: `postgres://shop:s3cretPass@127.0.0.1:${port}/shop` });
    const timer = setTimeout(() => run.child.kill('SIGKILL'), 30_000);
    const code = await run.exit;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(run.stderr().trim().split('\n')).toEqual([
      `DATABASE_URL: could not connect to PostgreSQL at 127.0.0.1:${port} (database "shop", user "shop"): ECONNREFUSED`,
    ]);
    expect(run.stdout() + run.stderr()).not.toContain('s3cretPass');
  }, 40_000);

  it('serves /api/health, then stops cleanly on SIGTERM and releases the DATA_DIR lock', async () => {
    const run = start({ PORT: '0', LOG_LEVEL: 'info' });
    try {
      // PORT=0 lets the system pick a free port; the "listening" log line says which.
      const port = await waitFor('the listening line', 45_000, async () => {
        if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.stderr()}`);
        const line = run
          .stdout()
          .split('\n')
          .find((l) => l.includes('"msg":"listening'));
        return line ? (JSON.parse(line).port as number) : undefined;
      }).catch((error) => {
        throw new Error(`${error.message}\nstdout:\n${run.stdout()}\nstderr:\n${run.stderr()}`);
      });
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      // Over a real socket: Content-Length is the client's own, not one a test wrote.
      const big = await fetch(`http://127.0.0.1:${port}/api/settings`, {
        method: 'POST',
        body: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(big.status).toBe(413);

      // A second process on the same DATA_DIR must not open the files (DESIGN §5).
      const second = start({ PORT: '0' });
      expect(await second.exit).toBe(1);
      expect(second.stderr()).toMatch(/open in another process \(pid \d+\)/);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      run.child.kill('SIGTERM');
      const code = await Promise.race([run.exit, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
      expect(code).toBe(0);
      expect(run.stdout()).toContain('"msg":"stopped"');
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        run.child.kill('SIGKILL');
        await run.exit;
      }
    }
  }, 90_000);
});
