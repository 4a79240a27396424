// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Variation } from '@/shared/catalogue/types';
import { i18n, initI18n } from '@/web/lib/i18n';
import { VariationPicker } from './variation-picker';

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const size = (name: string, priceCents: number): Variation => ({
  id: `v-${name}`,
  name,
  priceCents,
  stockQuantity: 8,
  weightKg: null,
  pricePerKgCents: null,
  lowStockAt: 5,
});

function text(variations: Variation[], shoe: boolean) {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <VariationPicker variations={variations} value={variations[0]!.id} onChange={() => {}} shoe={shoe} />
    </QueryClientProvider>,
  );
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.textContent ?? '';
}

describe('the variation picker', () => {
  it("a shoe's sizes at one price: 'Escolha o tamanho', BR and US sizes, the price said once by the page", () => {
    const shown = text([size('39', 27990), size('40', 27990)], true);
    expect(shown).toContain('Escolha o tamanho');
    expect(shown).toContain('39 BR · 7 US');
    expect(shown).toContain('40 BR · 8 US');
    expect(shown).not.toContain('279,90');
  });

  it('sizes at different prices keep each price', () => {
    const shown = text([size('39', 27990), size('44', 29990)], true);
    expect(shown).toContain('279,90');
    expect(shown).toContain('299,90');
  });

  it('options that are not sizes keep their price and their own heading', () => {
    const shown = text([size('Pacote 500 g', 1690), size('Pacote 1 kg', 1690)], false);
    expect(shown).toContain('Escolha uma opção');
    expect(shown).toContain('16,90');
  });
});
