import { formatMoney } from '../money';
import { firstName } from '../names';
import type { EditSummaryEntry } from './edit';
import type { OrderMessageInput } from './messages';
import { formatOrderNumber } from './number';

/**
 * The customer's message after staff fix her order (issue 39, decision 085), Portuguese like the
 * other order messages: each change, the new total, and for a substitution the reason and that
 * she may refuse it by answering. The subject (the SMS, which cannot be answered) names the change.
 */
export function orderEditedMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName' | 'currency'> & {
    changes: EditSummaryEntry[];
    beforeTotalCents: number;
    totalCents: number;
    /** The coupon's minimum is no longer met: its discount stopped. */
    couponDropped: boolean;
    /** "terça-feira, 24/11 · 09:00–12:00": until when she may answer. */
    when: string;
  },
): { subject: string; text: string } {
  const number = formatOrderNumber(input.number);
  const money = (cents: number) => formatMoney(cents, { currency: input.currency, language: 'pt-BR' });
  const substituted = input.changes.some((c) => c.type === 'substitute');
  const lines = input.changes.map((c) => {
    switch (c.type) {
      case 'add':
        return `• Incluído: ${c.quantity} × ${c.name}`;
      case 'remove':
        return `• Retirado: ${c.quantity} × ${c.name}`;
      case 'quantity':
        return `• ${c.name}: quantidade de ${c.from} para ${c.to}`;
      case 'variation':
        return `• ${c.name}: de ${c.from} para ${c.to}`;
      default:
        return `• Substituído: ${c.from} por ${c.quantity} × ${c.to} (motivo: ${c.reason})`;
    }
  });
  return {
    subject: substituted
      ? `${input.brandName}: pedido ${number} — item substituído`
      : `${input.brandName}: pedido ${number} alterado`,
    text: [
      `Olá, ${firstName(input.customerName ?? '') || 'cliente'}! Alteramos seu pedido ${number}:`,
      ...lines,
      ...(input.couponDropped
        ? ['Com a alteração, o pedido ficou abaixo do valor mínimo do cupom, e o desconto deixou de valer.']
        : []),
      input.beforeTotalCents === input.totalCents
        ? `Total: ${money(input.totalCents)} (sem mudança).`
        : `Total: de ${money(input.beforeTotalCents)} para ${money(input.totalCents)}.`,
      ...(substituted
        ? [
            `Se não quiser a substituição, responda esta mensagem antes de ${input.when} e retiramos o item do pedido.`,
          ]
        : []),
    ].join('\n'),
  };
}
