import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, nextClient, validRegistration } from '@/testing/accounts';
import { deliveryInput, ordersTestApp, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';

/**
 * Issue 19: a NUL character or a lone surrogate in any text answered 500 (PostgreSQL refuses them).
 * The one validation layer now refuses them as bad input, naming the field, on every route.
 */
let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let staff: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ({ t } = await ordersTestApp());
  customer = await signIn(t, 'customer');
  staff = await signIn(t, 'admin');
});
afterAll(() => t.close());

const NUL = 'Ana\u0000';
const LONE = 'Ana\uD83D';

async function refusal(res: Response) {
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { error: { key: string; fields?: Record<string, { key: string }[]> } };
  expect([400, 422]).toContain(res.status);
  expect(body.error.key).toBe('common.invalidCharacters');
  return body.error.fields ?? {};
}

describe('text PostgreSQL cannot store is refused as bad input, never a 500', () => {
  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])('%s in the contact form, registration, the profile and the password reset', async (_name, bad) => {
    const call = caller(t);
    const contact = await call(
      'POST',
      '/api/contact',
      { name: bad, email: 'ana@example.com', message: 'Olá, gostaria de encomendar.' },
      { client: nextClient() },
    );
    expect(await refusal(contact)).toHaveProperty('name');
    const register = await call('POST', '/api/accounts/register', validRegistration({ fullName: bad }), {
      client: nextClient(),
    });
    expect(await refusal(register)).toHaveProperty('fullName');
    const profile = await call('PATCH', '/api/accounts/me', { fullName: bad }, { jar: customer.jar });
    expect(await refusal(profile)).toHaveProperty('fullName');
    const reset = await call(
      'POST',
      '/api/accounts/reset-password',
      { token: bad, password: 'picanha2025', confirmPassword: 'picanha2025' },
      { client: nextClient() },
    );
    await refusal(reset);
  });

  it('in an order, a coupon check and the staff search', async () => {
    const call = caller(t);
    const order = await placeOrder(call, customer.jar, deliveryInput({ couponCode: NUL }));
    expect(await refusal(order)).toHaveProperty('couponCode');
    const window = await placeOrder(call, customer.jar, deliveryInput({ windowId: LONE }));
    await refusal(window);
    const coupon = await call('POST', '/api/coupons/check', { code: NUL }, { jar: customer.jar });
    await refusal(coupon);
    const search = await t.app.request('/api/orders/staff?q=%00', {
      headers: { accept: 'application/json', cookie: staff.jar.header() },
    });
    expect(await refusal(search)).toHaveProperty('q');
  });
});
