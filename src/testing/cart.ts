import { expect } from 'vitest';
import { CART_SESSION_HEADER } from '../shared/cart/rules';
import type { Cart } from '../shared/cart/types';
import type { ProductDetail } from '../shared/catalogue/types';
import type { ErrorBody } from '../shared/errors';
import { type CookieJar, caller, fromAddress } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** A cart API call: the cart id goes in the header the browser uses, cookies in the jar. */
export type CartCall = (
  method: string,
  path: string,
  body?: unknown,
  options?: { cart?: string | null; jar?: CookieJar; client?: ReturnType<typeof fromAddress> },
) => Promise<Response>;

export function cartCaller(t: TestApp): CartCall {
  const call = caller(t);
  return (method, path, body, options = {}) =>
    call(method, `/api/cart${path}`, body, {
      ...(options.jar ? { jar: options.jar } : {}),
      client: options.client ?? fromAddress('203.0.113.50'),
      headers: options.cart ? { [CART_SESSION_HEADER]: options.cart } : {},
    });
}

/** The cart of a 200 answer (fails the test on any other status, showing the body). */
export async function cartOf(res: Response | Promise<Response>): Promise<Cart> {
  const r = await res;
  const body = await r.json();
  expect(r.status, JSON.stringify(body)).toBe(200);
  return body as Cart;
}

/** The refusal of an answer, checked against the expected status. */
export async function refusalOf(res: Response | Promise<Response>, status: number) {
  const r = await res;
  const body = (await r.json()) as ErrorBody;
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

/**
 * The demo products the tests use (seeded by createTestApp): picanha has 1 kg (stock not
 * tracked), 1,2 kg (stock 4) and 1,5 kg (stock 3) and four extras; chimichurri has no variation.
 */
export async function demoProducts(t: TestApp) {
  const picanha = await t.services.catalogue.product('picanha');
  const chimichurri = await t.services.catalogue.product('chimichurri');
  const fraldinha = await t.services.catalogue.product('fraldinha');
  const variation = (p: ProductDetail, name: string) => {
    const v = p.variations.find((x) => x.name === name);
    if (!v) throw new Error(`${p.slug} has no variation ${name}`);
    return v;
  };
  const extra = (p: ProductDetail, name: string) => {
    const e = p.extras.find((x) => x.name === name);
    if (!e) throw new Error(`${p.slug} has no extra ${name}`);
    return e;
  };
  return {
    picanha,
    picanha1kg: variation(picanha, '1 kg'),
    picanha12: variation(picanha, '1,2 kg'),
    picanha15: variation(picanha, '1,5 kg'),
    tempero: extra(picanha, 'Tempero da casa'),
    /** Picanha's steaks and vacuum pack are cut options (decision 100); its second extra is the marinade. */
    marinada: extra(picanha, 'Marinada de alho e limão'),
    espetos: extra(picanha, 'Montar no espeto'),
    chimichurri,
    fraldinha,
    fraldinha05: variation(fraldinha, '500 g'),
    /** An extra fraldinha does not offer. */
    notForFraldinha: extra(picanha, 'Montar no espeto'),
  };
}

export type DemoProducts = Awaited<ReturnType<typeof demoProducts>>;

/** A cart test file's app: a fresh seeded app, its cart caller and the demo products. */
export async function cartTestApp() {
  const t = await createTestApp();
  return { t, call: cartCaller(t), p: await demoProducts(t) };
}

/** A new guest cart holding one chimichurri; answers its id. */
export async function startCart(call: CartCall, p: DemoProducts): Promise<string> {
  return (await cartOf(call('POST', '/items', { productId: p.chimichurri.id, quantity: 1 }))).sessionId!;
}
