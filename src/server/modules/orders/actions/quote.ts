import type { Fulfilment } from '../../../../shared/delivery/fulfilment';
import { availableWindows } from '../../../../shared/delivery/windows';
import { localParts } from '../../../../shared/delivery/zoned-time';
import { normalizeZip, zoneForZip } from '../../../../shared/delivery/zones';
import type { CheckoutQuote, CouponCheckResult } from '../../../../shared/orders/types';
import { AppError } from '../../../http/app-error';
import { previewCoupon } from '../../coupons/service';
import { bookedCounts, orderingStore } from '../../delivery/service';
import type { OrdersContext } from '../context';
import { readPricedCart } from './reprice-cart';

/** The checkout page's live numbers: the repriced subtotal, the ZIP's zone and fee, the open windows. */
export async function quote(
  ctx: OrdersContext,
  userId: string,
  fulfilment: Fulfilment,
  zip: string | undefined,
): Promise<CheckoutQuote> {
  const now = ctx.now();
  const store = await orderingStore(ctx.db);
  if (!store) throw new AppError('unavailable', 'order.noStore');
  const cart = await readPricedCart(ctx.db, userId, now, { lock: false });
  const zone = zip && normalizeZip(zip) ? zoneForZip(store.settings.delivery.zones, zip) : null;
  const booked = await bookedCounts(
    ctx.db,
    store.id,
    fulfilment,
    localParts(now, store.settings.timeZone).date,
  );
  const pickup = store.settings.pickup;
  return {
    storeName: store.name,
    subtotalCents: cart?.subtotalCents ?? 0,
    itemCount: cart?.itemCount ?? 0,
    lines: (cart?.lines ?? []).map((l) => ({
      cartItemId: l.cartItemId,
      productName: l.productName,
      variationName: l.variationName,
      quantity: l.quantity,
      totalCents:
        l.unitPriceCents * l.quantity + l.extras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0),
      extras: l.extras.map((e) => (e.quantity > 1 ? `${e.quantity}× ${e.name}` : e.name)),
    })),
    zone: zone
      ? { id: zone.id, name: zone.name, feeCents: zone.feeCents, minimumOrderCents: zone.minimumOrderCents }
      : null,
    zipRefused: zip && normalizeZip(zip) && !zone ? 'order.noDelivery' : null,
    deliveryFeeCents: fulfilment === 'delivery' ? (zone?.feeCents ?? 0) : 0,
    pickup: {
      enabled: pickup.enabled,
      address: pickup.address,
      hours: pickup.hours,
      hoursEn: pickup.hoursEn,
    },
    deliveryEnabled: store.settings.delivery.enabled,
    windows: availableWindows(store.settings, fulfilment, now, booked).map((w) => ({
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
  userId: string,
  code: string,
): Promise<CouponCheckResult> {
  const now = ctx.now();
  const cart = await readPricedCart(ctx.db, userId, now, { lock: false });
  return previewCoupon(ctx.db, code, cart?.subtotalCents ?? 0, now, userId);
}
