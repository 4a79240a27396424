#!/usr/bin/env node
// `npm start`: builds only when dist/ is missing or older than the sources (the build takes about a
// minute; a current one starts the shop in seconds), then runs the server in this terminal.
// SIGINT/SIGTERM are passed on, so Ctrl-C stops the shop cleanly (the database closes).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIsStale, ensureBuild } from './lib/prod-server.mjs';

const root = join(import.meta.dirname, '..');
if (!buildIsStale(root))
  console.info('dist/ is current: starting without a build (npm run build forces one)');
await ensureBuild(root);
const server = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
