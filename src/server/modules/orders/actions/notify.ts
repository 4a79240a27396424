import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { preferredLanguageOf, smsConsentOf } from '@/server/modules/accounts/public';
import { outboxPhone } from '@/server/modules/messaging/public';
import { readBrandName, readCurrency, readUnits } from '@/server/modules/settings/public';
import { windowText } from '@/shared/delivery/window-time';
import type { Language } from '@/shared/i18n/language';
import { messageLanguage } from '@/shared/i18n/message-language';
import type { Currency } from '@/shared/money';
import { orderEditedMessage } from '@/shared/orders/edit-message';
import { holdFailedMessage } from '@/shared/orders/hold-failed-message';
import {
  type OrderMessageInput,
  orderPlacedMessage,
  orderStatusMessage,
  orderWeighedMessage,
} from '@/shared/orders/messages';
import type { OrderStatus } from '@/shared/orders/status';
import { paths } from '@/shared/routes';
import { consentCovers, smsPhone } from '@/shared/sms/rules';
import type { OrdersContext } from '../context';
import { orders } from '../schema';

/**
 * The language of an order's messages (issue 38, decision 086): the one it was placed in, else the
 * buyer's preferred language, else Portuguese. Read in the caller's transaction.
 */
export async function orderLanguage(tx: Executor, orderId: string): Promise<Language> {
  const [row] = await tx
    .select({ language: orders.language, userId: orders.customer_user_id })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return messageLanguage(null);
  return messageLanguage(row.language, row.language ? null : await preferredLanguageOf(tx, row.userId));
}

/** Who hears of an order: its e-mail and phone, and the buyer's account (for their SMS consent). */
type Recipient = { email: string; phone: string | null; userId?: string | null };

/** The customer of an order row, as her messages address her (her SMS consent is her account's). */
export const customerOf = (row: {
  customer_email: string;
  customer_phone: string | null;
  customer_name: string | null;
  customer_user_id: string | null;
}): Recipient & { name: string | null } => ({
  email: row.customer_email,
  phone: row.customer_phone,
  name: row.customer_name,
  userId: row.customer_user_id,
});

/**
 * Order messages go by WhatsApp to Brazilian numbers (the only ones the WhatsApp transport sends,
 * per the messaging rules) and by e-mail otherwise; queued in the caller's transaction (outbox).
 * A +1 phone whose owner consented to SMS (TCPA, decision 077) also gets the subject line by SMS.
 */
async function send(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient,
  message: { subject: string; text: string },
  orderId: string,
  coalesce?: { key: string; quietMs: number },
) {
  const phone = outboxPhone(to.phone);
  const about = { purpose: 'order_update', relatedId: orderId, ...(coalesce ? { coalesce } : {}) } as const;
  if (phone?.startsWith('+55')) {
    const queued = await ctx.messaging.queueWhatsApp(tx, { phone, text: message.text, ...about });
    if (queued) return queued;
  }
  const sms = smsPhone(to.phone);
  if (sms && to.userId && consentCovers(await smsConsentOf(tx, to.userId), sms)) {
    await ctx.messaging.queueSms(tx, {
      phone: sms,
      text: message.subject,
      purpose: 'order_update',
      relatedId: orderId,
      ...(coalesce ? { coalesce: { ...coalesce, key: `${coalesce.key}:sms` } } : {}),
    });
  }
  return ctx.messaging.queueEmail(tx, {
    to: to.email,
    subject: message.subject,
    text: message.text,
    ...about,
  });
}

/** Step 7 of place-order: the confirmation, sent by the worker after commit. */
export async function queueConfirmation(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient,
  shop: { brandName: string; currency: Currency; zelleRecipient: string },
  order: Omit<OrderMessageInput, 'brandName'> & { id: string },
) {
  const units = order.cutLines?.length ? await readUnits(tx) : undefined;
  const message = orderPlacedMessage({
    ...order,
    brandName: shop.brandName,
    currency: shop.currency,
    zelleRecipient: shop.zelleRecipient,
    units,
  });
  return send(ctx, tx, to, message, order.id);
}

