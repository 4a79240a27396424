// A checkout burst for `npm run bench` (issue 34): BUYERS customers, each with a cart, press "place
// order" at the same moment. Unlike the place-order row (a steady stream through 4 clients), this
// is a queue: every order is a transaction waiting for the pool, and an answer that had to wait
// for a second turn on the pool after its commit arrived only when the whole queue had gone
// through (first answer 5.0 s, last 5.4 s, 2026-11-29 probe). Each answer is timed from the
// moment all were sent; the target is on the median answer.
import { performance } from 'node:perf_hooks';
import { percentile, picanhaBuyers, pickupPlaces, placePickupOrder } from './bench-place-order.mjs';

const BUYERS = Number(process.env.BENCH_BURST ?? 80);

/** One row for the bench table; `ok` is false when an order failed or the median answer is late. */
export async function benchCheckoutBurst(url, { maxP50 = 1000 } = {}) {
  // One more buyer than the burst: the first places an order alone, the time of one order.
  const people = await picanhaBuyers(url, BUYERS + 1);
  // Within each window's places left (earlier rows used some).
  const slots = await pickupPlaces(url, people[0]);
  if (slots.length < people.length)
    throw new Error(`checkout burst: ${slots.length} pickup places left for ${people.length} orders`);
  const t0 = performance.now();
  const alone = await placePickupOrder(url, people[0], slots[0]);
  await alone.arrayBuffer();
  const aloneMs = performance.now() - t0;

  let failures = alone.status === 201 ? 0 : 1;
  const answers = [];
  const started = performance.now();
  await Promise.all(
    people.slice(1).map(async (headers, i) => {
      const res = await placePickupOrder(url, headers, slots[i + 1]);
      await res.arrayBuffer();
      answers.push(performance.now() - started);
      if (res.status !== 201) failures += 1;
    }),
  );
  answers.sort((a, b) => a - b);
  const p50 = percentile(answers, 50);
  const ok = failures === 0 && p50 <= maxP50;
  const ms = (v) => Math.round(v).toLocaleString('en');
  return {
    ok,
    row: {
      route: `checkout burst  POST /api/orders (${answers.length} at once; one alone ${ms(aloneMs)} ms, first answer ${ms(answers[0])}, last ${ms(answers.at(-1))})`,
      'req/s': Math.round(answers.length / (answers.at(-1) / 1000)),
      'p50 ms': Math.round(p50),
      'p99 ms': Math.round(percentile(answers, 99)),
      errors: failures,
      'req/cpu-s': 'n/a',
      target: `p50 answer ≤ ${maxP50} ms`,
      met: ok ? 'yes' : 'NO',
    },
  };
}
