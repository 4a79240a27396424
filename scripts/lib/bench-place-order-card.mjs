// `npm run bench`'s place-order figure with card payment on (issue 36, decision 101): the fake
// Stripe of src/demo/stripe started as its own process on 127.0.0.1 (scripts/lib/fake-stripe-serve.ts),
// the production server pointed at it by STRIPE_API_URL and the keys, then two rows on that server:
// orders paid on delivery, and orders paid by card (each opens its Stripe page after the commit:
// a Checkout Session for a near window, a Customer and a setup session beyond 6 days). The card row
// must reach the other's req/s within 10 %.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { benchPlaceOrder } from './bench-place-order.mjs';
import { startProductionServer } from './prod-server.mjs';

const BUYERS = Number(process.env.BENCH_ORDERS ?? 150);

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The fake Stripe as a child process; resolves when it printed its address and keys. */
async function startFakeStripe(root, webhookUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/lib/fake-stripe-serve.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, WEBHOOK_URL: webhookUrl },
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, 'line');
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { ...JSON.parse(line), stop, pid: child.pid };
}

export async function benchPlaceOrderCard({ root, env }) {
  const port = await freePort();
  const fake = await startFakeStripe(root, `http://127.0.0.1:${port}/api/payments/stripe/webhook`);
  try {
    const server = await startProductionServer({
      root,
      env: {
        ...env,
        PORT: String(port),
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.apiUrl,
      },
    });
    try {
      const pids = { serverPid: server.pid, fakePid: fake.pid };
      const manual = await benchPlaceOrder(server.url, { buyers: BUYERS, ...pids });
      const card = await benchPlaceOrder(server.url, {
        buyers: BUYERS,
        paymentMethod: 'card',
        withinOf: manual.rps,
        ...pids,
      });
      // The server's CPU per order with card against without (load-independent, decision 112), and
      // what the fake Stripe's own process spent, which a real Stripe spends elsewhere.
      if (manual.cpu && card.cpu)
        console.info(
          `server CPU per order: ${((manual.cpu / manual.orders) * 1000).toFixed(1)} ms on delivery, ${((card.cpu / card.orders) * 1000).toFixed(1)} ms by card (card row at ${Math.round((manual.cpu / manual.orders / (card.cpu / card.orders)) * 100)} % of the orders per CPU-second); fake Stripe: ${card.fakeCpu?.toFixed(2) ?? 'n/a'} CPU-s for the card row`,
        );
      return { ok: manual.ok && card.ok, rows: [manual.row, card.row] };
    } finally {
      await server.stop();
    }
  } finally {
    await fake.stop();
  }
}
