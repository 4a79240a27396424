import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { deliveryInput, fillCart, ordersTestApp, placeOrder, signIn } from '@/testing/orders';
import { couponBody, firstId, productBody } from '@/testing/request-bodies';
import type { TestApp } from '@/testing/test-app';

/**
 * Issue 34: impossible dates and numbers past their column were 500s. Each is now refused at the
 * edge with the field and its words: 422 for a body, 400 for a query.
 */
let t: TestApp;
let call: Call;
let p: DemoProducts;
let customer: { jar: CookieJar; userId: string };
let staff: CookieJar;
let categoryId: string;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
  customer = await signIn(t, 'customer');
  staff = (await signIn(t, 'super_admin')).jar;
  categoryId = await firstId(t, 'categories');
  // A cart to check out: the refused checkouts leave it as it is.
  await fillCart(t.database.db, customer.userId, [
    { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
  ]);
});
afterAll(() => t.close());

async function refusal(res: Response, status: number) {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.error;
}
const fieldKey = (error: ErrorBody['error'], field: string) => error.fields?.[field]?.[0]?.key;

describe('impossible and far dates', () => {
  it.each([
    ['2026-02-30', 'order.windowRequired'],
    ['2026-12-32', 'order.windowRequired'],
    ['0000-01-01', 'common.dateOutOfRange'],
  ])('a customer checking out for %s → 422 on the date (%s)', async (date, key) => {
    const error = await refusal(await placeOrder(call, customer.jar, deliveryInput({ date })), 422);
    expect(fieldKey(error, 'date')).toBe(key);
    expect(error.message).toBeTruthy();
  });

  it('a coupon valid until 9999-12-31 → 422 saying the range', async () => {
    const res = await call(
      'POST',
      '/api/coupons/staff',
      { ...couponBody(), validUntil: '9999-12-31' },
      { jar: staff },
    );
    const error = await refusal(res, 422);
    expect(error.fields?.validUntil?.[0]).toEqual({
      key: 'common.dateOutOfRange',
      params: { min: '2000', max: '2100' },
      message: 'Use uma data entre os anos 2000 e 2100.',
    });
  });

  it.each([
    ['/api/coupons/sending/customers?orderedFrom=2026-02-30', 'orderedFrom'],
    ['/api/coupons/sending/customers?orderedTo=2026-12-32', 'orderedTo'],
    ['/api/messages/staff?to=9999-12-31', 'to'],
    ['/api/messages/staff?from=2026-02-30', 'from'],
    ['/api/audit/staff?to=9999-12-31', 'to'],
    ['/api/reports/staff/export/orders?to=9999-12-31', 'to'],
    ['/api/reports/staff/export/order-lines?from=0000-01-01', 'from'],
  ])('GET %s → 400 on %s', async (path, field) => {
    const error = await refusal(await call('GET', path, undefined, { jar: staff }), 400);
    expect(fieldKey(error, field)).toMatch(
      /^(common\.date|couponSending\.filterInvalid|messageDesk\.filterInvalid)/,
    );
  });

  it('a bulk send filtered from 2026-02-30 → 422 on the filter', async () => {
    const coupon = await firstId(t, 'coupons');
    const res = await call(
      'POST',
      '/api/coupons/sending/jobs',
      { couponIds: [coupon], filter: { orderedFrom: '2026-02-30' } },
      { jar: staff },
    );
    expect(fieldKey(await refusal(res, 422), 'filter.orderedFrom')).toBe('couponSending.filterInvalid');
  });
});

describe('numbers past their column', () => {
  it.each(['usageLimit', 'perCustomerLimit'])(
    'a coupon %s of 2,147,483,648 → 422 with the maximum',
    async (field) => {
      const res = await call(
        'POST',
        '/api/coupons/staff',
        { ...couponBody(), [field]: 2_147_483_648 },
        { jar: staff },
      );
      expect((await refusal(res, 422)).fields?.[field]?.[0]).toMatchObject({
        key: 'couponAdmin.limitTooLarge',
        params: { max: 2_147_483_647 },
      });
    },
  );

  it('the largest limit the column holds is kept', async () => {
    const res = await call(
      'POST',
      '/api/coupons/staff',
      { ...couponBody(), usageLimit: 2_147_483_647, perCustomerLimit: 2_147_483_647 },
      { jar: staff },
    );
    expect(res.status).toBe(201);
  });

  it.each([0.0001, 1.2345])('a variation of %s kg → 422 on its weight', async (weightKg) => {
    const body = productBody({ categoryId, p });
    const res = await call(
      'POST',
      '/api/catalogue/staff/products',
      { ...body, variations: [{ ...body.variations[0], weightKg }] },
      { jar: staff },
    );
    expect(fieldKey(await refusal(res, 422), 'variations.0.weightKg')).toBe('product.weightGrams');
  });

  it('a page past every list → refused with the field (422 on the desk, decision 080), not an offset the database chokes on', async () => {
    const error = await refusal(
      await call('GET', '/api/orders/staff?page=9007199254740993', undefined, { jar: staff }),
      422,
    );
    expect(error.fields?.page).toBeDefined();
  });

  it('a variation of 1,25 kg is still saved as 1,25 kg', async () => {
    const res = await call('POST', '/api/catalogue/staff/products', productBody({ categoryId, p }), {
      jar: staff,
    });
    const { product } = (await res.json()) as { product: { variations: { weightKg: number }[] } };
    expect(res.status).toBe(201);
    expect(product.variations[0]?.weightKg).toBe(1.25);
  });
});
