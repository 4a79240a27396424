import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { cardHoldAccepted, laterHoldCents } from '@/shared/payments/minimum';
import { paths } from '@/shared/routes';
import { applySavedPage, readSavedPage } from './actions/deposit';
import { actionKey, applyProviderState, claim, lockPayment, recordMovement, release } from './actions/ledger';
import { waitsForSetup } from './actions/saved-card';
import { createPaymentJobs, queueReweighRefund } from './jobs';
import type { PaymentActor, PaymentOutcomes } from './outcomes';
import { createStripeProvider } from './providers/stripe';
import { NO_INTENT, type PaymentProvider, type ProviderPayment, ProviderRefusal } from './providers/types';
import { createRefunds } from './refund';
import { createSavedCardService, providerFailure } from './saved-card-service';
import { type PaymentRow, payments, paymentWebhooks } from './schema';
import type { StripeSettings } from './stripe-config';
import { belowCardMinimum, createUncharged } from './uncharged';
import { paymentViews } from './views';

/** A Checkout Session lives 30 minutes (Stripe's shortest): then the order gives back what it took. */
export const CARD_SESSION_MINUTES = 30;

/** What a page the provider no longer knows amounts to: expired, nothing held. */
const MISSING: ProviderPayment = { session: 'expired', ...NO_INTENT };

export type PaymentsDeps = {
  db: Db;
  /**
   * The Stripe settings in force (the environment's, else the Integrações card's, decision 082),
   * or null: card payment is not offered. Through `ex` (a caller's transaction) read fresh.
   */
  stripe: (ex?: Executor) => Promise<StripeSettings | null>;
  /** Stripe refused these keys at their last check (decision 109): the checkout does not offer the card. */
  keysRefused?: (ex?: Executor) => Promise<boolean>;
  logger: Logger;
  now?: () => Date;
};

