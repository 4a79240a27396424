// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@/shared/cart/types';
import {
  type RenderedWithSettings,
  renderWithSettings,
  type WithSettings,
} from '@/testing/render-with-settings';
import { i18n } from '@/web/lib/i18n';
import { CartSummary } from './cart-summary';

/**
 * Decision 051: the cart's note on weighed items says the shop's tolerance in force (the
 * `weighing_tolerance_pct` setting the public settings carry), in the interface language.
 */
const line = (pricePerKgCents: number | null): CartLine => ({
  id: pricePerKgCents ? 'picanha' : 'carvao',
  productId: 'p',
  productSlug: 'picanha',
  productName: 'Picanha',
  productNameEn: null,
  imageUrl: null,
  variationId: null,
  variationName: null,
  weightKg: 1,
  pricePerKgCents,
  quantity: 1,
  unitPriceCents: 11990,
  totalPriceCents: 11990,
  extrasTotalCents: 0,
  extras: [],
  stock: null,
  exceedsStock: false,
  available: true,
});
const cart = (lines: CartLine[]): Cart => ({
  sessionId: 'c',
  expiresAt: null,
  items: lines,
  totals: { subtotalCents: 11990, itemCount: lines.length, totalWeightKg: 1 },
  notice: null,
  lookupFailed: false,
});

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function noteWith(settings: WithSettings['settings'], lines = [line(11990)]) {
  view = await renderWithSettings(
    <MemoryRouter>
      <CartSummary cart={cart(lines)} />
    </MemoryRouter>,
    { settings, queries: { enabled: false } },
  );
  return view.container.querySelector('[data-testid="weighed-note"]')?.textContent ?? null;
}

describe('the cart says the tolerance in force', () => {
  it('follows the setting: 12,5 % in pt-BR, 12.5 % in English, 0 % too', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await noteWith({ currency: 'BRL', weighingTolerancePct: 12.5 })).toContain(
      'no máximo 12,5 % acima do estimado',
    );
    view?.unmount();
    expect(await noteWith({ currency: 'BRL', weighingTolerancePct: 0 })).toContain(
      'no máximo 0 % acima do estimado',
    );
    view?.unmount();
    await act(() => i18n.changeLanguage('en'));
    expect(await noteWith({ currency: 'BRL', weighingTolerancePct: 12.5 })).toContain(
      'at most 12.5 % above the estimate',
    );
    await act(() => i18n.changeLanguage('pt-BR'));
  });

  it('says the default 10 % before the settings arrive, and nothing without weighed items', async () => {
    expect(await noteWith(undefined)).toContain('no máximo 10 % acima do estimado');
    view?.unmount();
    expect(await noteWith({ currency: 'BRL', weighingTolerancePct: 20 }, [line(null)])).toBeNull();
  });
});
