// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import {
  type RenderedWithSettings,
  renderWithSettings,
  type WithSettings,
} from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { ItemsSection } from './items-section';

/** Decision 123: the checkout's weighed lines read in the shop's units — pounds in an imperial shop. */
const picanha = {
  cartItemId: 'c1',
  productName: 'Picanha',
  variationName: '1 kg',
  quantity: 2,
  pricePerKgCents: 11990,
  totalCents: 23980,
  extras: [],
  unitPriceCents: 11990,
  extrasCents: 0,
  estimateKgPerUnit: 1,
} as CheckoutQuote['lines'][number];

function Harness() {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <ItemsSection lines={[picanha]} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
async function draw(settings: WithSettings['settings'], language: string) {
  view = await renderWithSettings(<Harness />, { settings, language, queries: { enabled: false } });
  return (view.container.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('the checkout lines', () => {
  it('imperial: the weighed line says its estimate and price in lb', async () => {
    const text = await draw({ currency: 'USD', units: 'imperial', weighingTolerancePct: 10 }, 'en');
    expect(text).toContain('≈ 4.4 lb · $54.39/lb');
    expect(text).not.toContain('/kg');
  });

  it('metric: in kg', async () => {
    const text = await draw({ currency: 'BRL', units: 'metric', weighingTolerancePct: 10 }, 'pt-BR');
    expect(text).toContain('≈ 2 kg · R$ 119,90/kg');
  });
});
