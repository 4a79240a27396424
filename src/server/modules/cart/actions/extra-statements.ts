import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { rows } from './sql-rows';

/**
 * SPEC §4.4 "add extra": the extra must be an active one offered with the line's product
 * (SPEC §5.2 "Extra não encontrado"); its price comes from the database. An extra is on a line or
 * not: its row's quantity is 1, and what it charges follows its basis and the line's quantity
 * (decision 111, read by cart_read). Adding one already on the line keeps it once (its price now).
 */
export async function addExtraToLine(
  tx: Executor,
  line: { itemId: string; productId: string },
  extra: { extraId: string },
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const [row] = await rows<{ id: string }>(
    tx,
    sql`
    insert into cart_item_extras as ce
      (cart_item_id, extra_id, quantity, unit_price, total_price, created_at, updated_at)
    select ${line.itemId}::uuid, x.id, 1, x.price, x.price, ${at}::timestamptz, ${at}::timestamptz
    from product_extras x
    join product_extra_links l on l.extra_id = x.id and l.product_id = ${line.productId}::uuid
    where x.id = ${extra.extraId}::uuid and x.is_active
    on conflict on constraint cart_item_extras_line_key do update set
      unit_price = excluded.unit_price,
      total_price = excluded.unit_price,
      updated_at = excluded.updated_at
    returning ce.id`,
  );
  if (!row) throw new AppError('not_found', 'cart.extraNotFound');
  return row.id;
}
