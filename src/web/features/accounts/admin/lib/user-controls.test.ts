import { describe, expect, it } from 'vitest';
import { KEYS } from '@/shared/messages';
import { changeFormSchema, changeOf, type Target, userControls } from './user-controls';

const person = (role: string, id = role) => ({ id, role });
const STORE = '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11';
const target = (role: string, extra: Partial<Target> = {}): Target => ({
  id: `target-${role}`,
  role,
  store_id: null,
  department: null,
  updated_at: '2026-11-25T10:00:00.000Z',
  ...extra,
});

describe('which controls the users area shows (the §6 hierarchy, as the server applies it)', () => {
  it.each([
    // viewer, target, what the page offers
    ['super_admin', 'super_admin', { manage: true, roles: ['super_admin', 'admin', 'manager', 'customer'] }],
    ['super_admin', 'admin', { manage: true, roles: ['super_admin', 'admin', 'manager', 'customer'] }],
    ['super_admin', 'customer', { manage: true, roles: ['super_admin', 'admin', 'manager', 'customer'] }],
    ['admin', 'super_admin', { manage: false, reason: 'outranked' }],
    ['admin', 'admin', { manage: false, reason: 'outranked' }],
    ['admin', 'manager', { manage: true, roles: ['manager', 'customer'] }],
    ['admin', 'gerente', { manage: true, roles: ['manager', 'customer'] }],
    ['admin', 'customer', { manage: true, roles: ['manager', 'customer'] }],
    ['manager', 'admin', { manage: false, reason: 'outranked' }],
    ['manager', 'manager', { manage: false, reason: 'outranked' }],
    ['manager', 'customer', { manage: true, roles: [], roleLocked: 'onlyCustomers' }],
    ['manager', 'cliente', { manage: true, roles: [], roleLocked: 'onlyCustomers' }],
    ['super_admin', 'operator', { manage: true, roles: [], roleLocked: 'operatorFixed' }],
    ['customer', 'customer', { manage: false, reason: 'outranked' }],
  ])('%s looking at a %s', (viewer, role, expected) => {
    expect(userControls(person(viewer), person(role, 'someone-else'))).toMatchObject(expected);
  });

  it.each(['super_admin', 'admin', 'manager'])('a %s never changes themselves', (role) => {
    expect(userControls(person(role, 'me'), person(role, 'me'))).toEqual({ manage: false, reason: 'self' });
  });
});

describe('the change form sends only what changed, checked like the server checks it', () => {
  const admin = person('admin', 'admin-1');

  it('leaves out what is unchanged and carries the version it was drawn from', () => {
    const t = target('customer', { department: 'Caixa' });
    expect(changeOf({ role: 'customer', storeId: '', department: ' Caixa ' }, t)).toEqual({
      updatedAt: t.updated_at,
    });
    expect(changeOf({ role: 'manager', storeId: STORE, department: '' }, t)).toEqual({
      updatedAt: t.updated_at,
      role: 'manager',
      storeId: STORE,
      department: '',
    });
  });

  it('a manager without a store is refused on the store field, before anything is sent', () => {
    const result = changeFormSchema(admin, target('customer')).safeParse({
      role: 'manager',
      storeId: '',
      department: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['storeId', KEYS.staffUsers.storeRequired],
    ]);
  });

  it('a role above the viewer’s choices is refused on the role field', () => {
    const result = changeFormSchema(admin, target('customer')).safeParse({
      role: 'super_admin',
      storeId: '',
      department: '',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['role', KEYS.staffUsers.roleNotAllowed],
    ]);
  });

  it('a department over the limit is refused with the schema’s key; a fitting change passes', () => {
    const long = changeFormSchema(admin, target('customer')).safeParse({
      role: 'customer',
      storeId: '',
      department: 'x'.repeat(81),
    });
    expect(long.error?.issues[0]?.path).toEqual(['department']);
    expect(long.error?.issues[0]?.message).toBe(KEYS.staffUsers.departmentTooLong);
    const ok = changeFormSchema(admin, target('customer')).safeParse({
      role: 'manager',
      storeId: STORE,
      department: ' Açougue ',
    });
    expect(ok.data).toEqual({
      updatedAt: '2026-11-25T10:00:00.000Z',
      role: 'manager',
      storeId: STORE,
      department: 'Açougue',
    });
  });
});
