// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@/shared/accounts/address-book';
import { mount } from '@/testing/dom';
import { Form } from '@/web/components/ui/form';
import { addressBookKeys } from '@/web/lib/address-book';
import { i18n, initI18n } from '@/web/lib/i18n';
import { AuthProvider } from '@/web/lib/session/auth-context';
import { accountKeys } from '@/web/lib/session/keys';
import { type CheckoutForm, initialForm } from '../lib/checkout-form';
import { CheckoutAddress } from './checkout-address';

/** Her address book read late (a slow line): what she typed meanwhile is never replaced. */
const HOME: SavedAddress = {
  id: 'a1',
  label: 'Casa',
  street: '9 Saved Rd',
  unit: null,
  city: 'Kennesaw',
  state: 'GA',
  zip: '30144',
  isDefault: true,
};

let values: () => CheckoutForm = () => initialForm(null);
function Harness() {
  const form = useForm<CheckoutForm>({ defaultValues: initialForm(null) });
  values = () => form.getValues();
  return (
    <Form form={form} onSubmit={() => {}}>
      <CheckoutAddress quote={undefined} />
    </Form>
  );
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountKeys.session(), {
    session: {
      user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true },
      profile: null,
      permissions: [],
    },
  });
  view = mount(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Harness />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

/**
 * Types into this test's form: its labels only. A worker's files share one document and one i18n
 * (`isolate: false`), so a form another file left behind could take the typing. Once, in a full run
 * (2026-12-01), the default replaced what was typed here; alone, the file passed every time.
 */
async function type(label: string, value: string) {
  const labels = view?.container.querySelectorAll('label') ?? [];
  const input = [...labels].find((l) => l.textContent?.trim() === label)?.control as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Her book answers; the query's notices go out on the next tick. */
const arrives = (client: QueryClient) =>
  act(async () => {
    client.setQueryData(addressBookKeys.all, [HOME]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

let view: ReturnType<typeof mount> | undefined;
beforeAll(async () => {
  initI18n('pt-BR');
  // Another file of the worker may have switched the shared i18n to English.
  await i18n.changeLanguage('pt-BR');
  // The book's request never answers by itself: the test says when it arrives.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('the checkout address with a book read late', () => {
  it('keeps the address she typed before her book arrived (the new address stays chosen)', async () => {
    const client = setup();
    await type('Endereço (número e rua)', '100 Church St');
    await type('Cidade', 'Marietta');
    await arrives(client);
    expect(values().address.street).toBe('100 Church St');
    expect(values().address.city).toBe('Marietta');
    expect(values().addressChoice).toBe('new');
  });

  it('chooses her default when she typed nothing before it arrived', async () => {
    const client = setup();
    await arrives(client);
    expect(values().address.street).toBe('9 Saved Rd');
    expect(values().addressChoice).toBe('a1');
  });
});
