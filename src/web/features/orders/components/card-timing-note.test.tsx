// @vitest-environment jsdom
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localParts } from '@/shared/delivery/zoned-time';
import type { CheckoutQuote } from '@/shared/orders/types';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import { mount } from '@/testing/dom';
import { Form } from '@/web/components/ui/form';
import { initI18n } from '@/web/lib/i18n';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { CardTimingNote } from './card-timing-note';
import '../i18n';

/** Decision 101 on the checkout: a card order more than 6 days ahead is saved now, held 2 days before. */
const today = localParts(new Date(), SHOP_TIME_ZONE).date;
const windowIn = (days: number): CheckoutQuote['windows'][number] => ({
  date: addDays(today, days),
  windowId: `w${days}`,
  start: '10:00',
  end: '12:00',
  remaining: 3,
});
const windows = [windowIn(2), windowIn(9)];

function Harness({ method, days }: { method: CheckoutForm['paymentMethod']; days: number }) {
  const form = useForm<CheckoutForm>({
    defaultValues: {
      ...initialForm(null),
      paymentMethod: method,
      date: addDays(today, days),
      windowId: `w${days}`,
    },
  });
  return (
    <Form form={form} onSubmit={() => {}}>
      <CardTimingNote windows={windows} />
    </Form>
  );
}

let view: ReturnType<typeof mount> | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const note = (method: CheckoutForm['paymentMethod'], days: number) => {
  view?.unmount();
  view = mount(<Harness method={method} days={days} />);
  return view.container.querySelector('[data-testid="card-timing-note"]')?.textContent ?? null;
};

let i18n: ReturnType<typeof initI18n>;
describe('the far-window card note', () => {
  beforeAll(() => {
    i18n = initI18n('pt-BR');
  });

  it.each<[CheckoutForm['paymentMethod'], number, boolean]>([
    ['card', 9, true],
    ['card', 2, false],
    ['pay_on_delivery', 9, false],
    ['bank_transfer', 9, false],
  ])('%s, window in %i days: said = %s', (method, days, said) => {
    expect(note(method, days) !== null).toBe(said);
  });

  it('names the day of the hold, 2 days before the window, in both languages', async () => {
    const text = note('card', 9);
    expect(text).toMatch(
      /^Seu dia está a mais de 6 dias: salvamos o cartão agora, sem reservar nenhum valor/,
    );
    expect(text).toContain('2 dias antes');
    await act(() => i18n.changeLanguage('en'));
    const english = note('card', 9);
    expect(english).toMatch(/^Your day is more than 6 days away: we save your card now, holding nothing/);
    expect(english).toContain('2 days before');
    await act(() => i18n.changeLanguage('pt-BR'));
  });
});
