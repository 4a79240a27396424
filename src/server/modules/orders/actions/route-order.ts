import type { FulfilmentStore } from '@/server/modules/stores/public';
import { missingForMinimum } from '@/shared/delivery/minimum';
import { storeForDelivery, storeForPickup } from '@/shared/delivery/routing';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/shared/money';
import type { PlaceOrderValues } from '@/shared/orders/schemas';
import { refuse } from './checkout-steps';

export type RoutedOrder = { store: FulfilmentStore; feeCents: number; zoneId: string | null };

/**
 * Which store takes the order, and its delivery fee (decision 037, `shared/delivery/routing.ts`):
 * a delivery goes to the store whose zone holds the ZIP — and when the page sent the store it
 * showed the windows of, it must still be that one, so a window of another store is never booked;
 * a pickup goes to the store chosen, which must exist and have pickup on. The zone's minimum is
 * checked on the subtotal before the coupon; pickup is free.
 */
export function routeOrder(
  stores: readonly FulfilmentStore[],
  input: PlaceOrderValues,
  subtotalCents: number,
  /** The shop's currency for the minimum's text (decision 042); BRL when left out. */
  currency: Currency = DEFAULT_CURRENCY,
): RoutedOrder {
  if (input.fulfilment === 'pickup') {
    const route = storeForPickup(stores, input.storeId);
    if (route.ok) return { store: route.store, feeCents: 0, zoneId: null };
    if (route.reason === 'closed')
      throw refuse('validation_failed', 'fulfilment', { key: 'order.fulfilmentClosed' });
    throw refuse('validation_failed', 'storeId', {
      key: route.reason === 'pickup_off' ? 'order.pickupStoreClosed' : 'order.pickupStoreUnknown',
    });
  }
  const route = storeForDelivery(stores, input.address?.zip ?? '');
  if (!route.ok) {
    if (route.reason === 'closed')
      throw refuse('validation_failed', 'fulfilment', { key: 'order.fulfilmentClosed' });
    throw refuse('validation_failed', 'address.zip', { key: 'order.noDelivery' });
  }
  if (input.storeId && input.storeId !== route.store.id)
    throw refuse('validation_failed', 'windowId', { key: 'order.storeChanged' });
  // The same rule the checkout shows beside the zone and on its button (decision 097).
  if (missingForMinimum(subtotalCents, route.zone) > 0) {
    throw refuse('validation_failed', 'address.zip', {
      key: 'order.belowZoneMinimum',
      params: { minimum: formatMoney(route.zone.minimumOrderCents, { currency, language: 'pt-BR' }) },
    });
  }
  return { store: route.store, feeCents: route.zone.feeCents, zoneId: route.zone.id };
}
