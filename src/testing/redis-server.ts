import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';

export const hasRedisServer = () =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export type PrivateRedis = { port: number; url: string; stop(): Promise<void> };

/**
 * A redis-server of the test's own on `port` (nothing saved to disk), so that a test can take Redis
 * away and bring it back without touching the shared one. Run under `timeout`: it ends by itself
 * after `lifetimeS` even if the test process dies first. Null when redis-server is not installed.
 */
export async function startRedisServer(port: number, lifetimeS = 120): Promise<PrivateRedis | null> {
  if (!hasRedisServer()) return null;
  const child: ChildProcess = spawn(
    'timeout',
    [
      '-s',
      'KILL',
      String(lifetimeS),
      'redis-server',
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start on ${port}:\n${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited at start on ${port}:\n${output}`));
    });
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // `timeout` passes it on to redis-server
      await exited;
    },
  };
}
