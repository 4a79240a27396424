import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readCutOptions } from '@/server/modules/catalogue/public';
import { cartExpiry, LINE_QUANTITY_MAX } from '@/shared/cart/rules';
import type { AddItemInput } from '@/shared/cart/schemas';
import type { Cart } from '@/shared/cart/types';
import { type CutSnapshot, cutSnapshot, cutsKey } from '@/shared/catalogue/cuts';
import type { CartActor, CartContext } from '../context';
import { addExtraToLine } from './extra-statements';
import { guard } from './guard';
import { type CartReadRow, readSession, toCart } from './read-cart';
import { sessionForWrite } from './session';
import { rows } from './sql-rows';

type AddOutcome = {
  cart_session: string | null;
  has_product: boolean;
  has_variation: boolean;
  held: number | null;
  line_id: string | null;
  /** The product asks for a cut choice and none came (issue 41). */
  needs_cuts: boolean;
};

/**
 * SPEC §4.4 "add product" through cart_add_line() (drizzle/0007_cart_functions.sql), one call:
 * lock the actor's live cart and slide its expiry, read the price, weight and stock of the
 * product or variation from the database, then insert the line or add to it. The unique
 * (session, product, variation) constraint with NULLS NOT DISTINCT makes concurrent adds meet in
 * ON CONFLICT, which adds the quantities on the locked row — no lost update — within the stock
 * (SPEC §5.2) and LINE_QUANTITY_MAX. It answers facts; refusal() picks the message. With `read`,
 * the same statement also returns the cart after the write (one round trip on the hot path).
 */
function addLineStatement(
  actor: CartActor,
  input: Pick<AddItemInput, 'productId' | 'variationId' | 'quantity'>,
  cuts: CutSnapshot | null,
  now: Date,
) {
  const cutsJson = cuts ? JSON.stringify(cuts) : null;
  return sql`cart_add_line(${actor.sessionId}::uuid, ${actor.userId}::text, ${input.productId}::uuid,
    ${input.variationId}::uuid, ${input.quantity}::int, ${now.toISOString()}::timestamptz,
    ${cartExpiry(now).toISOString()}::timestamptz, ${LINE_QUANTITY_MAX}::int, ${cutsJson}::jsonb, ${cutsKey(cuts)}::text)`;
}

async function addLine(
  ex: Executor,
  actor: CartActor,
  input: AddItemInput,
  cuts: CutSnapshot | null,
  now: Date,
): Promise<AddOutcome> {
  const [outcome] = await rows<AddOutcome>(
    ex,
    sql`select * from ${addLineStatement(actor, input, cuts, now)}`,
  );
  if (!outcome) throw new Error('cart_add_line returned no row');
  return outcome;
}

/** JSON carries numerics as numbers; the cart reads them as the text PostgreSQL sends. */
const decimalText = (value: string | number | null) => (value === null ? null : String(value));
const fromJson = <T extends CartReadRow>(row: T): T => ({
  ...row,
  weight_kg: decimalText(row.weight_kg),
  unit_price: decimalText(row.unit_price),
  extra_unit_price: decimalText(row.extra_unit_price),
  price_per_kg: decimalText(row.price_per_kg),
});

/** One add of the hot path: a live cart (the actor's) and no extras. */
export type QuickAdd = {
  actor: CartActor;
  input: Pick<AddItemInput, 'productId' | 'variationId' | 'quantity'>;
};
export type QuickAddResult = { outcome: AddOutcome; cart: Cart | null };

/**
 * Several adds in one statement (the group commit of service.ts; one add is a batch of one):
 * cart_add_line() then cart_read() for each, in order, each seeing the writes before it — as if
 * they had come one after another. One statement is atomic: any failure writes nothing.
 */
