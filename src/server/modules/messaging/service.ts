import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { SecretBox } from '@/server/modules/integrations/public';
import type { Language } from '@/shared/i18n/language';
import { hasUuidShape } from '@/shared/ids';
import { MESSAGE_NOT_CREATED_FOR_CUSTOMER } from '@/shared/messaging/errors';
import { adminNewCustomerMessage, welcomeMessage } from '@/shared/messaging/templates';
import type { Currency } from '@/shared/money';
import { type OrderAnnouncementInput, orderAnnouncementMessage } from '@/shared/orders/messages';
import { formatPhoneForMessaging } from '@/shared/phones/rules';
import { paths } from '@/shared/routes';
import { smsPhone, smsText } from '@/shared/sms/rules';
import { readBrandName, readContactEmail, readCurrency } from '../settings/public';
import { activeStoreOptions, storeNoticeContacts } from '../stores/public';
import { type CouponSender, createCouponSending } from './coupons';
import { requeueRetryable } from './desk';
import { type Coalesce, queueMessage } from './outbox';
import { type MessagePurpose, type MessageRow, messages } from './schema';
import { SEALED_LINK_PURPOSES, sealLinks } from './sealed-links';

export type WelcomeInput = {
  name: string;
  phone?: string | null;
  email: string;
  userId: string;
  /** Her language (decision 086); the staff notice stays in Portuguese. */
  language?: Language;
};

export type EmailInput = {
  to: string;
  subject: string;
  /** Plain text; the transport adds an escaped HTML copy. */
  text: string;
  purpose: MessagePurpose;
  relatedId?: string;
  /** Replace the message of this key still waiting, and send after a quiet time (decision 072). */
  coalesce?: Coalesce;
};

export type WhatsAppInput = {
  phone: string;
  text: string;
  purpose: MessagePurpose;
  relatedId?: string;
  coalesce?: Coalesce;
};

/** A new order as its store's staff are told of it (the store's name and the link are added here). */
export type OrderAnnouncement = Omit<OrderAnnouncementInput, 'storeName' | 'link' | 'currency'> & {
  orderId: string;
  storeId: string;
};

/** A store's name and notice contacts, as `storeNoticeContacts` reads them. */
export type StoreNotice = { name: string; phone: string | null; email: string | null };

/**
 * Where a store's new orders are announced (decision 050): the store's own notice number and
 * e-mail, else the shop-wide ones — ADMIN_NOTIFY_PHONE (SPEC §9's admin phone) and the
 * `contact_email` setting (§3.4). Null where nothing is set. Each is read only when needed: the
 * store's row when the caller has not read it (`known`), the shop-wide ones when the store has none.
 */
