import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PaymentActor, PaymentOutcome, PaymentOutcomes } from '@/server/modules/payments/public';
import { readShopSettings } from '@/server/modules/settings/public';
import { readOrderStore } from '@/server/modules/stores/public';
import { localParts } from '@/shared/delivery/zoned-time';
import { formatMoney, toCents } from '@/shared/money';
import type { OrderAuditAction } from '@/shared/orders/audit';
import type { OrderStatus } from '@/shared/orders/status';
import type { WeighingLine } from '@/shared/orders/weighing';
import { type CardSettlement, settleCard } from '@/shared/payments/minimum';
import { checkoutHoldCents, type HoldTax } from '@/shared/payments/rules';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import type { OrdersContext, StaffActor } from '../context';
import { type OrderRow, orderEvents, orderItems, orders } from '../schema';
import { auditOrder } from './audit-order';
import { type AppliedCoupon, clearCartOf } from './checkout-steps';
import { liveChange } from './live-change';
import { customerOf, queueHoldFailedMessage } from './notify';
import type { PricedCart } from './reprice-cart';
import { giveBack, queueStatusChange } from './transitions';

/** The checkout's card hold (issue 36): the cart's lines, the coupon, the fee and the tax, weighed lines raised. */
export function cartHoldCents(
  cart: PricedCart,
  coupon: AppliedCoupon,
  deliveryFeeCents: number,
  rule: { tolerancePct: number; marginPct: number },
  tax: HoldTax | null,
): number {
  const lines: WeighingLine[] = cart.lines.map((line) => ({
    id: line.cartItemId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    extrasCents: line.extras.reduce((sum, e) => sum + e.unitPriceCents * e.quantity, 0),
    weighed:
      line.pricePerKgCents !== null && line.weightKg !== null
        ? { pricePerKgCents: line.pricePerKgCents, estimateKgPerUnit: Number(line.weightKg) }
        : null,
    finalGrams: null,
  }));
  // The coupon is held exactly as checkout priced it (its discount, not re-derived).
  return checkoutHoldCents(lines, coupon?.discountCents ?? 0, deliveryFeeCents, rule, tax);
}

/**
 * Staff charge an order: every weighed line weighed, then exactly the final total (at most the
 * hold) — or, for a pre-order whose final total is not above its deposit, nothing captured and the
 * excess refunded (decision 107); or, with nothing the card can be charged (a total of 0, or below
 * Stripe's minimum charge), the hold released whole (decision 112).
 */
export async function settlementOf(
  ex: Executor,
  row: OrderRow,
  holdCents: number,
  /** A pre-order's deposit already charged and kept (decision 105): the capture takes the rest. */
  depositCents = 0,
): Promise<CardSettlement> {
  const items = await ex
    .select({ perKg: orderItems.price_per_kg, final: orderItems.final_weight_kg })
    .from(orderItems)
    .where(eq(orderItems.order_id, row.id));
  if (items.some((i) => i.perKg !== null && i.final === null))
    throw new AppError('conflict', 'payment.notWeighed');
  const { currency } = await readShopSettings(ex);
  return settleCard(toCents(row.total), depositCents, holdCents, currency);
}

const AUDIT: Record<PaymentOutcome['kind'], OrderAuditAction> = {
  authorized: 'payment_update',
  failed: 'payment_update',
  card_saved: 'payment_update',
  hold_failed: 'payment_update',
  expired: 'payment_update',
  captured: 'capture_payment',
  canceled: 'release_hold',
  refunded: 'refund_payment',
};

/** The order event's note in Portuguese (the customer's timeline; the screens show the amounts too). */
function noteOf(
  outcome: PaymentOutcome,
  money: (cents: number) => string,
  day: (at: Date) => string,
): string {
  switch (outcome.kind) {
    case 'authorized':
      return `Cartão autorizado: reserva de ${money(outcome.amountCents)}${outcome.cardLast4 ? ` (${outcome.cardBrand ?? 'cartão'} •••• ${outcome.cardLast4})` : ''}.`;
    case 'failed':
      return `Pagamento recusado pelo banco (${outcome.code}).`;
    case 'card_saved':
      if (outcome.depositCents && outcome.holdCents === 0)
        return `Sinal de ${money(outcome.depositCents)} cobrado no cartão${outcome.cardLast4 ? ` (${outcome.cardBrand ?? 'cartão'} •••• ${outcome.cardLast4})` : ''}: cobre a encomenda inteira, nada mais será reservado.`;
      if (outcome.depositCents)
        return `Sinal de ${money(outcome.depositCents)} cobrado no cartão${outcome.cardLast4 ? ` (${outcome.cardBrand ?? 'cartão'} •••• ${outcome.cardLast4})` : ''}, que fica salvo: a reserva do restante, ${money(outcome.holdCents)}, será feita em ${day(outcome.holdDueAt)}.`;
      return `Cartão salvo${outcome.cardLast4 ? ` (${outcome.cardBrand ?? 'cartão'} •••• ${outcome.cardLast4})` : ''}: a reserva de ${money(outcome.holdCents)} será feita em ${day(outcome.holdDueAt)}.`;
    case 'hold_failed':
      return `A reserva de ${money(outcome.holdCents)} no cartão salvo não passou (${outcome.code}): aguardando o cliente pagar pelo link.`;
    case 'expired':
      return 'O tempo para pagar acabou: pedido cancelado.';
    case 'captured':
      if (outcome.deposit)
        return `Pago pelo sinal de ${money(outcome.deposit.keptCents)}${outcome.deposit.refundedCents ? ` · ${money(outcome.deposit.refundedCents)} do sinal devolvidos ao cartão` : ''}${outcome.releasedCents ? ` · reserva liberada: ${money(outcome.releasedCents)}` : ''}.`;
      return `Cobrado ${money(outcome.amountCents)} · reserva liberada: ${money(outcome.releasedCents)}.`;
    case 'canceled':
      if (outcome.uncharged?.belowMinimum)
        return `Nada cobrado: o total final, ${money(outcome.uncharged.amountCents)}, fica abaixo do mínimo que o cartão aceita · reserva de ${money(outcome.releasedCents)} liberada.`;
      if (outcome.uncharged) return `Nada cobrado · reserva de ${money(outcome.releasedCents)} liberada.`;
      return `Reserva de ${money(outcome.releasedCents)} liberada no cartão.`;
    case 'refunded':
      return `Reembolso de ${money(outcome.amountCents)}${outcome.reason ? `: ${outcome.reason}` : ''}.`;
  }
}

