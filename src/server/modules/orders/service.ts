import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { assertStoreAccess } from '@/server/http/store-access';
import { sharedRead } from '@/server/lib/shared-read';
import { createLogger } from '@/server/logger';
import { readCampaignSizes } from '@/server/modules/campaigns/public';
import { readShopSettings } from '@/server/modules/settings/public';
import { orderingStores } from '@/server/modules/stores/public';
import { readTaxTable } from '@/server/modules/tax/public';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import type { Language } from '@/shared/i18n/language';
import type { LiveKind } from '@/shared/live/events';
import type { DaySheetQuery } from '@/shared/orders/day-plan';
import type { OrderEditInput } from '@/shared/orders/edit-schema';
import type { GuestOrderValues } from '@/shared/orders/guest';
import type { PlaceOrderValues, StaffOrdersQuery } from '@/shared/orders/schemas';
import type { OrderStatus } from '@/shared/orders/status';
import { requestedStoreScope } from '@/shared/permissions/store-scope';
import type { LivePublisher } from '../live/public';
import type { MessagingService } from '../messaging/public';
import type { PaymentsService } from '../payments/public';
import { paymentOutcomes } from './actions/card-payment';
import { cancelByCustomer } from './actions/customer-cancel';
import { readDaySheet, readRouteSheet } from './actions/day-sheets';
import { editOrderLines } from './actions/edit-order';
import {
  claimGuestOrder,
  type GuestCheckout,
  guestCustomerOf,
  hasAccount,
  joinGuestOrder,
  orderOfLink,
  placeGuestOrder,
} from './actions/guest-order';
import { orderLabels } from './actions/labels';
import { liveChange } from './actions/live-change';
import { placeOrder } from './actions/place-order';
import { checkCouponForCart, quote } from './actions/quote';
import { findOrderRow, listCustomerOrders, listStaffOrders, orderDetail } from './actions/read-orders';
import { type AddToCart, reorder } from './actions/reorder';
import { changeStatus, confirmPayment } from './actions/transitions';
import { undoStatus } from './actions/undo-status';
import { saveWeights, settleWeighing } from './actions/weigh';
import type { Customer, OrdersContext, StaffActor } from './context';
import { createGuestLinks } from './guest-link';
import { createOrderPayments } from './order-payments';

export type OrdersDeps = {
  db: Db;
  messaging: Pick<MessagingService, 'queueWhatsApp' | 'queueSms' | 'queueEmail' | 'queueOrderAnnouncement'>;
  logger?: Logger;
  logLevel?: string;
  now?: () => Date;
  /**
   * Called after a committed order took stock or a cancellation gave it back: the catalogue's
   * cached answers (decision 010) show the new stock at the next request (issue 19).
   */
  onStockChanged?: () => void;
  /** Card payments (issue 36): without it, only the manual methods are taken. */
  payments?: PaymentsService;
  /** The shop's public address: where the hosted payment page sends the customer back. */
  shopUrl?: string;
  /** The address links in messages are built on (decision 121); by default `shopUrl`. */
  linkBase?: (ex: Executor) => Promise<string>;
  /** The cart's add (the cart module's door): "Comprar de novo" puts a past order back through it. */
  addToCart: AddToCart;
  /** Tells the live desks and order pages what changed, after each commit (issue 40, decision 088). */
  live?: LivePublisher;
  /**
   * Guest checkout (issue 38, decision 096): the key of the signed links (the server's auth secret)
   * and the accounts' door that writes a claimed account. Without it, guests are refused (503).
   */
  guest?: { secret: string; createClaimedAccount: GuestCheckout['createClaimedAccount'] };
};

