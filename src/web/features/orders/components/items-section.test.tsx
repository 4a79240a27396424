// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { ItemsSection } from './items-section';

/** Issue 38, decision 097: a preparation note is offered on the meat's line, never on a Guaraná's. */
const line = (over: Partial<CheckoutQuote['lines'][number]>): CheckoutQuote['lines'][number] => ({
  cartItemId: 'x',
  productName: 'x',
  variationName: null,
  quantity: 1,
  pricePerKgCents: null,
  totalCents: 0,
  extras: [],
  unitPriceCents: 0,
  extrasCents: 0,
  estimateKgPerUnit: null,
  ...over,
});
const picanha = line({
  cartItemId: 'picanha-line',
  productName: 'Picanha',
  variationName: '1 kg',
  pricePerKgCents: 11990,
  totalCents: 11990,
  takesNote: true,
});
const guarana = line({
  cartItemId: 'guarana-line',
  productName: 'Guaraná',
  variationName: 'Garrafa 2 L',
  totalCents: 1290,
  takesNote: false,
});

function Harness() {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <ItemsSection lines={[picanha, guarana]} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('the checkout’s lines', () => {
  it('offer a preparation note on the picanha only; the Guaraná is listed without one', async () => {
    view = await renderWithSettings(<Harness />, { settings: { currency: 'USD' } });
    const items = [...view.container.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      expect.stringContaining('Picanha — 1 kg'),
      expect.stringContaining('Guaraná — Garrafa 2 L'),
    ]);
    const notes = (li: Element | undefined) =>
      [...(li?.querySelectorAll('textarea') ?? [])].map((area) => area.labels?.[0]?.textContent?.trim());
    expect(notes(items[0])).toEqual(['Preparo de Picanha (opcional)']);
    expect(notes(items[1])).toEqual([]);
    // The order's own note stays, for everything.
    expect(view.container.querySelectorAll('textarea')).toHaveLength(2);
  });
});
