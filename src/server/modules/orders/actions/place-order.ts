import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { recordSmsConsent, saveOrderAddress, smsConsentFor } from '@/server/modules/accounts/public';
import { preorderFor, takePreorderPlaces } from '@/server/modules/campaigns/public';
import type { PreparedCard } from '@/server/modules/payments/public';
import { DEFAULT_ADDRESS_LABEL } from '@/shared/accounts/address-book';
import { windowText } from '@/shared/delivery/window-time';
import { zonedInstant } from '@/shared/delivery/zoned-time';
import type { Language } from '@/shared/i18n/language';
import type { PlaceOrderValues } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/types';
import { cardTimingFor, holdDueAt } from '@/shared/payments/later';
import type { Customer, OrdersContext } from '../context';
import { orders } from '../schema';
import { cartHoldCents } from './card-payment';
import {
  applyCoupon,
  bookWindow,
  clearCart,
  createOrder,
  numberOrder,
  orderTotalCents,
  windowFor,
} from './checkout-steps';
import { liveChange } from './live-change';
import { queueConfirmation } from './notify';
import { taxOrder } from './order-tax';
import { lineLabel, refuseUntakenNotes, repriceCart, reserveStock } from './reprice-cart';
import { routeOrder } from './route-order';

/** A double submit found its twin's order: its transaction rolls back whatever it had done. */
class TwinOrder extends Error {
  constructor(readonly orderId: string) {
    super('twin order');
  }
}

async function orderByKey(ex: Executor, userId: string, key: string): Promise<string | null> {
  const [row] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customer_user_id, userId), eq(orders.idempotency_key, key)));
  return row?.id ?? null;
}

/**
 * Places an order as ONE transaction of named steps (STYLE habit 6): repriceCart → routeOrder →
 * applyCoupon → windowFor → taxOrder (decision 079) → clearCart → numberOrder → queueConfirmation →
 * queueOrderAnnouncement (the store's staff, decision 050) → bookWindow → reserveStock →
 * createOrder. The window's place, the stock and the order's rows come last: other checkouts wait
 * for them until this one commits (decision 072). Any refusal throws, the
 * transaction rolls back (stock, coupon use, window place, cart all as they were) and the error
 * names the line, coupon or window at fault. The shop's configuration (stores, settings, tax
 * table, campaigns' sizes) is read before, shared with the checkouts that asked at the same time
 * (`ctx.checkoutSetup`, decision 127): in a burst on the embedded database's one connection it was
 * four statements of every order's transaction.
 *
 * A new order comes back with its `detail` as the transaction wrote it: the answer needs no
 * second turn on the pool after commit, where in a burst it would queue behind every transaction
 * still waiting (issue 34). A replay comes back without it and is read.
 *
 * Idempotency: the checkout page's key. A double submit waits on the cart row lock and then finds
 * the first order inside the transaction (with its number, `numberOrder`), and rolls back; a retry after the first committed finds no cart, and the
 * refusal's handler finds the order (no read before the transaction: in a burst it was one more
 * turn on the pool for every request); the unique (customer, key) constraint backs both, so one
 * key never makes two orders.
 */
