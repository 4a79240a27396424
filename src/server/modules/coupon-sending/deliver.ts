import type { Db, Tx } from '@/server/db/client';
import { renderMessage } from '@/shared/messages';
import type { SendResult } from '@/shared/messaging/coupon-sending';
import { UNKNOWN_SEND_ERROR } from '@/shared/messaging/errors';
import type { CouponRecipient, CouponToSend, SendOutcome, Transports } from '../messaging/public';
import { insertClaimedCouponMessage, recordOutcome } from '../messaging/public';

/** What a coupon message's caller writes in the transaction that queues it (the item's ids, the audit entry). */
export type OnQueued = (tx: Tx, queued: { messageId: string; coupon: CouponToSend }) => Promise<void>;

/**
 * A coupon message through the outbox, sent now so staff see the result at once (issue 18): the
 * row is written already claimed (`sending`, one attempt) in the caller's transaction — so the
 * background worker never sends it too — then handed to the same WhatsApp transport the worker
 * uses (SPEC §7.3 form POST) and its outcome recorded on the row like the worker does. A passing
 * failure is recorded as `failed`, not retried later: the customer's result was already shown
 * and counted; staff send it again from the message desk. A server that dies mid-send leaves the
 * row in `sending`; the worker's stuck-row check requeues it after STUCK_SENDING_MS.
 */
export function createCouponDelivery(options: { db: Db; transports: Transports; now: () => Date }) {
  const { db, transports, now } = options;

  return async function deliver(
    message: {
      customer: CouponRecipient;
      phone: string;
      text: string;
      coupon: CouponToSend;
      channel?: 'whatsapp' | 'sms';
    },
    onQueued?: OnQueued,
  ): Promise<SendResult> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const inserted = await insertClaimedCouponMessage(tx, {
        recipient: `+${message.phone}`,
        body: message.text,
        customerId: message.customer.id,
        at,
        channel: message.channel ?? 'whatsapp',
      });
      if (!inserted) throw new Error('coupon message: insert returned no row');
      await onQueued?.(tx, { messageId: inserted.id, coupon: message.coupon });
      return inserted;
    });
    let outcome: SendOutcome;
    try {
      const transport = message.channel === 'sms' ? transports.sms : transports.whatsapp;
      outcome = transport
        ? await transport.send(row)
        : {
            status: 'not_configured',
            error: renderMessage('sms.notConfigured'),
            reason: { key: 'sms.notConfigured' },
          };
    } catch {
      outcome = { status: 'retry', error: UNKNOWN_SEND_ERROR };
    }
    const final: SendOutcome =
      // The reason's key goes with it, for the desk in the panel's language (decision 076).
      outcome.status === 'retry' ? { ...outcome, status: 'failed' } : outcome;
    await recordOutcome(db, row, final, now());
    if (final.status === 'sent') return { success: true, message: 'Cupom enviado', messageId: row.id };
    return {
      success: false,
      ...(final.status === 'blocked' ? { blocked: true } : {}),
      error: final.error,
      messageId: row.id,
    };
  };
}

export type CouponDelivery = ReturnType<typeof createCouponDelivery>;
