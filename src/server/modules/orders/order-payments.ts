import { AppError } from '@/server/http/app-error';
import { assertStoreAccess } from '@/server/http/store-access';
import type { PreparedCard } from '@/server/modules/payments/public';
import { formatOrderNumber } from '@/shared/orders/number';
import type { OrderDetail, OrderSummary } from '@/shared/orders/types';
import { wasCaptured } from '@/shared/payments/states';
import { settlementOf } from './actions/card-payment';
import { findOrderRow } from './actions/read-orders';
import type { Customer, OrdersContext, StaffActor } from './context';

/** The reason a cancelled pre-order's deposit is refunded with (her timeline and Stripe's refund). */
const DEPOSIT_REFUND_REASON = 'Encomenda cancelada: sinal devolvido';

/**
 * The orders side of card payments (issue 36, decision 078): the hosted page after checkout, the
 * payment on an order's answer, and the staff actions — capture after weighing, the hold released
 * before a cancellation, refunds. Every money call goes through the payments module's door.
 */
export function createOrderPayments(ctx: OrdersContext) {
  const payments = () => {
    if (!ctx.payments) throw new AppError('conflict', 'payment.notCard');
    return ctx.payments;
  };
  async function staffRow(actor: StaffActor, id: string) {
    const row = await findOrderRow(ctx.db, id);
    if (!row) throw new AppError('not_found', 'order.notFound');
    assertStoreAccess(actor, row.store_id);
    if (row.payment_method !== 'card') throw new AppError('conflict', 'payment.notCard');
    return row;
  }

  return {
    async withPayment(order: OrderDetail): Promise<OrderDetail> {
      if (order.paymentMethod !== 'card' || !ctx.payments) return order;
      const views = await ctx.payments.views(ctx.db, [order.id]);
      return { ...order, payment: views.get(order.id) ?? null };
    },

    /** The customer's list: each card order with its payment (one read for all of them). */
    async withPayments<T extends OrderSummary>(list: T[]): Promise<T[]> {
      const cards = list.filter((o) => o.paymentMethod === 'card').map((o) => o.id);
      if (cards.length === 0 || !ctx.payments) return list;
      const views = await ctx.payments.views(ctx.db, cards);
      return list.map((o) => (views.has(o.id) ? { ...o, payment: views.get(o.id) ?? null } : o));
    },

    async checkoutPage(
      order: OrderDetail,
      customer: Customer,
      page: { baseUrl: string; locale: string },
      /** The payment row the checkout just wrote: not read again (a replay reads it). */
      prepared?: PreparedCard | null,
    ) {
      const opened = await payments().openCheckout({
        prepared: prepared ?? null,
        orderId: order.id,
        orderNumber: order.number,
        email: customer.email,
        locale: page.locale,
        baseUrl: page.baseUrl,
      });
      return { url: opened.url, state: opened.state };
    },

    async releaseBeforeCancel(actor: StaffActor, id: string) {
      const row = await findOrderRow(ctx.db, id);
      if (row?.payment_method !== 'card' || !ctx.payments) return;
      assertStoreAccess(actor, row.store_id);
      const view = (await ctx.payments.views(ctx.db, [id])).get(id);
      // A pre-order's deposit goes back to her first, whole (decision 105); then the rest's hold.
      if (view && view.deposit.chargedCents > view.deposit.refundedCents && !wasCaptured(view.state))
        await ctx.payments.refundDeposit(id, DEPOSIT_REFUND_REASON, actor);
      if (view?.state === 'authorized') await ctx.payments.cancelHold(id, actor);
      // A saved card not held yet (decision 101): nothing to give back; its hold is never placed.
      if (view?.state === 'card_saved' || view?.state === 'awaiting_customer')
        await ctx.payments.dropSavedCard(id);
      // Charged: the money goes back first (a refund with its reason), then the order is cancelled.
      if (view?.state === 'captured' || view?.state === 'partially_refunded')
        throw new AppError('conflict', 'payment.refundFirst');
    },

    /**
     * A weighing after the capture that lowers the total: its refund was queued with the weights
     * (decision 082); it runs here at once, and on the payments jobs' timer if this fails or stops.
     */
    async refundAfterWeighing(id: string) {
      await ctx.payments?.jobs.refundsDue(id).catch(() => 0);
    },

    routes(staffOrder: (actor: StaffActor, id: string) => Promise<OrderDetail>) {
      return {
        /** Charge exactly the final total once every weighed line is weighed; the rest is released. */
        async capturePayment(actor: StaffActor, id: string) {
          const row = await staffRow(actor, id);
          const view = (await payments().views(ctx.db, [id])).get(id);
          const deposit = view ? view.deposit.chargedCents - view.deposit.refundedCents : 0;
          // A deposit of the whole order leaves nothing to hold (decision 107): settled from card_saved.
          const nothingHeld = view?.state === 'card_saved' && view.holdCents === 0 && deposit > 0;
          if (!view || (view.state !== 'authorized' && !nothingHeld))
            throw new AppError(
              'conflict',
              view?.state === 'captured' || view?.state === 'canceled'
                ? 'payment.busy'
                : 'payment.notAuthorized',
            );
          const settle = await settlementOf(ctx.db, row, view.holdCents, deposit);
          // Never a capture of 0 (Stripe refuses it): the deposit covers the total, the excess goes back.
          if (settle.kind === 'deposit_covers' && deposit > 0)
            await payments().settleByDeposit(id, settle.refundDepositCents, actor);
          else if (settle.kind === 'capture' && view.state === 'authorized')
            await payments().capture(id, settle.captureCents, actor);
          // Nothing the card can be charged (0, or below Stripe's minimum): the hold goes back (decision 112).
          else if (settle.kind === 'release' && view.state === 'authorized')
            await payments().releaseUncharged(id, settle.unchargedCents, actor);
          else throw new AppError('conflict', 'payment.notAuthorized');
          return staffOrder(actor, id);
        },
        async refundPayment(actor: StaffActor, id: string, amountCents: number | null, reason: string) {
          await staffRow(actor, id);
          await payments().refund(id, amountCents, reason, actor);
          return staffOrder(actor, id);
        },
        /**
         * Her page to pay an order whose saved card's hold failed (decision 101): the open one, or a
         * new Stripe page in payment mode. The caller checked the order is hers.
         */
        async payLink(id: string, page: { baseUrl?: string; locale: string }) {
          const row = await findOrderRow(ctx.db, id);
          if (row?.payment_method !== 'card') throw new AppError('conflict', 'payment.nothingToPay');
          return payments().openPayLink({
            orderId: id,
            orderNumber: formatOrderNumber(row.number),
            email: row.customer_email,
            locale: page.locale,
            baseUrl: page.baseUrl ?? ctx.shopUrl ?? '',
          });
        },
        /** Asks the provider again (after the return from the hosted page, or from the desk). */
        async syncPayment(id: string) {
          const row = await findOrderRow(ctx.db, id);
          if (row?.payment_method !== 'card') return;
          await payments().sync(id);
        },
      };
    },
  };
}
