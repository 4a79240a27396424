#!/usr/bin/env node
// The production server for the browser journeys (playwright.config.ts webServer): a fresh
// temporary DATA_DIR per run, so runs never share data, removed once the server has stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../dist/server/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
// Playwright signals the whole process group; pass it on too in case only this process got it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
