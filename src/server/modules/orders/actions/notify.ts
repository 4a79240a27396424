import type { Executor } from '@/server/db/client';
import { outboxPhone } from '@/server/modules/messaging/public';
import { readBrandName, readCurrency } from '@/server/modules/settings/public';
import {
  type OrderMessageInput,
  orderPlacedMessage,
  orderStatusMessage,
  orderWeighedMessage,
} from '@/shared/orders/messages';
import type { OrderStatus } from '@/shared/orders/status';
import type { OrdersContext } from '../context';

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
});

/** "terça-feira, 24/11 · 09:00–12:00" (the date is a calendar date, so it is read in UTC). */
export const windowText = (date: string, start: string, end: string) =>
  `${dayFormat.format(new Date(`${date}T12:00:00Z`))} · ${start}–${end}`;

type Recipient = { email: string; phone: string | null };

/**
 * Order messages go by WhatsApp to Brazilian numbers (the only ones the WhatsApp transport sends,
 * per the messaging rules) and by e-mail otherwise; queued in the caller's transaction (outbox).
 */
async function send(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient,
  message: { subject: string; text: string },
  orderId: string,
) {
  const phone = outboxPhone(to.phone);
  if (phone?.startsWith('+55')) {
    const queued = await ctx.messaging.queueWhatsApp(tx, {
      phone,
      text: message.text,
      purpose: 'order_update',
      relatedId: orderId,
    });
    if (queued) return queued;
  }
  return ctx.messaging.queueEmail(tx, {
    to: to.email,
    subject: message.subject,
    text: message.text,
    purpose: 'order_update',
    relatedId: orderId,
  });
}

/** Step 7 of place-order: the confirmation, sent by the worker after commit. */
export async function queueConfirmation(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient,
  order: Omit<OrderMessageInput, 'brandName'> & { id: string },
) {
  const brand = await readBrandName(tx);
  const currency = await readCurrency(tx);
  return send(ctx, tx, to, orderPlacedMessage({ ...order, brandName: brand, currency }), order.id);
}

export async function queueStatusMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  status: OrderStatus,
  note: string | null,
) {
  const brand = await readBrandName(tx);
  const message = orderStatusMessage(
    { number: order.number, customerName: to.name, brandName: brand },
    status,
    note,
  );
  return send(ctx, tx, to, message, order.id);
}

/** After the final weighing (issue 20): final weights and total, by WhatsApp or e-mail. */
export async function queueWeighingMessage(
  ctx: OrdersContext,
  tx: Executor,
  to: Recipient & { name: string | null },
  order: { id: string; number: number },
  weighing: Omit<
    Parameters<typeof orderWeighedMessage>[0],
    'number' | 'customerName' | 'brandName' | 'currency'
  >,
) {
  const [brand, currency] = await Promise.all([readBrandName(tx), readCurrency(tx)]);
  const message = orderWeighedMessage({
    ...weighing,
    number: order.number,
    customerName: to.name,
    brandName: brand,
    currency,
  });
  return send(ctx, tx, to, message, order.id);
}
