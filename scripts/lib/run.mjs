import { spawn } from 'node:child_process';

/** Runs a command with the terminal's output; resolves with its exit code (1 when killed by a signal). */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A local binary from node_modules/.bin, without npx's own start-up and warnings. */
export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
