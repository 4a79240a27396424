import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import type { PublicSettings } from '@/shared/settings/public-settings';
import { type Call, CookieJar, nextClient, signUp, validRegistration } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  deliveryInput,
  fillCart,
  insertCoupon,
  ordersTestApp,
  placeOrder,
  signIn,
  standardCart,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { contactMessages } from '../contact/schema';
import { messages } from '../messaging/schema';

/**
 * Decision 042: the shop's currency and the phone fields' default country. Saving them takes
 * manage_system_settings; the currency relabels every text the server writes with money (coupon
 * refusals, order messages) at the next request; a phone typed for the US stays American.
 */
let t: TestApp;
let call: Call;
let p: DemoProducts;
const jars = {} as Record<'admin' | 'manager' | 'customer', CookieJar>;
const nbsp = '\u00a0';

beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

const save = (jar: CookieJar | undefined, key: string, value: string) =>
  call('PUT', `/api/settings/staff/general/${key}`, { value }, jar ? { jar } : {});
const publicSettings = async () => body<PublicSettings>(await call('GET', '/api/settings'), 200);

describe('who may change the currency and the phone default', () => {
  it.each([
    ['currency', 'USD'],
    ['default_phone_country', 'BR'],
  ])('%s: 401 signed out, 403 for a customer and a manager; nothing changes', async (key, value) => {
    expect((await save(undefined, key, value)).status).toBe(401);
    for (const who of ['customer', 'manager'] as const) {
      const refused = await body<ErrorBody>(await save(jars[who], key, value), 403);
      expect(refused.error.code).toBe('forbidden');
    }
    const settings = await publicSettings();
    expect(settings.currency).toBe('BRL');
    expect(settings.defaultPhoneCountry).toBe('US');
  });

  it('refuses a currency or a country outside the list, with the key of the field', async () => {
    const refused = await body<ErrorBody>(await save(jars.admin, 'currency', 'EUR'), 422);
    expect(refused.error.fields?.value?.[0]?.key).toBe('settings.currencyInvalid');
    const country = await body<ErrorBody>(await save(jars.admin, 'default_phone_country', 'AR'), 422);
    expect(country.error.fields?.value?.[0]?.key).toBe('settings.countryInvalid');
  });
});

describe('the currency relabels what the server writes, at the next request', () => {
  it('an admin saves USD: public settings, coupon refusal and order message say US$; back to BRL says R$', async () => {
    const { jar, userId } = await signIn(t);
    await fillCart(t.database.db, userId, [
      { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
    ]);
    await insertCoupon(t.database.db, { code: 'MOEDA500', value: '20.00', minimum_order: '500.00' });
    const check = async () =>
      body<{ message: string; params: { minimum: string } }>(
        await call('POST', '/api/coupons/check', { code: 'MOEDA500' }, { jar }),
        200,
      );
    expect((await check()).message).toBe(`O pedido mínimo para este cupom é R$${nbsp}500,00.`);

    const saved = await body<{ settings: PublicSettings }>(await save(jars.admin, 'currency', 'USD'), 200);
    expect(saved.settings.currency).toBe('USD');
    expect((await publicSettings()).currency).toBe('USD');
    // Audited like every settings write.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.entity_id, 'general')));
    expect(entry?.after).toEqual({ currency: 'USD' });
    expect(entry?.before).toEqual({ currency: 'BRL' });

    const refused = await check();
    expect(refused.params.minimum).toBe(`US$${nbsp}500,00`);
    expect(refused.message).toBe(`O pedido mínimo para este cupom é US$${nbsp}500,00.`);

    // The delivery zone's minimum, refused in the shop's currency...
    const below = await body<ErrorBody>(await placeOrder(call, jar, deliveryInput()), 422);
    expect(below.error).toMatchObject({
      key: 'order.belowZoneMinimum',
      params: { minimum: `US$${nbsp}50,00` },
    });
    // ...and the order confirmation (e-mail for a US number) writes its total in it.
    const buyer = await signIn(t);
    await standardCart(t.database.db, p, buyer.userId);
    const placed = await body<{ order: { id: string; totalCents: number } }>(
      await placeOrder(call, buyer.jar, deliveryInput()),
      201,
    );
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.related_id, placed.order.id));
    // In USD the demo store's Cobb rates add sales tax (decision 079), said in the same currency.
    expect(message?.body).toMatch(
      new RegExp(
        `Total: US\\$${nbsp}\\d+,\\d{2} \\(com US\\$${nbsp}\\d+,\\d{2} de imposto sobre vendas\\)\\.`,
      ),
    );

    await body(await save(jars.admin, 'currency', 'BRL'), 200);
    expect((await publicSettings()).currency).toBe('BRL');
    expect((await check()).message).toBe(`O pedido mínimo para este cupom é R$${nbsp}500,00.`);
  });
});

describe('the phone fields start on the shop default; a typed +code is kept', () => {
  it('the default country is US until an admin chooses BR (and back)', async () => {
    expect((await publicSettings()).defaultPhoneCountry).toBe('US');
    await body(await save(jars.admin, 'default_phone_country', 'BR'), 200);
    expect((await publicSettings()).defaultPhoneCountry).toBe('BR');
    await body(await save(jars.admin, 'default_phone_country', 'US'), 200);
    expect((await publicSettings()).defaultPhoneCountry).toBe('US');
  });

  it.each([
    ['on the default +1', 'US', '(470) 555-0123'],
    ['typed with +1 while Brazil was chosen', 'BR', '+1 (470) 555-0123'],
  ])('register: a Georgia number %s stays +1', async (_, country, phone) => {
    const { registered, signedIn } = await signUp(call, validRegistration({ country, phone }), {
      jar: new CookieJar(),
      client: nextClient(),
    });
    expect(registered.status).toBe(201);
    const session = await body<{ profile: { phone: string; country: string } }>(signedIn, 200);
    expect(session.profile).toMatchObject({ phone: '+14705550123', country: 'US' });
  });

  it('contact: a US number sent with +1 is kept as +1', async () => {
    const res = await call('POST', '/api/contact', {
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+1 (470) 555-0123',
      message: 'Vocês entregam em Marietta no sábado?',
      website: '',
      language: 'pt-BR',
    });
    const { id } = await body<{ id: string }>(res, 201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.phone?.replace(/\D/g, '')).toBe('14705550123');
  });
});
