import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { productExtras, products } from '@/server/modules/catalogue/schema';
import { orderItems, orders } from '@/server/modules/orders/schema';
import type { CutOptions, CutSnapshot } from '@/shared/catalogue/cuts';

/**
 * Order rows as the tests of other modules set or read them (campaigns, live), without reaching
 * into the orders module's tables themselves.
 */
export const orderRows = {
  /** The ids of one customer's orders. */
  async idsOf(db: Executor, customerUserId: string): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customer_user_id, customerUserId));
    return rows.map((r) => r.id);
  },
  /** Moves an order to another store (as an operator script could). */
  async moveToStore(db: Executor, orderId: string, storeId: string) {
    await db.update(orders).set({ store_id: storeId }).where(eq(orders.id, orderId));
  },
  /** Sets an order's total (as the desk's edit that took every line off or left a few cents). */
  async setTotal(db: Executor, orderId: string, totalCents: number) {
    await db
      .update(orders)
      .set({ total: (totalCents / 100).toFixed(2) })
      .where(eq(orders.id, orderId));
  },
  /** Gives every line of an order these cut options (decision 091's snapshot). */
  async setCuts(db: Executor, orderId: string, cuts: CutSnapshot | null) {
    await db.update(orderItems).set({ cuts }).where(eq(orderItems.order_id, orderId));
  },
};

/** Catalogue rows as the orders tests set them (decision 100), without reaching into its tables. */
export const catalogueRows = {
  /** Gives a product these cut options (what the product editor saves). */
  async setCutOptions(db: Executor, productId: string, options: CutOptions) {
    await db.update(products).set({ cut_options: options }).where(eq(products.id, productId));
  },
  /** Takes a product off sale, or back (what the product editor's "Ativo" switch saves). */
  async setProductActive(db: Executor, productId: string, active: boolean) {
    await db.update(products).set({ is_active: active }).where(eq(products.id, productId));
  },
  /** Removes a product for good (its order lines keep their names, their product becomes null). */
  async deleteProduct(db: Executor, productId: string) {
    await db.delete(products).where(eq(products.id, productId));
  },
  /** Stops selling an extra, or sells it again (what the extras editor saves). */
  async setExtraActive(db: Executor, extraId: string, active: boolean) {
    await db.update(productExtras).set({ is_active: active }).where(eq(productExtras.id, extraId));
  },
  /** Sets a product's own price (what the product editor saves). */
  async setPrice(db: Executor, productId: string, priceCents: number) {
    await db
      .update(products)
      .set({ price: (priceCents / 100).toFixed(2) })
      .where(eq(products.id, productId));
  },
};
