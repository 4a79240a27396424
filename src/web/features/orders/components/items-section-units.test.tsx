// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { mount } from '@/testing/dom';
import { Form } from '@/web/components/ui/form';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
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

let view: ReturnType<typeof mount> | undefined;
beforeAll(async () => {
  await initI18n('pt-BR');
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});
function draw(settings: object) {
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  queries.setQueryData(settingsKeys.public(), settings as never);
  view = mount(
    <QueryClientProvider client={queries}>
      <Harness />
    </QueryClientProvider>,
  );
  return (view.container.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('the checkout lines', () => {
  it('imperial: the weighed line says its estimate and price in lb', async () => {
    await act(() => i18n.changeLanguage('en'));
    const text = draw({ currency: 'USD', units: 'imperial', weighingTolerancePct: 10 });
    expect(text).toContain('≈ 4.4 lb · $54.39/lb');
    expect(text).not.toContain('/kg');
  });

  it('metric: in kg', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const text = draw({ currency: 'BRL', units: 'metric', weighingTolerancePct: 10 });
    expect(text).toContain('≈ 2 kg · R$ 119,90/kg');
  });
});
