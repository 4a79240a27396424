// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, click, mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import type { UserDetail } from '../api/get-user';
import '../i18n';
import { UserManage } from './user-manage';

const STORE = {
  id: '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11',
  name: 'Marietta',
  slug: 'marietta',
  isActive: true,
};

const person = (role: string, extra: Partial<UserDetail['user']> = {}): UserDetail['user'] => ({
  id: `user-${role}`,
  email: `${role}@example.com`,
  full_name: `Pessoa ${role}`,
  phone: null,
  role,
  role_level: 4,
  store_id: null,
  department: null,
  is_active: true,
  is_verified: true,
  is_suspended: false,
  last_login_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  orders: 0,
  ...extra,
});

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

function show(viewer: { id: string; role: string }, user: UserDetail['user']) {
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <UserManage viewer={viewer} user={user} stores={[STORE]} onReload={() => {}} />
    </QueryClientProvider>,
  );
  return view.container;
}

const roleOptions = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLOptionElement>('select[name="role"] option')].map((o) => o.textContent);
const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')].map((b) => b.textContent);

describe('the person’s page offers only what the viewer may change', () => {
  it('a super_admin on a customer: every role, store, department, suspend and deactivate', () => {
    const root = show({ id: 'me', role: 'super_admin' }, person('customer'));
    expect(roleOptions(root)).toEqual(['Super administrador', 'Administrador', 'Gerente', 'Cliente']);
    expect(root.querySelector('select[name="storeId"]')).not.toBeNull();
    expect(root.querySelector('input[name="department"]')).not.toBeNull();
    expect(buttons(root)).toEqual(['Salvar alterações', 'Suspender', 'Desativar']);
  });

  it('an admin on a manager: the roles below admin only', () => {
    const root = show({ id: 'me', role: 'admin' }, person('manager', { store_id: STORE.id }));
    expect(roleOptions(root)).toEqual(['Gerente', 'Cliente']);
  });

  it('a manager on a customer: no role choice (with why), but suspension', () => {
    const root = show({ id: 'me', role: 'manager' }, person('customer'));
    expect(root.querySelector('select[name="role"]')).toBeNull();
    expect(root.querySelector('select[name="storeId"]')).toBeNull();
    expect(root.textContent).toContain('Como gerente, você cuida dos clientes');
    expect(buttons(root)).toContain('Suspender');
  });

  it.each([
    [{ id: 'me', role: 'admin' }, person('admin'), 'Esta conta está no seu nível ou acima dele'],
    [{ id: 'me', role: 'manager' }, person('manager'), 'Esta conta está no seu nível ou acima dele'],
    [{ id: 'user-super_admin', role: 'super_admin' }, person('super_admin'), 'Esta é a sua própria conta'],
  ])('nothing to change, and why: %j on %j', (viewer, user, why) => {
    const root = show(viewer, user);
    expect(root.querySelector('form')).toBeNull();
    expect(buttons(root)).toEqual([]);
    expect(root.textContent).toContain(why);
  });

  it('a suspended, deactivated person: Reactivate and Activate', () => {
    const root = show(
      { id: 'me', role: 'admin' },
      person('customer', { is_suspended: true, is_active: false }),
    );
    expect(buttons(root)).toEqual(['Salvar alterações', 'Reativar', 'Ativar']);
  });

  it('Suspend asks first, and says the person is signed out everywhere at once', async () => {
    show({ id: 'me', role: 'admin' }, person('customer'));
    await click(button('Suspender'));
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Suspender Pessoa customer?');
    expect(dialog?.textContent).toContain('sai de todos os aparelhos de uma vez');
  });

  it('making someone a manager without a store is refused on the store field, before anything is sent', async () => {
    const root = show({ id: 'me', role: 'admin' }, person('customer'));
    const role = root.querySelector<HTMLSelectElement>('select[name="role"]')!;
    await act(async () => {
      role.value = 'manager';
      role.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button('Salvar alterações'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const store = root.querySelector<HTMLSelectElement>('select[name="storeId"]')!;
    expect(store.getAttribute('aria-invalid')).toBe('true');
    expect(root.textContent).toContain('Escolha a loja: gerentes e operadores trabalham em uma.');
    // What was chosen stays.
    expect(role.value).toBe('manager');
  });
});
