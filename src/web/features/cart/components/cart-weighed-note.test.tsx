// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@/shared/cart/types';
import { mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
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

let view: ReturnType<typeof mount> | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function noteWith(settings: object | undefined, lines = [line(11990)]) {
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  if (settings) queries.setQueryData(settingsKeys.public(), settings as never);
  view = mount(
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <CartSummary cart={cart(lines)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return view.container.querySelector('[data-testid="weighed-note"]')?.textContent ?? null;
}

beforeAll(() => {
  initI18n('pt-BR');
});

describe('the cart says the tolerance in force', () => {
  it('follows the setting: 12,5 % in pt-BR, 12.5 % in English, 0 % too', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(noteWith({ currency: 'BRL', weighingTolerancePct: 12.5 })).toContain(
      'no máximo 12,5 % acima do estimado',
    );
    view?.unmount();
    expect(noteWith({ currency: 'BRL', weighingTolerancePct: 0 })).toContain(
      'no máximo 0 % acima do estimado',
    );
    view?.unmount();
    await act(() => i18n.changeLanguage('en'));
    expect(noteWith({ currency: 'BRL', weighingTolerancePct: 12.5 })).toContain(
      'at most 12.5 % above the estimate',
    );
    await act(() => i18n.changeLanguage('pt-BR'));
  });

  it('says the default 10 % before the settings arrive, and nothing without weighed items', async () => {
    expect(noteWith(undefined)).toContain('no máximo 10 % acima do estimado');
    view?.unmount();
    expect(noteWith({ currency: 'BRL', weighingTolerancePct: 20 }, [line(null)])).toBeNull();
  });
});
