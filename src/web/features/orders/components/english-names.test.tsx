// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PickupStoreView } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { i18n } from '@/web/lib/i18n';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { PickupStorePicker } from './pickup-store-picker';
import { ZoneLine } from './zone-line';

/**
 * Issue 38, decision 098: at checkout a customer reading English sees the stores' and zones'
 * English names and opening hours where staff typed them, the Portuguese ones otherwise.
 */
const stores: PickupStoreView[] = [
  {
    id: 'a',
    name: 'Açougue do Centro',
    nameEn: 'Downtown Butcher',
    address: '100 Church St, Marietta, GA',
    hours: 'Ter a sáb, 9h às 19h',
    hoursEn: 'Tue–Sat, 9 AM–7 PM',
  },
  // No English typed: her page falls back to the Portuguese.
  {
    id: 'b',
    name: 'Empório Kennesaw',
    nameEn: '',
    address: '5 Main St, Kennesaw, GA',
    hours: 'Dom, 9h às 15h',
    hoursEn: '',
  },
];
const quote = {
  subtotalCents: 9000,
  zone: { id: 'z', name: 'Zona Norte', nameEn: 'North side', feeCents: 799, minimumOrderCents: 0 },
} as unknown as CheckoutQuote;

function Harness() {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <PickupStorePicker stores={stores} shown="a" />
      <ZoneLine quote={quote} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
afterAll(async () => {
  await i18n.changeLanguage('pt-BR');
});

async function draw(language: string) {
  view = await renderWithSettings(<Harness />, {
    settings: { currency: 'USD' },
    language,
    queries: { enabled: false },
  });
  const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    stores: [...view.container.querySelectorAll('label')].map((l) => flat(l.textContent)),
    zone: flat(view.container.querySelector('[data-testid="zone-line"]')?.textContent),
  };
}

describe("the checkout's store and zone names in her language", () => {
  it('English: the names and hours staff typed in English, the Portuguese where none', async () => {
    const { stores: shown, zone } = await draw('en');
    expect(shown).toEqual([
      'Downtown Butcher100 Church St, Marietta, GATue–Sat, 9 AM–7 PM',
      'Empório Kennesaw5 Main St, Kennesaw, GADom, 9h às 15h',
    ]);
    expect(zone).toBe('We deliver to North side: $7.99 fee.');
  });

  it('Portuguese: the Portuguese names and hours', async () => {
    const { stores: shown, zone } = await draw('pt-BR');
    expect(shown).toEqual([
      'Açougue do Centro100 Church St, Marietta, GATer a sáb, 9h às 19h',
      'Empório Kennesaw5 Main St, Kennesaw, GADom, 9h às 15h',
    ]);
    expect(zone).toBe('Entregamos em Zona Norte: taxa de US$ 7,99.');
  });
});
