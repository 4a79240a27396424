import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { paths } from '@/shared/routes';
import { actionKey } from './actions/ledger';
import { placeSavedHold } from './actions/saved-card';
import type { PaymentOutcomes } from './outcomes';
import { type PaymentProvider, ProviderRefusal } from './providers/types';
import { type PaymentRow, payments } from './schema';

/** Her link's page lives almost a day (Stripe allows at most 24 hours); a new one after that. */
export const PAY_LINK_HOURS = 23;

/** Where a page sends her back: the order's success page (it syncs), or her order on "Meus Pedidos". */
export type ReturnPage = {
  orderId: string;
  orderNumber: string;
  email: string;
  locale: string;
  baseUrl: string;
};
const successUrl = (o: ReturnPage) => `${o.baseUrl}${paths.orderSuccess}?pedido=${o.orderId}&pagamento=ok`;

export function providerFailure(error: unknown): AppError {
  if (error instanceof ProviderRefusal)
    return new AppError('conflict', 'payment.providerRefused', { params: { detail: error.message } });
  return new AppError('unavailable', 'payment.providerDown');
}

/**
 * Saved cards for windows far ahead (decision 101): the setup page at checkout, the hold placed by
 * the job when due, her page to pay when that hold failed, and the saved card dropped when the
 * order is cancelled before its hold.
 */
export function createSavedCardService(deps: {
  db: Db;
  needProvider: () => Promise<PaymentProvider>;
  outcomes: () => PaymentOutcomes;
  logger: Logger;
  now: () => Date;
}) {
  const { db, now } = deps;
  const save = async (row: PaymentRow, set: Partial<PaymentRow>) => {
    await db
      .update(payments)
      .set({ ...set, updated_at: now() })
      .where(eq(payments.id, row.id));
  };

  return {
    /**
     * After the order committed: the page that saves her card (the same page again on a retry) —
     * in setup mode, or for a pre-order's deposit in payment mode charging it (decision 105).
     */
    async openSetupPage(row: PaymentRow, o: ReturnPage) {
      const p = await deps.needProvider();
      const request = {
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        currency: row.currency,
        customerEmail: o.email,
        locale: o.locale,
        successUrl: successUrl(o),
        cancelUrl: `${o.baseUrl}${paths.checkout}?pagamento=voltou&pedido=${o.orderId}`,
        expiresAt: row.expires_at ?? new Date(now().getTime() + 30 * 60_000),
      };
      try {
        const opened =
          row.deposit_cents > 0
            ? await p.openDeposit(
                { ...request, amountCents: row.deposit_cents },
                actionKey(o.orderId, 'deposit'),
              )
            : await p.openSetup(request, actionKey(o.orderId, 'setup'));
        await save(row, {
          setup_session_id: opened.sessionId,
          session_url: opened.url,
          expires_at: opened.expiresAt,
        });
        return { url: opened.url, state: row.state };
      } catch (error) {
        deps.logger.warn({ err: error, orderId: o.orderId }, 'payments: setup page not opened');
        throw providerFailure(error);
      }
    },

    /**
     * Her page to pay an order whose saved card's hold failed: the open one, or a new Checkout page
     * in payment mode (its key names the page it follows, so a retry gets the same one).
     */
    async openPayLink(o: ReturnPage) {
      const [row] = await db.select().from(payments).where(eq(payments.order_id, o.orderId));
      if (row?.state !== 'awaiting_customer') throw new AppError('conflict', 'payment.nothingToPay');
      if (row.session_id && row.session_url && row.expires_at && row.expires_at > now())
        return { url: row.session_url };
      const p = await deps.needProvider();
      try {
        const opened = await p.openCheckout(
          {
            orderId: o.orderId,
            orderNumber: o.orderNumber,
            amountCents: row.hold_cents,
            currency: row.currency,
            customerEmail: o.email,
            locale: o.locale,
            successUrl: successUrl(o),
            cancelUrl: `${o.baseUrl}${paths.myOrders}?pedido=${o.orderId}`,
            expiresAt: new Date(now().getTime() + PAY_LINK_HOURS * 3600_000),
          },
          actionKey(o.orderId, `pay-after-${row.session_id ?? 'saved-card'}`),
        );
        await save(row, {
          session_id: opened.sessionId,
          session_url: opened.url,
          expires_at: opened.expiresAt,
        });
        return { url: opened.url };
      } catch (error) {
        deps.logger.warn({ err: error, orderId: o.orderId }, 'payments: pay link not opened');
        throw providerFailure(error);
      }
    },

    /** The job's work when due (jobs.ts): the off-session hold, or the order waits for her. */
    async placeSavedHold(orderId: string) {
      return placeSavedHold({ db, orderId, provider: await deps.needProvider(), outcomes: deps.outcomes() });
    },

    /** The order is cancelled before its hold: nothing is held; the saved card's job finds nothing to do. */
    async dropSavedCard(orderId: string) {
      await db
        .update(payments)
        .set({ state: 'canceled', updated_at: now() })
        .where(
          and(eq(payments.order_id, orderId), inArray(payments.state, ['card_saved', 'awaiting_customer'])),
        );
    },
  };
}