/** Checkout, the customer's orders, and the staff order API (issue 8). */
export function createOrdersService(deps: OrdersDeps) {
  const ctx: OrdersContext = {
    db: deps.db,
    checkoutSetup: sharedRead(deps.db, async (ex) => ({
      stores: await orderingStores(ex),
      shop: await readShopSettings(ex),
      tax: await readTaxTable(ex),
      campaignSizes: await readCampaignSizes(ex),
    })),
    messaging: deps.messaging,
    logger: (deps.logger ?? createLogger(deps.logLevel ?? 'info')).child({ module: 'orders' }),
    now: deps.now ?? (() => new Date()),
    payments: deps.payments ?? null,
    live: deps.live,
    shopUrl: deps.shopUrl ?? '',
    linkBase: deps.linkBase ?? (async () => deps.shopUrl ?? ''),
  };
  const cards = createOrderPayments(ctx);
  const guestCheckout: GuestCheckout | null = deps.guest
    ? {
        links: createGuestLinks(deps.guest.secret),
        linkBase: ctx.linkBase,
        createClaimedAccount: deps.guest.createClaimedAccount,
      }
    : null;
  const guestOn = () => {
    if (!guestCheckout) throw new AppError('unavailable', 'order.noStore');
    return guestCheckout;
  };
  // The payments module tells the order what a payment's change means (its port, decision 078).
  deps.payments?.listen(paymentOutcomes(ctx));

  /** The one store-scope rule: admins every store (or the one named), a manager her own (403 else). */
  function scopeOf(actor: StaffActor, storeId: string | undefined): string[] | null {
    const scope = requestedStoreScope(actor, storeId);
    if (scope === 'forbidden' || scope.kind === 'none')
      throw new AppError('forbidden', 'auth.storeForbidden');
    return scope.kind === 'every' ? null : [scope.storeId];
  }

  /**
   * After a commit: the desks of the order's store (and its buyer's page) hear of the change. A
   * failure here never fails the write that committed; the desk's polling still finds it.
   */
  async function announce(kind: LiveKind, id: string, actor: StaffActor | null) {
    if (!deps.live) return;
    try {
      const row = await findOrderRow(ctx.db, id);
      if (row) await deps.live.publish(liveChange(row, kind, row.status, actor));
    } catch (error) {
      ctx.logger.warn({ err: error, orderId: id }, 'live event not published');
    }
  }

  /** After she cancelled (signed in or by her link): stock shown again, the desk told at once (no staff name), her order as it is now. */
  async function afterCustomerCancel(id: string) {
    deps.onStockChanged?.();
    await announce('status', id, null);
    const row = await findOrderRow(ctx.db, id);
    if (!row) throw new AppError('not_found', 'order.notFound');
    return cards.withPayment(await orderDetail(ctx.db, row));
  }

  async function staffOrder(actor: StaffActor, id: string) {
    const row = await findOrderRow(ctx.db, id);
    if (!row) throw new AppError('not_found', 'order.notFound');
    assertStoreAccess(actor, row.store_id);
    return cards.withPayment(await orderDetail(ctx.db, row));
  }

  return {
    /** `locale`: the request's interface language; the order keeps it for its messages (decision 086). */
    async place(
      customer: Customer,
      idempotencyKey: string,
      input: PlaceOrderValues,
      locale: Language = 'pt-BR',
      /** Called once the order's transaction is over: its turn ends before the card's page is opened (decision 130). */
      committed?: () => void,
    ) {
      const placed = await placeOrder(ctx, customer, idempotencyKey, input, locale).finally(committed);
      const { orderId, created, detail, card } = placed;
      if (created) {
        deps.onStockChanged?.();
        // Its live event committed with it: this instance's streams read it now.
        deps.live?.committed();
      }
      // A new order answers as its transaction wrote it (issue 34); a replay reads the order.
      let order = detail;
      if (!order) {
        const row = await findOrderRow(ctx.db, orderId);
        if (!row) throw new AppError('not_found', 'order.notFound');
        order = await orderDetail(ctx.db, row);
      }
      // Card: the hosted page, opened after commit (the same one on a replay).
      const payment =
        input.paymentMethod === 'card'
          ? await cards.checkoutPage(order, customer, { baseUrl: deps.shopUrl ?? '', locale }, card)
          : null;
      return { order, created, payment };
    },
    quote: (userId: string, fulfilment: Fulfilment, zip?: string, storeId?: string) =>
      quote(ctx, userId, fulfilment, zip, storeId),
    checkCoupon: (userId: string, code: string) => checkCouponForCart(ctx, userId, code),
    mine: async (userId: string) => cards.withPayments(await listCustomerOrders(ctx.db, userId)),
    /** Another customer's order answers 404, as if it did not exist. */
    async mineOne(userId: string, id: string) {
      const row = await findOrderRow(ctx.db, id);
      if (!row || row.customer_user_id !== userId) throw new AppError('not_found', 'order.notFound');
      return cards.withPayment(await orderDetail(ctx.db, row));
    },
    /** "Comprar de novo" (issue 38): her past order's lines back in her cart, and what could not go. */
    reorder: (userId: string, id: string) => reorder(ctx, userId, id, deps.addToCart),
    /** She cancels her own order while it awaits confirmation (issue 38); staff are told. */
    async cancelMine(customer: Customer, id: string, requestId: string | null) {
      await cancelByCustomer(ctx, customer, id, requestId);
      return afterCustomerCancel(id);
    },
    /** Guest checkout and the signed link's page (issue 38, decision 096). */
    guest: {
      async place(cartId: string | null, key: string, input: GuestOrderValues, locale: Language) {
        const placed = await placeGuestOrder(ctx, guestOn(), cartId, key, input, locale);
        if (placed.created) {
          deps.onStockChanged?.();
          // Its live event committed with it (placeOrder records it): this instance's streams read it now.
          deps.live?.committed();
        }
        let order = placed.detail;
        if (!order) {
          const row = await findOrderRow(ctx.db, placed.orderId);
          if (!row) throw new AppError('not_found', 'order.notFound');
          order = await orderDetail(ctx.db, row);
        }
        return { order, created: placed.created, token: placed.token };
      },
      quote: (cartId: string, fulfilment: Fulfilment, zip?: string, storeId?: string) =>
        quote(ctx, { visitorCart: cartId }, fulfilment, zip, storeId),
      checkCoupon: (cartId: string, code: string) => checkCouponForCart(ctx, { visitorCart: cartId }, code),
      /** The order the link opens, and whether its e-mail already has an account. */
      async view(token: string) {
        const row = await orderOfLink(ctx.db, guestOn().links, token);
        const order = await cards.withPayment(await orderDetail(ctx.db, row));
        return { order, email: row.customer_email, hasAccount: await hasAccount(ctx.db, row.customer_email) };
      },
      async cancel(token: string, requestId: string | null) {
        const customer = await guestCustomerOf(ctx.db, guestOn().links, token);
        const id = guestOn().links.orderIdOf(token);
        await cancelByCustomer(ctx, customer, id, requestId);
        return afterCustomerCancel(id);
      },
      claim: (token: string, password: string, locale: Language) =>
        claimGuestOrder(ctx, guestOn(), token, password, locale),
      join: (token: string, account: { userId: string; profileId: string | null; email: string }) =>
        joinGuestOrder(ctx, guestOn().links, token, account),
    },
    /** Admins see every store; a manager only their own (none without a store: 403). */
    staffList(actor: StaffActor, query: StaffOrdersQuery) {
      return listStaffOrders(ctx.db, query, scopeOf(actor, query.storeId));
    },
    /** Planning the day (decision 080): the cuts to prepare and the pickups of a day (and window). */
    daySheet: (actor: StaffActor, query: DaySheetQuery) =>
      readDaySheet(ctx.db, query, scopeOf(actor, query.storeId)),
    /** The day's (and window's) deliveries in window order, with what to collect. */
    routeSheet: (actor: StaffActor, query: DaySheetQuery) =>
      readRouteSheet(ctx.db, query, scopeOf(actor, query.storeId)),
    /** Takes back the latest status move (within the window, or with a reason). */
    async undoStatus(actor: StaffActor, id: string, eventId: string, reason: string | null) {
      await undoStatus(ctx, actor, id, eventId, reason);
      await announce('status', id, actor);
      return staffOrder(actor, id);
    },
    staffOne: staffOrder,
    /** Scale labels of the order's lines sold by weight (issue 41, decision 092); store access as the detail. */
    async labels(actor: StaffActor, id: string) {
      const row = await findOrderRow(ctx.db, id);
      if (!row) throw new AppError('not_found', 'order.notFound');
      assertStoreAccess(actor, row.store_id);
      return orderLabels(ctx, row, await orderDetail(ctx.db, row));
    },
    async changeStatus(actor: StaffActor, id: string, to: OrderStatus, note: string | null) {
      // Cancelling a card order before capture releases its hold first (decision 078).
      if (to === 'cancelled') await cards.releaseBeforeCancel(actor, id);
      await changeStatus(ctx, actor, id, to, note);
      if (to === 'cancelled') deps.onStockChanged?.();
      await announce('status', id, actor);
      return staffOrder(actor, id);
    },
    async confirmPayment(actor: StaffActor, id: string, note: string | null) {
      await confirmPayment(ctx, actor, id, note);
      await announce('payment', id, actor);
      return staffOrder(actor, id);
    },
    /** The scale's weights of the weighed lines (issue 20): the order adjusts, the customer is told. */
    async saveWeights(
      actor: StaffActor,
      id: string,
      lines: { itemId: string; weight: string }[],
      version?: string,
    ) {
      await saveWeights(ctx, actor, id, lines, version);
      await announce('weighing', id, actor);
      // Card already charged (issue 36): the refund the weighing queued runs now (else on the timer).
      await cards.refundAfterWeighing(id);
      return staffOrder(actor, id);
    },
    /**
     * Staff fix the order's lines (issue 39, decision 085): the order as it now stands, the coupon
     * after the change and how the new total stands against a card hold.
     */
    async editOrder(actor: StaffActor, id: string, input: OrderEditInput) {
      const outcome = await editOrderLines(ctx, actor, id, input);
      if (input.preview) return { preview: outcome };
      deps.onStockChanged?.();
      await announce('edit', id, actor);
      return { order: await staffOrder(actor, id), ...outcome };
    },
    ...cards.routes(staffOrder),
    async settleWeighing(actor: StaffActor, id: string, note: string | null) {
      await settleWeighing(ctx, actor, id, note);
      await announce('weighing', id, actor);
      return staffOrder(actor, id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
