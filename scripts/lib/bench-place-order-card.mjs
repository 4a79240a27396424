// `npm run bench`'s place-order figure with card payment on (issue 36, decision 101): the fake
// Stripe of src/demo/stripe started as its own process on 127.0.0.1 (scripts/lib/fake-stripe-serve.ts),
// the production server pointed at it by STRIPE_API_URL and the keys, then two rows on that server:
// orders paid on delivery, and orders paid by card (each opens its Stripe page after the commit:
// a Checkout Session for a near window, a Customer and a setup session beyond 6 days). The card row
// must reach the other's req/s within 10 %.
//
// Measured in alternating rounds after a warm-up of both (decision 117): one row after the other
// gave the first row the JIT's warm-up and the second a larger database, and the same tree read
// 122 %, 85 % and 70 % in three runs. The shop's pickup windows are opened to their most places
// first (src/cli/bench-seed-places.ts, decision 134), and every round spreads its orders over all
// the windows offered: the same count and the same share of days beyond 6 (a saved card's page) at
// any hour, in rounds long enough that the machine's noise averages out.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { picanhaBuyers, placeOrderRow, placeOrders } from './bench-place-order.mjs';
import { cpuProfileFlags, seedDataDir, startProductionServer } from './prod-server.mjs';

/** Orders counted each way (BENCH_ORDERS), in ROUNDS rounds: on delivery, card, card, on delivery … */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 360);
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
    fakeCpu: sum('fakeCpu'),
  };
}

/** The pickup windows offered, each with room for every order the bench places. */
async function pickupWindows(url, headers) {
  const quote = await (await fetch(`${url}/api/orders/quote?fulfilment=pickup`, { headers })).json();
  const roomy = quote.windows.filter((w) => w.remaining >= 2 * (WARM_UP + ORDERS));
  if (roomy.length === 0)
    throw new Error('card bench: no pickup window with room (bench-seed-places.ts not run?)');
  return roomy;
}

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
  // BENCH_CPU_PROF: the fake writes its own profile there too (what it spends on the same cores).
  const child = spawn(
    process.execPath,
    [...cpuProfileFlags(), '--import', 'tsx', join(root, 'scripts/lib/fake-stripe-serve.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WEBHOOK_URL: webhookUrl },
    },
  );
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
      const pids = { serverPid: server.pid, fakePid: fake.pid };
      const url = server.url;
      const per = Math.ceil(ORDERS / ROUNDS);
      const [first] = await picanhaBuyers(url, 1);
      const windows = await pickupWindows(url, first);
      const people = [first, ...(await picanhaBuyers(url, 2 * (WARM_UP + per * ROUNDS) - 1))];
      // Order i goes to window i (mod their count): every round meets near and far days alike.
      const slots = people.map((_, i) => windows[i % windows.length]);
      let next = 0;
      const take = (n) => {
        const range = [next, next + n];
        next += n;
        return { people: people.slice(...range), slots: slots.slice(...range) };
      };
      const run = (n, paymentMethod) => {
        const { people: who, slots: where } = take(n);
        return placeOrders(url, who, where, { paymentMethod, ...pids });
      };
      // Warm-up: both paths compiled and their caches filled before anything is counted.
      await run(WARM_UP, 'pay_on_delivery');
      await run(WARM_UP, 'card');
      const runs = { pay_on_delivery: [], card: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? ['pay_on_delivery', 'card'] : ['card', 'pay_on_delivery'];
        for (const method of order) runs[method].push(await run(per, method));
      }
      const manualRun = addRuns(runs.pay_on_delivery);
      const cardRun = addRuns(runs.card);
      const note = `, ${ROUNDS} alternating rounds`;
      const manual = placeOrderRow(manualRun, { note });
      const card = placeOrderRow(cardRun, { card: true, withinOf: manual.rps, note });
      const manualCpu = manualRun.cpu && manualRun.cpu / manualRun.latencies.length;
      const cardCpu = cardRun.cpu && cardRun.cpu / cardRun.latencies.length;
      // The server's CPU per order with card against without (load-independent, decision 112), and
      // what the fake Stripe's own process spent, which a real Stripe spends elsewhere.
      // Each round's card req/s against the same round's without card: how far one run can stray.
      const rps = (r) => r.latencies.length / r.seconds;
      const pairs = runs.card.map((r, i) => rps(r) / rps(runs.pay_on_delivery[i])).sort((a, b) => a - b);
      const pct = (x) => `${Math.round(x * 100)} %`;
      console.info(
        `card / on delivery, round by round: median ${pct(pairs[Math.floor(pairs.length / 2)])}, from ${pct(pairs[0])} to ${pct(pairs.at(-1))}`,
      );
      if (manualCpu && cardCpu)
        console.info(
          `server CPU per order: ${(manualCpu * 1000).toFixed(1)} ms on delivery, ${(cardCpu * 1000).toFixed(1)} ms by card (card row at ${Math.round((manualCpu / cardCpu) * 100)} % of the orders per CPU-second); fake Stripe: ${cardRun.fakeCpu?.toFixed(2) ?? 'n/a'} CPU-s for the card row; req/s per round on delivery ${runs.pay_on_delivery.map((r) => Math.round(r.latencies.length / r.seconds)).join(' ')}, by card ${runs.card.map((r) => Math.round(r.latencies.length / r.seconds)).join(' ')}`,
        );
      return { ok: manual.ok && card.ok, rows: [manual.row, card.row] };
    } finally {
      await server.stop();
    }
  } finally {
    await fake.stop();
  }
}