export async function placeOrder(
  ctx: OrdersContext,
  account: Customer,
  idempotencyKey: string,
  input: PlaceOrderValues,
  /** The interface language of the request (decision 086): the order's messages are written in it. */
  language: Language = 'pt-BR',
  /**
   * A guest's checkout (decision 096): `prepare` writes her guest user and gives it the visitor's
   * cart first, in this transaction; `link` is her order's signed link, put in the confirmation.
   */
  guest?: {
    prepare: (tx: Executor) => Promise<void>;
    link: (tx: Executor, orderId: string) => Promise<string>;
  },
): Promise<{ orderId: string; created: boolean; detail?: OrderDetail; card?: PreparedCard | null }> {
  // The phone typed at checkout (prefilled from the profile) is this order's contact: it goes on
  // the order and its messages go to it. A pickup may leave it blank: the profile's, if any (decision 032).
  const customer: Customer = { ...account, phone: input.phone ?? account.phone };
  const now = ctx.now();
  // Card: Stripe's keys checked here, from the cached configuration, not inside the transaction.
  if (input.paymentMethod === 'card' && !(await ctx.payments?.cardAvailable()))
    throw new AppError('validation_failed', 'payment.cardUnavailable');
  // The stores, every setting this order needs and the tax table: read for this checkout and the
  // others that asked meanwhile, before the transaction (decision 127). No rule needs them held
  // unchanged until the commit: the window's place and the stock are taken by conditional writes.
  const { stores, shop, tax: taxTable, campaignSizes } = await ctx.checkoutSetup();
  if (stores.length === 0) throw new AppError('unavailable', 'order.noStore');
  let card: PreparedCard | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      await guest?.prepare(tx);
      const cart = await repriceCart(tx, customer.userId, now);
      // A preparation note only on a line that takes one (meat, fish; decision 097).
      refuseUntakenNotes(cart, input.itemNotes);
      // A manual method the shop switched off is not taken (decision 082).
      if (input.paymentMethod !== 'card' && !shop.manualPaymentMethods.includes(input.paymentMethod))
        throw new AppError('validation_failed', 'payment.methodOff', {
          fields: { paymentMethod: [{ key: 'payment.methodOff' }] },
        });
      // The store that takes it: the ZIP's for a delivery, the chosen one for a pickup (decision 037).
      const { store, ...delivery } = routeOrder(stores, input, cart.subtotalCents, shop.currency);
      const coupon = await applyCoupon(tx, input.couponCode, cart.subtotalCents, now, customer.userId, {
        email: customer.email,
        phone: customer.phone,
      });
      // A campaign's size is a pre-order: its day and period are checked here, its places taken last (issue 41).
      const preorder = await preorderFor(tx, {
        lines: cart.lines.map((l) => ({
          variationId: l.variationId,
          quantity: l.quantity,
          label: lineLabel(l),
        })),
        day: input.date,
        now,
        language,
        sizes: campaignSizes,
      });
      const window = windowFor(store, input, now, preorder !== null);
      // Sales tax at the place's rate in force today, kept on the order (decision 079).
      const tax = await taxOrder(tx, taxTable, {
        store,
        zoneId: delivery.zoneId,
        now,
        currency: shop.currency,
        cart,
        discountCents: coupon?.discountCents ?? 0,
        deliveryFeeCents: delivery.feeCents,
      });
      // A card order keeps the cart until its hold is placed (a declined card returns to a full
      // checkout); the payment's `authorized` outcome empties it (card-payment.ts).
      if (input.paymentMethod !== 'card') await clearCart(tx, cart.sessionId);
      // Its number, and under the cart lock whether a submit it waited for placed the order
      // already (one statement): then nothing of this one is kept, the twin's order answers.
      const numbered = await numberOrder(tx, customer.userId, idempotencyKey);
      if (numbered.twin) throw new TwinOrder(numbered.twin);
      // The desks' "new order" is stored with the order (decision 088), before the writes other
      // checkouts wait for: no turn on the pool after commit, where a burst would queue it (issue 34).
      await ctx.live?.record(
        tx,
        liveChange(
          { id: numbered.id, store_id: store.id, customer_user_id: customer.userId, number: numbered.number },
          'order_placed',
          'pending_payment',
          null,
        ),
      );
      const totalCents = orderTotalCents(cart, coupon, delivery, tax);
      // The customer's confirmation in her language; the store's notice in Portuguese (staff).
      const when = windowText(input.date, window.start, window.end);
      const whenForHer = windowText(input.date, window.start, window.end, language);
      // The SMS consent ticked beside this phone goes on the profile first (decision 077).
      const consent = input.smsConsent ? smsConsentFor(customer.phone, 'checkout', now) : null;
      if (consent) await recordSmsConsent(tx, customer.userId, consent);
      // "Salvar este endereço": into her address book with the order (decision 097).
      if (input.saveAddress && input.fulfilment === 'delivery' && input.address)
        await saveOrderAddress(
          tx,
          customer.userId,
          {
            ...input.address,
            label: input.addressLabel || DEFAULT_ADDRESS_LABEL[language],
          },
          now,
        );
      await queueConfirmation(ctx, tx, customer, shop, {
        id: numbered.id,
        number: numbered.number,
        customerName: customer.name,
        totalCents,
        taxCents: tax?.result.taxCents ?? 0,
        when: whenForHer,
        language,
        fulfilment: input.fulfilment,
        paymentMethod: input.paymentMethod,
        cutLines: cart.lines.flatMap((l) => (l.cuts ? [{ name: lineLabel(l, language), cuts: l.cuts }] : [])),
        orderLink: guest ? await guest.link(tx, numbered.id) : null,
      });
      await ctx.messaging.queueOrderAnnouncement(
        tx,
        {
          orderId: numbered.id,
          storeId: store.id,
          number: numbered.number,
          customerName: customer.name,
          customerPhone: customer.phone,
          customerEmail: customer.email,
          fulfilment: input.fulfilment,
          when,
          itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
          totalCents,
        },
        { currency: shop.currency, contactEmail: shop.contact.email },
        store.notice && { name: store.name, ...store.notice },
      );
      // Last, the writes other checkouts wait for until this commits: the window's place, the
      // stock of popular lines and the order's rows (their summary triggers lock the store's day,
      // decision 053).
      await bookWindow(tx, store, input, window.capacity);
      const deposit = preorder ? await takePreorderPlaces(tx, preorder, numbered.id, totalCents) : null;
      await reserveStock(tx, cart);
      const order = await createOrder(tx, {
        ...numbered,
        customer,
        store,
        input,
        cart,
        coupon,
        delivery,
        window,
        idempotencyKey,
        language,
        tolerancePct: shop.weighingTolerancePct,
        tax,
      });
      // Card (issue 36): the payment row with its hold, in this transaction; the hosted page after commit.
      if (input.paymentMethod === 'card') {
        if (!ctx.payments) throw new AppError('validation_failed', 'payment.cardUnavailable');
        // A window more than 6 days ahead: the card is saved now, held 2 days before (decision 101).
        // A pre-order's deposit is charged now with the card saved, the rest held then (decision 105).
        const startsAt = zonedInstant(input.date, window.start, store.settings.timeZone);
        const depositCents = deposit?.depositCents ?? 0;
        const later = depositCents > 0 || cardTimingFor(now, startsAt) === 'save_card';
        card = await ctx.payments.prepareCard(tx, {
          checkProvider: false,
          orderId: order.id,
          currency: shop.currency,
          holdDueAt: later ? holdDueAt(now, startsAt) : null,
          depositCents,
          holdCents: cartHoldCents(
            cart,
            coupon,
            delivery.feeCents,
            {
              tolerancePct: shop.weighingTolerancePct,
              marginPct: shop.cardHoldMarginPct,
            },
            tax,
          ),
        });
      }
      // The answer is the order as a read shows it: with its pre-order (issue 41), or none.
      const detail = {
        ...order.detail,
        preorder:
          preorder && deposit
            ? { namePt: preorder.namePt, nameEn: preorder.nameEn, day: preorder.day, ...deposit }
            : null,
      };
      return { orderId: order.id, created: true, detail, card };
    });
  } catch (error) {
    if (error instanceof TwinOrder) return { orderId: error.orderId, created: false };
    // The unique (customer, key) constraint fired, or the cart was already gone: a twin won.
    const twin = await orderByKey(ctx.db, customer.userId, idempotencyKey);
    if (twin) return { orderId: twin, created: false };
    throw error;
  }
}
