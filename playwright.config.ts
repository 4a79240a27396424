import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium-launch';

/**
 * Browser journeys against the production build (`npm run build`) served by the real server on a
 * fresh embedded database. Debian's Chromium only (CHROME_PATH or /usr/bin/chromium): Playwright
 * never downloads a browser here. scripts/test.mjs and scripts/e2e.mjs find or install it.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// The config is loaded again in each worker process: the runner picks the port once and the
// workers inherit it through the environment.
process.env.E2E_PORT ||= String(await freePort());
// The local WhatsApp provider and SMTP server scripts/e2e-server.mjs starts (decision 076): the
// integrations journey types their addresses and reads what they received.
process.env.E2E_FAKES_PORT ||= String(await freePort());
process.env.E2E_SMTP_PORT ||= String(await freePort());
// The fake Twilio Messages API (decision 077): the SMS journey reads what it received.
process.env.E2E_TWILIO_PORT ||= String(await freePort());
// The shop-wide chain's own server and fakes (decision 095): the chain runs beside the other
// journeys instead of after them, on a shop of its own that they never see.
process.env.E2E_CHAIN_PORT ||= String(await freePort());
process.env.E2E_CHAIN_FAKES_PORT ||= String(await freePort());
process.env.E2E_CHAIN_SMTP_PORT ||= String(await freePort());
process.env.E2E_CHAIN_TWILIO_PORT ||= String(await freePort());
process.env.E2E_SMTP_PASSWORD ||= 'senha-smtp-e2e';
// The chain's fake Stripe keys (decision 107): stored on its Integrações card by the seed, not in
// its server's environment, so the Stripe journey removes them and types them again.
process.env.E2E_CHAIN_STRIPE_KEY ||= 'sk_test_e2echain0000000000000c4a1';
process.env.E2E_CHAIN_STRIPE_WEBHOOK_SECRET ||= 'whsec_e2echain0000000000000000';
// The local OpenID provider standing in for Google's sign-in (decision 090).
process.env.E2E_OIDC_PORT ||= String(await freePort());
// The admin journeys' staff account: the server wrapper creates it before the server starts.
process.env.E2E_STAFF_EMAIL ||= 'equipe.e2e@example.com';
process.env.E2E_STAFF_PASSWORD ||= 'costela-2024';
// A manager of the demo store (decision 028: sees only the sections a manager may open).
process.env.E2E_MANAGER_EMAIL ||= 'gerente.e2e@example.com';
process.env.E2E_MANAGER_PASSWORD ||= 'fraldinha-2024';
process.env.E2E_SUPER_EMAIL ||= 'dona.e2e@example.com';
process.env.E2E_SUPER_PASSWORD ||= 'maminha-2024';
process.env.E2E_FACTOR_EMAIL ||= 'carla.fatores.e2e@example.com';
process.env.E2E_FACTOR_PASSWORD ||= 'cupim-2024-fatores';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const chainURL = `http://127.0.0.1:${process.env.E2E_CHAIN_PORT}`;
/**
 * A wrapper of `node dist/server/main.js` that gives it a fresh DATA_DIR and removes it afterwards,
 * with its own local providers (`fakes`: their ports).
 */
