import type { Language } from '../i18n/language';

/**
 * The words of the welcome and the coupon messages in each language (issue 38, decision 086): the
 * Portuguese are SPEC §9's texts as the shop has always sent them; the English say the same in a
 * plain US register. WhatsApp renders *bold*.
 */

export const WELCOME_TEXTS: Record<
  Language,
  {
    hello: (first: string) => string;
    joined: (brand?: string) => string;
    youCan: string[];
    questions: string;
  }
> = {
  'pt-BR': {
    hello: (first) => (first ? `Olá, *${first}*! 👋` : 'Olá! 👋'),
    joined: (brand) =>
      `Que alegria ter você com a gente${brand ? ` na *${brand}*` : ''}! Seu cadastro foi concluído. 🎉`,
    youCan: [
      'Agora você pode:',
      '🛒 Navegar por todos os nossos produtos',
      '📦 Fazer seus pedidos online',
      '🚚 Acompanhar seus pedidos',
      '🎁 Receber ofertas exclusivas',
    ],
    questions: 'Qualquer dúvida, é só responder esta mensagem. 😊',
  },
  en: {
    hello: (first) => (first ? `Hi *${first}*! 👋` : 'Hi there! 👋'),
    joined: (brand) =>
      `We're so glad to have you${brand ? ` at *${brand}*` : ''}! Your account is all set. 🎉`,
    youCan: [
      'Now you can:',
      '🛒 Browse all of our products',
      '📦 Order online',
      '🚚 Track your orders',
      '🎁 Get exclusive offers',
    ],
    questions: 'Questions? Just reply to this message. 😊',
  },
};

export const COUPON_TEXTS: Record<
  Language,
  {
    intro: (brand: string) => string;
    code: (code: string) => string;
    fixedOff: (amount: string) => string;
    percentOff: (percent: string) => string;
    upTo: (percent: string, max: string) => string;
    minimum: (amount: string) => string;
    validUntil: (date: string) => string;
    usesLeft: (count: number) => string;
    closing: string;
  }
> = {
  'pt-BR': {
    intro: (brand) => `🎁 *${brand}* tem um cupom especial para você!`,
    code: (code) => `🏷️ Cupom: *${code}*`,
    fixedOff: (amount) => `${amount} de desconto`,
    percentOff: (percent) => `${percent}% de desconto`,
    upTo: (percent, max) => `${percent} (máximo ${max})`,
    minimum: (amount) => `🛒 Pedido mínimo: ${amount}`,
    validUntil: (date) => `📅 Válido até: ${date}`,
    usesLeft: (count) => `🔢 Usos restantes: ${count}`,
    closing: 'Use o código ao finalizar sua compra. Aproveite! 😉',
  },
  en: {
    intro: (brand) => `🎁 *${brand}* has a special coupon for you!`,
    code: (code) => `🏷️ Coupon: *${code}*`,
    fixedOff: (amount) => `${amount} off`,
    percentOff: (percent) => `${percent}% off`,
    upTo: (percent, max) => `${percent} (up to ${max})`,
    minimum: (amount) => `🛒 Minimum order: ${amount}`,
    validUntil: (date) => `📅 Valid through: ${date}`,
    usesLeft: (count) => `🔢 Uses left: ${count}`,
    closing: 'Enter the code at checkout. Enjoy! 😉',
  },
};
