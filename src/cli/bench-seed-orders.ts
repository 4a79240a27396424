import { sql } from 'drizzle-orm';
import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { upsertUser } from '../server/modules/accounts/public';
import { staffSignInWithPasswordOnly } from './bench-password-only';
import { runWithDatabase } from './run-with-database';

/**
 * For `npm run bench` only (BENCH_ONLY=staff-dashboard, scripts/lib/bench-staff.mjs): the demo shop
 * plus BENCH_ORDERS orders (100,000 by default) of BENCH_CUSTOMERS customers (5,000) over the last
 * 120 days, two lines each, some with a coupon, in every status; and BENCH_STAFF admin accounts
 * `bench.staff.<n>@example.com`. Written by SQL (generate_series), in batches of 20,000 orders.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5000);
const STAFF = Number(process.env.BENCH_STAFF ?? 20);
const BATCH = 20_000;

await runWithDatabase(async (database, env) => {
  const db = database.db;
  await seedDatabase(db, createLogger(env.LOG_LEVEL));
  for (let n = 0; n < STAFF; n++)
    await upsertUser(db, {
      email: `bench.staff.${n}@example.com`,
      password: 'picanha2024',
      role: 'admin',
      name: `Bench ${n}`,
    });
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-customer-' || g, 'Cliente ' || g, 'bench.cliente.' || g || '@example.com', true
    from generate_series(1, ${CUSTOMERS}) g
    on conflict do nothing`);
  for (let from = 1; from <= ORDERS; from += BATCH) {
    const to = Math.min(ORDERS, from + BATCH - 1);
    await db.execute(sql`
      insert into orders (customer_user_id, customer_name, customer_email, store_id, status,
        fulfilment_type, delivery_date, window_id, window_start, window_end, subtotal, discount,
        total, coupon_code, payment_method, idempotency_key, created_at, updated_at)
      select 'bench-customer-' || (1 + (g * 7919) % ${CUSTOMERS}), 'Cliente', 'bench@example.com',
        (select id from stores order by created_at limit 1),
        (array['pending_payment','confirmed','preparing','out_for_delivery','completed','completed',
               'completed','completed','cancelled'])[1 + g % 9],
        'delivery', (now() - (g % 120) * interval '1 day')::date, 'morning', '09:00', '12:00',
        (50 + g % 250)::numeric(12,2), case when g % 10 = 0 then 10 else 0 end,
        (50 + g % 250 - case when g % 10 = 0 then 10 else 0 end)::numeric(12,2),
        case when g % 10 = 0 then (array['BEMVINDO10','CHURRASCO25'])[1 + g % 2] end,
        'pay_on_delivery', gen_random_uuid(),
        now() - (g % 120) * interval '1 day' - (g % 600) * interval '1 minute',
        now() - (g % 120) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.execute(sql`
    insert into order_items (order_id, product_id, variation_id, product_name, weight_kg, quantity,
      unit_price, line_total, position)
    select o.id, ps.ids[1 + (o.number + k * 13) % ps.n], null, ps.names[1 + (o.number + k * 13) % ps.n],
      case when k = 0 then 1.2 end, 1 + k, o.subtotal / 2 / (1 + k), o.subtotal / 2, k
    from orders o
    cross join generate_series(0, 1) k
    cross join (select array_agg(id order by display_order) ids, array_agg(name order by display_order) names,
                       count(*)::int n from products) ps
    where o.customer_email = 'bench@example.com'`);
  await staffSignInWithPasswordOnly(db);
  return `bench: ${ORDERS} orders of ${CUSTOMERS} customers and ${STAFF} admin accounts in place.`;
});