function e2eServer(port: string | undefined, fakes: Record<string, string | undefined>) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // As `npm start` runs it: no NODE_ENV=production, so the embedded mode needs no AUTH_SECRET.
    // TRUSTED_PROXIES: journeys act as separate visitors through X-Forwarded-For, as behind a real
    // proxy, so the per-address sign-in limits of one journey never block another (decision 008).
    env: {
      HOST: '127.0.0.1',
      PORT: port ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUSTED_PROXIES: '127.0.0.1',
      E2E_STAFF_EMAIL: process.env.E2E_STAFF_EMAIL ?? '',
      E2E_STAFF_PASSWORD: process.env.E2E_STAFF_PASSWORD ?? '',
      E2E_MANAGER_EMAIL: process.env.E2E_MANAGER_EMAIL ?? '',
      E2E_MANAGER_PASSWORD: process.env.E2E_MANAGER_PASSWORD ?? '',
      E2E_SUPER_EMAIL: process.env.E2E_SUPER_EMAIL ?? '',
      E2E_SUPER_PASSWORD: process.env.E2E_SUPER_PASSWORD ?? '',
      E2E_FACTOR_EMAIL: process.env.E2E_FACTOR_EMAIL ?? '',
      E2E_FACTOR_PASSWORD: process.env.E2E_FACTOR_PASSWORD ?? '',
      E2E_SMTP_PASSWORD: process.env.E2E_SMTP_PASSWORD ?? '',
      ...Object.fromEntries(Object.entries(fakes).map(([key, value]) => [key, value ?? ''])),
    },
    reuseExistingServer: false,
    // Seeding the demo data, staff and coupon customers (one process) can take minutes on a busy machine.
    // E2E_SERVER_TIMEOUT (ms) to change the bound.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000),
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Journeys that change what every page shows (the home's banners, sections and reviews, the
  // currency, the brand name, the SEO title, the units) run on a server of their own, one after
  // the other, beside the shop's journeys (decisions 095, 125): a journey next to them on one shop
  // would read a fourth slide, "US$" or another shop's name. They live in e2e/chain, numbered in
  // the order they run (integrations connects the e-mail every later one reads; units switches to
  // pounds and back; stripe ends with the keys in force). The chain is listed first and limited to
  // one worker, so it starts at once and keeps one worker for its whole length; the shop's
  // journeys take the other, and both when the chain is done. (Playwright's project dependencies
  // ran the chain only after the whole shop project: each dependency is a phase of its own.)
  projects: [
    { name: 'chain', testDir: 'e2e/chain', workers: 1, use: { baseURL: chainURL } },
    { name: 'shop', testIgnore: /chain\//, use: { baseURL } },
  ],
  outputDir: '.tmp/e2e-output',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // In CI a journey that fails once on a busy machine gets one more try; scripts/test.mjs names
  // every journey that passed only on retry, so a flake is seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // Two cores shared by the server, the browser and two workers. A bound against a hung journey,
  // not a speed check: on 2026-11-24's machine (browser work ~2.5× slower than the day before's)
  // the multi-page journeys took 30–52 s in a full run, and 45 s cut the checkout journey off.
  timeout: 90_000,
  // The first page of a run waits for a cold server (it loads its page drawer in the background)
  // on two cores shared with Chromium and the workers: 5 s was once not enough in CI.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    // Recording a trace of every journey to keep the failing ones cost a quarter of the journeys'
    // time on two cores (2026-11-26, ten journeys under CI=1: 169 s → 124 s, decision 059). In CI a
    // failed journey's retry records one; locally, where nothing retries, failures keep theirs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch(),
  },
  // The shop's server, and the shop-wide chain's own (decision 095).
  webServer: [
    e2eServer(process.env.E2E_PORT, {
      E2E_FAKES_PORT: process.env.E2E_FAKES_PORT,
      E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
      E2E_TWILIO_PORT: process.env.E2E_TWILIO_PORT,
      // Any free port: the Google sign-in journey runs on the chain's server.
      E2E_OIDC_PORT: '0',
    }),
    e2eServer(process.env.E2E_CHAIN_PORT, {
      E2E_FAKES_PORT: process.env.E2E_CHAIN_FAKES_PORT,
      E2E_SMTP_PORT: process.env.E2E_CHAIN_SMTP_PORT,
      E2E_TWILIO_PORT: process.env.E2E_CHAIN_TWILIO_PORT,
      E2E_OIDC_PORT: process.env.E2E_OIDC_PORT,
      E2E_STRIPE_FROM: 'screen',
      E2E_STRIPE_SECRET_KEY: process.env.E2E_CHAIN_STRIPE_KEY,
      E2E_STRIPE_WEBHOOK_SECRET: process.env.E2E_CHAIN_STRIPE_WEBHOOK_SECRET,
    }),
  ],
});
