// Starts the production server (dist/server/main.js) on 127.0.0.1, a free port and a temporary
// DATA_DIR, for the bench and Lighthouse. `root` is the package folder holding dist/ (default: this
// repository); the build is made first when it is missing or older than the sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

const repo = join(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The files a build is made from beside src/ and public/: a change to any of them calls for a new one. */
const BUILD_INPUTS = [
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'tsconfig.json',
];

/** True when dist/ is missing or older than src/, public/ or a build input (BUILD_INPUTS). */
export function buildIsStale(root = repo) {
  const server = join(root, 'dist', 'server', 'main.js');
  const client = join(root, 'dist', 'client', 'index.html');
  if (!existsSync(server) || !existsSync(client)) return true;
  const built = Math.min(statSync(server).mtimeMs, statSync(client).mtimeMs);
  const sources = Math.max(
    newestMtime(join(root, 'src')),
    newestMtime(join(root, 'public')),
    ...BUILD_INPUTS.filter((file) => existsSync(join(root, file))).map(
      (file) => statSync(join(root, file)).mtimeMs,
    ),
  );
  return sources > built;
}

export async function ensureBuild(root = repo) {
  if (root !== repo || !buildIsStale(root)) return;
  console.info('building (dist/ is missing or older than the sources)…');
  const code = await run('npm', ['run', '--silent', 'build']);
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

/** `BENCH_START_TIMEOUT_S`: a busy machine may need longer than a minute to start the server. */
async function waitForHealth(url, child, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 60) * 1000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * `BENCH_CPU_PROF=<dir>`: a bench's process writes a V8 CPU profile there when it stops (what a
 * bench row spends its time on; NODE_OPTIONS refuses --cpu-prof). Node's flags for it, or none.
 */
export const cpuProfileFlags = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * Runs a bench seed script of this repository (`src/cli/bench-seed-*.ts`) over a data folder, as a
 * `prepare` of `startProductionServer` does before the server opens it; `extraEnv` adds its knobs.
 */
export function seedDataDir(script, dataDir, env, { extraEnv = {}, timeoutMs = 900_000 } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repo, script)], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, ...extraEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: timeoutMs,
  });
  if (result.status !== 0) throw new Error(`bench: ${script} failed (${result.signal ?? result.status})`);
}

/**
 * Starts the server; `stop()` sends SIGTERM (PGlite closes cleanly) and removes the data folder.
 * `prepare(dataDir)` runs before the server starts (e.g. to fill the database for a bench).
 */
export async function startProductionServer({ root = repo, env = {}, prepare } = {}) {
  // A caller that chose the port (the card bench's webhook address names it) is listened on there.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-prod-'));
  try {
    await prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(process.execPath, [...cpuProfileFlags(), join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid };
}

/** `--root <dir>` on the command line: use the build in that folder instead of this repository's. */
export function rootFromArgs(argv = process.argv) {
  const i = argv.indexOf('--root');
  return i > 0 && argv[i + 1] ? argv[i + 1] : repo;
}

/** Prints rows as an aligned text table (console.info only: the linter keeps console.table out). */
export function printTable(rows) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const cell = (v) => String(v ?? '');
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
  const line = (values) => values.map((v, i) => cell(v).padEnd(widths[i])).join('  ');
  console.info(line(keys));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.info(line(keys.map((k) => r[k])));
}

/**
 * CPU seconds the whole machine has been busy, all cores together (Linux /proc/stat's user, nice,
 * system, irq and softirq; not idle, not waiting for disk, not the hypervisor's steal); null elsewhere.
 */
export function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // In USER_HZ, 1/100 s on Linux.
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). Throughput per CPU second shows
 * what one core serves, whatever else the machine is running at the time.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
