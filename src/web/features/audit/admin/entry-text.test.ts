import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/money';
import { ORDER_AUDIT_ACTIONS } from '@/shared/orders/audit';
import { ORDER_STATUSES } from '@/shared/orders/status';
import { audit as en } from '@/web/locales/en/audit';
import { audit as pt } from '@/web/locales/pt-BR/audit';
import { actionKey, changeView, entityKey, fieldKey, roleKey, valueText } from './entry-text';

const at = (labels: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], labels);
const money = (cents: number) => formatMoney(cents, { currency: 'BRL', language: 'pt-BR' });
const STORE = '4ec35a84-e99d-412c-a084-bced3282599d';
const ctx = { money, date: (iso: string) => `dia ${iso.slice(0, 10)}`, names: { [STORE]: 'Marietta' } };

describe('the audit viewer words an entry (decision 057)', () => {
  it('every action on an order, its record kind, its fields and statuses have a label in pt and en', () => {
    for (const action of ORDER_AUDIT_ACTIONS) {
      const key = actionKey(action);
      expect(key, action).not.toBeNull();
      expect(at(pt, key!), action).toEqual(expect.any(String));
      expect(at(en, key!), action).toEqual(expect.any(String));
    }
    expect(at(pt, entityKey('order')!)).toBe('Pedido');
    expect(at(en, entityKey('order')!)).toBe('Order');
    for (const field of ['status', 'paymentStatus', 'note', 'paidCents', 'totalCents', 'differenceCents'])
      expect(fieldKey(field), field).not.toBeNull();
    for (const status of ORDER_STATUSES) {
      const text = valueText('order', 'status', status, ctx);
      expect(text).toEqual({ key: `orderStatus.${status}` });
      expect(at(en, (text as { key: string }).key)).toEqual(expect.any(String));
    }
    expect(at(pt, 'actions.cancel')).toBe('Cancelamento');
    expect(at(en, 'orderStatus.pending_payment')).toBe('Awaiting payment');
  });

  it('a code without a label is shown as it is; a dotted code finds its label', () => {
    expect(actionKey('settings.update')).toBe('actions.settings_update');
    expect(actionKey('something_new')).toBeNull();
    expect(entityKey('gadget')).toBeNull();
    expect(fieldKey('colour')).toBeNull();
  });

  it('values: statuses only on orders, cents as money, anything else as text', () => {
    expect(valueText('order', 'paymentStatus', 'confirmed', ctx)).toEqual({ key: 'paymentStatus.confirmed' });
    expect(valueText('coupon', 'status', 'confirmed', ctx)).toEqual({ text: 'confirmed' });
    expect(valueText('order', 'status', 'lost', ctx)).toEqual({ text: 'lost' });
    expect(valueText('order', 'totalCents', 14279, ctx)).toEqual({ text: 'R$\u00a0142,79' });
    expect(valueText('product', 'price', 10, ctx)).toEqual({ text: '10' });
  });

  it('for the owner (decision 064): yes/no, roles, names instead of ids, dates, nothing as nothing', () => {
    expect(valueText('user', 'is_suspended', true, ctx)).toEqual({ key: 'values.yes' });
    expect(valueText('user', 'is_suspended', false, ctx)).toEqual({ key: 'values.no' });
    expect(at(pt, 'values.no')).toBe('Não');
    expect(at(en, 'values.yes')).toBe('Yes');
    expect(valueText('user', 'role', 'super_admin', ctx)).toEqual({ key: 'roles.super_admin' });
    expect(at(pt, roleKey('super_admin')!)).toBe('Super administrador');
    expect(roleKey('robot')).toBeNull();
    expect(valueText('user', 'store_id', STORE, ctx)).toEqual({ text: 'Marietta' });
    expect(valueText('product', 'categoryId', '00000000-0000-4000-8000-000000000001', ctx)).toEqual({
      key: 'entry.removedRecord',
    });
    expect(valueText('product', 'extraIds', [STORE], ctx)).toEqual({ text: 'Marietta' });
    expect(valueText('invitation', 'expires_at', '2026-11-26T14:00:00.000Z', ctx)).toEqual({
      text: 'dia 2026-11-26',
    });
    expect(valueText('product', 'availableSizes', ['P', 'M'], ctx)).toEqual({ text: 'P, M' });
    expect(valueText('store', 'notifyEmail', '', ctx)).toBeNull();
    expect(valueText('product', 'name', null, ctx)).toBeNull();
  });

  it('an integration’s secret reads "key replaced" in the reader’s language, never more (decision 076)', () => {
    expect(valueText('integration', 'password', 'chave substituída', ctx)).toEqual({
      key: 'values.keyReplaced',
    });
    expect(at(en, 'values.keyReplaced')).toBe('key replaced');
    expect(at(pt, actionKey('integration.update')!)).toBe('Integração alterada');
    expect(at(en, fieldKey('appKey')!)).toBe('App key');
  });

  it('every field a staff screen writes has a label in both languages', () => {
    for (const field of [
      'is_suspended',
      'is_active',
      'role',
      'store_id',
      'categoryId',
      'variations',
      'imageUrls',
      'priceCents',
      'site_robots',
      'brand_name',
      'code',
      'titlePt',
    ]) {
      const key = fieldKey(field);
      expect(key, field).not.toBeNull();
      expect(at(pt, key!), field).toEqual(expect.any(String));
      expect(at(en, key!), field).toEqual(expect.any(String));
    }
    expect(at(pt, 'fields.is_suspended')).toBe('Conta suspensa');
    expect(at(pt, 'fields.site_robots')).toBe('Robôs');
  });

  it('lists and objects are summarised as counts; plain values stay a before → after pair', () => {
    const v = (name: string, priceCents: number) => ({ name, priceCents });
    expect(
      changeView(
        'product',
        { field: 'variations', before: [v('1 kg', 100)], after: [v('1 kg', 120), v('2 kg', 200)] },
        ctx,
      ),
    ).toEqual({
      kind: 'summary',
      parts: [
        { key: 'entry.itemsChanged', count: 1 },
        { key: 'entry.itemsAdded', count: 1 },
      ],
    });
    expect(
      changeView('product', { field: 'imageUrls', before: null, after: ['/a', '/b', '/c'] }, ctx),
    ).toEqual({
      kind: 'summary',
      parts: [{ key: 'entry.items', count: 3 }],
    });
    expect(
      changeView(
        'store',
        { field: 'pickup', before: { enabled: false, hours: 'x' }, after: { enabled: true, hours: 'x' } },
        ctx,
      ),
    ).toEqual({ kind: 'summary', parts: [{ key: 'entry.fieldsChanged', count: 1 }] });
    expect(changeView('user', { field: 'is_suspended', before: true, after: false }, ctx)).toEqual({
      kind: 'values',
      before: { key: 'values.yes' },
      after: { key: 'values.no' },
    });
    expect(at(pt, 'entry.itemsChanged_other')).toBe('{{count}} itens alterados');
  });
});
