import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import { assignableRoles, changeRefusal, mayManage } from './user-admin';

const person = (role: string, id = role) => ({ id, role });

/** SPEC §6 hierarchy as a table: may the row's role manage the column's role? */
const MAY_MANAGE: Record<string, Record<string, boolean>> = {
  //             super_admin  admin  manager  operator  customer
  super_admin: { super_admin: true, admin: true, manager: true, operator: true, customer: true },
  admin: { super_admin: false, admin: false, manager: true, operator: true, customer: true },
  manager: { super_admin: false, admin: false, manager: false, operator: false, customer: true },
  operator: { super_admin: false, admin: false, manager: false, operator: false, customer: false },
  customer: { super_admin: false, admin: false, manager: false, operator: false, customer: false },
};

describe('the users hierarchy (SPEC §6)', () => {
  for (const [actor, row] of Object.entries(MAY_MANAGE)) {
    for (const [target, expected] of Object.entries(row)) {
      it(`${actor} ${expected ? 'manages' : 'does not manage'} another ${target}`, () => {
        expect(mayManage(person(actor, 'a'), person(target, 'b'))).toBe(expected);
      });
    }
  }

  it('reads the Portuguese aliases as their roles', () => {
    expect(mayManage(person('admin', 'a'), person('gerente', 'b'))).toBe(true);
    expect(mayManage(person('gerente', 'a'), person('cliente', 'b'))).toBe(true);
  });

  it('never lets anyone manage themselves', () => {
    expect(mayManage(person('super_admin', 'x'), person('super_admin', 'x'))).toBe(false);
  });

  it('offers each role the roles below it (a super_admin also makes super_admins)', () => {
    expect(assignableRoles('super_admin')).toEqual(['super_admin', 'admin', 'manager', 'customer']);
    expect(assignableRoles('admin')).toEqual(['manager', 'customer']);
    expect(assignableRoles('manager')).toEqual(['customer']);
    expect(assignableRoles('operator')).toEqual([]);
    expect(assignableRoles('customer')).toEqual([]);
  });
});

describe('changeRefusal', () => {
  const target = (role: string, storeId: string | null = null) => ({ id: 't', role, storeId });
  const cases: [
    string,
    string,
    ReturnType<typeof target>,
    Parameters<typeof changeRefusal>[2],
    number,
    string | null,
  ][] = [
    [
      'own role',
      'super_admin',
      { id: 'super_admin', role: 'super_admin', storeId: null },
      { role: 'admin' as Role },
      3,
      'self',
    ],
    [
      'admin promotes a customer to admin',
      'admin',
      target('customer'),
      { role: 'admin' },
      1,
      'roleNotAllowed',
    ],
    [
      'admin makes a customer a manager of a store',
      'admin',
      target('customer'),
      { role: 'manager', storeId: 's1' },
      1,
      null,
    ],
    [
      'admin makes a manager without a store',
      'admin',
      target('customer'),
      { role: 'manager' },
      1,
      'storeRequired',
    ],
    ['admin suspends another admin', 'admin', target('admin'), { isSuspended: true }, 1, 'outranked'],
    ['manager suspends a customer', 'manager', target('customer'), { isSuspended: true }, 1, null],
    [
      'manager promotes a customer',
      'manager',
      target('customer'),
      { role: 'manager', storeId: 's' },
      1,
      'roleNotAllowed',
    ],
    [
      'super_admin demotes the last super_admin',
      'super_admin',
      target('super_admin'),
      { role: 'admin' },
      1,
      'lastSuperAdmin',
    ],
    [
      'super_admin suspends the last super_admin',
      'super_admin',
      target('super_admin'),
      { isSuspended: true },
      1,
      'lastSuperAdmin',
    ],
    [
      'super_admin deactivates the last super_admin',
      'super_admin',
      target('super_admin'),
      { isActive: false },
      1,
      'lastSuperAdmin',
    ],
    [
      'super_admin demotes one of two super_admins',
      'super_admin',
      target('super_admin'),
      { role: 'admin' },
      2,
      null,
    ],
    [
      'super_admin renames the last one department',
      'super_admin',
      target('super_admin'),
      { department: 'Caixa' },
      1,
      null,
    ],
    ['an operator is made admin', 'super_admin', target('operator'), { role: 'admin' }, 2, 'operatorFixed'],
    [
      'a customer is made operator',
      'super_admin',
      target('customer'),
      { role: 'operator' },
      2,
      'operatorFixed',
    ],
    ['the same role again is no change', 'admin', target('manager', 's'), { role: 'manager' }, 1, null],
    // An operator works in one store, like a manager (decision 070).
    ['admin moves an operator to another store', 'admin', target('operator', 's'), { storeId: 't' }, 1, null],
    [
      "admin takes an operator's store away",
      'admin',
      target('operator', 's'),
      { storeId: null },
      1,
      'storeRequired',
    ],
  ];
  for (const [name, actorRole, t, change, supers, expected] of cases) {
    it(`${name}: ${expected ?? 'allowed'}`, () => {
      expect(changeRefusal(person(actorRole), t, change, supers)).toBe(expected);
    });
  }
});
