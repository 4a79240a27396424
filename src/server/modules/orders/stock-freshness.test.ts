import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/shared/catalogue/types';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { body, deliveryInput, fillCart, ordersTestApp, placeOrder, setStock, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';

/**
 * Issue 19: the catalogue answered `stockQuantity: 10` after the stock reached 0, from its cache
 * (decision 010). A sale and a cancellation show on the product at the next request.
 */
let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

const shownStock = async () => {
  const product = await body<ProductDetail>(await call('GET', '/api/catalogue/products/picanha'), 200);
  return product.variations.find((v) => v.id === p.picanha12.id)?.stockQuantity;
};

describe('stock on the product page after a sale and a cancellation', () => {
  it('is the stock left, at the next request', async () => {
    await setStock(t.database.db, p.picanha12.id, 2);
    t.services.catalogue.invalidate(); // the test wrote the stock behind the service's back
    expect(await shownStock()).toBe(2);

    const customer = await signIn(t, 'customer');
    await fillCart(t.database.db, customer.userId, [
      {
        productId: p.picanha.id,
        variationId: p.picanha12.id,
        quantity: 2,
        priceCents: p.picanha12.priceCents,
      },
    ]);
    const { order } = await body<{ order: OrderDetail }>(
      await placeOrder(call, customer.jar, deliveryInput()),
      201,
    );
    expect(await shownStock()).toBe(0);

    const staff = await signIn(t, 'admin');
    const cancelled = await call(
      'POST',
      `/api/orders/staff/${order.id}/status`,
      { status: 'cancelled' },
      { jar: staff.jar },
    );
    expect(cancelled.status).toBe(200);
    expect(await shownStock()).toBe(2);
  });
});