export async function quickAdds(
  ex: Executor,
  adds: readonly QuickAdd[],
  now: Date,
): Promise<QuickAddResult[]> {
  const list = adds.map(({ actor, input }, n) => ({
    n,
    sid: actor.sessionId,
    uid: actor.userId,
    pid: input.productId,
    vid: input.variationId,
    qty: input.quantity,
  }));
  // One JSON value for the whole batch: one protocol message to write and parse, not one per row.
  const [result] = await rows<{ found: (AddOutcome & CartReadRow & { n: number })[] | null }>(
    ex,
    sql`select json_agg(t) as found from (
          select a.n, o.*, r.*
          from jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
            as a(n int, sid uuid, uid text, pid uuid, vid uuid, qty int)
          cross join lateral cart_add_line(a.sid, a.uid, a.pid, a.vid, a.qty, ${now.toISOString()}::timestamptz,
            ${cartExpiry(now).toISOString()}::timestamptz, ${LINE_QUANTITY_MAX}::int, null::jsonb, ''::text) o
          left join lateral cart_read(o.cart_session) r on o.line_id is not null
        ) t`,
  );
  const found = (result?.found ?? []).map(fromJson);
  const byAdd = adds.map(() => [] as (AddOutcome & CartReadRow)[]);
  for (const row of found) byAdd[row.n]?.push(row);
  return byAdd.map((group) => {
    const outcome = group[0];
    if (!outcome) throw new Error('cart_add_line returned no row');
    return { outcome, cart: outcome.line_id ? toCart(group) : null };
  });
}

/** The SPEC §5.2 refusal behind an add that wrote nothing (the cart itself was found). */
function refusal(outcome: AddOutcome, quantity: number): AppError {
  if (!outcome.has_product) return new AppError('not_found', 'cart.productNotFound');
  if (outcome.needs_cuts) return cutsRefusal('cuts.required');
  if (!outcome.has_variation) return new AppError('not_found', 'cart.variationNotFound');
  if ((outcome.held ?? 0) + quantity > LINE_QUANTITY_MAX)
    return new AppError('conflict', 'cartLimit.lineMax', {
      params: { max: LINE_QUANTITY_MAX },
    });
  return new AppError('conflict', 'cart.insufficientStock');
}

const cutsRefusal = (key: 'cuts.required' | 'cuts.notOffered' | 'cuts.noteTooLong' | 'cuts.noteNotOffered') =>
  new AppError('validation_failed', key, { fields: { cuts: [{ key }] } });

/**
 * The cut options chosen, checked against the product's and priced (issue 41): a group or value
 * the product does not offer, a required group left out or a note too long is refused. Null:
 * nothing chosen (the add then refuses a product whose choice is required, in cart_add_line).
 */
async function checkedCuts(ex: Executor, input: AddItemInput): Promise<CutSnapshot | null> {
  const choice = input.cuts;
  if (!choice || (choice.choices.length === 0 && !choice.note)) return null;
  const options = await readCutOptions(ex, input.productId);
  if (!options) throw new AppError('not_found', 'cart.productNotFound');
  const checked = cutSnapshot(options, choice);
  if (!checked.ok) throw cutsRefusal(checked.refusal.key);
  return checked.snapshot;
}

/**
 * POST /api/cart/items. Without extras and with a live cart this is the single statement above;
 * otherwise one transaction creates the cart when needed (SPEC §4.4 "start"), adds the line and
 * each extra, and any refusal undoes all of it.
 */
export async function addItem(ctx: CartContext, actor: CartActor, input: AddItemInput): Promise<Cart> {
  const now = ctx.now();
  const plain = !input.cuts || (input.cuts.choices.length === 0 && !input.cuts.note);
  if ((actor.sessionId || actor.userId) && input.extras.length === 0 && plain) {
    const { outcome, cart } = await guard('cartFailure.add', () => ctx.quickAdd({ actor, input }));
    if (cart) return cart;
    if (outcome.cart_session) throw refusal(outcome, input.quantity);
  }
  const sessionId = await guard('cartFailure.add', () =>
    ctx.db.transaction(async (tx) => {
      const cuts = await checkedCuts(tx, input);
      const id = await guard('cartFailure.session', () => sessionForWrite(tx, actor, now));
      const outcome = await addLine(tx, { sessionId: id, userId: actor.userId }, input, cuts, now);
      if (!outcome.line_id) throw refusal(outcome, input.quantity);
      // A millisecond apart, so the extras read back in the order they were chosen.
      for (const [index, extra] of input.extras.entries()) {
        const at = new Date(now.getTime() + index);
        await addExtraToLine(tx, { itemId: outcome.line_id, productId: input.productId }, extra, at);
      }
      return id;
    }),
  );
  return guard('cartFailure.items', () => readSession(ctx.db, sessionId));
}