/** The payments module's service (decision 078): the door orders call; never Stripe directly. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  let outcomes: PaymentOutcomes = async () => {};
  let cached: { settings: StripeSettings; key: string; provider: PaymentProvider } | null = null;

  async function provider(ex?: Executor): Promise<PaymentProvider | null> {
    const settings = await deps.stripe(ex);
    if (!settings) return null;
    // The same settings object (the integrations' cache): no need to compare them field by field.
    if (cached?.settings === settings) return cached.provider;
    const key = JSON.stringify(settings);
    cached = {
      settings,
      key,
      provider: cached?.key === key ? cached.provider : createStripeProvider(settings),
    };
    return cached.provider;
  }
  const needProvider = async () => {
    const p = await provider();
    if (!p) throw new AppError('unavailable', 'payment.cardUnavailable');
    return p;
  };
  async function rowOf(ex: Executor, orderId: string) {
    const [row] = await ex.select().from(payments).where(eq(payments.order_id, orderId));
    if (!row) throw new AppError('conflict', 'payment.notCard');
    return row;
  }

  /** Reads the provider and brings the row to it, in one transaction with the order's side. */
  async function sync(orderId: string, actor: PaymentActor = null): Promise<PaymentRow | null> {
    const p = await provider();
    const first = await rowOf(db, orderId);
    if (p && waitsForSetup(first)) {
      const page = await readSavedPage(p, first);
      return db.transaction(async (tx) => {
        const row = await lockPayment(tx, orderId);
        return row && applySavedPage({ tx, row, outcomes, actor }, page);
      });
    }
    if (!p || (!first.session_id && !first.intent_id)) return first;
    const seen = await p.read({ sessionId: first.session_id, intentId: first.intent_id });
    return db.transaction(async (tx) => {
      const row = await lockPayment(tx, orderId);
      if (!row) return null;
      return applyProviderState({ tx, row, outcomes, actor }, seen);
    });
  }

  /** A payment whose page the provider does not know: expired if it was still waiting. */
  async function expireMissing(orderId: string) {
    await db.transaction(async (tx) => {
      const row = await lockPayment(tx, orderId);
      if (!row || (row.state !== 'awaiting_payment' && row.state !== 'failed')) return;
      await applyProviderState({ tx, row, outcomes, actor: null }, MISSING);
    });
  }

  /** Runs a claimed action at the provider and records it; the claim is released whatever happens. */
  async function claimed<T>(
    orderId: string,
    action: string,
    states: PaymentRow['state'][],
    run: (row: PaymentRow, provider: PaymentProvider) => Promise<T>,
    record: (tx: Executor, row: PaymentRow, result: T) => Promise<void>,
  ) {
    const p = await needProvider();
    const row = await db.transaction((tx) => claim(tx, orderId, action, states));
    if (!row) {
      const current = await rowOf(db, orderId);
      throw new AppError('conflict', current.pending_action ? 'payment.busy' : 'payment.notAuthorized');
    }
    let result: T;
    try {
      result = await run(row, p);
    } catch (error) {
      await release(db, row.id);
      throw providerFailure(error);
    }
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, orderId);
      if (!locked) return;
      await record(tx, locked, result);
      await release(tx, locked.id);
    });
  }

  const saved = createSavedCardService({
    db,
    needProvider,
    outcomes: () => outcomes,
    logger: deps.logger,
    now,
  });

  const refunds = createRefunds({ db, claimed, rowOf, outcomes: () => outcomes, now });

  const uncharged = createUncharged({ claimed, outcomes: () => outcomes, now });

  const service = {
    ...saved,
    ...refunds,
    ...uncharged,
    listen(listener: PaymentOutcomes) {
      outcomes = listener;
    },
    /** Card payment is offered only when Stripe is configured. */
    cardAvailable: async (ex?: Executor) => (await provider(ex)) !== null && !(await deps.keysRefused?.(ex)),

    /** Checkout's transaction: the order's payment row, awaiting payment, with its hold. */
    async prepareCard(
      tx: Executor,
      order: {
        orderId: string;
        holdCents: number;
        currency: string;
        /** A window far ahead (decision 101): the card is saved now and held then. */
        holdDueAt?: Date | null;
        /** A pre-order's deposit (decision 105): charged now, the rest held at `holdDueAt`. */
        depositCents?: number;
        /** false: the caller checked `cardAvailable()` before its transaction. */
        checkProvider?: boolean;
      },
    ): Promise<PaymentRow> {
      const deposit = order.depositCents ?? 0;
      // Checked before the checkout's transaction from the cached keys (`cardAvailable`), unless asked
      // to here: read through the transaction, the integrations are a query and a decryption per order.
      if (order.checkProvider !== false && !(await provider(tx)))
        throw new AppError('validation_failed', 'payment.cardUnavailable');
      // Stripe refuses a charge below its minimum (decision 112): the hold, and a deposit charged now.
      if (
        !cardHoldAccepted(order.holdCents, order.currency) ||
        (deposit > 0 && !cardHoldAccepted(deposit, order.currency))
      )
        throw belowCardMinimum(order.currency);
      const [row] = await tx
        .insert(payments)
        .values({
          order_id: order.orderId,
          provider: 'stripe',
          currency: order.currency,
          // A rest below the card's minimum is not held later (decision 115): the deposit covers it.
          hold_cents: laterHoldCents(order.holdCents, deposit, order.currency),
          hold_due_at: order.holdDueAt ?? (deposit > 0 ? now() : null),
          deposit_cents: deposit,
          expires_at: new Date(now().getTime() + CARD_SESSION_MINUTES * 60_000),
        })
        .returning();
      return row as PaymentRow;
    },

    /**
     * After the order committed: the hosted page for it (the same one again on a retry — the
     * idempotency key is the order's). Stripe down: the order waits, the customer may try again.
     */
    async openCheckout(o: {
      orderId: string;
      orderNumber: string;
      email: string;
      locale: string;
      baseUrl: string;
      /** The row `prepareCard` just wrote (a new order): not read again. */
      prepared?: PaymentRow | null;
    }) {
      const p = await needProvider();
      const row = o.prepared?.order_id === o.orderId ? o.prepared : await rowOf(db, o.orderId);
      if (row.state !== 'awaiting_payment' && row.state !== 'failed') return { url: null, state: row.state };
      if (row.session_url) return { url: row.session_url, state: row.state };
      if (row.hold_due_at) return saved.openSetupPage(row, o);
      const expiresAt = row.expires_at ?? new Date(now().getTime() + CARD_SESSION_MINUTES * 60_000);
      try {
        const opened = await p.openCheckout(
          {
            orderId: o.orderId,
            orderNumber: o.orderNumber,
            amountCents: row.hold_cents,
            currency: row.currency,
            customerEmail: o.email,
            locale: o.locale,
            successUrl: `${o.baseUrl}${paths.orderSuccess}?pedido=${o.orderId}&pagamento=ok`,
            cancelUrl: `${o.baseUrl}${paths.checkout}?pagamento=voltou&pedido=${o.orderId}`,
            expiresAt,
          },
          actionKey(o.orderId, 'checkout'),
        );
        await db
          .update(payments)
          .set({
            session_id: opened.sessionId,
            session_url: opened.url,
            expires_at: opened.expiresAt,
            updated_at: now(),
          })
          .where(eq(payments.id, row.id));
        return { url: opened.url, state: row.state };
      } catch (error) {
        deps.logger.warn({ err: error, orderId: o.orderId }, 'payments: checkout session not opened');
        throw providerFailure(error);
      }
    },

    sync,

    /**
     * A webhook: verified on the raw body (400 and nothing changes otherwise), deduplicated by the
     * event's id, then the payment is brought to what the provider says now.
     */
    async webhook(rawBody: string, signature: string | undefined) {
      const p = await provider();
      if (!p) throw new AppError('bad_request', 'payment.webhookInvalid');
      let event: ReturnType<PaymentProvider['verifyWebhook']>;
      try {
        event = p.verifyWebhook(rawBody, signature);
      } catch {
        throw new AppError('bad_request', 'payment.webhookInvalid');
      }
      // Verified, and of a kind that moves no payment: acknowledged, nothing read (decision 133).
      if (!event.movesPayment) return { duplicate: false };
      const [seen] = await db.select().from(paymentWebhooks).where(eq(paymentWebhooks.event_id, event.id));
      if (seen) return { duplicate: true };
      const conditions = [
        event.orderId ? eq(payments.order_id, event.orderId) : undefined,
        event.sessionId ? eq(payments.session_id, event.sessionId) : undefined,
        event.sessionId ? eq(payments.setup_session_id, event.sessionId) : undefined,
        event.intentId ? eq(payments.intent_id, event.intentId) : undefined,
      ].filter((c) => c !== undefined);
      const [row] = conditions.length
        ? await db
            .select()
            .from(payments)
            .where(or(...conditions))
        : [];
      const setup = row && waitsForSetup(row) ? await readSavedPage(p, row) : null;
      // The deposit's own intent (decision 105) is never read as the rest's.
      const intentId = event.intentId !== row?.deposit_intent_id ? event.intentId : null;
      const fresh =
        row && !setup
          ? await p.read({ sessionId: row.session_id, intentId: intentId ?? row.intent_id })
          : null;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(paymentWebhooks)
          .values({ event_id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0 || !row || (!fresh && !setup)) return { duplicate: inserted.length === 0 };
        const locked = await lockPayment(tx, row.order_id);
        if (locked && setup) await applySavedPage({ tx, row: locked, outcomes, actor: null }, setup);
        else if (locked && fresh) await applyProviderState({ tx, row: locked, outcomes, actor: null }, fresh);
        return { duplicate: false };
      });
    },

    /** Staff capture exactly `amountCents` (the final total, at most the hold); the rest is released. */
    capture(orderId: string, amountCents: number, actor: PaymentActor) {
      return claimed(
        orderId,
        'capture',
        ['authorized'],
        (row, p) => p.capture(row.intent_id as string, amountCents, actionKey(orderId, 'capture')),
        async (tx, row, result) => {
          const released = row.authorized_cents - result.capturedCents;
          await recordMovement(tx, row, 'capture', result.capturedCents, actionKey(orderId, 'capture'), {
            providerRef: row.intent_id,
            actor,
          });
          await recordMovement(tx, row, 'release', released, actionKey(orderId, 'release'), { actor });
          await tx
            .update(payments)
            .set({ state: 'captured', captured_cents: result.capturedCents, updated_at: now() })
            .where(eq(payments.id, row.id));
          await outcomes(
            tx,
            orderId,
            { kind: 'captured', amountCents: result.capturedCents, releasedCents: released },
            actor,
          );
        },
      );
    },

    /** Cancelling before capture: the whole hold goes back to the card. */
    cancelHold(orderId: string, actor: PaymentActor) {
      return claimed(
        orderId,
        'cancel',
        ['authorized'],
        (row, p) => p.cancel(row.intent_id as string, actionKey(orderId, 'cancel')),
        async (tx, row) => {
          await recordMovement(tx, row, 'release', row.authorized_cents, actionKey(orderId, 'release'), {
            actor,
          });
          await tx
            .update(payments)
            .set({ state: 'canceled', updated_at: now() })
            .where(eq(payments.id, row.id));
          await outcomes(tx, orderId, { kind: 'canceled', releasedCents: row.authorized_cents }, actor);
        },
      );
    },

    /** The payments of these orders as their screens show them (customer, desk). */
    views: (ex: Executor, orderIds: string[]) => paymentViews(ex, orderIds),

    /**
     * The reconcile pass: payments whose state is uncertain — awaiting past their session's life,
     * or an action left claimed by a process that stopped — are asked of the provider again.
     */
    async reconcile(): Promise<number> {
      const cutoff = new Date(now().getTime() - 5 * 60_000);
      const stale = await db
        .select({ id: payments.id, order_id: payments.order_id, pending: payments.pending_action })
        .from(payments)
        .where(
          or(
            and(inArray(payments.state, ['awaiting_payment', 'failed']), lt(payments.expires_at, now())),
            and(isNotNull(payments.pending_action), lt(payments.updated_at, cutoff)),
          ),
        )
        .limit(100);
      for (const row of stale) {
        if (row.pending) await release(db, row.id);
        await sync(row.order_id).catch(async (error) => {
          // A page the provider no longer knows (the demo's stand-in restarted; a session removed)
          // cannot be paid any more: past its life it expires like an abandoned one.
          if (error instanceof ProviderRefusal && error.code.startsWith('resource_missing') && !row.pending)
            return expireMissing(row.order_id);
          deps.logger.warn({ err: error, orderId: row.order_id }, 'payments: reconcile failed');
        });
      }
      return stale.length;
    },

    /** In the weighing's transaction: the refund of a lower total after capture, as a job (decision 082). */
    queueReweighRefund: (tx: Executor, o: { orderId: string; totalCents: number; actor: PaymentActor }) =>
      queueReweighRefund(tx, { ...o, now: now() }),
  };
  // The reconcile pass and the refunds after weighing, on a timer, once across instances.
  const jobs = createPaymentJobs({ db, payments: service, logger: deps.logger, now });
  return { ...service, jobs };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
