#!/usr/bin/env node
// The production server for the browser journeys (playwright.config.ts webServer): a fresh
// temporary DATA_DIR per run, so runs never share data, removed once the server has stopped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const root = join(import.meta.dirname, '..');

// The staff account of the admin journeys, made the way an operator makes one (npm run user:create).
const { E2E_STAFF_EMAIL: email, E2E_STAFF_PASSWORD: password } = process.env;
if (email && password) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/user-create.ts',
      '--email',
      email,
      '--password',
      password,
      '--role',
      'admin',
      '--name',
      'Ana Souza',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 40_000,
    },
  );
  if (made.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error('e2e server: could not create the staff account');
    process.exit(1);
  }
}
const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
// Playwright signals the whole process group; pass it on too in case only this process got it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
