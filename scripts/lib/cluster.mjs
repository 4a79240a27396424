// Several production instances of the shop behind HAProxy on this machine (issue 23, decision
// 054): a fresh PostgreSQL database, a Redis database index of its own, an S3-compatible store
// (s3rver), a local WhatsApp provider that records what it is asked to send, N instances of
// dist/server/main.js and HAProxy round robin in front — all on 127.0.0.1. Used by the cluster
// test (scripts/cluster.test.mjs) and the bench's cluster mode.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import S3rver from 's3rver';

const repo = join(import.meta.dirname, '..', '..');

export const STAFF = {
  email: 'cluster.admin@example.com',
  password: 'cluster-admin-2026',
  name: 'Ana Cluster',
};
export const ADMIN_PHONE = '+5511999990001';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createNetServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function waitFor(what, url, { timeoutMs = 90_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Whether a program is on the PATH (or in /usr/sbin, where Debian puts haproxy). */
export function haproxyPath() {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** The local WhatsApp provider (SPEC §7.3's create-message call): accepts everything, records each request. */
async function startProvider() {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const id = `cluster-${received.length + 1}`;
      received.push({ id, to: form.get('to') ?? '', message: form.get('message') ?? '' });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'Mensagem criada', messageId: id }));
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/create-message`,
    received,
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * A Redis database index with nothing in it (1–15, in random order) on `server`, or null;
 * `release()` flushes it and disconnects.
 */
export async function emptyRedisIndex(server) {
  for (const index of Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5)) {
    const redis = new Redis(`${server}/${index}`, { maxRetriesPerRequest: 1 });
    try {
      if ((await redis.dbsize()) === 0) {
        return {
          index,
          url: `${server}/${index}`,
          release: async () => {
            await redis.flushdb().catch(() => {});
            redis.disconnect();
          },
        };
      }
    } catch {
      // try the next
    }
    redis.disconnect();
  }
  return null;
}

/**
 * A redis-server of the caller's own on a free port (nothing saved to disk), which a test may stop
 * and start again (Redis lost, Redis back) without touching the machine's shared Redis. Run under
 * `timeout`, so it ends by itself after `lifetimeS` even if the caller is killed. Null when
 * redis-server is not installed. `start()` after `stop()` brings it back, empty, on the same port.
 */
export async function privateRedis(lifetimeS = 240) {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawn(
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
    let output = '';
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start on ${port}: ${output}`)),
        10_000,
      );
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited at start on ${port}: ${output}`));
      });
    });
  };
  const stop = () =>
    new Promise((done) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM'); // `timeout` passes it on to redis-server
    });
  await start();
  return { port, url: `redis://127.0.0.1:${port}/0`, start, stop };
}

function haproxyConfig(port, instances) {
  return `global
  maxconn 1024
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option forwardfor
  option redispatch
  retries 2
frontend shop
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header X-Instance %[srv_name]
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 500ms fall 2 rise 2`).join('\n')}
`;
}

/** Runs one of the CLIs (src/cli) on the cluster's database. */
function cli(script, args, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  if (result.status !== 0)
    throw new Error(`${script} failed (${result.status}): ${result.stderr?.toString() ?? ''}`);
}

/**
 * Starts everything. `databaseUrl` and `redisUrl` name an existing empty database and Redis index
 * (the caller made them and drops them); `env` is added to every instance's environment.
 */
export async function startCluster({ databaseUrl, redisUrl, instances: count = 2, env = {}, logDir }) {
  const logs = logDir ?? mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  mkdirSync(logs, { recursive: true });
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const provider = await startProvider();
    stops.push(provider.close);
    const s3dir = mkdtempSync(join(tmpdir(), 'shop-cluster-s3-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'shop-pictures' }],
    });
    const { port: s3port } = await s3.run();
    stops.push(async () => {
      await s3.close();
      rmSync(s3dir, { recursive: true, force: true });
    });
    const balancerPort = await freePort();
    const url = `http://127.0.0.1:${balancerPort}`;
    // Each instance has a DATA_DIR of its own, as on separate machines: nothing is shared through it.
    const dataRoot = mkdtempSync(join(tmpdir(), 'shop-cluster-data-'));
    stops.push(async () => rmSync(dataRoot, { recursive: true, force: true }));
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataRoot, 'cli'),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: url,
      // One secret for every instance: a session made by one is read by the others.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WHATSAPP_API_URL: provider.url,
      WHATSAPP_APP_KEY: 'cluster-app',
      WHATSAPP_AUTH_KEY: 'cluster-auth',
      ADMIN_NOTIFY_PHONE: ADMIN_PHONE,
      S3_BUCKET: 'shop-pictures',
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...env,
    };
    if (!redisUrl) delete shared.REDIS_URL;

    const instances = [];
    const startInstance = async (name) => {
      const port = await freePort();
      const log = createWriteStream(join(logs, `${name}.log`));
      const child = spawn(process.execPath, [join(repo, 'dist', 'server', 'main.js')], {
        cwd: repo,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...shared, PORT: String(port), DATA_DIR: join(dataRoot, name) },
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      const instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        child,
        /** SIGKILL: no graceful stop, no lease released — a crashed machine. */
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      };
      stops.push(
        () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      );
      await waitFor(`instance ${name}`, `${instance.url}/api/health`, { child });
      instances.push(instance);
      return instance;
    };
    // The first instance migrates and seeds; the others then find nothing to do (migrations run once).
    const names = Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
    await startInstance(names[0]);
    await Promise.all([
      // The staff account, made the way an operator makes it.
      Promise.resolve().then(() =>
        cli(
          'src/cli/user-create.ts',
          ['--email', STAFF.email, '--password', STAFF.password, '--role', 'admin', '--name', STAFF.name],
          shared,
        ),
      ),
      ...names.slice(1).map((name) => startInstance(name)),
    ]);
    instances.sort((x, y) => x.name.localeCompare(y.name));

    const haproxy = haproxyPath();
    if (!haproxy) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
    const config = join(logs, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(balancerPort, instances));
    const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    const balancerLog = createWriteStream(join(logs, 'haproxy.log'));
    balancer.stdout.pipe(balancerLog);
    balancer.stderr.pipe(balancerLog);
    stops.push(
      () =>
        new Promise((done) => {
          if (balancer.exitCode !== null || balancer.signalCode !== null) return done();
          balancer.once('exit', () => done());
          balancer.kill('SIGTERM');
        }),
    );
    await waitFor('haproxy', `${url}/api/health`, { child: balancer, timeoutMs: 15_000 });
    // Every server marked up (rise 2 × 500 ms) before the first test.
    const seen = new Set();
    for (let i = 0; i < 40 && seen.size < count; i++) {
      const res = await fetch(`${url}/api/health`);
      seen.add(res.headers.get('x-instance'));
      await sleep(100);
    }
    return { url, instances, provider, logs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
