#!/usr/bin/env node
// The production server for the browser journeys (playwright.config.ts webServer): a fresh
// temporary DATA_DIR per run, so runs never share data, removed once the server has stopped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const root = join(import.meta.dirname, '..');

// A WhatsApp provider on 127.0.0.1 answering SPEC §7.3's create-message call with success, so
// the journeys see messages really leave the outbox (the coupon-sending journey, decision 044).
// Numbers ending in 0009 are refused (HTTP 400), for a journey that needs a failed message.
// It keeps what it accepted, and so does an SMTP server beside it (user e2e@loja.test, password
// E2E_SMTP_PASSWORD): GET /received answers both, for the integrations journey (decision 076).
// Ports from playwright.config.ts (E2E_FAKES_PORT, E2E_SMTP_PORT), so the journeys can reach them.
// `links`: the single-use links of e-mails the server could not send (no SMTP), read from its
// development log line; the outbox and the desk show them redacted (decision 074).
const received = { whatsapp: [], mail: [], links: [] };
const provider = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/received') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const to = form.get('to') ?? '';
    if (to.endsWith('0009')) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('número recusado');
      return;
    }
    received.whatsapp.push({ to, message: form.get('message') ?? '', appkey: form.get('appkey') ?? '' });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ success: true, message: 'Mensagem criada', messageId: `e2e-${Date.now()}` }),
    );
  });
});
await new Promise((done) => provider.listen(Number(process.env.E2E_FAKES_PORT ?? 0), '127.0.0.1', done));
const smtpPassword = process.env.E2E_SMTP_PASSWORD ?? 'senha-smtp-e2e';
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(login, _session, callback) {
    if (login.username === 'e2e@loja.test' && login.password === smtpPassword)
      callback(null, { user: 'e2e' });
    else callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received.mail.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(Number(process.env.E2E_SMTP_PORT ?? 0), '127.0.0.1');
await new Promise((done) => smtp.server.once('listening', done));

// Twilio's Messages API as a local fake (decision 077), the same one the API tests use: the SMS
// journey types its account into the SMS card; GET <fake>/received answers the messages it took.
// Port from playwright.config.ts (E2E_TWILIO_PORT). It closes itself after an hour at the latest.
const { startFakeTwilio } = await tsImport('../src/testing/fake-twilio.ts', import.meta.url);
const twilio = await startFakeTwilio({
  port: Number(process.env.E2E_TWILIO_PORT ?? 0),
  lifetimeMs: 60 * 60_000,
});

// Stripe's API as a local fake (decisions 078, 081), the one the API tests use: the shop offers
// card payment, the journeys pay on its hosted page with Stripe's test cards, and its signed
// webhooks go to the shop's route. It closes itself after an hour at the latest.
// E2E_STRIPE_FROM=screen (the shop-wide chain's server, decision 107): the keys are not in the
// server's environment (which would win over the Integrações card and lock it) but stored as the
// owner entered them on the Stripe card, so the Stripe journey can remove and enter them again;
// only STRIPE_API_URL points the server at the fake. Keys from playwright.config.ts, which the
// journey types.
const { startFakeStripe } = await tsImport('../src/demo/stripe/server.ts', import.meta.url);
const stripeFromScreen = process.env.E2E_STRIPE_FROM === 'screen';
const stripeKey = process.env.E2E_STRIPE_SECRET_KEY || 'sk_test_e2eshop0000000000000000';
const stripe = await startFakeStripe({
  secretKey: stripeKey,
  ...(process.env.E2E_STRIPE_WEBHOOK_SECRET ? { webhookSecret: process.env.E2E_STRIPE_WEBHOOK_SECRET } : {}),
  webhook: `http://127.0.0.1:${process.env.PORT}/api/payments/stripe/webhook`,
  lifetimeMs: 60 * 60_000,
});
const stripeEnv = stripeFromScreen
  ? { STRIPE_API_URL: stripe.baseUrl }
  : {
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.baseUrl,
    };
// Google's Places API as a local fake (decision 083), the same one the API tests use: the Google
// reviews journey types its place and key. It closes itself after an hour at the latest.
const { startFakeGooglePlaces } = await tsImport('../src/testing/fake-google-places.ts', import.meta.url);
const places = await startFakeGooglePlaces({ lifetimeMs: 60 * 60_000 });
// A real OpenID provider (oidc-provider) standing in for Google's sign-in (decision 090), the one
// the API tests use: the Google sign-in journey signs in on its login and consent pages. Port from
// playwright.config.ts (E2E_OIDC_PORT). It closes itself after an hour at the latest.
const { startOidcProvider } = await tsImport('../src/testing/oidc-server.ts', import.meta.url);
const oidc = await startOidcProvider({
  shopUrl: `http://127.0.0.1:${process.env.PORT}`,
  port: Number(process.env.E2E_OIDC_PORT ?? 0),
  lifetimeMs: 60 * 60_000,
});

// The demo data (npm run db:seed), the staff accounts of the admin journeys (as npm run
// user:create makes them), the coupon-sending customers and the WhatsApp provider above (as
// the owner entered it on the Integrações screen), in one process (e2e/seed-journeys.ts).
const whatsappUrl = `http://127.0.0.1:${provider.address().port}/create-message`;
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/seed-journeys.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    E2E_WHATSAPP_URL: whatsappUrl,
    // The Stripe card's keys, stored as the owner would enter them (E2E_STRIPE_FROM=screen only).
    ...(stripeFromScreen
      ? { E2E_STRIPE_CARD: JSON.stringify({ secretKey: stripeKey, webhookSecret: stripe.webhookSecret }) }
      : {}),
  },
  // Generous: on a machine shared by several builds the seed alone took 95 s (2026-11-25).
  timeout: 240_000,
});
const closeFakes = () => {
  provider.close();
  smtp.close();
  void twilio.close();
  void stripe.close();
  void places.close();
  void oidc.close();
};
if (seeded.status !== 0) {
  closeFakes();
  rmSync(dataDir, { recursive: true, force: true });
  console.error('e2e server: could not seed the demo data and the staff accounts');
  process.exit(1);
}
// The server logs at `info` so that its "e-mail not sent" lines (with their links) reach `links`;
// only the lines at the level asked for (LOG_LEVEL, warn by default) are passed on to the output.
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 };
const shown = LEVELS[process.env.LOG_LEVEL ?? 'warn'] ?? 40;
const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: shown > 30 ? 'info' : process.env.LOG_LEVEL,
    // Read line by line below: JSON, whatever the development default (LOG_FORMAT=pretty).
    LOG_FORMAT: 'json',
    TWILIO_API_URL: twilio.url,
    ...stripeEnv,
    GOOGLE_PLACES_API_URL: places.url,
    GOOGLE_SIGN_IN_ISSUER: oidc.issuer,
  },
});
createInterface({ input: server.stdout }).on('line', (line) => {
  let entry = null;
  try {
    entry = JSON.parse(line);
  } catch {
    // not a log line: shown as it is
  }
  if (entry && Array.isArray(entry.links))
    received.links.push({ to: entry.to, purpose: entry.purpose, links: entry.links });
  if (!entry || typeof entry.level !== 'number' || entry.level >= shown) process.stdout.write(`${line}\n`);
});
// Playwright signals the whole process group; pass it on too in case only this process got it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  closeFakes();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
