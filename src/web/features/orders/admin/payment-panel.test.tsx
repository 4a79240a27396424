// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { PaymentView } from '@/shared/payments/states';
import { button, click, type } from '@/testing/dom';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { i18n } from '@/web/lib/i18n';
import { CardPaymentSummary } from '../components/card-payment-summary';
import { PaymentPanel } from './payment-panel';
import './i18n';

/** Decision 081: the desk's payment panel and refund dialog, the customer's card summary. */
const payment = (over: Partial<PaymentView> = {}): PaymentView => ({
  provider: 'stripe',
  state: 'authorized',
  holdCents: 6000,
  capturedCents: 0,
  refundedCents: 0,
  releasedCents: 0,
  cardBrand: 'visa',
  cardLast4: '4242',
  failureKey: null,
  holdDueAt: null,
  deposit: { askedCents: 0, chargedCents: 0, refundedCents: 0 },
  events: [{ movement: 'hold', amountCents: 6000, reason: null, at: '2026-11-24T15:00:00Z' }],
  ...over,
});

const item = (finalGrams: number | null) => ({
  id: 'i1',
  productId: 'p',
  productName: 'Picanha',
  variationName: '1 kg',
  weightKg: 1,
  quantity: 1,
  unitPriceCents: 4500,
  lineTotalCents: 4500,
  pricePerKgCents: 4500,
  estimateCents: 4500,
  estimateGrams: 1000,
  finalGrams,
  notes: null,
  extras: [],
});

const order = (p: PaymentView, finalGrams: number | null = null) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    number: 'BP-1001',
    status: 'confirmed',
    paymentMethod: 'card',
    paymentStatus: 'pending',
    totalCents: 5214,
    items: [item(finalGrams)],
    payment: p,
  }) as unknown as OrderDetail;

