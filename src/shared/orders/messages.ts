import type { Fulfilment } from '../delivery/fulfilment';
import { type Currency, formatMoney } from '../money';
import { firstName } from '../names';
import { formatScaleWeight } from '../scale-weight';
import type { Units } from '../units';
import { formatOrderNumber } from './number';
import type { PaymentMethod } from './schemas';
import type { OrderStatus } from './status';

/** Portuguese texts the customer receives (WhatsApp or e-mail) when an order is placed or moves on. */

export const STATUS_LABELS_PT: Record<OrderStatus, string> = {
  pending_payment: 'Aguardando pagamento',
  confirmed: 'Confirmado',
  preparing: 'Em preparação',
  out_for_delivery: 'Saiu para entrega',
  ready_for_pickup: 'Pronto para retirada',
  completed: 'Concluído',
  cancelled: 'Cancelado',
};

const NEXT_STEP: Record<OrderStatus, string> = {
  pending_payment: 'Assim que confirmarmos o pagamento, começamos a preparar seus cortes.',
  confirmed: 'Seu pedido foi confirmado e entra na fila do açougue.',
  preparing: 'Nossos açougueiros estão preparando seu pedido.',
  out_for_delivery: 'Seu pedido está a caminho.',
  ready_for_pickup: 'Seu pedido está pronto e esperando por você na loja.',
  completed: 'Obrigado pela preferência! Bom churrasco.',
  cancelled: 'Se tiver dúvidas, responda esta mensagem ou fale com a loja.',
};

export type OrderMessageInput = {
  number: number;
  customerName: string | null;
  brandName: string;
  totalCents: number;
  /** "terça-feira, 24/11 · 09:00–12:00" */
  when: string;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  /** The shop's currency (decision 042): the message is Portuguese, so pt-BR style. BRL when left out. */
  currency?: Currency;
  /** Sales tax in the total (decision 079); 0 or left out: nothing said about tax. */
  taxCents?: number;
};

const greeted = (name: string | null) => firstName(name ?? '') || 'cliente';

export function orderPlacedMessage(input: OrderMessageInput): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  const how = input.fulfilment === 'delivery' ? 'Entrega' : 'Retirada';
  const payment =
    input.paymentMethod === 'bank_transfer'
      ? 'Pagamento por transferência: enviaremos os dados bancários e confirmaremos assim que o valor chegar.'
      : input.fulfilment === 'delivery'
        ? 'Pagamento na entrega.'
        : 'Pagamento na retirada.';
  return {
    subject: `${input.brandName}: pedido ${number} recebido`,
    text: [
      `Olá, ${greeted(input.customerName)}! Recebemos seu pedido ${number} na ${input.brandName}.`,
      `${how}: ${input.when}.`,
      input.taxCents
        ? `Total: ${formatMoney(input.totalCents, { currency: input.currency, language: 'pt-BR' })} (com ${formatMoney(input.taxCents, { currency: input.currency, language: 'pt-BR' })} de imposto sobre vendas).`
        : `Total: ${formatMoney(input.totalCents, { currency: input.currency, language: 'pt-BR' })}.`,
      payment,
      NEXT_STEP.pending_payment,
    ].join('\n'),
  };
}

export function orderStatusMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName'>,
  status: OrderStatus,
  note: string | null,
): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  return {
    subject: `${input.brandName}: pedido ${number} — ${STATUS_LABELS_PT[status]}`,
    text: [
      `Olá, ${greeted(input.customerName)}! Seu pedido ${number}: ${STATUS_LABELS_PT[status]}.`,
      NEXT_STEP[status],
      ...(note ? [`Observação da loja: ${note}`] : []),
    ].join('\n'),
  };
}

export type WeighingMessageLine = { name: string; estimateGrams: number; finalGrams: number; cents: number };

/** After the final weighing (issue 20): each weighed line's estimate and weight, and the new total. */
export function orderWeighedMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName' | 'currency'> & {
    lines: WeighingMessageLine[];
    /** The shop's weight units (decision 084): kg and g by default, lb in an imperial shop. */
    units?: Units;
    estimatedTotalCents: number;
    totalCents: number;
    /** Bank transfer already paid: > 0 balance due, < 0 refund due. */
    differenceCents: number | null;
  },
): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  const money = (cents: number) => formatMoney(cents, { currency: input.currency, language: 'pt-BR' });
  const weight = (grams: number) => formatScaleWeight(grams, 'pt-BR', input.units);
  const difference =
    input.differenceCents === null || input.differenceCents === 0
      ? []
      : input.differenceCents > 0
        ? [`Diferença a pagar: ${money(input.differenceCents)}. Enviaremos os dados para o acerto.`]
        : [`Diferença a devolver: ${money(-input.differenceCents)}. Faremos a devolução para você.`];
  return {
    subject: `${input.brandName}: pedido ${number} pesado — total ${money(input.totalCents)}`,
    text: [
      `Olá, ${greeted(input.customerName)}! Pesamos os itens do seu pedido ${number}:`,
      ...input.lines.map(
        (l) =>
          `• ${l.name}: estimado ${weight(l.estimateGrams)}, pesado ${weight(l.finalGrams)} — ${money(l.cents)}`,
      ),
      `Total estimado: ${money(input.estimatedTotalCents)}. Total final: ${money(input.totalCents)}.`,
      ...difference,
      NEXT_STEP.preparing,
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
};

/**
 * The notice the store's staff receive (WhatsApp and e-mail) the moment an order is placed
 * (issue 18, decision 050): who, when, how much, and the link to open it on the order desk.
 */
export function orderAnnouncementMessage(input: OrderAnnouncementInput): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  const contact = [input.customerPhone, input.customerEmail].filter(Boolean).join(' · ');
  const items = input.itemCount === 1 ? '1 item' : `${input.itemCount} itens`;
  return {
    subject: `Novo pedido ${number} — ${input.storeName}`,
    text: [
      `Novo pedido ${number} na loja ${input.storeName}.`,
      `Cliente: ${input.customerName?.trim() || 'sem nome'}${contact ? ` (${contact})` : ''}.`,
      `${input.fulfilment === 'delivery' ? 'Entrega' : 'Retirada'}: ${input.when}.`,
      `Itens: ${items}.`,
      `Total: ${formatMoney(input.totalCents, { currency: input.currency, language: 'pt-BR' })}.`,
      `Abrir no painel: ${input.link}`,
    ].join('\n'),
  };
}