/** "28/11" of an instant in the store's time zone (the day a saved card's hold is placed). */
function dayOf(at: Date, timeZone: string): string {
  const [, month, day] = localParts(at, timeZone).date.split('-');
  return `${day}/${month}`;
}

const SYSTEM: StaffActor = { userId: 'system:payments', name: 'Stripe', role: 'system', storeId: null };

/**
 * The orders side of a payment's change (the payments module's port): the order's event, its audit
 * entry, and what the change means for it — authorized confirms a waiting order, captured marks it
 * paid, an expired checkout cancels it and gives back stock, window place and coupon use.
 */
export function paymentOutcomes(ctx: OrdersContext): PaymentOutcomes {
  return async (tx: Executor, orderId: string, outcome: PaymentOutcome, payer: PaymentActor) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) return;
    const actor: StaffActor = payer ? { ...payer, storeId: null } : SYSTEM;
    const { currency } = await readShopSettings(tx);
    const money = (cents: number) => formatMoney(cents, { currency });
    const timeZone =
      outcome.kind === 'card_saved'
        ? ((await readOrderStore(tx, row.store_id))?.settings?.timeZone ?? SHOP_TIME_ZONE)
        : 'UTC';
    let to = row.status as OrderStatus;
    const set: Partial<OrderRow> = {};
    // The card saved for a window far ahead (decision 101) confirms the order as a hold does.
    if (
      (outcome.kind === 'authorized' || outcome.kind === 'card_saved') &&
      row.status === 'pending_payment'
    ) {
      to = 'confirmed';
      // The hold is placed: the cart the order was made of is used up now, not at placement.
      if (row.customer_user_id) await clearCartOf(tx, row.customer_user_id);
    }
    if (outcome.kind === 'expired' && row.status === 'pending_payment') {
      await giveBack(tx, row);
      to = 'cancelled';
    }
    if (outcome.kind === 'captured') {
      set.payment_status = 'confirmed';
      if (row.weighing) set.weighing = { ...row.weighing, paidCents: outcome.amountCents };
    }
    // Nothing the card could be charged after weighing (decision 112): settled, nothing paid.
    if (outcome.kind === 'canceled' && outcome.uncharged) {
      set.payment_status = 'confirmed';
      if (row.weighing) set.weighing = { ...row.weighing, paidCents: 0 };
    }
    if (to !== row.status || Object.keys(set).length > 0)
      await tx
        .update(orders)
        .set({ ...set, status: to, updated_at: new Date() })
        .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({
      order_id: row.id,
      from_status: row.status,
      to_status: to,
      kind: 'payment',
      actor_user_id: payer?.userId ?? null,
      actor_name: actor.name,
      note: noteOf(outcome, money, (at) => dayOf(at, timeZone)),
    });
    await auditOrder(tx, actor, row.id, AUDIT[outcome.kind], {
      before: { status: row.status, paymentStatus: row.payment_status },
      after: { status: to, paymentStatus: set.payment_status ?? row.payment_status, payment: outcome },
    });
    if (to !== row.status) await queueStatusChange(ctx, tx, row, to, null);
    // Her saved card's hold failed: she hears it in her language, with the link to pay.
    if (outcome.kind === 'hold_failed')
      await queueHoldFailedMessage(ctx, tx, customerOf(row), row, {
        holdCents: outcome.holdCents,
        code: outcome.code,
      });
    // Recorded with the change (its commit is the payments module's): the desks hear it then.
    await ctx.live?.record(tx, liveChange(row, 'payment', to, payer));
  };
}
