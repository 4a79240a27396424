import { sql } from 'drizzle-orm';
import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { upsertUser } from '../server/modules/accounts/public';
import { staffSignInWithPasswordOnly } from './bench-password-only';
import { runWithDatabase } from './run-with-database';

/**
 * For `npm run bench` only (scripts/lib/bench-staff-products.mjs): the demo shop plus
 * BENCH_PRODUCTS products (2,000 by default) with three variations each, and BENCH_STAFF admin
 * accounts `bench.staff.<n>@example.com` (the §9 limits count per signed-in user, so the load is
 * spread over several people, as a team of staff would).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const STAFF = Number(process.env.BENCH_STAFF ?? 20);
const BENCH_PASSWORD = 'picanha2024';

await runWithDatabase(async (database, env) => {
  const db = database.db;
  await seedDatabase(db, createLogger(env.LOG_LEVEL));
  for (let n = 0; n < STAFF; n++)
    await upsertUser(db, {
      email: `bench.staff.${n}@example.com`,
      password: BENCH_PASSWORD,
      role: 'admin',
      name: `Bench ${n}`,
    });
  await db.execute(sql`
    insert into products (slug, name, name_en, brand, price, previous_price, category_id, featured,
      on_offer, brazilian_cut, is_active, display_order, main_image_url, image_urls)
    select 'bench-produto-' || g, 'Produto de teste ' || g, 'Test product ' || g, 'Marca ' || (g % 40),
      (10 + g % 300)::numeric(12, 2), case when g % 11 = 0 then (20 + g % 300)::numeric(12, 2) end,
      (select id from categories order by display_order offset (g % 6) limit 1),
      g % 7 = 0, g % 11 = 0, g % 5 = 0, g % 9 <> 0, g,
      '/images/products/picanha.svg', array['/images/products/picanha.svg']
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`
    insert into product_variations (product_id, name, price, stock_quantity, weight_kg, display_order)
    select p.id, v || ' kg', p.price + v * 10,
      case when v = 1 then null else (p.display_order * 7 + v) % 12 end, v, v
    from products p cross join generate_series(1, 3) v
    where p.slug like 'bench-produto-%'`);
  await staffSignInWithPasswordOnly(db);
  return `bench: ${PRODUCTS} products and ${STAFF} admin accounts in place.`;
});
