import { describe, expect, it } from 'vitest';
import {
  canAccessStore,
  mayAssignStore,
  requestedStoreScope,
  type StoreScope,
  storeScope,
} from './store-scope';

const A = 'store-a';
const B = 'store-b';
const every: StoreScope = { kind: 'every' };
const ownA: StoreScope = { kind: 'store', storeId: A };
const none: StoreScope = { kind: 'none' };

/** SPEC §6: role × own store → what the viewer's staff reads and writes cover. */
const SCOPES: [role: string | null, own: string | null, scope: StoreScope][] = [
  ['super_admin', null, every],
  ['super_admin', A, every],
  ['admin', null, every],
  ['admin', B, every],
  ['manager', A, ownA],
  ['Gerente ', A, ownA],
  ['manager', null, none],
  ['operator', A, ownA],
  ['operator', null, none],
  ['customer', A, none],
  ['cliente', A, none],
  [null, A, none],
  ['root', A, none],
];

describe('storeScope', () => {
  it.each(SCOPES)('%s with store %s covers %j', (role, own, scope) => {
    expect(storeScope({ role, storeId: own })).toEqual(scope);
  });
});

/** role × own store × the store a request names → the scope, or a refusal. */
const REQUESTS: [
  role: string,
  own: string | null,
  requested: string | undefined,
  result: StoreScope | 'forbidden',
][] = [
  ['admin', null, undefined, every],
  ['admin', null, A, { kind: 'store', storeId: A }],
  ['super_admin', B, A, { kind: 'store', storeId: A }],
  ['manager', A, undefined, ownA],
  ['manager', A, A, ownA],
  ['manager', A, B, 'forbidden'],
  ['manager', null, undefined, none],
  ['manager', null, A, 'forbidden'],
  ['customer', null, A, 'forbidden'],
  ['customer', A, undefined, none],
];

describe('requestedStoreScope', () => {
  it.each(REQUESTS)('%s of store %s asking for %s → %j', (role, own, requested, result) => {
    expect(requestedStoreScope({ role, storeId: own }, requested)).toEqual(result);
  });
});

/** role × own / other / no store → may act on it. */
const ACCESS: [role: string, own: string | null, target: string | null, allowed: boolean][] = [
  ['super_admin', null, A, true],
  ['admin', B, A, true],
  ['admin', null, null, true],
  ['manager', A, A, true],
  ['manager', A, B, false],
  ['manager', A, null, false],
  ['manager', null, A, false],
  ['manager', null, null, false],
  ['operator', A, A, true],
  ['operator', A, B, false],
  ['operator', null, A, false],
  ['customer', A, A, false],
];

describe('canAccessStore', () => {
  it.each(ACCESS)('%s of store %s on store %s → %s', (role, own, target, allowed) => {
    expect(canAccessStore({ role, storeId: own }, target)).toBe(allowed);
  });
});

/**
 * role × the record's store now (undefined: a new record) × the store a write gives it → allowed.
 * A manager of A moves nothing out of A, into A from elsewhere, or to another store or none.
 */
const ASSIGN: [
  role: string,
  own: string | null,
  current: string | null | undefined,
  target: string | null,
  allowed: boolean,
][] = [
  ['super_admin', null, A, B, true],
  ['admin', B, A, null, true],
  ['admin', null, null, A, true],
  ['admin', null, undefined, null, true],
  ['manager', A, A, A, true],
  ['manager', A, A, B, false],
  ['manager', A, A, null, false],
  ['manager', A, B, A, false],
  ['manager', A, null, A, false],
  ['manager', A, B, B, true],
  ['manager', A, null, null, true],
  ['manager', A, undefined, A, true],
  ['manager', A, undefined, B, false],
  ['manager', A, undefined, null, false],
  ['manager', null, undefined, A, false],
  ['operator', A, A, B, false],
  ['operator', A, undefined, A, true],
  ['customer', A, undefined, A, false],
  ['customer', A, A, B, false],
];

describe('mayAssignStore', () => {
  it.each(ASSIGN)(
    '%s of store %s moving a record of %s to %s → %s',
    (role, own, current, target, allowed) => {
      expect(mayAssignStore({ role, storeId: own }, target, current)).toBe(allowed);
    },
  );
});
