import { describeCuts } from '../catalogue/cut-labels';
import type { CutSnapshot } from '../catalogue/cuts';
import type { Fulfilment } from '../delivery/fulfilment';
import type { Language } from '../i18n/language';
import { type Currency, formatMoney } from '../money';
import { firstName } from '../names';
import { formatScaleWeight } from '../scale-weight';
import { DEFAULT_UNITS, type Units } from '../units';
import { ORDER_TEXTS } from './message-texts';
import { formatOrderNumber } from './number';
import type { PaymentMethod } from './schemas';
import type { OrderStatus } from './status';

/**
 * The texts the customer receives (WhatsApp, e-mail, SMS) when an order is placed or moves on, in
 * the order's language (issue 38, decision 086; Portuguese when left out). Staff notices stay in
 * Portuguese.
 */

export { STATUS_LABELS_EN, STATUS_LABELS_PT } from './message-texts';

export type OrderMessageInput = {
  number: number;
  customerName: string | null;
  brandName: string;
  totalCents: number;
  /** "terça-feira, 24/11 · 09:00–12:00" (windowText in the same language) */
  when: string;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  /** The shop's currency (decision 042): the message is Portuguese, so pt-BR style. BRL when left out. */
  currency?: Currency;
  /** Sales tax in the total (decision 079); 0 or left out: nothing said about tax. */
  taxCents?: number;
  /** The order's language (messageLanguage); Portuguese when left out. */
  language?: Language;
  /** The lines with cut options (issue 41): "• Picanha — 1 kg: espessura 3 cm · embalada a vácuo". */
  cutLines?: { name: string; cuts: CutSnapshot }[];
  /** The shop's units, for a thickness in inches (decision 084). */
  units?: Units;
  /** Who receives a transfer (the shop's Zelle setting); empty: "we'll send the details". */
  zelleRecipient?: string;
  /** A guest's order (decision 096): the signed link to her order page. */
  orderLink?: string | null;
};

const greeted = (name: string | null) => firstName(name ?? '');

export function orderPlacedMessage(input: OrderMessageInput): { subject: string; text: string } {
  const language = input.language ?? 'pt-BR';
  const T = ORDER_TEXTS[language];
  const number = formatOrderNumber(input.number);
  const money = (cents: number) => formatMoney(cents, { currency: input.currency, language });
  const payment =
    input.paymentMethod === 'bank_transfer'
      ? input.zelleRecipient
        ? T.payZelle(input.zelleRecipient, number)
        : T.payTransfer
      : input.fulfilment === 'delivery'
        ? T.payOnDelivery
        : T.payAtPickup;
  return {
    subject: T.placedSubject(input.brandName, number),
    text: [
      `${T.greeting(greeted(input.customerName))} ${T.placedIntro(input.brandName, number)}`,
      `${input.fulfilment === 'delivery' ? T.delivery : T.pickup}: ${input.when}.`,
      input.taxCents
        ? T.totalWithTax(money(input.totalCents), money(input.taxCents))
        : T.total(money(input.totalCents)),
      ...(input.cutLines?.length
        ? [
            T.cutsIntro,
            ...input.cutLines.map(
              (l) => `• ${l.name}: ${describeCuts(l.cuts, language, input.units ?? DEFAULT_UNITS)}`,
            ),
          ]
        : []),
      payment,
      input.paymentMethod === 'pay_on_delivery' ? T.awaitingConfirmation : T.nextStep.pending_payment,
      ...(input.orderLink ? [T.followLink(input.orderLink)] : []),
    ].join('\n'),
  };
}

export function orderStatusMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName' | 'language'>,
  status: OrderStatus,
  note: string | null,
): { subject: string; text: string } {
  const T = ORDER_TEXTS[input.language ?? 'pt-BR'];
  const number = formatOrderNumber(input.number);
  const label = T.statusLabels[status];
  return {
    subject: T.statusSubject(input.brandName, number, label),
    text: [
      `${T.greeting(greeted(input.customerName))} ${T.statusLine(number, label)}`,
      T.nextStep[status],
      ...(note ? [T.shopNote(note)] : []),
    ].join('\n'),
  };
}

export type WeighingMessageLine = { name: string; estimateGrams: number; finalGrams: number; cents: number };

/** After the final weighing (issue 20): each weighed line's estimate and weight, and the new total. */
export function orderWeighedMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName' | 'currency' | 'language'> & {
    lines: WeighingMessageLine[];
    /** The shop's weight units (decision 084): kg and g by default, lb in an imperial shop. */
    units?: Units;
    estimatedTotalCents: number;
    totalCents: number;
    /** Bank transfer already paid: > 0 balance due, < 0 refund due. */
    differenceCents: number | null;
  },
): { subject: string; text: string } {
  const language = input.language ?? 'pt-BR';
  const T = ORDER_TEXTS[language];
  const number = formatOrderNumber(input.number);
  const money = (cents: number) => formatMoney(cents, { currency: input.currency, language });
  const weight = (grams: number) => formatScaleWeight(grams, language, input.units);
  const difference =
    input.differenceCents === null || input.differenceCents === 0
      ? []
      : input.differenceCents > 0
        ? [T.balanceDue(money(input.differenceCents))]
        : [T.refundDue(money(-input.differenceCents))];
  return {
    subject: T.weighedSubject(input.brandName, number, money(input.totalCents)),
    text: [
      `${T.greeting(greeted(input.customerName))} ${T.weighedIntro(number)}`,
      ...input.lines.map((l) =>
        T.weighedLine(l.name, weight(l.estimateGrams), weight(l.finalGrams), money(l.cents)),
      ),
      T.weighedTotals(money(input.estimatedTotalCents), money(input.totalCents)),
      ...difference,
      T.nextStep.preparing,
    ].join('\n'),
  };
}

export type OrderAnnouncementInput = {
  number: number;
  storeName: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string;
  fulfilment: Fulfilment;
  /** "terça-feira, 24/11 · 09:00–12:00" */
  when: string;
  /** Units ordered: the sum of the lines' quantities. */
  itemCount: number;
  totalCents: number;
  currency?: Currency;
  /** The order on the admin panel's order desk. */
  link: string;
  /** The customer cancelled it herself (issue 38): the same notice, saying so. */
  cancelledByCustomer?: boolean;
};

/**
 * The notice the store's staff receive (WhatsApp and e-mail) the moment an order is placed
 * (issue 18, decision 050): who, when, how much, and the link to open it on the order desk.
 */
export function orderAnnouncementMessage(input: OrderAnnouncementInput): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  const contact = [input.customerPhone, input.customerEmail].filter(Boolean).join(' · ');
  const items = input.itemCount === 1 ? '1 item' : `${input.itemCount} itens`;
  const cancelled = input.cancelledByCustomer === true;
  return {
    subject: cancelled
      ? `Pedido ${number} cancelado pela cliente — ${input.storeName}`
      : `Novo pedido ${number} — ${input.storeName}`,
    text: [
      cancelled
        ? `A cliente cancelou o pedido ${number} da loja ${input.storeName}. O estoque e o horário já foram liberados.`
        : `Novo pedido ${number} na loja ${input.storeName}.`,
      `Cliente: ${input.customerName?.trim() || 'sem nome'}${contact ? ` (${contact})` : ''}.`,
      `${input.fulfilment === 'delivery' ? 'Entrega' : 'Retirada'}: ${input.when}.`,
      `Itens: ${items}.`,
      `Total: ${formatMoney(input.totalCents, { currency: input.currency, language: 'pt-BR' })}.`,
      `Abrir no painel: ${input.link}`,
    ].join('\n'),
  };
}
