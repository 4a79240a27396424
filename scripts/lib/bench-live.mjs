// The live desk's bench for `npm run bench` (issue 40, decision 088), `BENCH_ONLY=live`: one
// production instance (embedded PGlite) holds STREAMS open server-sent-events streams — staff desks
// and customers' order pages — while staff move orders; each move must reach every stream that
// hears it within 1 s at p99; the server's memory may grow by at most 20 KB a stream; and the
// catalogue list and add to cart, measured before the streams open and again while they are open,
// stay within 10 %.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { benchAddToCart } from './bench-add-to-cart.mjs';
import { percentile, picanhaBuyers, pickupPlaces, placePickupOrder, pool } from './bench-place-order.mjs';
import { rssAfterGcKb } from './inspector-gc.mjs';
import { freePort, seedDataDir, startProductionServer } from './prod-server.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
/** Of them, customers' order pages (the rest are staff desks): CUSTOMERS buyers, each in many tabs. */
const CUSTOMER_STREAMS = Math.round(STREAMS / 4);
const CUSTOMERS = 10;
const EVENTS = 10;
/** Staff accounts, each with a few desk tabs open (the SPEC §9 staff limit is per account). */
const STAFF = 150;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.180.${(address >> 8) & 255}.${address & 255 || 1}`;
};

/**
 * One stream through node:http (no pooling: a connection each, as each browser tab has). Calls
 * `onEvent(id, data)` for each event; resolves once the opening line arrived.
 */
function openStream(url, path, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { agent: false, headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': nextAddress() } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${path}: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk) => {
          buffer += chunk;
          let at = buffer.indexOf('\n\n');
          while (at >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (!opened && block.startsWith(': open')) {
              opened = true;
              resolve(() => req.destroy());
            }
            const data = block.match(/^data: (.*)$/m);
            if (data) onEvent(JSON.parse(data[1]));
            at = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const fireList = (url, duration) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/catalogue/products`,
        connections: 50,
        duration,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

