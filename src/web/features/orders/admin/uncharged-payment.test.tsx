// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { PaymentView } from '@/shared/payments/states';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { i18n } from '@/web/lib/i18n';
import { renderKey } from '@/web/lib/validation-messages';
import { CardPaymentLine, CardPaymentSummary } from '../components/card-payment-summary';
import { PaymentPanel } from './payment-panel';
import './i18n';

/**
 * Decision 112 on the screens: a hold released after weighing with nothing to charge — a final
 * total of 0, or below the card's minimum — reads "nada cobrado; reserva liberada" for her (both
 * languages), and the desk's button releases instead of "Capturar US$ 0,00".
 */
const AT = '2026-11-25T15:00:00Z';
const released = (uncharged: number): PaymentView => ({
  provider: 'stripe',
  state: 'canceled',
  holdCents: 6000,
  capturedCents: 0,
  refundedCents: 0,
  releasedCents: 6000,
  cardBrand: 'visa',
  cardLast4: '4242',
  failureKey: null,
  holdDueAt: null,
  deposit: { askedCents: 0, chargedCents: 0, refundedCents: 0 },
  events: [
    { movement: 'hold', amountCents: 6000, reason: null, at: AT },
    { movement: 'release', amountCents: 6000, reason: null, at: AT },
    { movement: 'uncharged', amountCents: uncharged, reason: null, at: AT },
  ],
});
const held: PaymentView = { ...released(0), state: 'authorized', releasedCents: 0, events: [] };

const order = (p: PaymentView, totalCents: number) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    number: 'BP-1001',
    status: 'preparing',
    paymentMethod: 'card',
    paymentStatus: 'pending',
    totalCents,
    items: [],
    payment: p,
  }) as unknown as OrderDetail;

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
async function draw(ui: React.ReactNode) {
  view = await renderWithSettings(ui, { settings: { currency: 'USD' } });
  return view.container;
}
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('her summary and list: nothing charged, the hold released', () => {
  it('pt-BR: a total of 0', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const shown = await draw(<CardPaymentSummary payment={released(0)} />);
    expect(text(shown.querySelector('[data-testid="card-uncharged"]'))).toBe(
      'Nada cobrado; reserva de US$ 60,00 liberada.',
    );
    expect(shown.textContent).not.toContain('mínimo');
    view?.unmount();
    expect(text(await draw(<CardPaymentLine payment={released(0)} />))).toBe(
      'Nada cobrado; reserva liberada',
    );
  });

  it('pt-BR: US$ 0,30, below the card’s minimum, says why it was not charged', async () => {
    const shown = await draw(<CardPaymentSummary payment={released(30)} />);
    expect(text(shown)).toContain(
      'O total final, US$ 0,30, fica abaixo do mínimo que o cartão aceita (US$ 0,50) e não foi cobrado.',
    );
  });

  it('en: nothing charged; hold released', async () => {
    await act(() => i18n.changeLanguage('en'));
    const shown = await draw(<CardPaymentSummary payment={released(30)} />);
    expect(text(shown.querySelector('[data-testid="card-uncharged"]'))).toMatch(
      /^Nothing charged; hold of (US)?\$ ?60\.00 released\.$/,
    );
    expect(text(shown)).toMatch(/The final total, (US)?\$ ?0\.30, is below the smallest amount/);
    view?.unmount();
    expect(text(await draw(<CardPaymentLine payment={released(0)} />))).toBe(
      'Nothing charged; hold released',
    );
    await act(() => i18n.changeLanguage('pt-BR'));
  });
});

describe('the desk: release, not "Capturar US$ 0,00"', () => {
  it.each([
    [0, 'O total final é zero: nada é cobrado e a reserva inteira volta ao cartão.'],
    [
      30,
      'O total final, US$ 0,30, fica abaixo do mínimo que o cartão aceita (US$ 0,50): nada é cobrado e a reserva inteira volta ao cartão.',
    ],
  ])('a final total of %i cents', async (total, hint) => {
    const shown = await draw(<PaymentPanel order={order(held, total)} />);
    const button = [...shown.querySelectorAll('button')].map((b) => text(b).trim());
    expect(button).toContain('Liberar a reserva (nada a cobrar)');
    expect(text(shown)).toContain(hint);
  });

  it('at the minimum it captures', async () => {
    const shown = await draw(<PaymentPanel order={order(held, 50)} />);
    expect([...shown.querySelectorAll('button')].map((b) => text(b).trim())).toContain('Capturar US$ 0,50');
  });
});

describe("checkout's refusal below the card's minimum, in the interface language", () => {
  it.each([
    ['pt-BR', 'O cartão aceita pagamentos a partir de US$ 0,50. Escolha outra forma de pagamento.'],
    ['en', 'Cards can be charged from $0.50 up. Choose another way to pay.'],
  ])('%s', (language, words) => {
    const shown = renderKey('payment.belowCardMinimum', language, { minimum: 'US$\u00a00,50' });
    expect(shown.replace(/\s/g, ' ')).toBe(words);
  });
});
