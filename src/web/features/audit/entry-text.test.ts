import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money';
import { ORDER_AUDIT_ACTIONS } from '../../../shared/orders/audit';
import { ORDER_STATUSES } from '../../../shared/orders/status';
import { audit as en } from '../../locales/en/audit';
import { audit as pt } from '../../locales/pt-BR/audit';
import { actionKey, entityKey, fieldKey, valueText } from './entry-text';

const at = (labels: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], labels);
const money = (cents: number) => formatMoney(cents, { currency: 'BRL', language: 'pt-BR' });

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
      const text = valueText('order', 'status', status, money);
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

  it('values: statuses only on orders, cents as money, anything else as text or JSON', () => {
    expect(valueText('order', 'paymentStatus', 'confirmed', money)).toEqual({
      key: 'paymentStatus.confirmed',
    });
    expect(valueText('coupon', 'status', 'confirmed', money)).toEqual({ text: 'confirmed' });
    expect(valueText('order', 'status', 'lost', money)).toEqual({ text: 'lost' });
    expect(valueText('order', 'totalCents', 14279, money)).toEqual({ text: 'R$\u00a0142,79' });
    expect(valueText('product', 'price', 10, money)).toEqual({ text: '10' });
    expect(valueText('order', 'lines', [{ finalGrams: 1080 }], money)).toEqual({
      text: '[{"finalGrams":1080}]',
    });
  });
});
