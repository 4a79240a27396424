// @vitest-environment jsdom
import { act } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PaymentView } from '@/shared/payments/states';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { i18n } from '@/web/lib/i18n';
import { CardPaymentSummary } from './card-payment-summary';

/**
 * Issue 39, decision 102: a day on her screen is the shop's (Georgia), whatever the browser's zone.
 * A saved card's hold due at 03:00 UTC on 1 December is held on 30 November in Georgia (22:00).
 */
const saved: PaymentView = {
  provider: 'stripe',
  state: 'card_saved',
  holdCents: 6000,
  capturedCents: 0,
  refundedCents: 0,
  releasedCents: 0,
  cardBrand: 'visa',
  cardLast4: '4242',
  failureKey: null,
  holdDueAt: '2026-12-01T03:00:00Z',
  deposit: { askedCents: 0, chargedCents: 0, refundedCents: 0 },
  events: [],
};

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('pt-BR'));
});

async function said(language: string) {
  view = await renderWithSettings(<CardPaymentSummary payment={saved} />, {
    settings: { currency: 'USD' },
    language,
  });
  return (view.container.textContent ?? '').replace(/\s/g, ' ');
}

describe("a saved card's hold day on the shop's clock", () => {
  it.each([
    ['pt-BR', 'no cartão em 30 de nov., dois dias antes'],
    ['en', 'on the card on Nov 30, two days before'],
  ])('%s', async (language, text) => {
    expect(await said(language)).toContain(text);
  });
});
