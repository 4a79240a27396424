import { eq } from 'drizzle-orm';
import { hasUuidShape } from '../../../shared/ids';
import { MESSAGE_NOT_CREATED_FOR_CUSTOMER } from '../../../shared/messaging/errors';
import { adminNewCustomerMessage, welcomeMessage } from '../../../shared/messaging/templates';
import { formatPhoneForMessaging } from '../../../shared/phones/rules';
import type { Db, Executor } from '../../db/client';
import type { Env } from '../../env';
import { readBrandName, readCurrency } from '../settings/service';
import { type CouponSender, createCouponSending } from './coupons';
import { requeueRetryable } from './desk';
import { queueMessage } from './outbox';
import { type MessagePurpose, type MessageRow, messages } from './schema';

export type WelcomeInput = { name: string; phone?: string | null; email: string; userId: string };

export type EmailInput = {
  to: string;
  subject: string;
  /** Plain text; the transport adds an escaped HTML copy. */
  text: string;
  purpose: MessagePurpose;
  relatedId?: string;
};

export type WhatsAppInput = { phone: string; text: string; purpose: MessagePurpose; relatedId?: string };

/**
 * A phone ready for the outbox: "+" and the digits §5.5 settled on, so the worker reads the same
 * number without guessing again; null when the phone is missing or invalid.
 */
export function outboxPhone(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const formatted = formatPhoneForMessaging(phone);
  return formatted.ok ? `+${formatted.phone}` : null;
}

export type MessagingService = ReturnType<typeof createMessagingService>;

/**
 * What the rest of the app calls to send messages. Every send is an outbox row written in the
 * caller's transaction (`tx`), so a message exists if and only if the business change committed;
 * the worker delivers it.
 */
export function createMessagingService(options: {
  db: Db;
  env: Pick<Env, 'ADMIN_NOTIFY_PHONE'>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}) {
  const { db, env } = options;

  /** Queues a WhatsApp text; a missing or invalid phone queues nothing and returns null. */
  async function queueWhatsApp(tx: Executor, input: WhatsAppInput): Promise<MessageRow | null> {
    const recipient = outboxPhone(input.phone);
    if (!recipient) return null;
    return queueMessage(tx, {
      channel: 'whatsapp',
      recipient,
      body: input.text,
      purpose: input.purpose,
      ...(input.relatedId ? { relatedId: input.relatedId } : {}),
    });
  }

  const sendCoupon: CouponSender = async ({ customer, phone, text }) => {
    try {
      const row = await queueMessage(db, {
        channel: 'whatsapp',
        recipient: `+${phone}`,
        body: text,
        purpose: 'coupon',
        relatedId: customer.id,
      });
      return { success: true, message: 'Mensagem na fila de envio', messageId: row.id };
    } catch {
      return { success: false, error: MESSAGE_NOT_CREATED_FOR_CUSTOMER };
    }
  };

  const coupons = createCouponSending({
    send: sendCoupon,
    brandName: () => readBrandName(db),
    currency: () => readCurrency(db),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });

  return {
    queueWhatsApp,

    /**
     * SPEC §4.2 step 4 and §3.6: the welcome to the new customer when the phone is valid, and the
     * notice to ADMIN_NOTIFY_PHONE when it is set. A missing or invalid phone only skips the
     * welcome: registration never fails because of it.
     */
    async queueWelcome(tx: Executor, input: WelcomeInput) {
      const brand = await readBrandName(tx);
      const welcome = await queueWhatsApp(tx, {
        phone: input.phone ?? '',
        text: welcomeMessage({ name: input.name, brandName: brand }),
        purpose: 'welcome',
        relatedId: input.userId,
      });
      const adminNotice = env.ADMIN_NOTIFY_PHONE
        ? await queueWhatsApp(tx, {
            phone: env.ADMIN_NOTIFY_PHONE,
            text: adminNewCustomerMessage(input),
            purpose: 'admin_notice',
            relatedId: input.userId,
          })
        : null;
      return { welcome, adminNotice };
    },

    /** Queues an e-mail (password reset, invitation, order update…). */
    queueEmail(tx: Executor, input: EmailInput): Promise<MessageRow> {
      return queueMessage(tx, {
        channel: 'email',
        recipient: input.to.trim(),
        subject: input.subject,
        body: input.text,
        purpose: input.purpose,
        ...(input.relatedId ? { relatedId: input.relatedId } : {}),
      });
    },

    sendCouponToCustomer: coupons.sendCouponToCustomer,
    sendCouponBulk: coupons.sendCouponBulk,

    /**
     * Staff "send again" on a failed or not-configured message: a fresh set of attempts, due now.
     * Returns false when the message does not exist or is in another state.
     */
    async requeue(id: string): Promise<boolean> {
      if (!hasUuidShape(id)) return false;
      return (await requeueRetryable(db, eq(messages.id, id), options.now?.() ?? new Date())).length > 0;
    },
  };
}