/** A button by its text, money's no-break spaces read as spaces. */
const find = (name: RegExp) => {
  const found = [...document.querySelectorAll('button')].find((b) =>
    name.test((b.textContent ?? '').replace(/\s/g, ' ').trim()),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

async function draw(ui: React.ReactNode) {
  view = await renderWithSettings(ui, { settings: { currency: 'USD' } });
  return view.container;
}

describe('the desk payment panel', () => {
  it('waits for the scale before it captures', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const shown = await draw(<PaymentPanel order={order(payment())} />);
    expect(find(/^Capturar US\$ 52,14$/).disabled).toBe(true);
    expect(shown.textContent).toContain('Pese todos os itens vendidos por peso para capturar.');
    expect(shown.textContent).toContain('Visa •••• 4242');
    expect(shown.querySelector('[data-testid="payment-held"]')?.textContent).toMatch(/US\$\s60,00/);
  });

  it('captures once every weighed line is weighed', async () => {
    await draw(<PaymentPanel order={order(payment(), 1080)} />);
    expect(find(/^Capturar US\$ 52,14$/).disabled).toBe(false);
  });

  it('a declined card in words, the provider’s code beside them', async () => {
    const declined = payment({
      state: 'failed',
      holdCents: 0,
      failureKey: 'card_declined/insufficient_funds',
      events: [
        {
          movement: 'failure',
          amountCents: 0,
          reason: 'card_declined/insufficient_funds',
          at: '2026-11-24T15:00:00Z',
        },
      ],
    });
    const shown = await draw(<PaymentPanel order={order(declined)} />);
    const failure = shown.querySelector('[data-testid="payment-failure"]');
    expect(failure?.textContent).toContain('O cartão não tem saldo suficiente.');
    expect(failure?.querySelector('code')?.textContent).toBe('card_declined/insufficient_funds');
    await act(() => i18n.changeLanguage('en'));
    expect(shown.querySelector('[data-testid="payment-failure"]')?.textContent).toContain(
      'The card has insufficient funds.',
    );
    await act(() => i18n.changeLanguage('pt-BR'));
  });

  it('refuses a refund above captured − refunded with the shared rule, before asking the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const captured = payment({
      state: 'partially_refunded',
      capturedCents: 5214,
      refundedCents: 1000,
      releasedCents: 786,
    });
    await draw(<PaymentPanel order={order(captured, 1080)} />);
    await click(button('Reembolsar'));
    const part = document.querySelector<HTMLInputElement>('input[value="part"]')!;
    await click(part);
    await type(document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!, '100,00');
    await type(document.querySelector<HTMLTextAreaElement>('textarea')!, 'Peça faltou');
    await click(find(/^Reembolsar US\$ 100,00$/));
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain(
      'O reembolso pode ser de no máximo US$ 42,14.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** A pre-order (decision 107): a US$ 60,00 deposit kept, the rest's hold US$ 10,00, weighed to US$ 52,14. */
const preorder = (over: Partial<PaymentView> = {}) =>
  payment({
    holdCents: 1000,
    deposit: { askedCents: 6000, chargedCents: 6000, refundedCents: 0 },
    ...over,
  });

describe('a pre-order whose final total is not above its deposit (decision 107)', () => {
  it('the desk settles it by the deposit, never a capture of US$ 0,00', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const shown = await draw(<PaymentPanel order={order(preorder(), 1000)} />);
    expect(find(/^Fechar pelo sinal \(devolver US\$ 7,86\)$/).disabled).toBe(false);
    expect(shown.textContent).toContain('O total final não passa do sinal: nada é cobrado');
    expect(shown.textContent).not.toMatch(/Capturar US\$\s0,00/);
  });

  it('a deposit of the whole order, nothing held: settled from the saved card', async () => {
    await act(() => i18n.changeLanguage('en'));
    const whole = preorder({
      state: 'card_saved',
      holdCents: 0,
      deposit: { askedCents: 5214, chargedCents: 5214, refundedCents: 0 },
      events: [],
    });
    await draw(<PaymentPanel order={order(whole, 1000)} />);
    expect(find(/^Settle with the deposit$/).disabled).toBe(false);
    await act(() => i18n.changeLanguage('pt-BR'));
  });

  it('settled: her summary says paid by the deposit, the hold released, the excess refunded; staff may refund', async () => {
    const settled = preorder({
      state: 'captured',
      releasedCents: 1000,
      deposit: { askedCents: 6000, chargedCents: 6000, refundedCents: 786 },
      events: [
        {
          movement: 'deposit_refund',
          amountCents: 786,
          reason: 'Peso final abaixo do sinal',
          at: '2026-11-25T15:00:00Z',
        },
      ],
    });
    const shown = await draw(<CardPaymentSummary payment={settled} />);
    expect(shown.querySelector('[data-testid="card-deposit-total"]')?.textContent).toBe(
      'Pago pelo sinal; nada mais foi cobrado no cartão.',
    );
    expect(shown.querySelector('[data-testid="card-charged"]')).toBeNull();
    expect(shown.textContent).toMatch(/US\$\s10,00 voltam ao limite do cartão/);
    expect(shown.textContent).toMatch(/US\$\s7,86 · Peso final abaixo do sinal/);
    view?.unmount();
    const desk = await draw(<PaymentPanel order={order(settled, 1000)} />);
    expect(find(/^Reembolsar$/)).toBeDefined();
    expect(desk.textContent).toMatch(/Pode reembolsar até US\$\s52,14/);
  });
});

describe('the customer’s card summary', () => {
  it('pt-BR: charged and the hold released, what went back, refunds', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const shown = await draw(
      <CardPaymentSummary
        payment={payment({
          state: 'partially_refunded',
          capturedCents: 5214,
          refundedCents: 500,
          releasedCents: 786,
          events: [
            { movement: 'refund', amountCents: 500, reason: 'Farofa faltou', at: '2026-11-25T15:00:00Z' },
          ],
        })}
      />,
    );
    expect(shown.querySelector('[data-testid="card-charged"]')?.textContent).toMatch(
      /^Cobrado US\$\s52,14 · reserva de US\$\s60,00 liberada$/,
    );
    expect(shown.textContent).toMatch(/US\$\s7,86 voltam ao limite do cartão/);
    expect(shown.textContent).toMatch(/US\$\s5,00 · Farofa faltou/);
  });

  it('en: the hold while it waits for the scale', async () => {
    await act(() => i18n.changeLanguage('en'));
    const shown = await draw(<CardPaymentSummary payment={payment()} />);
    expect(shown.textContent).toContain('Held on the card · Visa •••• 4242');
    expect(shown.textContent).toMatch(/A hold of (US)?\$\s?60\.00 on the card/);
    await act(() => i18n.changeLanguage('pt-BR'));
  });
});
