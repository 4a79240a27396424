import { describeCuts } from '../catalogue/cut-labels';
import { summaryExtraText } from '../catalogue/extra-basis-words';
import type { Language } from '../i18n/language';
import { formatMoney } from '../money';
import { firstName } from '../names';
import { DEFAULT_UNITS } from '../units';
import type { EditSummaryAddOns, EditSummaryEntry } from './edit';
import type { OrderMessageInput } from './messages';
import { formatOrderNumber } from './number';

type EditTexts = {
  greeting: (first: string, number: string) => string;
  someone: string;
  added: (quantity: number, name: string) => string;
  removed: (quantity: number, name: string) => string;
  quantity: (name: string, from: number, to: number) => string;
  variation: (name: string, from: string, to: string) => string;
  substituted: (from: string, quantity: number, to: string, reason: string) => string;
  couponDropped: string;
  totalSame: (total: string) => string;
  totalChanged: (before: string, after: string) => string;
  refuse: (when: string) => string;
  subjectSubstituted: (brand: string, number: string) => string;
  subjectChanged: (brand: string, number: string) => string;
};

/** The words of the edit message in each language (Portuguese as the shop has always sent it). */
export const EDIT_TEXTS: Record<Language, EditTexts> = {
  'pt-BR': {
    greeting: (first, number) => `Olá, ${first}! Alteramos seu pedido ${number}:`,
    someone: 'cliente',
    added: (quantity, name) => `• Incluído: ${quantity} × ${name}`,
    removed: (quantity, name) => `• Retirado: ${quantity} × ${name}`,
    quantity: (name, from, to) => `• ${name}: quantidade de ${from} para ${to}`,
    variation: (name, from, to) => `• ${name}: de ${from} para ${to}`,
    substituted: (from, quantity, to, reason) =>
      `• Substituído: ${from} por ${quantity} × ${to} (motivo: ${reason})`,
    couponDropped:
      'Com a alteração, o pedido ficou abaixo do valor mínimo do cupom, e o desconto deixou de valer.',
    totalSame: (total) => `Total: ${total} (sem mudança).`,
    totalChanged: (before, after) => `Total: de ${before} para ${after}.`,
    refuse: (when) =>
      `Se não quiser a substituição, responda esta mensagem antes de ${when} e retiramos o item do pedido.`,
    subjectSubstituted: (brand, number) => `${brand}: pedido ${number} — item substituído`,
    subjectChanged: (brand, number) => `${brand}: pedido ${number} alterado`,
  },
  en: {
    greeting: (first, number) => `Hi ${first}! We made changes to your order ${number}:`,
    someone: 'there',
    added: (quantity, name) => `• Added: ${quantity} × ${name}`,
    removed: (quantity, name) => `• Removed: ${quantity} × ${name}`,
    quantity: (name, from, to) => `• ${name}: quantity from ${from} to ${to}`,
    variation: (name, from, to) => `• ${name}: from ${from} to ${to}`,
    substituted: (from, quantity, to, reason) =>
      `• Substituted: ${from} with ${quantity} × ${to} (reason: ${reason})`,
    couponDropped:
      'With this change the order is below the coupon’s minimum, so its discount no longer applies.',
    totalSame: (total) => `Total: ${total} (unchanged).`,
    totalChanged: (before, after) => `Total: from ${before} to ${after}.`,
    refuse: (when) =>
      `If you don’t want the substitution, reply to this message before ${when} and we’ll take it off your order.`,
    subjectSubstituted: (brand, number) => `${brand}: order ${number} — item substituted`,
    subjectChanged: (brand, number) => `${brand}: order ${number} changed`,
  },
};

/**
 * The customer's message after staff fix her order (issue 39, decision 085), in the order's
 * language (decision 086): each change, the new total, and for a substitution the reason and that
 * she may refuse it by answering. The subject (the SMS, which cannot be answered) names the change.
 */
export function orderEditedMessage(
  input: Pick<
    OrderMessageInput,
    'number' | 'customerName' | 'brandName' | 'currency' | 'language' | 'units'
  > & {
    changes: EditSummaryEntry[];
    beforeTotalCents: number;
    totalCents: number;
    /** The coupon's minimum is no longer met: its discount stopped. */
    couponDropped: boolean;
    /** "terça-feira, 24/11 · 09:00–12:00" in the same language: until when she may answer. */
    when: string;
  },
): { subject: string; text: string } {
  const language = input.language ?? 'pt-BR';
  const T = EDIT_TEXTS[language];
  const number = formatOrderNumber(input.number);
  const money = (cents: number) => formatMoney(cents, { currency: input.currency, language });
  const substituted = input.changes.some((c) => c.type === 'substitute');
  // A new line's cut options and extras (decisions 100, 111), after its words:
  // " — em bifes · + Tempero (uma vez, qualquer quantidade)".
  const addOns = (c: EditSummaryAddOns) => {
    const parts = [
      describeCuts(c.cuts, language, input.units ?? DEFAULT_UNITS),
      ...(c.extras ?? []).map((e) => summaryExtraText(e, language)),
    ].filter(Boolean);
    return parts.length ? ` — ${parts.join(' · ')}` : '';
  };
  const lines = input.changes.map((c) => {
    switch (c.type) {
      case 'add':
        return T.added(c.quantity, c.name) + addOns(c);
      case 'remove':
        return T.removed(c.quantity, c.name);
      case 'quantity':
        return T.quantity(c.name, c.from, c.to);
      case 'variation':
        return T.variation(c.name, c.from, c.to);
      default:
        return T.substituted(c.from, c.quantity, c.to, c.reason) + addOns(c);
    }
  });
  return {
    subject: substituted
      ? T.subjectSubstituted(input.brandName, number)
      : T.subjectChanged(input.brandName, number),
    text: [
      T.greeting(firstName(input.customerName ?? '') || T.someone, number),
      ...lines,
      ...(input.couponDropped ? [T.couponDropped] : []),
      input.beforeTotalCents === input.totalCents
        ? T.totalSame(money(input.totalCents))
        : T.totalChanged(money(input.beforeTotalCents), money(input.totalCents)),
      ...(substituted ? [T.refuse(input.when)] : []),
    ].join('\n'),
  };
}
