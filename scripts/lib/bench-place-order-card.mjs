// `npm run bench`'s place-order figure with card payment on (issue 36, decision 101): the fake
// Stripe of src/demo/stripe started in this process on 127.0.0.1 (as the journeys' server starts it,
// decision 135), the production server pointed at it by STRIPE_API_URL and the keys, then two rows
// on that server:
// orders paid on delivery, and orders paid by card (each opens its Stripe page after the commit:
// a Checkout Session for a near window, a setup page beyond 6 days). The card row
// must reach the other's req/s within 10 %.
//
// Measured in alternating rounds after a warm-up of both (decision 117): one row after the other
// gave the first row the JIT's warm-up and the second a larger database, and the same tree read
// 122 %, 85 % and 70 % in three runs. The shop's pickup windows are opened to their most places
// first (src/cli/bench-seed-places.ts, decision 134), and every round spreads its orders over all
// the windows offered: the same count and the same share of days beyond 6 (a saved card's page) at
// any hour, in rounds long enough that the machine's noise averages out: 1,200 orders each way in
// rounds of 100 (decision 136). In rounds of 30 (360 orders) single runs spread over 11 points,
// 84–95 %; in rounds of 100, four runs read 93.3–93.7 %.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { picanhaBuyers, placeOrderRow, placeOrders } from './bench-place-order.mjs';
import { seedDataDir, startProductionServer } from './prod-server.mjs';

/** Orders counted each way (BENCH_ORDERS), in ROUNDS rounds: on delivery, card, card, on delivery … */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1200);
const ROUNDS = 12;
const WARM_UP = 60;

/** The runs of one method added up: their orders, wall time and CPU. */
function addRuns(runs) {
  const sum = (key) => (runs.some((r) => r[key] === null) ? null : runs.reduce((n, r) => n + r[key], 0));
  return {
    latencies: runs.flatMap((r) => r.latencies),
    seconds: sum('seconds'),
    failures: sum('failures'),
    cpu: sum('cpu'),
    ownCpu: sum('ownCpu'),
    machineCpu: sum('machineCpu'),
  };
}

/**
 * The pickup windows offered with room for their share of `total` orders: the orders are spread
 * over all of them, so each needs ceil(total / count) places, not room for every order.
 */
