// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { WindowPicker } from './window-picker';
import '../i18n';

/** Decision 093's gap: a cart holding a closed campaign's size was told "no free time slots". */
const preorder = (closed: boolean): NonNullable<CheckoutQuote['preorder']> => ({
  campaignId: 'c1',
  namePt: 'Ação de Graças',
  nameEn: 'Thanksgiving',
  days: [],
  closed,
  deposit: { kind: 'percent', value: 30 },
});

function Harness({ closed }: { closed: boolean }) {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  return (
    <Form form={form} onSubmit={() => {}}>
      <WindowPicker windows={[]} preorder={preorder(closed)} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const text = async (closed: boolean, language = 'pt-BR') => {
  view?.unmount();
  view = await renderWithSettings(<Harness closed={closed} />, { settings: { currency: 'USD' }, language });
  return view.container.textContent ?? '';
};

describe('the window picker of a pre-order', () => {
  it('a closed campaign is named, not the general "no free time slots", in both languages', async () => {
    const closed = await text(true);
    expect(closed).toContain('As encomendas de Ação de Graças não estão abertas agora.');
    expect(closed).not.toContain('Não há horários livres');
    const english = await text(true, 'en');
    expect(english).toContain('Pre-orders for Thanksgiving are not open right now.');
    expect(english).not.toContain('No free time slots');
  });

  it('an open campaign with no day left keeps its note and the general words', async () => {
    const open = await text(false);
    expect(open).toContain('Encomenda Ação de Graças: só os dias da encomenda aparecem abaixo.');
    expect(open).toContain('Não há horários livres nos próximos dias.');
  });
});