export async function queueStatusMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  status: OrderStatus,
  note: string | null,
  /** A move that may be undone waits in the outbox under its own key (decision 080). */
  wait?: { key: string; quietMs: number },
) {
  const brand = await readBrandName(tx);
  const language = await orderLanguage(tx, order.id);
  const message = orderStatusMessage(
    { number: order.number, customerName: to.name, brandName: brand, language },
    status,
    note,
  );
  return send(ctx, tx, to, message, order.id, wait);
}

/** The outbox key of the message of one status move: an undo withdraws it while it waits. */
export const statusMessageKey = (eventId: string) => `order-status:${eventId}`;

/**
 * How long a weighing's message waits for another weighing of the same order (issue 34). The desk
 * saves every line at once, so a second weighing within a minute is a correction or a double
 * submit, and six at once are one: the customer hears once, with the weights as they settled. A
 * weighing after the message went out is news and gets its own message (decision 072).
 */
export const WEIGHING_MESSAGE_QUIET_MS = 60_000;

/**
 * After the final weighing (issue 20): final weights and total, by WhatsApp or e-mail. It replaces
 * the order's weighing message still waiting, and goes once the order's weighings have been quiet
 * for WEIGHING_MESSAGE_QUIET_MS.
 */
export async function queueWeighingMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  weighing: Omit<
    Parameters<typeof orderWeighedMessage>[0],
    'number' | 'customerName' | 'brandName' | 'currency' | 'language' | 'units'
  >,
) {
  // One after the other: a transaction is one client, and pg 8 warns of overlapping queries on one
  // ("already executing a query … deprecated"), which pg 9 removes.
  const brand = await readBrandName(tx);
  const currency = await readCurrency(tx);
  const language = await orderLanguage(tx, order.id);
  const units = await readUnits(tx);
  const message = orderWeighedMessage({
    ...weighing,
    number: order.number,
    customerName: to.name,
    brandName: brand,
    currency,
    language,
    units,
  });
  return send(ctx, tx, to, message, order.id, {
    key: `order-weighing:${order.id}`,
    quietMs: WEIGHING_MESSAGE_QUIET_MS,
  });
}

/**
 * After staff fix the order (issue 39, decision 085): each change and the new total; a
 * substitution says why and that she may refuse it by answering (WhatsApp or e-mail; the SMS
 * carries the subject only). Queued in the edit's transaction, sent by the worker after commit.
 */
export async function queueEditMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  edit: Omit<
    Parameters<typeof orderEditedMessage>[0],
    'number' | 'customerName' | 'brandName' | 'currency' | 'language' | 'when' | 'units'
  > & { window: { date: string; start: string; end: string } },
) {
  const brand = await readBrandName(tx);
  const currency = await readCurrency(tx);
  const language = await orderLanguage(tx, order.id);
  const { window, ...changes } = edit;
  const message = orderEditedMessage({
    ...changes,
    units: await readUnits(tx),
    when: windowText(window.date, window.start, window.end, language),
    number: order.number,
    customerName: to.name,
    brandName: brand,
    currency,
    language,
  });
  return send(ctx, tx, to, message, order.id);
}

/**
 * Her saved card's hold failed (decision 101): why, and a link to her order, where she pays on a
 * new page. Queued in the transaction that records the failure; sent by the worker after commit.
 */
export async function queueHoldFailedMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  hold: { holdCents: number; code: string },
) {
  const brand = await readBrandName(tx);
  const currency = await readCurrency(tx);
  const language = await orderLanguage(tx, order.id);
  const link = `${await ctx.linkBase(tx)}${paths.myOrders}?pedido=${order.id}`;
  const message = holdFailedMessage({
    ...hold,
    number: order.number,
    customerName: to.name,
    brandName: brand,
    currency,
    language,
    link,
  });
  return send(ctx, tx, to, message, order.id);
}