async function pickupWindows(url, headers, total) {
  const quote = await (await fetch(`${url}/api/orders/quote?fulfilment=pickup`, { headers })).json();
  let chosen = quote.windows;
  for (;;) {
    const need = Math.ceil(total / Math.max(1, chosen.length));
    const roomy = chosen.filter((w) => w.remaining >= need);
    if (roomy.length === chosen.length) break;
    chosen = roomy;
  }
  if (chosen.length === 0)
    throw new Error(
      `card bench: no pickup windows with room for ${total} orders (bench-seed-places.ts not run?)`,
    );
  return chosen;
}

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The fake Stripe in this process, as the journeys' server runs it (decision 135), with the events
 * the README asks the owner to enable on the endpoint (decision 133) and its webhooks signed to the
 * server. Its work (a real Stripe's, done elsewhere) shows in this process's CPU by card.
 */
async function startFakeStripe(webhookUrl) {
  const { startFakeStripe: start } = await tsImport('../../src/demo/stripe/server.ts', import.meta.url);
  const { STRIPE_WEBHOOK_EVENTS } = await tsImport(
    '../../src/shared/payments/webhook-events.ts',
    import.meta.url,
  );
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const fake = await start({
    secretKey,
    webhook: webhookUrl,
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
    lifetimeMs: null,
    record: false,
  });
  return { apiUrl: fake.baseUrl, secretKey, webhookSecret: fake.webhookSecret, stop: () => fake.close() };
}

export async function benchPlaceOrderCard({ root, env }) {
  const port = await freePort();
  const fake = await startFakeStripe(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
  try {
    const server = await startProductionServer({
      root,
      prepare: (dataDir) => seedDataDir('src/cli/bench-seed-places.ts', dataDir, env),
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
      const url = server.url;
      const per = Math.ceil(ORDERS / ROUNDS);
      const total = 2 * (WARM_UP + per * ROUNDS);
      const [first] = await picanhaBuyers(url, 1);
      const windows = await pickupWindows(url, first, total);
      const people = [first, ...(await picanhaBuyers(url, total - 1))];
      // Order i goes to window i (mod their count): every round meets near and far days alike.
      const slots = people.map((_, i) => windows[i % windows.length]);
      let next = 0;
      const take = (n) => {
        const range = [next, next + n];
        next += n;
        return { people: people.slice(...range), slots: slots.slice(...range) };
      };
      // BENCH_CPU_PROF: each counted round's start and end (µs, the CPU profiles' clock), to split the
      // server's profile between the two rows.
      const rounds = [];
      const run = async (n, paymentMethod) => {
        const { people: who, slots: where } = take(n);
        const start = Number(process.hrtime.bigint() / 1000n);
        const result = await placeOrders(url, who, where, { paymentMethod, serverPid: server.pid });
        rounds.push({ method: paymentMethod, start, end: Number(process.hrtime.bigint() / 1000n) });
        return result;
      };
      // Warm-up: both paths compiled and their caches filled before anything is counted.
      await run(WARM_UP, 'pay_on_delivery');
      await run(WARM_UP, 'card');
      const runs = { pay_on_delivery: [], card: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? ['pay_on_delivery', 'card'] : ['card', 'pay_on_delivery'];
        for (const method of order) runs[method].push(await run(per, method));
      }
      if (process.env.BENCH_CPU_PROF)
        writeFileSync(join(process.env.BENCH_CPU_PROF, 'rounds.json'), JSON.stringify(rounds.slice(2)));
      const manualRun = addRuns(runs.pay_on_delivery);
      const cardRun = addRuns(runs.card);
      const note = `, ${ROUNDS} alternating rounds`;
      const manual = placeOrderRow(manualRun, { note });
      const card = placeOrderRow(cardRun, { card: true, withinOf: manual.rps, note });
      // Each round's card req/s against the same round's without card: how far one run can stray.
      const rps = (r) => r.latencies.length / r.seconds;
      const pairs = runs.card.map((r, i) => rps(r) / rps(runs.pay_on_delivery[i])).sort((a, b) => a - b);
      const pct = (x) => `${Math.round(x * 100)} %`;
      // The rounds' mean with its 95 % interval (Student's t for 11 degrees of freedom: 12 rounds).
      const mean = pairs.reduce((a, b) => a + b, 0) / pairs.length;
      const sd = Math.sqrt(pairs.reduce((a, b) => a + (b - mean) ** 2, 0) / (pairs.length - 1));
      const half = (2.201 * sd) / Math.sqrt(pairs.length);
      console.info(
        `card / on delivery: ${((card.rps / manual.rps) * 100).toFixed(1)} % over the whole run; round by round mean ${pct(mean)} (95 % interval ${pct(mean - half)}–${pct(mean + half)}), median ${pct(pairs[Math.floor(pairs.length / 2)])}, from ${pct(pairs[0])} to ${pct(pairs.at(-1))}; req/s per round on delivery ${runs.pay_on_delivery.map((r) => Math.round(rps(r))).join(' ')}, by card ${runs.card.map((r) => Math.round(rps(r))).join(' ')}`,
      );
      // CPU per order, without card and by card: the server's (load-independent, decision 112), this
      // process's (the clients, and by card the fake Stripe's work, which a real Stripe does
      // elsewhere) and the whole machine's (how busy its cores were).
      const perOrder = (run, key) =>
        run[key] === null ? 'n/a' : `${((run[key] / run.latencies.length) * 1000).toFixed(1)} ms`;
      const cpuLine = (key) => `${perOrder(manualRun, key)} / ${perOrder(cardRun, key)}`;
      const share =
        manualRun.cpu && cardRun.cpu
          ? ` (card row at ${Math.round((manualRun.cpu / manualRun.latencies.length / (cardRun.cpu / cardRun.latencies.length)) * 100)} % of the orders per server CPU-second)`
          : '';
      console.info(
        `CPU per order without card / by card: server ${cpuLine('cpu')}${share}; this process ${cpuLine('ownCpu')}; machine ${cpuLine('machineCpu')}`,
      );
      return { ok: manual.ok && card.ok, rows: [manual.row, card.row] };
    } finally {
      await server.stop();
    }
  } finally {
    await fake.stop();
  }
}
