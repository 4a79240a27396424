import { randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { deleteCheckedOutCart, deleteUserCarts } from '@/server/modules/cart/public';
import {
  consumeCouponUse,
  consumeCustomerUse,
  couponRefusal,
  findCoupon,
  toRuleCoupon,
} from '@/server/modules/coupons/public';
import { readCurrency } from '@/server/modules/settings/public';
import { type FulfilmentStore, takeWindowPlace } from '@/server/modules/stores/public';
import { hasWeighedLines } from '@/shared/cart/totals';
import { checkCoupon } from '@/shared/coupons/rules';
import { checkWindow as checkWindowRule } from '@/shared/delivery/windows';
import type { Language } from '@/shared/i18n/language';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { fromCents } from '@/shared/money';
import type { PlaceOrderValues } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/types';
import type { WeighingRule } from '@/shared/orders/weighing';
import type { OrderTaxSnapshot } from '@/shared/tax/snapshot';
import type { Customer } from '../context';
import { orderEvents, orderItemExtras, orderItems, orders } from '../schema';
import { toOrderDetail } from './read-orders';
import { CUT_CHARGE_NAMES, type PricedCart } from './reprice-cart';

/** A refusal about one field: the same key (and parameters) for the whole and for the field. */
export const refuse = (
  code: 'conflict' | 'validation_failed',
  field: string,
  refusal: { key: MessageKey; params?: MessageParams },
) => new AppError(code, refusal.key, { params: refusal.params, fields: { [field]: [refusal] } });

export type AppliedCoupon = {
  id: string;
  code: string;
  discountCents: number;
  /** The coupon's terms now: an order with weighed lines keeps them to re-apply after weighing. */
  terms: NonNullable<WeighingRule['coupon']>;
} | null;

/**
 * Validates the coupon on the repriced subtotal, then takes one use only while uses are left, and
 * one of the customer's only while they have some left (per-customer limit, issue 18).
 */
export async function applyCoupon(
  tx: Executor,
  code: string | null,
  subtotalCents: number,
  now: Date,
  userId: string,
  /** The order's e-mail and phone: "once per customer" counts them too (guests, decision 096). */
  contact: { email: string; phone: string | null },
): Promise<AppliedCoupon> {
  if (!code) return null;
  const row = await findCoupon(tx, code);
  const coupon = row ? toRuleCoupon(row) : null;
  const result = checkCoupon(coupon, subtotalCents, now);
  if (!result.ok || !row || !coupon) {
    const reason = result.ok ? 'unknown' : result.reason;
    throw refuse('validation_failed', 'couponCode', couponRefusal(reason, coupon, await readCurrency(tx)));
  }
  if (!(await consumeCouponUse(tx, row.id)))
    throw refuse('conflict', 'couponCode', couponRefusal('used_up', coupon));
  if (!(await consumeCustomerUse(tx, row.id, userId, row.per_customer_limit)))
    throw refuse('conflict', 'couponCode', couponRefusal('customer_used_up', coupon));
  if (row.per_customer_limit !== null && (await contactUses(tx, row.id, contact)) >= row.per_customer_limit)
    throw refuse('conflict', 'couponCode', couponRefusal('customer_used_up', coupon));
  return {
    id: row.id,
    code: row.code,
    discountCents: result.discountCents,
    terms: { type: coupon.type, value: coupon.value, maximumDiscountCents: coupon.maximumDiscountCents },
  };
}

/**
 * A coupon's earlier uses by the same person whoever held the order (decision 096): the orders
 * not cancelled that used it with this e-mail or this phone (this one is not written yet). A guest
 * user is new at every guest checkout and a claimed order moves to a new account, so the
 * per-customer row alone would let a guest take the welcome coupon again each time. Two checkouts with one e-mail or phone take the
 * same transaction locks first, so they count one after the other.
 */
async function contactUses(
  tx: Executor,
  couponId: string,
  contact: { email: string; phone: string | null },
): Promise<number> {
  const email = contact.email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon-contact:${email}`}))`);
  if (contact.phone)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon-contact:${contact.phone}`}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.coupon_id, couponId),
        ne(orders.status, 'cancelled'),
        contact.phone
          ? or(eq(sql`lower(${orders.customer_email})`, email), eq(orders.customer_phone, contact.phone))
          : eq(sql`lower(${orders.customer_email})`, email),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The window must still be bookable now (the browser's list may be minutes old). Fullness is the
 * rule's last check and `bookWindow`'s conditional upsert's own condition, so the rule is asked
 * with nothing booked here and the upsert says "full" (one statement fewer per order, issue 34).
 */
export function windowFor(
  store: FulfilmentStore,
  input: PlaceOrderValues,
  now: Date,
  /** A pre-order's campaign day may lie past the horizon (issue 41, decision 093). */
  preorder = false,
): { start: string; end: string; capacity: number } {
  const check = checkWindowRule(store.settings, input.fulfilment, input.date, input.windowId, now, 0, {
    beyondHorizon: preorder,
  });
  if (!check.ok) throw refuse('validation_failed', 'windowId', { key: `window.${check.reason}` });
  return { start: check.window.start, end: check.window.end, capacity: check.window.capacity };
}

/**
 * A place in the window is taken inside the order's transaction: a full window is refused even if
 * the page offered it. The booking row stays locked until the commit, so every other checkout of
 * the window waits from here: the checkout books late, beside the stock (issue 34).
 */
export async function bookWindow(
  tx: Executor,
  store: FulfilmentStore,
  input: PlaceOrderValues,
  capacity: number,
): Promise<void> {
  const key = { storeId: store.id, fulfilment: input.fulfilment, date: input.date, windowId: input.windowId };
  if (!(await takeWindowPlace(tx, key, capacity)))
    throw refuse('conflict', 'windowId', { key: 'window.full' });
}

export type NewOrder = {
  customer: Customer;
  store: FulfilmentStore;
  input: PlaceOrderValues;
  cart: PricedCart;
  coupon: AppliedCoupon;
  delivery: { feeCents: number; zoneId: string | null };
  window: { start: string; end: string };
  idempotencyKey: string;
  /** The weighing tolerance setting in force (decision 051), read with the checkout's settings. */
  tolerancePct: number;
  /** Sales tax kept on the order (decision 079); null: none recorded (prices include it, no rate). */
  tax: OrderTaxSnapshot | null;
  /** Taken beforehand (`numberOrder`): the order's messages are queued before its rows. */
  id: string;
  number: number;
  /** The interface language it is placed in: its messages are written in it (decision 086). */
  language: Language;
};

/**
 * What the order will total: the repriced subtotal, less the coupon, plus the delivery fee, plus
 * the sales tax when it is added at checkout (decision 079; nothing when prices include it).
 */
export const orderTotalCents = (
  cart: Pick<PricedCart, 'subtotalCents'>,
  coupon: AppliedCoupon,
  delivery: { feeCents: number },
  tax: Pick<OrderTaxSnapshot, 'result'> | null = null,
) => cart.subtotalCents - (coupon?.discountCents ?? 0) + delivery.feeCents + (tax?.result.addedCents ?? 0);

/**
 * The new order's id and number, before its rows are written, and the order a twin submit of the
 * same key placed already (`twin`; the same statement, one turn fewer on the pool, issue 34): its messages are queued first, so
 * the rows — whose summary triggers hold the store's day until commit (decision 053) — come last
 * and concurrent checkouts wait on each other for as few statements as possible (issue 34).
 */
export async function numberOrder(
  tx: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<{ id: string; number: number; twin: string | null }> {
  // Both drivers answer `execute` with `rows`; the shared Db type does not say so.
  const result = (await tx.execute(
    sql`select nextval('order_number_seq')::int as number, (select ${orders.id} from ${orders} where ${orders.customer_user_id} = ${userId} and ${orders.idempotency_key} = ${idempotencyKey}) as twin`,
  )) as unknown as { rows: { number: number; twin: string | null }[] };
  const row = result.rows[0];
  if (row?.number === undefined) throw new Error('numberOrder: nextval returned no row');
  return { id: randomUUID(), number: row.number, twin: row.twin ?? null };
}

/**
 * The order with its snapshots (names, variation, weight, prices, per-line notes) and its first
 * event; `detail` is the order as these writes left it, drawn from the rows they returned, so the
 * checkout answers without reading it again after commit (issue 34).
 */
export async function createOrder(
  tx: Executor,
  o: NewOrder,
): Promise<{ id: string; number: number; totalCents: number; detail: OrderDetail }> {
  const discountCents = o.coupon?.discountCents ?? 0;
  const totalCents = orderTotalCents(o.cart, o.coupon, o.delivery, o.tax);
  // Weighed lines (issue 20): the order keeps its estimate and the rule in force, the shop's
  // tolerance setting included (decision 051) — a later change of the setting never touches it.
  const weighing = hasWeighedLines(o.cart.lines)
    ? {
        tolerancePct: o.tolerancePct,
        coupon: o.coupon?.terms ?? null,
        estimatedSubtotalCents: o.cart.subtotalCents,
        estimatedDiscountCents: discountCents,
        estimatedTotalCents: totalCents,
      }
    : null;
  const [order] = await tx
    .insert(orders)
    .values({
      id: o.id,
      number: o.number,
      customer_user_id: o.customer.userId,
      customer_profile_id: o.customer.profileId,
      customer_name: o.customer.name,
      customer_email: o.customer.email,
      customer_phone: o.customer.phone,
      store_id: o.store.id,
      status: 'pending_payment',
      fulfilment_type: o.input.fulfilment,
      delivery_address:
        o.input.fulfilment === 'delivery' && o.input.address
          ? { ...o.input.address, unit: o.input.address.unit ?? null }
          : null,
      delivery_zone_id: o.delivery.zoneId,
      delivery_date: o.input.date,
      window_id: o.input.windowId,
      window_start: o.window.start,
      window_end: o.window.end,
      notes: o.input.notes,
      subtotal: fromCents(o.cart.subtotalCents),
      discount: fromCents(discountCents),
      delivery_fee: fromCents(o.delivery.feeCents),
      tax: fromCents(o.tax?.result.taxCents ?? 0),
      tax_detail: o.tax,
      total: fromCents(totalCents),
      coupon_id: o.coupon?.id ?? null,
      coupon_code: o.coupon?.code ?? null,
      payment_method: o.input.paymentMethod,
      weighing,
      language: o.language,
      idempotency_key: o.idempotencyKey,
    })
    .returning();
  if (!order) throw new Error('createOrder: insert returned no row');

  const items = await tx
    .insert(orderItems)
    .values(
      o.cart.lines.map((line, position) => ({
        order_id: order.id,
        product_id: line.productId,
        variation_id: line.variationId,
        product_name: line.productName,
        product_name_en: line.productNameEn?.trim() || null,
        variation_name: line.variationName,
        weight_kg: line.weightKg,
        price_per_kg: line.pricePerKgCents === null ? null : fromCents(line.pricePerKgCents),
        quantity: line.quantity,
        unit_price: fromCents(line.unitPriceCents),
        line_total: fromCents(line.unitPriceCents * line.quantity),
        notes: o.input.itemNotes[line.cartItemId]?.trim() || null,
        cuts: line.cuts,
        position,
      })),
    )
    .returning();
  items.sort((a, b) => a.position - b.position);
  const extraValues = items.flatMap((item) =>
    (o.cart.lines[item.position]?.extras ?? []).map((e) => ({
      order_item_id: item.id,
      extra_id: e.extraId,
      name: e.extraId === null ? CUT_CHARGE_NAMES[o.language] : e.name,
      name_en: e.extraId === null ? null : e.nameEn?.trim() || null,
      quantity: e.quantity,
      unit_price: fromCents(e.unitPriceCents),
      total: fromCents(e.unitPriceCents * e.quantity),
      charge_basis: e.basis,
    })),
  );
  const extras = extraValues.length ? await tx.insert(orderItemExtras).values(extraValues).returning() : [];
  const events = await tx
    .insert(orderEvents)
    .values({
      order_id: order.id,
      from_status: null,
      to_status: 'pending_payment',
      actor_user_id: o.customer.userId,
      actor_name: o.customer.name,
    })
    .returning();
  const detail = toOrderDetail(order, { items, extras, events, store: o.store });
  return { id: order.id, number: order.number, totalCents, detail };
}

/** The cart is used up: its session goes (items and extras cascade), as SPEC §4.4 "Clear" does. */
export async function clearCart(tx: Executor, sessionId: string): Promise<void> {
  await deleteCheckedOutCart(tx, sessionId);
}

/** A card order's cart, used up once its hold is placed (decision 081): the customer's cart goes. */
export async function clearCartOf(tx: Executor, userId: string): Promise<void> {
  await deleteUserCarts(tx, userId);
}
