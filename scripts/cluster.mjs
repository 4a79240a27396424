#!/usr/bin/env node
// `npm run test:cluster` (issue 23, decision 054): builds once (dist/ reused when fresh), makes a
// fresh PostgreSQL database and picks an empty Redis index, installs HAProxy from Debian when it is
// missing, then runs scripts/cluster.test.mjs (two production instances behind HAProxy) with
// node:test. Everything is dropped and every process stopped at the end; the whole run is bounded
// (CLUSTER_TIMEOUT_S, default 180 s after the build). The last line is `N passed, N failed`.
//
// The instances share a redis-server of the test's own when one is installed (scripts/lib/cluster.mjs
// privateRedis, ended by `timeout` if nothing else stops it), so that "Redis down" can stop it and
// start it again (decision 073); otherwise the index picked on the machine's Redis, and that test
// is skipped.
//
// `--invalidation=off` starts the instances with CHANGE_NOTICES=off: the control run, which must
// fail (a price or banner changed on one instance stays old on the other).
// Without PostgreSQL or Redis on 127.0.0.1 it says so and counts nothing (exit 0).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { emptyRedisIndex, haproxyPath } from './lib/cluster.mjs';
import { ensureBuild } from './lib/prod-server.mjs';

const root = join(import.meta.dirname, '..');
const PG_SERVER = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_SERVER = process.env.CLUSTER_REDIS_SERVER ?? 'redis://127.0.0.1:6379';
const TIMEOUT_S = Number(process.env.CLUSTER_TIMEOUT_S ?? 180);
const invalidation = process.argv.includes('--invalidation=off') ? 'off' : 'on';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

async function redisAnswers() {
  const redis = new Redis(`${REDIS_SERVER}/0`, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function installHaproxy() {
  if (haproxyPath()) return true;
  console.info('installing Debian haproxy');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const step = (args) =>
    spawnSync(asRoot[0] ?? args[0], asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return (
    step(['apt-get', 'update']) && step(['apt-get', 'install', '-y', 'haproxy']) && haproxyPath() !== null
  );
}

const admin = await postgresAnswers();
if (!admin || !(await redisAnswers())) {
  await admin?.end();
  console.info(
    `cluster test skipped: it needs PostgreSQL (${PG_SERVER}) and Redis (${REDIS_SERVER}) on this machine, ` +
      `and ${admin ? 'Redis' : 'PostgreSQL'} does not answer`,
  );
  console.info('0 passed, 0 failed');
  process.exit(0);
}
if (!installHaproxy()) {
  await admin.end();
  console.error('cluster test: haproxy is missing and could not be installed');
  console.info('0 passed, 1 failed');
  process.exit(1);
}
await ensureBuild();

const name = `cluster_${randomBytes(4).toString('hex')}`;
await admin.query(`create database "${name}"`);
const databaseUrl = new URL(PG_SERVER);
databaseUrl.pathname = `/${name}`;
const redisIndex = await emptyRedisIndex(REDIS_SERVER);
const tmp = join(root, '.tmp');
const logDir = join(tmp, 'cluster');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const tap = join(tmp, 'cluster.tap');
rmSync(tap, { force: true });

let status = 1;
let timedOut = false;
try {
  if (!redisIndex) throw new Error('no empty Redis database index among 1–15');
  console.info(
    `cluster: database ${name}, Redis index ${redisIndex.index}, cross-instance invalidation ${invalidation}`,
  );
  // Its own process group, so that the timeout stops the instances and HAProxy it started too.
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      join(root, 'scripts', 'cluster.test.mjs'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        CLUSTER_DATABASE_URL: databaseUrl.toString(),
        CLUSTER_REDIS_URL: `${REDIS_SERVER}/${redisIndex.index}`,
        CLUSTER_CHANGE_NOTICES: invalidation,
        CLUSTER_LOG_DIR: logDir,
      },
    },
  );
  const timer = setTimeout(() => {
    timedOut = true;
    console.error(`cluster test: still running after ${TIMEOUT_S} s; stopping every process it started`);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, TIMEOUT_S * 1000);
  status = await new Promise((done) => child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
  clearTimeout(timer);
  // Anything of the group still alive (an instance the test could not stop).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // none left
  }
} catch (error) {
  console.error(`cluster test: ${error.message}`);
} finally {
  await redisIndex?.release();
  await admin.query(`drop database if exists "${name}" with (force)`).catch((error) => {
    console.error(`cluster test: could not drop ${name}: ${error.message}`);
  });
  await admin.end();
}

const count = (label) => {
  if (!existsSync(tap)) return 0;
  const line = readFileSync(tap, 'utf8').match(new RegExp(`^# ${label} (\\d+)$`, 'm'));
  return line ? Number(line[1]) : 0;
};
const passed = count('pass');
let failed = count('fail') + count('cancelled');
if (status !== 0 && failed === 0) failed = 1;
if (timedOut) console.error('cluster test: timed out');
console.info(`instance and balancer logs: ${logDir}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
