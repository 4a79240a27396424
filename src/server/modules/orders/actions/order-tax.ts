import type { Executor } from '@/server/db/client';
import type { FulfilmentStore } from '@/server/modules/stores/public';
import { checkoutTax, requireCheckoutTax, type TaxTable } from '@/server/modules/tax/public';
import { localParts } from '@/shared/delivery/zoned-time';
import type { CheckoutQuote } from '@/shared/orders/types';
import type { OrderTaxSnapshot } from '@/shared/tax/snapshot';
import { taxViewOf } from '@/shared/tax/types';
import { lineCents, type PricedCart } from './reprice-cart';

/**
 * The order's sales tax (issue 37, decision 079), through the tax module's door: the place is the
 * store's pickup counter or the delivery zone, the rate the one in force on the order's day in the
 * store's calendar, the lines the repriced cart's (class and amount before the coupon).
 */
type TaxedSale = {
  store: FulfilmentStore;
  zoneId: string | null;
  now: Date;
  currency: string;
  cart: Pick<PricedCart, 'lines'>;
  discountCents: number;
  deliveryFeeCents: number;
};

const inputOf = (s: TaxedSale) => ({
  place: { storeId: s.store.id, zoneId: s.zoneId ?? '' },
  date: localParts(s.now, s.store.settings.timeZone).date,
  currency: s.currency,
  lines: s.cart.lines.map((l) => ({ taxClass: l.taxClass, amountCents: lineCents(l) })),
  discountCents: s.discountCents,
  deliveryFeeCents: s.deliveryFeeCents,
});

/**
 * Checkout's step: the snapshot the order keeps, null when prices include tax and the place has
 * no rate; a place without a rate while tax is added is refused on the field that chose it.
 */
export function taxOrder(
  tx: Executor,
  /** The settings and rates as the checkout read them before its transaction (decision 127). */
  table: TaxTable,
  sale: TaxedSale,
): Promise<OrderTaxSnapshot | null> {
  return requireCheckoutTax(tx, inputOf(sale), sale.zoneId ? 'address.zip' : 'storeId', table);
}

/** The checkout page's estimate, the same computation without refusing. */
export async function quoteTax(ex: Executor, sale: TaxedSale): Promise<CheckoutQuote['tax']> {
  const tax = await checkoutTax(ex, inputOf(sale));
  if (tax.ok) return { ...taxViewOf(tax.snapshot), refused: false, snapshot: tax.snapshot };
  return tax.refuse ? { refused: true } : null;
}
