// Add-to-cart throughput and latency for `npm run bench` (issue 6): POST /api/cart/items through
// autocannon. Visitors arrive from many addresses (as behind the load balancer) and each request
// adds one picanha 1 kg (stock not tracked) to one of CARTS existing carts, in turn, so the bench
// measures the everyday add — a live cart, an existing line or a new one — not cart creation.
import autocannon from 'autocannon';
import { cpuSeconds } from './prod-server.mjs';

const CARTS = 500;

let client = 0;
const nextClient = () => {
  client = (client + 1) % 65536;
  return `10.${100 + ((client >> 8) % 100)}.${client & 255}.${1 + (client % 200)}`;
};

const fire = (url, { duration, connections, body, carts }) => {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/cart/items`,
        method: 'POST',
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                'x-forwarded-for': nextClient(),
                'x-cart-session': carts[n++ % carts.length],
              },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
};

/** One row for the bench table; `ok` is false when a request failed or the targets were missed. */
export async function benchAddToCart(
  url,
  { pid, duration = 10, connections = 50, minRps = 1000, maxP99 = 50 } = {},
) {
  const product = await (await fetch(`${url}/api/catalogue/products/picanha`)).json();
  const variation = product.variations.find((v) => v.stockQuantity === null) ?? product.variations[0];
  const body = JSON.stringify({ productId: product.id, variationId: variation.id, quantity: 1 });
  const carts = [];
  for (let i = 0; i < CARTS; i++) {
    const res = await fetch(`${url}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body,
    });
    if (res.status !== 200) throw new Error(`add to cart ${res.status}: ${await res.text()}`);
    carts.push((await res.json()).sessionId);
  }
  await fire(url, { duration: 2, connections, body, carts });
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const r = await fire(url, { duration, connections, body, carts });
  const cpu = cpuBefore === null ? null : cpuSeconds(pid) - cpuBefore;
  const bad = r.non2xx + r.errors + r.timeouts;
  const ok = r.requests.average >= minRps && r.latency.p99 <= maxP99 && bad === 0;
  return {
    ok,
    row: {
      route: 'add to cart     POST /api/cart/items',
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: bad,
      'req/cpu-s': cpu ? Math.round(r.requests.total / cpu) : 'n/a',
      target: `≥ ${minRps} req/s, p99 ≤ ${maxP99} ms`,
      met: ok ? 'yes' : 'NO',
    },
  };
}
