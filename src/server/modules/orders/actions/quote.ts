import { AppError } from '@/server/http/app-error';
import { preorderDays } from '@/server/modules/campaigns/public';
import { previewCoupon } from '@/server/modules/coupons/public';
import { readCurrency } from '@/server/modules/settings/public';
import { bookedCounts, type FulfilmentStore, orderingStores } from '@/server/modules/stores/public';
import { extraWithBasis } from '@/shared/catalogue/extra-basis-words';
import { localized } from '@/shared/catalogue/rules';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { defaultStore, pickupStores, storeForDelivery, storeForPickup } from '@/shared/delivery/routing';
import { availableWindows } from '@/shared/delivery/windows';
import { localParts } from '@/shared/delivery/zoned-time';
import { normalizeZip } from '@/shared/delivery/zones';
import type { CheckoutQuote, CouponCheckResult } from '@/shared/orders/types';
import type { OrdersContext } from '../context';
import { quoteTax } from './order-tax';
import { lineLabel, readPricedCart } from './reprice-cart';

/**
 * The store whose windows and fee the page shows (decision 037): for a delivery the ZIP's store
 * (before a ZIP, or when nobody delivers there, the oldest store delivering), for a pickup the one
 * chosen (an id that is not a pickup store shows the oldest; placing the order refuses it).
 */
function quotedStore(
  stores: readonly FulfilmentStore[],
  fulfilment: Fulfilment,
  zip: string | null,
  storeId: string | undefined,
) {
  const route = zip ? storeForDelivery(stores, zip) : null;
  const zone = route?.ok ? route.zone : null;
  let store: FulfilmentStore | null;
  if (fulfilment === 'delivery') store = route?.ok ? route.store : defaultStore(stores, 'delivery');
  else {
    const pickup = storeForPickup(stores, storeId);
    store = pickup.ok ? pickup.store : defaultStore(stores, 'pickup');
  }
  return { store, zone, zipRefused: route && !route.ok ? ('order.noDelivery' as const) : null };
}

/** The checkout page's live numbers: the repriced subtotal, the ZIP's store, zone and fee, the open windows. */
export async function quote(
  ctx: OrdersContext,
  /** The signed-in customer's id, or a visitor's cart id (guest checkout, decision 096). */
  userId: string | { visitorCart: string },
  fulfilment: Fulfilment,
  zip: string | undefined,
  storeId?: string,
): Promise<CheckoutQuote> {
  const now = ctx.now();
  const stores = await orderingStores(ctx.db);
  const { store, zone, zipRefused } = quotedStore(
    stores,
    fulfilment,
    zip && normalizeZip(zip) ? zip : null,
    storeId,
  );
  if (!store) throw new AppError('unavailable', 'order.noStore');
  const cart = await readPricedCart(ctx.db, userId, now, { lock: false });
  const booked = await bookedCounts(
    ctx.db,
    store.id,
    fulfilment,
    localParts(now, store.settings.timeZone).date,
  );
  const pickup = store.settings.pickup;
  // A campaign's sizes are handed over on its days only (issue 41, decision 093).
  const preorder = cart
    ? await preorderDays(
        ctx.db,
        cart.lines.map((l) => ({ variationId: l.variationId, quantity: l.quantity, label: lineLabel(l) })),
        now,
      )
    : null;
  const deliveryFeeCents = fulfilment === 'delivery' ? (zone?.feeCents ?? 0) : 0;
  // The estimate before a coupon: the page applies a checked coupon's discount with the same rule.
  const tax =
    cart && cart.lines.length > 0 && (fulfilment === 'pickup' || zone)
      ? await quoteTax(ctx.db, {
          store,
          zoneId: fulfilment === 'delivery' ? (zone?.id ?? null) : null,
          now,
          currency: await readCurrency(ctx.db),
          cart,
          discountCents: 0,
          deliveryFeeCents,
        })
      : null;
  return {
    storeId: store.id,
    storeName: store.name,
    storeNameEn: store.nameEn,
    pickupStores: pickupStores(stores).map((s) => ({
      id: s.id,
      name: s.name,
      nameEn: s.nameEn,
      address: s.settings.pickup.address,
      hours: s.settings.pickup.hours,
      hoursEn: s.settings.pickup.hoursEn,
    })),
    subtotalCents: cart?.subtotalCents ?? 0,
    itemCount: cart?.itemCount ?? 0,
    lines: (cart?.lines ?? []).map((l) => ({
      cartItemId: l.cartItemId,
      productName: l.productName,
      productNameEn: l.productNameEn?.trim() || null,
      variationName: l.variationName,
      quantity: l.quantity,
      pricePerKgCents: l.pricePerKgCents,
      totalCents:
        l.unitPriceCents * l.quantity + l.extras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0),
      // Each extra says how it is charged (decision 111): "Embalar a vácuo (por peça × 3)".
      extras: l.extras.filter((e) => e.extraId !== null).map((e) => extraWithBasis(e.name, e, 'pt-BR')),
      extrasEn: l.extras
        .filter((e) => e.extraId !== null)
        .map((e) => extraWithBasis(localized(e.name, e.nameEn, 'en'), e, 'en')),
      cuts: l.cuts,
      takesNote: l.takesPrepNote,
      unitPriceCents: l.unitPriceCents,
      extrasCents: l.extras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0),
      estimateKgPerUnit: l.pricePerKgCents !== null && l.weightKg !== null ? Number(l.weightKg) : null,
    })),
    zone: zone
      ? {
          id: zone.id,
          name: zone.name,
          nameEn: zone.nameEn,
          feeCents: zone.feeCents,
          minimumOrderCents: zone.minimumOrderCents,
        }
      : null,
    zipRefused,
    deliveryFeeCents,
    tax,
    // Whether a way of receiving is offered at all: by any store (the routing picks which one).
    pickup: {
      enabled: stores.some((s) => s.settings.pickup.enabled),
      address: pickup.address,
      hours: pickup.hours,
      hoursEn: pickup.hoursEn,
    },
    deliveryEnabled: stores.some((s) => s.settings.delivery.enabled),
    preorder,
    windows: availableWindows(store.settings, fulfilment, now, booked, preorder?.days).map((w) => ({
      date: w.date,
      windowId: w.windowId,
      start: w.start,
      end: w.end,
      remaining: w.remaining,
    })),
  };
}

/** POST /api/coupons/check: the coupon against the customer's cart as the server prices it. */
export async function checkCouponForCart(
  ctx: OrdersContext,
  /** A visitor's cart (guest checkout): her uses are counted by e-mail and phone when she places it. */
  userId: string | { visitorCart: string },
  code: string,
): Promise<CouponCheckResult> {
  const now = ctx.now();
  const cart = await readPricedCart(ctx.db, userId, now, { lock: false });
  return previewCoupon(ctx.db, code, cart?.subtotalCents ?? 0, now, typeof userId === 'string' ? userId : '');
}
