import { spawn } from 'node:child_process';

/**
 * Runs an operator command (`src/cli/*.ts`) as npm does, in a child process through tsx, with quiet
 * logs and no DATABASE_URL (so on the embedded database of `env.DATA_DIR`); answers its exit code and
 * all it printed. A command still running after 60 s is stopped.
 */
export function runCli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}
