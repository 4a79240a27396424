// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { AuthProvider } from '@/web/lib/session/auth-context';
import { accountKeys } from '@/web/lib/session/keys';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { CheckoutAddress } from './checkout-address';
import { OrderSummary } from './order-summary';

/**
 * Issue 38: the zone's minimum is shown beside the zone as soon as the ZIP gives one, and the
 * place button says what is missing below it instead of failing after the click.
 */
const quote = (subtotalCents: number, zone = true): CheckoutQuote =>
  ({
    storeId: 's',
    storeName: 'Brazil Prime Marietta',
    storeNameEn: '',
    pickupStores: [],
    subtotalCents,
    itemCount: 1,
    lines: [],
    zone: zone ? { id: 'marietta', name: 'Marietta', feeCents: 799, minimumOrderCents: 5000 } : null,
    zipRefused: null,
    deliveryFeeCents: zone ? 799 : 0,
    tax: null,
    windows: [],
  }) as unknown as CheckoutQuote;

function Harness({ q }: { q: CheckoutQuote | undefined }) {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <CheckoutAddress quote={q} />
      {q && <OrderSummary quote={q} fulfilment="delivery" discountCents={0} placing={false} />}
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
beforeAll(() => {
  // Her address book is never read here: the new address stays typed.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(q: CheckoutQuote | undefined, language = 'pt-BR') {
  view = await renderWithSettings(
    <AuthProvider>
      <Harness q={q} />
    </AuthProvider>,
    {
      settings: { currency: 'USD' },
      language,
      queries: { retry: false },
      cached: [[accountKeys.session(), { session: null }]],
    },
  );
  const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const submit = view.container.querySelector<HTMLButtonElement>('button[type="submit"]');
  return {
    zone: flat(view.container.querySelector('[data-testid="zone-line"]')?.textContent),
    button: submit ? { text: flat(submit.textContent), disabled: submit.disabled } : null,
  };
}

describe('the delivery minimum at checkout', () => {
  it('nothing is said before the ZIP gives a zone', async () => {
    expect((await draw(undefined)).zone).toBe('');
    expect((await draw(quote(2980, false))).zone).toBe('');
  });

  it('beside the zone as soon as it is known; below it the button says what is missing and stays off', async () => {
    const below = await draw(quote(2980));
    expect(below.zone).toBe(
      'Entregamos em Marietta: taxa de US$ 7,99, pedido mínimo de US$ 50,00.Faltam US$ 20,20 para o pedido mínimo desta região.',
    );
    expect(below.button).toEqual({
      text: 'Faltam US$ 20,20 para o pedido mínimo desta região.',
      disabled: true,
    });
  });

  it('at the minimum the button places the order', async () => {
    const enough = await draw(quote(5000));
    expect(enough.zone).toBe('Entregamos em Marietta: taxa de US$ 7,99, pedido mínimo de US$ 50,00.');
    expect(enough.button).toEqual({ text: 'Confirmar pedido', disabled: false });
  });

  it('in English too', async () => {
    const below = await draw(quote(2980), 'en');
    expect(below.zone).toBe(
      'We deliver to Marietta: $7.99 fee, $50.00 minimum order.$20.20 to go for this area’s minimum order.',
    );
    expect(below.button).toEqual({ text: '$20.20 to go for this area’s minimum order.', disabled: true });
  });
});
