import type { Language } from '../i18n/language';
import type { OrderStatus } from './status';

/**
 * The words of the customer's order messages in each language (issue 38, decision 086). The
 * Portuguese ones are the texts the shop has always sent; the English ones say the same in a
 * plain US register. Placeholders are filled in ./messages.ts.
 */

export const STATUS_LABELS_PT: Record<OrderStatus, string> = {
  pending_payment: 'Aguardando pagamento',
  confirmed: 'Confirmado',
  preparing: 'Em preparação',
  out_for_delivery: 'Saiu para entrega',
  ready_for_pickup: 'Pronto para retirada',
  completed: 'Concluído',
  cancelled: 'Cancelado',
};

/** The same words the English order pages use (locales/en/orders.ts). */
export const STATUS_LABELS_EN: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  preparing: 'Being prepared',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

type Texts = {
  statusLabels: Record<OrderStatus, string>;
  nextStep: Record<OrderStatus, string>;
  greeting: (first: string) => string;
  delivery: string;
  pickup: string;
  placedSubject: (brand: string, number: string) => string;
  placedIntro: (brand: string, number: string) => string;
  total: (total: string) => string;
  totalWithTax: (total: string, tax: string) => string;
  /** Before the lines' cut options (issue 41). */
  cutsIntro: string;
  payTransfer: string;
  payZelle: (recipient: string, number: string) => string;
  /** A pay-on-delivery order waits for the store, not for her money. */
  awaitingConfirmation: string;
  /** A guest's order (decision 096): its signed link, and the account offered. */
  followLink: (link: string) => string;
  payOnDelivery: string;
  payAtPickup: string;
  statusSubject: (brand: string, number: string, label: string) => string;
  statusLine: (number: string, label: string) => string;
  shopNote: (note: string) => string;
  weighedSubject: (brand: string, number: string, total: string) => string;
  weighedIntro: (number: string) => string;
  weighedLine: (name: string, estimate: string, final: string, price: string) => string;
  weighedTotals: (estimated: string, final: string) => string;
  balanceDue: (amount: string) => string;
  refundDue: (amount: string) => string;
};

export const ORDER_TEXTS: Record<Language, Texts> = {
  'pt-BR': {
    statusLabels: STATUS_LABELS_PT,
    nextStep: {
      pending_payment: 'Assim que confirmarmos o pagamento, começamos a preparar seus cortes.',
      confirmed: 'Seu pedido foi confirmado e entra na fila do açougue.',
      preparing: 'Nossos açougueiros estão preparando seu pedido.',
      out_for_delivery: 'Seu pedido está a caminho.',
      ready_for_pickup: 'Seu pedido está pronto e esperando por você na loja.',
      completed: 'Obrigado pela preferência! Bom churrasco.',
      cancelled: 'Se tiver dúvidas, responda esta mensagem ou fale com a loja.',
    },
    greeting: (first) => `Olá, ${first || 'cliente'}!`,
    delivery: 'Entrega',
    pickup: 'Retirada',
    placedSubject: (brand, number) => `${brand}: pedido ${number} recebido`,
    placedIntro: (brand, number) => `Recebemos seu pedido ${number} na ${brand}.`,
    total: (total) => `Total: ${total}.`,
    totalWithTax: (total, tax) => `Total: ${total} (com ${tax} de imposto sobre vendas).`,
    payTransfer:
      'Pagamento por transferência: enviaremos os dados bancários e confirmaremos assim que o valor chegar.',
    payZelle: (recipient, number) =>
      `Pagamento por Zelle: envie o total para ${recipient}, com ${number} na mensagem; confirmamos assim que o valor chegar.`,
    awaitingConfirmation: 'Assim que a loja confirmar o pedido, começamos a preparar seus cortes.',
    followLink: (link) => `Acompanhe seu pedido (e crie sua conta com um clique, se quiser): ${link}`,
    payOnDelivery: 'Pagamento na entrega.',
    payAtPickup: 'Pagamento na retirada.',
    statusSubject: (brand, number, label) => `${brand}: pedido ${number} — ${label}`,
    statusLine: (number, label) => `Seu pedido ${number}: ${label}.`,
    shopNote: (note) => `Observação da loja: ${note}`,
    weighedSubject: (brand, number, total) => `${brand}: pedido ${number} pesado — total ${total}`,
    weighedIntro: (number) => `Pesamos os itens do seu pedido ${number}:`,
    cutsIntro: 'Como vamos cortar:',
    weighedLine: (name, estimate, final, price) =>
      `• ${name}: estimado ${estimate}, pesado ${final} — ${price}`,
    weighedTotals: (estimated, final) => `Total estimado: ${estimated}. Total final: ${final}.`,
    balanceDue: (amount) => `Diferença a pagar: ${amount}. Enviaremos os dados para o acerto.`,
    refundDue: (amount) => `Diferença a devolver: ${amount}. Faremos a devolução para você.`,
  },
  en: {
    statusLabels: STATUS_LABELS_EN,
    nextStep: {
      pending_payment: "As soon as we confirm your payment, we'll start preparing your cuts.",
      confirmed: 'Your order is confirmed and in line at our butcher counter.',
      preparing: 'Our butchers are preparing your order.',
      out_for_delivery: 'Your order is on its way.',
      ready_for_pickup: 'Your order is ready and waiting for you at the store.',
      completed: 'Thank you for shopping with us! Enjoy your churrasco.',
      cancelled: 'If you have any questions, reply to this message or contact the store.',
    },
    greeting: (first) => (first ? `Hi ${first}!` : 'Hi there!'),
    delivery: 'Delivery',
    pickup: 'Pickup',
    placedSubject: (brand, number) => `${brand}: Order ${number} received`,
    placedIntro: (brand, number) => `We received your order ${number} at ${brand}.`,
    total: (total) => `Total: ${total}.`,
    totalWithTax: (total, tax) => `Total: ${total} (including ${tax} sales tax).`,
    payTransfer:
      "Payment by bank transfer: we'll send you our bank details and confirm your order as soon as the payment arrives.",
    payZelle: (recipient, number) =>
      `Payment by Zelle: send the total to ${recipient} with ${number} in the memo; we confirm as soon as it arrives.`,
    awaitingConfirmation: "As soon as the store confirms your order, we'll start preparing your cuts.",
    followLink: (link) => `Follow your order (and create your account in one click, if you like): ${link}`,
    payOnDelivery: 'Payment on delivery.',
    payAtPickup: 'Payment at pickup.',
    statusSubject: (brand, number, label) => `${brand}: Order ${number} — ${label}`,
    statusLine: (number, label) => `Your order ${number}: ${label}.`,
    shopNote: (note) => `Note from the store: ${note}`,
    weighedSubject: (brand, number, total) => `${brand}: Order ${number} weighed — total ${total}`,
    weighedIntro: (number) => `We weighed the items in your order ${number}:`,
    cutsIntro: 'How we will cut it:',
    weighedLine: (name, estimate, final, price) =>
      `• ${name}: estimated ${estimate}, weighed ${final} — ${price}`,
    weighedTotals: (estimated, final) => `Estimated total: ${estimated}. Final total: ${final}.`,
    balanceDue: (amount) => `Balance due: ${amount}. We'll send you the details to settle it.`,
    refundDue: (amount) => `Refund due: ${amount}. We'll refund it to you.`,
  },
};
