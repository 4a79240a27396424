import { sql } from 'drizzle-orm';
import { listUsers } from '../server/modules/accounts/public';
import { customerOrders } from '../server/modules/orders/public';
import { usersListQuery } from '../shared/accounts/staff-schemas';
import { runWithDatabase } from './run-with-database';

/**
 * For decision 049 only: the users list's own time, in this process, on a data folder that
 * `src/cli/bench-seed-users.ts` filled (DATA_DIR=… node --import tsx src/cli/bench-users-profile.ts).
 * Each case runs ROUNDS times after a warm-up; then each query the list sends is shown with
 * EXPLAIN (ANALYZE, BUFFERS) — the buffer counts do not depend on how busy the machine is.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const admin = { id: '00000000-0000-4000-8000-000000000001', role: 'admin', store_id: null };
const cases: Record<string, Record<string, string>> = {
  list: {},
  'search e-mail': { q: 'cliente.4242' },
  'search phone': { q: '5550177' },
  'role+state': { role: 'customer', state: 'suspended' },
  'broad search': { q: 'example.com' },
};
const plans = [
  `select id from users_unified where search_text like '%cliente.4242%' order by created_at desc, id desc limit 25`,
  `select id from users_unified where search_text like '%5550177%' or phone_digits like '%5550177%' order by created_at desc, id desc limit 25`,
  `select id from users_unified where lower(role) in ('customer', 'cliente') and is_suspended order by created_at desc, id desc limit 25`,
  `select count(*)::int from (select 1 from users_unified where lower(role) in ('customer', 'cliente') and is_suspended limit 10001) c`,
  `select count(*)::int from (select 1 from users_unified limit 10001) c`,
];

await runWithDatabase(async (database) => {
  const db = database.db;
  const lines: string[] = [];
  for (const [name, raw] of Object.entries(cases)) {
    const query = usersListQuery.parse(raw);
    for (let i = 0; i < 3; i++) await listUsers(db, admin, query, customerOrders);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await listUsers(db, admin, query, customerOrders);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    lines.push(`${name.padEnd(14)} median ${at(0.5)} ms  p90 ${at(0.9)} ms  (${ROUNDS} rounds)`);
  }
  for (const statement of plans) {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`set local random_page_cost = 1.1`);
      return tx.execute(sql.raw(`explain (analyze, buffers) ${statement}`));
    });
    const { rows } = result as unknown as { rows: { 'QUERY PLAN': string }[] };
    lines.push('', statement, ...rows.map((r) => r['QUERY PLAN']));
  }
  return lines.join('\n');
});
