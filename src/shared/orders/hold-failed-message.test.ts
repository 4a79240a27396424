import { describe, expect, it } from 'vitest';
import { holdFailedMessage } from './hold-failed-message';

describe('holdFailedMessage: her saved card’s hold failed, in her language, with the link', () => {
  it.each([
    ['pt-BR', 'authentication_required/authentication_required', 'autenticação', 'aguarda seu pagamento'],
    ['pt-BR', 'card_declined/generic_decline', 'recusou', 'aguarda seu pagamento'],
    ['en', 'authentication_required/authentication_required', 'authenticate', 'waiting for your payment'],
    ['en', 'card_declined/generic_decline', 'declined the hold', 'waiting for your payment'],
  ] as const)('%s, %s', (language, code, reason, subject) => {
    const m = holdFailedMessage({
      number: 1042,
      customerName: 'Ana Souza',
      brandName: 'Brazil Prime',
      currency: 'USD',
      language,
      holdCents: 14235,
      code,
      link: 'https://shop.test/meus-pedidos?pedido=o-1',
    });
    expect(m.subject).toContain(subject);
    expect(m.text).toContain('Ana');
    expect(m.text).toContain(reason);
    expect(m.text).toMatch(/142[.,]35/);
    expect(m.text).toContain('https://shop.test/meus-pedidos?pedido=o-1');
  });
});
