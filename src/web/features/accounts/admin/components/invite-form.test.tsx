// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitableRoles } from '@/shared/permissions/invitations';
import { button, click, mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '@/web/features/accounts/invitations/i18n';
import { InviteForm } from './invite-form';

const STORE = {
  id: '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11',
  name: 'Marietta',
  slug: 'marietta',
  isActive: true,
};
const OTHER = { id: '0b7a4f3e-2d7c-4b8e-8f5a-3c1d9e6b2a40', name: 'Buford', slug: 'buford', isActive: true };

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(() => initI18n('pt-BR'));
afterAll(() => i18n.changeLanguage('pt-BR'));

function show(inviter: string, stores = [STORE, OTHER]) {
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <InviteForm roles={invitableRoles(inviter)} stores={stores} />
    </QueryClientProvider>,
  );
  return view.container;
}

const roleSelect = (root: HTMLElement) => root.querySelector<HTMLSelectElement>('select[name="role"]')!;
const options = (root: HTMLElement) => [...roleSelect(root).options].map((o) => [o.value, o.textContent]);
const storeField = (root: HTMLElement) => root.querySelector('select[name="storeId"]');

async function choose(root: HTMLElement, role: string) {
  await act(async () => {
    roleSelect(root).value = role;
    roleSelect(root).dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The operator of SPEC §6 is invited like a manager, for a store (issue 34, decision 070). */
describe('the invitation form offers the operator role', () => {
  it.each([
    [
      'pt-BR',
      'admin',
      [
        ['manager', 'Gerente'],
        ['operator', 'Operador(a)'],
      ],
    ],
    [
      'en',
      'super_admin',
      [
        ['admin', 'Administrator'],
        ['manager', 'Manager'],
        ['operator', 'Operator'],
      ],
    ],
  ])('in %s, to an %s: %j', async (language, inviter, expected) => {
    await i18n.changeLanguage(language);
    const root = show(inviter);
    expect(options(root)).toEqual(expected);
    // A manager first, as before; an operator, like a manager, is invited for a store.
    expect(roleSelect(root).value).toBe('manager');
    expect(storeField(root)).not.toBeNull();
    await choose(root, 'operator');
    expect(storeField(root)).not.toBeNull();
    if (inviter === 'super_admin') {
      await choose(root, 'admin');
      expect(storeField(root)).toBeNull();
    }
  });
});

/** With one store the form does not ask which: the server takes it (issue 39). */
describe('the store is asked only when the shop has several', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Fills the e-mail, picks the operator and sends; answers what the API received, if it was called. */
  async function sendOperator(root: HTMLElement) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ invitation: { email: 'ana@example.com' } }, { status: 201 });
    });
    await type(root.querySelector<HTMLInputElement>('input[name="email"]')!, 'ana@example.com');
    await choose(root, 'operator');
    await click(button('Enviar convite'));
    return sent;
  }

  it('one store: no choice, and the invitation goes without one', async () => {
    await i18n.changeLanguage('pt-BR');
    const root = show('admin', [STORE]);
    expect(storeField(root)).toBeNull();
    const sent = await sendOperator(root);
    expect(storeField(root)).toBeNull();
    // The form checks its values before it sends (asynchronously).
    await vi.waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ email: 'ana@example.com', role: 'operator', storeId: null }),
      ]),
    );
  });

  it('several stores: the choice is required before anything is sent', async () => {
    await i18n.changeLanguage('pt-BR');
    const root = show('admin');
    expect([...storeField(root)!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Escolha a loja',
      'Marietta',
      'Buford',
    ]);
    const sent = await sendOperator(root);
    expect(sent).toEqual([]);
    expect(root.textContent).toContain('Escolha a loja: gerentes e operadores trabalham em uma.');
  });
});
