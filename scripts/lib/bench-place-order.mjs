// Place-order throughput and latency for `npm run bench` (issue 8). Every order needs its own
// customer and cart, so this is not an autocannon loop: it signs up BUYERS customers, fills each
// cart with one line, then places all the orders through CONNECTIONS concurrent clients and times
// each POST /api/orders (one transaction: reprice, stock, coupon, window, order, cart, outbox).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { cpuSeconds, machineCpuSeconds } from './prod-server.mjs';

const BUYERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONNECTIONS = 4;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.200.${address >> 8}.${address & 255 || 1}`;
};

/** A signed-up customer holding one cart line; resolves to the headers that act as them. */
export async function buyer(url, productId, variationId) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), origin: url };
  const email = `bench.${randomUUID()}@example.com`;
  const res = await fetch(`${url}/api/accounts/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fullName: 'Cliente Bench',
      country: 'US',
      email,
      password: 'picanha2024',
      confirmPassword: 'picanha2024',
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  // The registration answers without a session (decision 074): the buyer signs in, as the web does.
  const login = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'picanha2024' }),
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const as = { ...headers, cookie };
  const add = await fetch(`${url}/api/cart/items`, {
    method: 'POST',
    headers: as,
    body: JSON.stringify({ productId, variationId, quantity: 1 }),
  });
  if (add.status !== 200) throw new Error(`add to cart ${add.status}: ${await add.text()}`);
  return as;
}

export async function pool(items, size, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `count` signed-up customers, each holding one line of picanha's untracked variation (stock never
 * runs out, so every order can succeed); resolves to the headers that act as each. */
export async function picanhaBuyers(url, count) {
  const product = await (await fetch(`${url}/api/catalogue/products/picanha`)).json();
  const variation = product.variations.find((v) => v.stockQuantity === null) ?? product.variations[0];
  return pool(Array.from({ length: count }), 4, () => buyer(url, product.id, variation.id));
}

/** The pickup places left, one entry per place, spread over the windows the shop offers. */
export async function pickupPlaces(url, headers) {
  const quote = await (await fetch(`${url}/api/orders/quote?fulfilment=pickup`, { headers })).json();
  return quote.windows.flatMap((w) => Array.from({ length: w.remaining }, () => w));
}

/** "Place order" for a pickup in `slot`, paid on delivery (or by card); a fresh idempotency key each time. */
export function placePickupOrder(url, headers, slot, paymentMethod = 'pay_on_delivery') {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      fulfilment: 'pickup',
      date: slot.date,
      windowId: slot.windowId,
      paymentMethod,
    }),
  });
}

/**
 * Places one order per person through CONNECTIONS concurrent clients (each in its own pickup
 * place): the answers' latencies, the wall time, failures, and the CPU seconds spent meanwhile by
 * the server's process (null without its pid), by this process (the clients, and the fake Stripe
 * when the card bench runs it here) and by the whole machine.
 */
export async function placeOrders(
  url,
  people,
  slots,
  { paymentMethod = 'pay_on_delivery', serverPid = null } = {},
) {
  const latencies = [];
  let failures = 0;
  const cpu0 = serverPid ? cpuSeconds(serverPid) : null;
  const own0 = process.cpuUsage();
  const machine0 = machineCpuSeconds();
  const started = performance.now();
  await pool(people.slice(0, slots.length), CONNECTIONS, async (headers, i) => {
    const t0 = performance.now();
    const res = await placePickupOrder(url, headers, slots[i], paymentMethod);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 201) failures += 1;
  });
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    failures,
    cpu: cpu0 === null ? null : cpuSeconds(serverPid) - cpu0,
    ownCpu: ((used) => (used.user + used.system) / 1e6)(process.cpuUsage(own0)),
    machineCpu: machine0 === null ? null : machineCpuSeconds() - machine0,
  };
}

/** The bench table's row of a place-order run; `withinOf`: the req/s it must reach within 10 %. */
export function placeOrderRow(run, { minRps = 10, maxP99 = 1000, card = false, withinOf = null, note = '' }) {
  const latencies = [...run.latencies].sort((a, b) => a - b);
  const rps = latencies.length / run.seconds;
  const p99 = percentile(latencies, 99);
  const floor = withinOf === null ? minRps : Math.max(minRps, withinOf * 0.9);
  const ok = run.failures === 0 && rps >= floor && p99 <= maxP99;
  return {
    ok,
    rps,
    row: {
      route: `place order${card ? ' card' : '     '} POST /api/orders (${latencies.length} orders${card ? ', Stripe page each' : ''}${note})`,
      'req/s': Math.round(rps),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(p99),
      errors: run.failures,
      'req/cpu-s': run.cpu ? Math.round(latencies.length / run.cpu) : 'n/a',
      target:
        withinOf === null
          ? `≥ ${minRps} req/s, p99 ≤ ${maxP99} ms`
          : `≥ 90 % of the row without card (${Math.round(floor)} req/s), p99 ≤ ${maxP99} ms`,
      met: ok ? 'yes' : 'NO',
    },
  };
}

/** One row for the bench table; `ok` is false when any order failed or the targets were missed. */
export async function benchPlaceOrder(url, { minRps = 10, maxP99 = 1000, buyers = BUYERS } = {}) {
  const people = await picanhaBuyers(url, buyers);
  const slots = await pickupPlaces(url, people[0]);
  return placeOrderRow(await placeOrders(url, people, slots), { minRps, maxP99 });
}
