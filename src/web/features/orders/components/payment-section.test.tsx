// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { PaymentSection } from './payment-section';
import '../i18n';

/** Decision 081: the card is offered only when Stripe is configured, with the hold beside it. */
function Harness(props: { cardAvailable: boolean; holdCents: number | null; depositCents?: number | null }) {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <PaymentSection {...props} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(
  props: { cardAvailable: boolean; holdCents: number | null; depositCents?: number | null },
  language = 'pt-BR',
) {
  view = await renderWithSettings(<Harness {...props} />, { settings: { currency: 'USD' }, language });
  const radios = [...view.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return { radios: radios.map((r) => r.value), text: view.container.textContent?.replace(/\s/g, ' ') ?? '' };
}

describe('the checkout payment section', () => {
  it('without Stripe: the manual methods only', async () => {
    const shown = await draw({ cardAvailable: false, holdCents: 6000 });
    expect(shown.radios).toEqual(['pay_on_delivery', 'bank_transfer']);
    expect(shown.text).not.toContain('Cartão de crédito ou débito');
  });

  it('with Stripe: the card first, with the hold it will place; paying on delivery stays chosen', async () => {
    const shown = await draw({ cardAvailable: true, holdCents: 6000 });
    expect(shown.radios).toEqual(['card', 'pay_on_delivery', 'bank_transfer']);
    expect(shown.text).toContain('Cartão de crédito ou débito');
    expect(shown.text).toContain('valor estimado; reservamos até US$ 60,00 e cobramos o peso final');
    expect(view!.container.querySelector<HTMLInputElement>('input[value="pay_on_delivery"]')?.checked).toBe(
      true,
    );
  });

  it('a pre-order with a deposit (decision 105): the deposit charged now, the rest held 2 days before', async () => {
    const shown = await draw({ cardAvailable: true, holdCents: 13_800, depositCents: 3_600 });
    expect(shown.text).toContain(
      'Sinal de US$ 36,00 cobrado agora no cartão, que fica salvo; o restante (até US$ 102,00) é reservado 2 dias antes da encomenda',
    );
    expect(shown.text).not.toContain('valor estimado; reservamos até');
  });

  it("a rest below the card's minimum (decision 115): no later hold is promised, the deposit covers it", async () => {
    const shown = await draw({ cardAvailable: true, holdCents: 11_990, depositCents: 11_960 });
    expect(shown.text).toContain(
      'Sinal de US$ 119,60 cobrado agora no cartão; ele cobre esta encomenda, e o cartão fica salvo.',
    );
    expect(shown.text).not.toContain('o restante');
  });

  it.each([
    [
      'pt-BR',
      /O cartão aceita pagamentos a partir de US\$ 0,50: escolha outra forma de pagamento para este pedido\./,
    ],
    ['en', /Cards can be charged from (US)?\$ ?0\.50 up: choose another way to pay for this order\./],
  ])(
    "%s: a hold below Stripe's minimum (decision 112) is not offered the card, and says why",
    async (language, note) => {
      const shown = await draw({ cardAvailable: true, holdCents: 49 }, language);
      expect(shown.radios).toEqual(['pay_on_delivery', 'bank_transfer']);
      expect(shown.text).toMatch(note);
    },
  );

  it('at the minimum the card is offered; a deposit below it is not', async () => {
    expect((await draw({ cardAvailable: true, holdCents: 50 })).radios).toContain('card');
    view?.unmount();
    expect((await draw({ cardAvailable: true, holdCents: 13_800, depositCents: 40 })).radios).not.toContain(
      'card',
    );
  });
});
