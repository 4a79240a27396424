import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignView, ProductionList } from '@/shared/campaigns/types';
import type { CheckoutQuote, OrderDetail } from '@/shared/orders/types';
import { caller } from '@/testing/accounts';
import {
  CHRISTMAS_EVE,
  insertCampaign,
  insertTurkey,
  THANKSGIVING,
  THANKSGIVING_EVE,
} from '@/testing/campaigns';
import { orderRows } from '@/testing/order-rows';
import { body, createOrdersTestApp, fillCart, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let turkey: Awaited<ReturnType<typeof insertTurkey>>;
let campaign: CampaignView;
beforeAll(async () => {
  t = await createOrdersTestApp();
  call = caller(t);
  turkey = await insertTurkey(t, 'peru-temperado');
  campaign = await insertCampaign(t, turkey, { capacity: 2 });
});
afterAll(() => t.close());

const pickup = (date: string, windowId = 'pickup-morning') => ({
  fulfilment: 'pickup',
  date,
  windowId,
  paymentMethod: 'pay_on_delivery',
});

const save = (overrides: Record<string, unknown> = {}) => ({
  namePt: 'Natal',
  nameEn: 'Christmas',
  slug: `natal-${Math.random().toString(36).slice(2, 8)}`,
  ordersFrom: '2026-11-01',
  ordersUntil: '2026-12-20',
  depositKind: 'fixed',
  depositValue: 2000,
  slots: [{ day: CHRISTMAS_EVE, variationId: turkey.big.id, capacity: 4 }],
  ...overrides,
});

async function customerWithTurkey(variationId = turkey.big.id, quantity = 1) {
  const customer = await signIn(t);
  await fillCart(t.database.db, customer.userId, [
    { productId: turkey.product.id, variationId, quantity, priceCents: 11990 },
  ]);
  return customer;
}

describe('who may manage campaigns', () => {
  it.each(['customer', 'operator', 'manager'])(
    'a %s may not create, change or delete one (403)',
    async (role) => {
      const { jar } = await signIn(t, role);
      expect((await call('POST', '/api/campaigns/staff', save(), { jar })).status).toBe(403);
      expect((await call('PUT', `/api/campaigns/staff/${campaign.id}`, save(), { jar })).status).toBe(403);
      expect((await call('DELETE', `/api/campaigns/staff/${campaign.id}`, undefined, { jar })).status).toBe(
        403,
      );
    },
  );

  it('signed out: 401 on every staff route', async () => {
    expect((await call('GET', '/api/campaigns/staff')).status).toBe(401);
    expect((await call('POST', '/api/campaigns/staff', save())).status).toBe(401);
  });

  it('an operator reads the campaigns; a customer may not (403)', async () => {
    const operator = await signIn(t, 'operator');
    const list = await body<{ campaigns: CampaignView[] }>(
      await call('GET', '/api/campaigns/staff', undefined, { jar: operator.jar }),
      200,
    );
    expect(list.campaigns.map((c) => c.id)).toContain(campaign.id);
    const customer = await signIn(t);
    expect((await call('GET', '/api/campaigns/staff', undefined, { jar: customer.jar })).status).toBe(403);
  });

  it('an admin creates, changes and deletes one; bad input is refused by field', async () => {
    const { jar } = await signIn(t, 'admin');
    const created = await body<{ campaign: CampaignView }>(
      await call('POST', '/api/campaigns/staff', save(), { jar }),
      201,
    );
    expect(created.campaign.sizes.map((s) => s.variationName)).toEqual(['7–8 kg']);
    const { error: refused } = await body<{ error: { fields: Record<string, { key: string }[]> } }>(
      await call(
        'PUT',
        `/api/campaigns/staff/${created.campaign.id}`,
        save({ ordersUntil: '2026-10-01', depositKind: 'percent', depositValue: 120 }),
        { jar },
      ),
      422,
    );
    expect(refused.fields.ordersUntil?.[0]?.key).toBe('campaign.periodInvalid');
    expect(refused.fields.depositValue?.[0]?.key).toBe('campaign.depositInvalid');
    const changed = await body<{ campaign: CampaignView }>(
      await call(
        'PUT',
        `/api/campaigns/staff/${created.campaign.id}`,
        save({ slug: created.campaign.slug, nameEn: 'Xmas' }),
        { jar },
      ),
      200,
    );
    expect(changed.campaign.nameEn).toBe('Xmas');
    expect(
      (await call('DELETE', `/api/campaigns/staff/${created.campaign.id}`, undefined, { jar })).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/campaigns/staff/${created.campaign.id}`, undefined, { jar })).status,
    ).toBe(404);
  });
});

describe('reserving a turkey', () => {
  it('the storefront shows the open campaign with its days and sizes', async () => {
    const open = await body<{ campaigns: CampaignView[] }>(await call('GET', '/api/campaigns'), 200);
    expect(open.campaigns.map((c) => c.slug)).toContain(campaign.slug);
    const page = await body<{ campaign: CampaignView }>(
      await call('GET', `/api/campaigns/${campaign.slug}`),
      200,
    );
    expect(page.campaign.sizes.map((s) => s.variationName)).toEqual(['5–6 kg', '7–8 kg']);
    expect((await call('GET', '/api/campaigns/no-such-campaign')).status).toBe(404);
  });

  it("the checkout offers the campaign's days only, past the horizon too", async () => {
    const customer = await customerWithTurkey();
    const quote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=pickup', undefined, { jar: customer.jar }),
      200,
    );
    expect(quote.preorder?.days).toEqual([THANKSGIVING_EVE, THANKSGIVING, CHRISTMAS_EVE]);
    expect([...new Set(quote.windows.map((w) => w.date))]).toEqual([
      THANKSGIVING_EVE,
      THANKSGIVING,
      CHRISTMAS_EVE,
    ]);
  });

  it("a day that is not the campaign's is refused with a clear message (both languages)", async () => {
    const customer = await customerWithTurkey();
    const { error: refused } = await body<{
      error: { key: string; message: string; fields: Record<string, { key: string }[]> };
    }>(await placeOrder(call, customer.jar, pickup('2026-11-27')), 422);
    expect(refused.key).toBe('campaign.notADay');
    expect(refused.message).toBe(
      'Ação de Graças só é entregue ou retirado nos dias da encomenda: escolha um deles.',
    );
    expect(refused.fields.date?.[0]?.key).toBe('campaign.notADay');
  });

  it('the day full is refused naming the size and the day; cancelling gives the place back', async () => {
    const first = await customerWithTurkey(turkey.small.id, 2);
    const placed = await body<{ order: OrderDetail }>(
      await placeOrder(call, first.jar, pickup(CHRISTMAS_EVE)),
      201,
    );
    const late = await customerWithTurkey(turkey.small.id, 1);
    const { error: refused } = await body<{ error: { key: string; message: string } }>(
      await placeOrder(call, late.jar, pickup(CHRISTMAS_EVE)),
      409,
    );
    expect(refused.key).toBe('campaign.dayFull');
    expect(refused.message).toBe(
      'Esgotado: não há mais Peru temperado — 5–6 kg para 24/12/2026. Escolha outro dia ou tamanho.',
    );
    const admin = await signIn(t, 'admin');
    await body(
      await call(
        'POST',
        `/api/orders/staff/${placed.order.id}/status`,
        { status: 'cancelled' },
        { jar: admin.jar },
      ),
      200,
    );
    await body(await placeOrder(call, late.jar, pickup(CHRISTMAS_EVE)), 201);
  });

  it('a campaign not taking orders refuses its sizes (409, its name)', async () => {
    const { jar } = await signIn(t, 'admin');
    const other = await insertTurkey(t);
    const closed = await insertCampaign(t, other, { ordersFrom: '2026-01-01', ordersUntil: '2026-01-31' });
    expect(closed.phase).toBe('closed');
    const customer = await customerWithTurkey(other.big.id);
    const { error: refused } = await body<{ error: { key: string; message: string } }>(
      await placeOrder(call, customer.jar, pickup(THANKSGIVING)),
      409,
    );
    expect(refused.key).toBe('campaign.closed');
    expect(refused.message).toBe('As encomendas de Ação de Graças não estão abertas agora.');
    expect((await call('GET', `/api/campaigns/${closed.slug}`, undefined, { jar })).status).toBe(404);
  });

  // Decision 093's known gap: the checkout showed its general "no free time slots" words.
  it("a cart holding a closed campaign's size: the quote offers no day and says the campaign is closed", async () => {
    const other = await insertTurkey(t);
    await insertCampaign(t, other, { ordersFrom: '2026-01-01', ordersUntil: '2026-01-31' });
    const customer = await customerWithTurkey(other.big.id);
    const quote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=pickup', undefined, { jar: customer.jar }),
      200,
    );
    expect(quote.preorder).toMatchObject({ namePt: 'Ação de Graças', days: [], closed: true });
    expect(quote.windows).toEqual([]);
    // The open campaign's quote is not closed.
    const open = await customerWithTurkey();
    const openQuote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=pickup', undefined, { jar: open.jar }),
      200,
    );
    expect(openQuote.preorder?.closed).toBe(false);
  });

  it("staff open the day's production list: how many of each size and the orders behind it", async () => {
    const buyer = await customerWithTurkey(turkey.big.id, 2);
    const placed = await body<{ order: OrderDetail }>(
      await placeOrder(call, buyer.jar, pickup(THANKSGIVING)),
      201,
    );
    // A second buyer asked for hers cut in pieces (decision 091's snapshot on the order's line).
    const second = await customerWithTurkey(turkey.small.id, 1);
    const other = await body<{ order: OrderDetail }>(
      await placeOrder(call, second.jar, pickup(THANKSGIVING)),
      201,
    );
    const pieces = { choices: [{ group: 'form' as const, value: 'cubed', priceCents: 0 }], note: null };
    await orderRows.setCuts(t.database.db, other.order.id, pieces);
    const admin = await signIn(t, 'admin');
    const { production } = await body<{ production: ProductionList }>(
      await call(
        'GET',
        `/api/campaigns/staff/production?campaignId=${campaign.id}&day=${THANKSGIVING}`,
        undefined,
        { jar: admin.jar },
      ),
      200,
    );
    const big = production.lines.find((l) => l.variationId === turkey.big.id);
    expect(big?.quantity).toBe(2);
    expect(big?.orders.map((o) => [o.number, o.quantity])).toEqual([[placed.order.number, 2]]);
    // Each size summed by the cuts asked: the big ones as they come, the small one in pieces.
    expect(big?.cutSums).toEqual([{ cuts: null, quantity: 2 }]);
    const small = production.lines.find((l) => l.variationId === turkey.small.id);
    expect(small?.cutSums).toEqual([{ cuts: pieces, quantity: 1 }]);
    expect(small?.orders.map((o) => o.number)).toEqual([other.order.number]);
    // The deposit asked: 30 % of the order's total (the campaign's rule, recorded when placed).
    expect(big?.orders[0]?.depositCents).toBe(Math.round(placed.order.totalCents * 0.3));
    expect(placed.order.preorder).toEqual({
      namePt: 'Ação de Graças',
      nameEn: 'Thanksgiving',
      day: THANKSGIVING,
      depositCents: Math.round(placed.order.totalCents * 0.3),
    });
    // An operator with no store reaches no store's orders.
    const operator = await signIn(t, 'operator');
    expect(
      (
        await call(
          'GET',
          `/api/campaigns/staff/production?campaignId=${campaign.id}&day=${THANKSGIVING}`,
          undefined,
          {
            jar: operator.jar,
          },
        )
      ).status,
    ).toBe(403);
    // A customer may not open it at all.
    expect(
      (
        await call(
          'GET',
          `/api/campaigns/staff/production?campaignId=${campaign.id}&day=${THANKSGIVING}`,
          undefined,
          {
            jar: buyer.jar,
          },
        )
      ).status,
    ).toBe(403);
  });

  it('a capacity below the places taken is refused; a campaign with orders is not deleted', async () => {
    const { jar } = await signIn(t, 'admin');
    const { error: refused } = await body<{ error: { key: string } }>(
      await call(
        'PUT',
        `/api/campaigns/staff/${campaign.id}`,
        save({
          slug: campaign.slug,
          ordersFrom: '2026-01-01',
          ordersUntil: '2027-12-31',
          slots: [{ day: THANKSGIVING, variationId: turkey.big.id, capacity: 1 }],
        }),
        { jar },
      ),
      409,
    );
    expect(refused.key).toMatch(/campaign\.(capacityBelowTaken|slotHasOrders)/);
    expect((await call('DELETE', `/api/campaigns/staff/${campaign.id}`, undefined, { jar })).status).toBe(
      409,
    );
  });
});
