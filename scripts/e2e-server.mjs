#!/usr/bin/env node
// The production server for the browser journeys (playwright.config.ts webServer): a fresh
// temporary DATA_DIR per run, so runs never share data, removed once the server has stopped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const root = join(import.meta.dirname, '..');

// The staff accounts of the admin journeys, made the way an operator makes them: the demo data
// first (npm run db:seed; the manager's store is the demo store), then npm run user:create.
const { E2E_STAFF_EMAIL: email, E2E_STAFF_PASSWORD: password } = process.env;
const { E2E_MANAGER_EMAIL: managerEmail, E2E_MANAGER_PASSWORD: managerPassword } = process.env;
// The super administrator (the audit viewer's only role, view_audit_logs; decision 053).
const { E2E_SUPER_EMAIL: superEmail, E2E_SUPER_PASSWORD: superPassword } = process.env;
const cli = (script, args = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir },
    // Generous: on a machine shared by several builds the seed alone took 95 s (2026-11-25).
    timeout: 240_000,
  }).status === 0;
const accounts = [
  ...(email && password
    ? [['--email', email, '--password', password, '--role', 'admin', '--name', 'Ana Souza']]
    : []),
  ...(managerEmail && managerPassword
    ? [
        [
          '--email',
          managerEmail,
          '--password',
          managerPassword,
          '--role',
          'manager',
          '--name',
          'Bruno Costa',
          '--store',
          'brazil-prime-marietta',
        ],
      ]
    : []),
  ...(superEmail && superPassword
    ? [['--email', superEmail, '--password', superPassword, '--role', 'super_admin', '--name', 'Dona Lúcia']]
    : []),
];
if (accounts.length) {
  const made =
    (!managerEmail || cli('src/cli/db-seed.ts')) &&
    accounts.every((args) => cli('src/cli/user-create.ts', args)) &&
    cli('e2e/seed-coupon-customers.ts');
  if (!made) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error('e2e server: could not create the staff accounts');
    process.exit(1);
  }
}
// A WhatsApp provider on 127.0.0.1 answering SPEC §7.3's create-message call with success, so
// the journeys see messages really leave the outbox (the coupon-sending journey, decision 044).
// Numbers ending in 0009 are refused (HTTP 400), for a journey that needs a failed message.
const provider = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const to = new URLSearchParams(body).get('to') ?? '';
    if (to.endsWith('0009')) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('número recusado');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ success: true, message: 'Mensagem criada', messageId: `e2e-${Date.now()}` }),
    );
  });
});
await new Promise((done) => provider.listen(0, '127.0.0.1', done));
const whatsapp = {
  WHATSAPP_API_URL: `http://127.0.0.1:${provider.address().port}/create-message`,
  WHATSAPP_APP_KEY: 'e2e-app',
  WHATSAPP_AUTH_KEY: 'e2e-auth',
};
const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  env: { ...whatsapp, ...process.env, DATA_DIR: dataDir },
});
// Playwright signals the whole process group; pass it on too in case only this process got it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
