// The dashboard's figures in process over a prepared data folder (decision 053), run with
//   DATA_DIR=<folder seeded by src/cli/bench-seed-orders.ts> npx tsx scripts/bench-dashboard.ts [calls]
// Opening the folder applies the migrations (the summary's backfill, timed when it runs); then,
// one call at a time, alternating so both meet the same load: the charts of 7, 30 and 90 days from
// the orders (decision 046's queries, src/testing/reports-scratch.ts) and from the daily summary,
// and today at a glance. Last, the cost the triggers add to writing an order (one order, two lines,
// in a transaction), with the triggers on and off. Prints median / p99 / max in ms. Timings on a
// shared machine say little: note its load beside them.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { chartsReport } from '../src/server/modules/reports/chart-reads';
import { todayReport } from '../src/server/modules/reports/today-reads';
import { chartsFromOrders } from '../src/testing/reports-scratch';

const CALLS = Number(process.argv[2] ?? 30);
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: the bench data folder');

const database = await openDatabase({ kind: 'pglite', dataDir });
const t0 = performance.now();
await database.migrate();
console.info(`migrate (with the summary's backfill when new): ${Math.round(performance.now() - t0)} ms`);
const db = database.db;
await db.execute(sql`analyze`);
const now = new Date();

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `median ${Math.round(at(0.5))} / p99 ${Math.round(at(0.99))} / max ${Math.round(s.at(-1)!)} ms`;
};
const time = async (f: () => Promise<unknown>) => {
  const start = performance.now();
  await f();
  return performance.now() - start;
};

const cases = {
  'charts 7 days, from orders': () => chartsFromOrders(db, null, 7, now),
  'charts 7 days, from summary': () => chartsReport(db, null, 7, now),
  'charts 30 days, from orders': () => chartsFromOrders(db, null, 30, now),
  'charts 30 days, from summary': () => chartsReport(db, null, 30, now),
  'charts 90 days, from orders': () => chartsFromOrders(db, null, 90, now),
  'charts 90 days, from summary': () => chartsReport(db, null, 90, now),
  'today at a glance': () => todayReport(db, null, now),
};
const results = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]]));
for (const f of Object.values(cases)) await f(); // warm up
for (let i = 0; i < CALLS; i++)
  for (const [name, f] of Object.entries(cases)) results[name]!.push(await time(f));
for (const [name, xs] of Object.entries(results)) console.info(`${name.padEnd(30)} ${stats(xs)}`);
for (const days of [7, 30, 90] as const) {
  const same =
    JSON.stringify(await chartsReport(db, null, days, now)) ===
    JSON.stringify(await chartsFromOrders(db, null, days, now));
  console.info(`${days} days: summary equals from-scratch: ${same}`);
}

// One order with two lines, as checkout writes it, with and without the summary's triggers.
const writeOrder = (email: string) => () =>
  db.transaction(async (tx) => {
    const [o] = (
      (await tx.execute(sql`insert into orders (customer_user_id, customer_name, customer_email, store_id,
        status, fulfilment_type, delivery_date, window_id, window_start, window_end, subtotal, total,
        payment_method, idempotency_key)
      values ('bench-customer-1', 'Cliente', ${email},
        (select id from stores order by created_at limit 1), 'pending_payment', 'delivery',
        current_date, 'morning', '09:00', '12:00', 100, 100, 'pay_on_delivery', gen_random_uuid())
      returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await tx.execute(sql`insert into order_items (order_id, product_id, product_name, quantity, unit_price, line_total, position)
      select ${o!.id}, id, name, 1, 50, 50, k from (select id, name from products limit 2) p, generate_series(0, 0) k`);
  });
const writes = { on: [] as number[], off: [] as number[] };
const triggers = async (on: boolean) => {
  for (const table of ['orders', 'order_items'])
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`));
};
for (let i = 0; i < CALLS; i++) {
  await triggers(false);
  writes.off.push(await time(writeOrder('bench.write.off@example.com')));
  await triggers(true);
  writes.on.push(await time(writeOrder('bench.write.on@example.com')));
}
console.info(`write an order, triggers off       ${stats(writes.off)}`);
console.info(`write an order, triggers on        ${stats(writes.on)}`);
// Leave the folder as it was found: the orders written above go (each the way it came, so the
// summary stays equal to the orders).
await db.execute(sql`delete from orders where customer_email = 'bench.write.on@example.com'`);
await triggers(false);
await db.execute(sql`delete from orders where customer_email = 'bench.write.off@example.com'`);
await triggers(true);
console.info(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await database.close();
