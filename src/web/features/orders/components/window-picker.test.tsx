// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { mount } from '@/testing/dom';
import { Form } from '@/web/components/ui/form';
import { initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
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

function Shop({ closed }: { closed: boolean }) {
  const queries = new QueryClient();
  queries.setQueryData(settingsKeys.public(), { currency: 'USD' } as never);
  return (
    <QueryClientProvider client={queries}>
      <Harness closed={closed} />
    </QueryClientProvider>
  );
}

let view: ReturnType<typeof mount> | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const text = (closed: boolean) => {
  view?.unmount();
  view = mount(<Shop closed={closed} />);
  return view.container.textContent ?? '';
};

let i18n: ReturnType<typeof initI18n>;
describe('the window picker of a pre-order', () => {
  beforeAll(() => {
    i18n = initI18n('pt-BR');
  });

  it('a closed campaign is named, not the general "no free time slots", in both languages', async () => {
    const closed = text(true);
    expect(closed).toContain('As encomendas de Ação de Graças não estão abertas agora.');
    expect(closed).not.toContain('Não há horários livres');
    await act(() => i18n.changeLanguage('en'));
    const english = text(true);
    expect(english).toContain('Pre-orders for Thanksgiving are not open right now.');
    expect(english).not.toContain('No free time slots');
    await act(() => i18n.changeLanguage('pt-BR'));
  });

  it('an open campaign with no day left keeps its note and the general words', () => {
    const open = text(false);
    expect(open).toContain('Encomenda Ação de Graças: só os dias da encomenda aparecem abaixo.');
    expect(open).toContain('Não há horários livres nos próximos dias.');
  });
});