export async function announcementRecipients(
  ex: Executor,
  storeId: string,
  adminNotifyPhone: () => Promise<string | undefined>,
  /** The `contact_email` setting when the caller has read it already. */
  contactEmail?: string,
  /** The store's notice contacts when the caller has read them already (the checkout's stores). */
  known?: StoreNotice,
): Promise<{ storeName: string; phone: string | null; email: string | null }> {
  const store = known ?? (await storeNoticeContacts(ex, storeId));
  const email = store?.email?.trim() || (contactEmail ?? (await readContactEmail(ex))).trim();
  const phone = store?.phone?.trim() || (await adminNotifyPhone())?.trim() || null;
  return { storeName: store?.name ?? '', phone, email: email || null };
}

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
  /**
   * The admin notice phone in force, read in the caller's transaction: the integrations' (the
   * environment's ADMIN_NOTIFY_PHONE first, then the WhatsApp card's, decision 076). Without it,
   * the environment's alone.
   */
  adminNotifyPhone?: (ex: Executor) => Promise<string | undefined>;
  /**
   * The shop's public address (decision 121), for the link to the order desk in new-order
   * notices: read in the caller's transaction (the Integrações card's, else PUBLIC_URL).
   */
  shopUrl?: (ex: Executor) => Promise<string>;
  /** Seals the single-use links of waiting e-mails (decision 074): the integrations' secret box. */
  linkBox: SecretBox;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}) {
  const { db, env } = options;
  const adminNotifyPhone = options.adminNotifyPhone ?? (async () => env.ADMIN_NOTIFY_PHONE);

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
      ...(input.coalesce ? { coalesce: input.coalesce } : {}),
    });
  }

  /**
   * Queues an SMS to a +1 phone (decision 077); anything else queues nothing and returns null. The
   * caller has checked the customer's consent (staff alerts go to the number staff typed). The
   * text is made GSM-7 and two segments at most; the first SMS to a number says how to opt out.
   */
  async function queueSms(tx: Executor, input: WhatsAppInput): Promise<MessageRow | null> {
    const recipient = smsPhone(input.phone);
    if (!recipient) return null;
    const [earlier] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, recipient)))
      .limit(1);
    return queueMessage(tx, {
      channel: 'sms',
      recipient,
      body: smsText(input.text, { footer: !earlier }),
      purpose: input.purpose,
      ...(input.relatedId ? { relatedId: input.relatedId } : {}),
      ...(input.coalesce ? { coalesce: input.coalesce } : {}),
    });
  }

  /**
   * A staff alert to the notice phone: by SMS to a +1 number (WhatsApp would block it, §5.5), by
   * WhatsApp otherwise. `short`: the SMS's text (the WhatsApp one is long).
   */
  function queueStaffAlert(tx: Executor, input: WhatsAppInput & { short: string }) {
    const { short, ...alert } = input;
    return smsPhone(alert.phone) ? queueSms(tx, { ...alert, text: short }) : queueWhatsApp(tx, alert);
  }

  /**
   * Queues an e-mail (password reset, invitation, order update…). A confirmation, reset or unlock
   * link is stored sealed, the body saying `token=••••` (decision 074).
   */
  function queueEmail(tx: Executor, input: EmailInput): Promise<MessageRow> {
    const id = crypto.randomUUID();
    const sealed = SEALED_LINK_PURPOSES.includes(input.purpose)
      ? sealLinks(options.linkBox, id, input.text)
      : null;
    return queueMessage(tx, {
      id,
      sealedLinks: sealed?.sealed ?? null,
      channel: 'email',
      recipient: input.to.trim(),
      subject: input.subject,
      body: sealed?.body ?? input.text,
      purpose: input.purpose,
      ...(input.relatedId ? { relatedId: input.relatedId } : {}),
      ...(input.coalesce ? { coalesce: input.coalesce } : {}),
    });
  }

  const sendCoupon: CouponSender = async ({ customer, phone, text, channel }) => {
    try {
      const row = await queueMessage(db, {
        channel,
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
    queueSms,

    /**
     * SPEC §4.2 step 4 and §3.6: the welcome to the new customer when the phone is valid, and the
     * notice to the admin notice phone (ADMIN_NOTIFY_PHONE or the WhatsApp card's) when it is set. A missing or invalid phone only skips the
     * welcome: registration never fails because of it.
     */
    async queueWelcome(tx: Executor, input: WelcomeInput) {
      const brand = await readBrandName(tx);
      const welcome = await queueWhatsApp(tx, {
        phone: input.phone ?? '',
        text: welcomeMessage({ name: input.name, brandName: brand, language: input.language ?? 'pt-BR' }),
        purpose: 'welcome',
        relatedId: input.userId,
      });
      const adminPhone = await adminNotifyPhone(tx);
      const adminNotice = adminPhone
        ? await queueStaffAlert(tx, {
            phone: adminPhone,
            text: adminNewCustomerMessage(input),
            short: `${brand}: novo cliente ${input.name.trim()} (${input.email})`,
            purpose: 'admin_notice',
            relatedId: input.userId,
          })
        : null;
      return { welcome, adminNotice };
    },

    queueEmail,

    /**
     * A new order, announced to its store's staff in the order's transaction (issue 18, decision
     * 050): one WhatsApp and one e-mail, each when its recipient is set. Only outbox rows are
     * written here; a provider that is missing or failing shows on the message desk, never in
     * checkout.
     */
    /** `shop`: the settings the caller's transaction has read already (the checkout's), else read here. */
    async queueOrderAnnouncement(
      tx: Executor,
      input: OrderAnnouncement,
      shop?: { currency: Currency; contactEmail: string },
      /** The store's name and notice contacts when the caller has read them (the checkout has). */
      store?: StoreNotice,
    ) {
      const { orderId, storeId, ...order } = input;
      const to = await announcementRecipients(
        tx,
        storeId,
        () => adminNotifyPhone(tx),
        shop?.contactEmail,
        store,
      );
      if (!to.phone && !to.email) return { whatsapp: null, email: null };
      const message = orderAnnouncementMessage({
        ...order,
        storeName: to.storeName,
        currency: shop?.currency ?? (await readCurrency(tx)),
        link: `${(options.shopUrl ? await options.shopUrl(tx) : '').replace(/\/+$/, '')}${paths.adminOrder(orderId)}`,
      });
      // About the store, not the order: the order's own messages are the customer's (decision 050).
      const whatsapp = to.phone
        ? await queueStaffAlert(tx, {
            phone: to.phone,
            text: message.text,
            short: `${message.subject}. ${message.text.split('\n').at(-1) ?? ''}`,
            purpose: 'order_notice',
            relatedId: storeId,
          })
        : null;
      const email = to.email
        ? await queueEmail(tx, {
            to: to.email,
            subject: message.subject,
            text: message.text,
            purpose: 'order_notice',
            relatedId: storeId,
          })
        : null;
      return { whatsapp, email };
    },

    /**
     * A notice to every active store's staff (decision 099's daily low-stock summary): each
     * store's notice phone and e-mail, else the shop-wide ones (as new orders are announced),
     * each address once however many stores share it. No store: the shop-wide ones alone.
     */
    async queueStoresNotice(
      tx: Executor,
      notice: { subject: string; text: string; short: string; purpose: MessagePurpose },
    ): Promise<MessageRow[]> {
      // One after the other: a transaction is one connection, and statements sent at once on it
      // are queued by pg with a deprecation warning (an error from pg 9).
      const adminPhone = await adminNotifyPhone(tx);
      const contactEmail = await readContactEmail(tx);
      const storeRows = await activeStoreOptions(tx);
      const phones = new Map<string, string>();
      const emails = new Map<string, string>();
      const add = (to: { phone: string | null; email: string | null }) => {
        const phone = outboxPhone(to.phone);
        if (phone && to.phone) phones.set(phone, to.phone);
        if (to.email) emails.set(to.email.toLowerCase(), to.email);
      };
      if (storeRows.length === 0) add({ phone: adminPhone?.trim() || null, email: contactEmail || null });
      for (const store of storeRows)
        add(await announcementRecipients(tx, store.id, async () => adminPhone, contactEmail));
      const queued: MessageRow[] = [];
      for (const phone of phones.values()) {
        const row = await queueStaffAlert(tx, {
          phone,
          text: notice.text,
          short: notice.short,
          purpose: notice.purpose,
        });
        if (row) queued.push(row);
      }
      for (const email of emails.values())
        queued.push(
          await queueEmail(tx, {
            to: email,
            subject: notice.subject,
            text: notice.text,
            purpose: notice.purpose,
          }),
        );
      return queued;
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