async function login(url, who) {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) throw new Error(`bench live sign-in ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function throughput(url, pid, duration) {
  await fireList(url, 2);
  const list = await fireList(url, duration);
  const cart = await benchAddToCart(url, { pid, duration, connections: 50, minRps: 0, maxP99: 1e9 });
  return { list: Math.round(list.requests.average), cart: cart.row['req/s'] };
}

/** Rows for the bench table; `ok` is false when a target was missed or an event never arrived. */
export async function benchLive({ root, env, duration = 10 }) {
  const inspector = await freePort();
  const server = await startProductionServer({
    root,
    env: {
      ...env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspector}`.trim(),
    },
    prepare: (dataDir) =>
      seedDataDir('src/cli/bench-seed-live.ts', dataDir, env, {
        extraEnv: { BENCH_STAFF: String(STAFF) },
        timeoutMs: 300_000,
      }),
  });
  const rows = [];
  let ok = true;
  const closers = [];
  try {
    const { url, pid } = server;
    const staffCookies = await pool(Array.from({ length: STAFF }), 4, (_, n) =>
      login(url, { email: `bench.live.${n}@example.com`, password: 'picanha2024' }),
    );
    const staffCookie = staffCookies[0];
    // The buyers: each with one cart line; their orders are the events' orders.
    const buyers = await picanhaBuyers(url, CUSTOMERS + EVENTS);
    const slots = await pickupPlaces(url, buyers[0]);
    const orders = [];
    for (const [i, headers] of buyers.slice(0, CUSTOMERS).entries()) {
      const res = await placePickupOrder(url, headers, slots[i]);
      if (res.status !== 201) throw new Error(`bench live order ${res.status}: ${await res.text()}`);
      orders.push({ id: (await res.json()).order.id, headers });
    }

    const before = await throughput(url, pid, duration);
    const rssBefore = await rssAfterGcKb(inspector, pid);

    // Who waits for which event: event id → arrival times (ms, performance clock).
    const arrivals = new Map();
    const heard = (event) => {
      const list = arrivals.get(event.orderId + event.status) ?? [];
      list.push(performance.now());
      arrivals.set(event.orderId + event.status, list);
    };
    const staffStreams = STREAMS - CUSTOMER_STREAMS;
    const opened = performance.now();
    // Half the streams, then the other half: the memory a stream holds is read on the second half
    // (the first also grows the server's pools once: its heap's young space, buffers, code).
    const openHalf = async (half) => {
      const desks = await pool(Array.from({ length: staffStreams / 2 }), 50, (_, i) =>
        openStream(url, '/api/orders/staff/live', staffCookies[(i + half) % STAFF], heard),
      );
      const pages = await pool(Array.from({ length: CUSTOMER_STREAMS / 2 }), 50, (_, i) =>
        openStream(url, '/api/orders/live', orders[(i + half) % CUSTOMERS].headers.cookie, heard),
      );
      closers.push(...desks, ...pages);
      return rssAfterGcKb(inspector, pid);
    };
    const rssHalf = await openHalf(0);
    const rssOpen = await openHalf(1);
    const openMs = Math.round(performance.now() - opened - 4_000);
    const perStreamKb = rssHalf && rssOpen ? (rssOpen - rssHalf) / (STREAMS / 2) : null;
    const overallKb = rssBefore && rssOpen ? (rssOpen - rssBefore) / STREAMS : null;

    // Staff move each order on: every desk and the buyer's own pages hear it.
    const latencies = [];
    let missing = 0;
    const staffHeaders = { 'content-type': 'application/json', origin: url, cookie: staffCookie };
    for (const [i, order] of orders.entries()) {
      // Placed "pending payment": confirmed, or cancelled, as staff would.
      const status = i % 2 ? 'confirmed' : 'cancelled';
      const key = order.id + status;
      const expected = staffStreams + CUSTOMER_STREAMS / CUSTOMERS;
      const sent = performance.now();
      const res = await fetch(`${url}/api/orders/staff/${order.id}/status`, {
        method: 'POST',
        headers: { ...staffHeaders, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ status }),
      });
      if (res.status !== 200) throw new Error(`bench live status ${res.status}: ${await res.text()}`);
      const deadline = performance.now() + 5000;
      while ((arrivals.get(key)?.length ?? 0) < expected && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      const got = arrivals.get(key) ?? [];
      missing += expected - got.length;
      for (const at of got) latencies.push(at - sent);
    }
    latencies.sort((a, b) => a - b);
    const p50 = Math.round(percentile(latencies, 50));
    const p99 = Math.round(percentile(latencies, 99));
    const deliveredOk = missing === 0 && p99 <= 1000;
    ok &&= deliveredOk;
    rows.push({
      route: `event to ${STREAMS} streams (${staffStreams} desks, ${CUSTOMER_STREAMS} order pages)`,
      'req/s': '',
      'p50 ms': p50,
      'p99 ms': p99,
      errors: missing,
      'req/cpu-s': `opened in ${openMs} ms`,
      target: 'every subscriber, p99 ≤ 1000 ms',
      met: deliveredOk ? 'yes' : 'NO',
    });
    const memoryOk = perStreamKb !== null && perStreamKb <= 20;
    ok &&= memoryOk;
    rows.push({
      route: `server memory per open stream (RSS after GC, second ${STREAMS / 2}; all: ${overallKb?.toFixed(1)} KB)`,
      'req/s': '',
      'p50 ms': '',
      'p99 ms': '',
      errors: '',
      'req/cpu-s': perStreamKb === null ? 'n/a' : `${perStreamKb.toFixed(1)} KB`,
      target: '≤ 20 KB',
      met: memoryOk ? 'yes' : 'NO',
    });

    const during = await throughput(url, pid, duration);
    for (const [name, key] of [
      ['catalogue list with streams open', 'list'],
      ['add to cart with streams open', 'cart'],
    ]) {
      const change = (during[key] - before[key]) / before[key];
      const met = change >= -0.1;
      ok &&= met;
      rows.push({
        route: name,
        'req/s': during[key],
        'p50 ms': '',
        'p99 ms': '',
        errors: '',
        'req/cpu-s': `before ${before[key]} (${(change * 100).toFixed(1)} %)`,
        target: 'within 10 % of before',
        met: met ? 'yes' : 'NO',
      });
    }
  } finally {
    for (const close of closers) close();
    await server.stop();
  }
  return { rows, ok };
}
