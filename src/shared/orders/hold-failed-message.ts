import type { Language } from '../i18n/language';
import { formatMoney } from '../money';
import { firstName } from '../names';
import type { OrderMessageInput } from './messages';
import { formatOrderNumber } from './number';

type HoldFailedTexts = {
  greeting: (first: string, number: string) => string;
  someone: string;
  why: (amount: string) => string;
  authentication: string;
  declined: string;
  link: (url: string) => string;
  subject: (brand: string, number: string) => string;
};

export const HOLD_FAILED_TEXTS: Record<Language, HoldFailedTexts> = {
  'pt-BR': {
    greeting: (first, number) => `Olá, ${first}! Seu pedido ${number} está quase na hora.`,
    someone: 'cliente',
    why: (amount) => `Tentamos reservar ${amount} no cartão que você salvou, mas não deu certo.`,
    authentication: 'O banco pediu a sua confirmação (autenticação) para esta compra.',
    declined: 'O banco recusou a reserva.',
    link: (url) => `Para manter o pedido, pague pelo link: ${url}`,
    subject: (brand, number) => `${brand}: pedido ${number} aguarda seu pagamento`,
  },
  en: {
    greeting: (first, number) => `Hi ${first}! Your order ${number} is coming up.`,
    someone: 'there',
    why: (amount) => `We tried to hold ${amount} on the card you saved, but it did not go through.`,
    authentication: 'Your bank asked you to confirm (authenticate) this purchase.',
    declined: 'Your bank declined the hold.',
    link: (url) => `To keep your order, pay with this link: ${url}`,
    subject: (brand, number) => `${brand}: order ${number} is waiting for your payment`,
  },
};

/**
 * The customer's message when her saved card's hold fails (issue 36, decision 101), in the order's
 * language: why, and the link to her order, where she pays on a new Stripe page.
 */
export function holdFailedMessage(
  input: Pick<OrderMessageInput, 'number' | 'customerName' | 'brandName' | 'currency' | 'language'> & {
    holdCents: number;
    /** The provider's reason (`authentication_required`, `card_declined/generic_decline`). */
    code: string;
    link: string;
  },
): { subject: string; text: string } {
  const language = input.language ?? 'pt-BR';
  const T = HOLD_FAILED_TEXTS[language];
  const number = formatOrderNumber(input.number);
  return {
    subject: T.subject(input.brandName, number),
    text: [
      T.greeting(firstName(input.customerName ?? '') || T.someone, number),
      T.why(formatMoney(input.holdCents, { currency: input.currency, language })),
      input.code.startsWith('authentication_required') ? T.authentication : T.declined,
      T.link(input.link),
    ].join('\n'),
  };
}
