// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, click, mount } from '@/testing/dom';
import { Form, useZodForm } from '@/web/components/ui/form';
import { initI18n } from '@/web/lib/i18n';
import { CheckoutStep } from '../components/checkout-step';
import { type CheckoutForm, checkoutSchema, initialForm } from './checkout-form';
import { isComplete } from './checkout-steps';
import { useCheckoutSteps } from './use-checkout-steps';
import '../i18n';

/**
 * The checkout's steps on a phone (decision 104) with real fields in them: what she typed stays
 * when a step folds and opens again, and a refused submit opens the folded step holding the error.
 */
const FACTS = { delivery: true, zoneKnown: true, missingForMinimumCents: 0 };

function Harness() {
  const form = useZodForm<typeof checkoutSchema, CheckoutForm>(checkoutSchema, {
    defaultValues: {
      ...initialForm(null),
      address: { street: '100 Church St', unit: '', city: 'Marietta', state: 'GA', zip: '30062' },
    },
  });
  const steps = useCheckoutSteps(form, checkoutSchema, FACTS);
  const step = (id: 'delivery' | 'contact' | 'review', index: number) => ({
    id,
    index,
    collapsed: steps.collapsed[id],
    complete: isComplete(steps.state, id),
    summary: id,
    onEdit: () => steps.edit(id),
    onContinue: () => void steps.continueFrom(id),
  });
  return (
    <Form form={form} onSubmit={() => {}} onInvalid={(errors) => steps.revealErrors(Object.keys(errors))}>
      <CheckoutStep {...step('delivery', 1)}>
        <input aria-label="date" {...form.register('date')} />
        <input aria-label="window" {...form.register('windowId')} />
      </CheckoutStep>
      <CheckoutStep {...step('contact', 2)}>
        <input aria-label="phone" {...form.register('phone')} />
      </CheckoutStep>
      <CheckoutStep {...step('review', 3)} onContinue={undefined}>
        <input aria-label="coupon" {...form.register('couponCode')} />
      </CheckoutStep>
      <button type="submit">place</button>
    </Form>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;
const folded = (id: string) =>
  document.querySelector(`[data-testid="step-${id}"]`)?.getAttribute('data-collapsed');

/** Types as a person does: the value, then the input event React listens to. */
async function type(name: string, value: string) {
  await act(async () => {
    const input = field(name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets the form's checks (async) and the moves' renders settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

let view: ReturnType<typeof mount> | undefined;
beforeAll(async () => {
  await initI18n('pt-BR');
  // jsdom draws nothing: a move's scroll into view has nowhere to go.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('checkout steps with their fields', () => {
  it('keeps what she typed in a step through folding and opening it again', async () => {
    view = mount(<Harness />);
    expect([folded('delivery'), folded('contact'), folded('review')]).toEqual(['false', 'true', 'true']);
    await type('coupon', 'BEMVINDO10');
    await type('date', '2026-12-01');
    await type('window', 'w1');
    await click(button('Continuar'));
    await settle();
    expect(folded('delivery')).toBe('true');
    expect(folded('contact')).toBe('false');
    await type('phone', '(404) 555-0123');
    await click(
      document.querySelector<HTMLButtonElement>('[data-testid="step-contact"] button:last-of-type')!,
    );
    await settle();
    expect(folded('contact')).toBe('true');
    const change = [...document.querySelectorAll('button')].filter((b) =>
      b.textContent?.startsWith('Alterar'),
    );
    for (const b of change) await click(b);
    await settle();
    expect([field('date').value, field('window').value, field('phone').value, field('coupon').value]).toEqual(
      ['2026-12-01', 'w1', '(404) 555-0123', 'BEMVINDO10'],
    );
  });

  it('a refused submit opens the folded step holding the error (the errors of this refusal, not the last render)', async () => {
    view = mount(<Harness />);
    await type('date', '2026-12-01');
    await type('window', 'w1');
    // The contact step is folded; its phone (required for a delivery) is missing.
    expect(folded('contact')).toBe('true');
    await click(button('place'));
    await settle();
    expect(folded('contact')).toBe('false');
    expect(folded('review')).toBe('true');
  });
});
