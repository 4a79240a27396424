import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { LINE_QUANTITY_MAX } from '@/shared/cart/rules';
import { rows } from './sql-rows';

/**
 * SPEC §4.4 "add extra": the extra must be an active one offered with the line's product
 * (SPEC §5.2 "Extra não encontrado"); its price comes from the database; an extra already on the
 * line adds to its quantity (ON CONFLICT on the locked row, as items do).
 */
export async function addExtraToLine(
  tx: Executor,
  line: { itemId: string; productId: string },
  extra: { extraId: string; quantity: number },
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const [row] = await rows<{ id: string }>(
    tx,
    sql`
    insert into cart_item_extras as ce
      (cart_item_id, extra_id, quantity, unit_price, total_price, created_at, updated_at)
    select ${line.itemId}::uuid, x.id, ${extra.quantity}::int, x.price, x.price * ${extra.quantity}::int,
           ${at}::timestamptz, ${at}::timestamptz
    from product_extras x
    join product_extra_links l on l.extra_id = x.id and l.product_id = ${line.productId}::uuid
    where x.id = ${extra.extraId}::uuid and x.is_active
    on conflict on constraint cart_item_extras_line_key do update set
      quantity = ce.quantity + excluded.quantity,
      unit_price = excluded.unit_price,
      total_price = excluded.unit_price * (ce.quantity + excluded.quantity),
      updated_at = excluded.updated_at
    where ce.quantity + excluded.quantity <= ${LINE_QUANTITY_MAX}::int
    returning ce.id`,
  );
  if (row) return row.id;
  const [offered] = await rows<{ found: boolean }>(
    tx,
    sql`select true as found from product_extras x
        join product_extra_links l on l.extra_id = x.id and l.product_id = ${line.productId}::uuid
        where x.id = ${extra.extraId}::uuid and x.is_active`,
  );
  if (!offered) throw new AppError('not_found', 'cart.extraNotFound');
  throw new AppError('conflict', 'cartLimit.lineMax', {
    params: { max: LINE_QUANTITY_MAX },
  });
}
