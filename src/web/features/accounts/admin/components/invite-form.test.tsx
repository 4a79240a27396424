// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invitableRoles } from '@/shared/permissions/invitations';
import { mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '@/web/features/accounts/invitations/i18n';
import { InviteForm } from './invite-form';

const STORE = {
  id: '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11',
  name: 'Marietta',
  slug: 'marietta',
  isActive: true,
};

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(() => initI18n('pt-BR'));
afterAll(() => i18n.changeLanguage('pt-BR'));

function show(inviter: string) {
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <InviteForm roles={invitableRoles(inviter)} stores={[STORE]} />
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
