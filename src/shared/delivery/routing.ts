import type { DeliveryZone, FulfilmentSettings } from './settings';
import { zoneForZip } from './zones';

/**
 * Which store takes an online order (decision 037). Pure: the server passes the active stores
 * with settings, OLDEST FIRST, and gets back the store (or why none).
 *
 * - Delivery: the stores with delivery on whose zones hold the ZIP (each store's own zone rule:
 *   exact ZIP, then longest prefix). When several do, the lowest fee wins, then the oldest store.
 * - Pickup: the store the customer chose, which must be one of these stores with pickup on. With
 *   no choice sent (one store, or an older client), the oldest store with pickup on.
 * - The "default" store (no ZIP typed yet): the oldest store offering that way of receiving,
 *   else the oldest store — its windows are what the page shows before a ZIP is known.
 */
export type RoutableStore = { id: string; settings: FulfilmentSettings };

export type DeliveryRoute<S extends RoutableStore> =
  | { ok: true; store: S; zone: DeliveryZone }
  | { ok: false; reason: 'closed' | 'no_zone' };

export function storeForDelivery<S extends RoutableStore>(
  stores: readonly S[],
  zip: string,
): DeliveryRoute<S> {
  const delivering = stores.filter((s) => s.settings.delivery.enabled);
  if (delivering.length === 0) return { ok: false, reason: 'closed' };
  let best: { store: S; zone: DeliveryZone } | null = null;
  for (const store of delivering) {
    const zone = zoneForZip(store.settings.delivery.zones, zip);
    // Strictly lower only: on a tie the earlier (older) store keeps it.
    if (zone && (!best || zone.feeCents < best.zone.feeCents)) best = { store, zone };
  }
  return best ? { ok: true, ...best } : { ok: false, reason: 'no_zone' };
}

export type PickupRoute<S extends RoutableStore> =
  | { ok: true; store: S }
  | { ok: false; reason: 'closed' | 'unknown_store' | 'pickup_off' };

export function storeForPickup<S extends RoutableStore>(
  stores: readonly S[],
  chosenId: string | null | undefined,
): PickupRoute<S> {
  if (chosenId) {
    const chosen = stores.find((s) => s.id === chosenId);
    if (!chosen) return { ok: false, reason: 'unknown_store' };
    return chosen.settings.pickup.enabled ? { ok: true, store: chosen } : { ok: false, reason: 'pickup_off' };
  }
  const first = stores.find((s) => s.settings.pickup.enabled);
  return first ? { ok: true, store: first } : { ok: false, reason: 'closed' };
}

/** The stores a customer may pick up from, oldest first (the checkout's picker). */
export const pickupStores = <S extends RoutableStore>(stores: readonly S[]): S[] =>
  stores.filter((s) => s.settings.pickup.enabled);

/** The store whose rules the page shows before anything routes the order (see above). */
export function defaultStore<S extends RoutableStore>(
  stores: readonly S[],
  fulfilment: 'delivery' | 'pickup',
): S | null {
  return stores.find((s) => s.settings[fulfilment].enabled) ?? stores[0] ?? null;
}
