import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../server/db/client';
import { upsertUser } from '../server/modules/accounts/actions/upsert-user';
import {
  campaignOrderLines,
  campaignOrders,
  campaignSlots,
  campaigns,
} from '../server/modules/campaigns/schema';
import { products, productVariations } from '../server/modules/catalogue/schema';
import type { CampaignSaveInput } from '../shared/campaigns/schemas';
import { campaignSaveSchema } from '../shared/campaigns/schemas';
import type { CampaignView } from '../shared/campaigns/types';
import type { TestApp } from './test-app';

/** Thanksgiving 2026 is Thursday 26 November; the demo store's pickup opens Wednesday and Thursday. */
export const THANKSGIVING = '2026-11-26';
export const THANKSGIVING_EVE = '2026-11-25';
/** Past the demo store's 14-day horizon from the orders' test clock (23 Nov): Christmas Eve. */
export const CHRISTMAS_EVE = '2026-12-24';

/** A turkey (peru) in two sizes, sold by the unit, untracked stock: only the campaign limits it. */
export async function insertTurkey(t: TestApp, slug = `peru-${Math.random().toString(36).slice(2, 8)}`) {
  const db = t.database.db;
  const [product] = await db
    .insert(products)
    .values({ slug, name: 'Peru temperado', name_en: 'Seasoned turkey', price: '89.90' })
    .returning();
  const [small, big] = await db
    .insert(productVariations)
    .values([
      { product_id: product!.id, name: '5–6 kg', price: '89.90', display_order: 0 },
      { product_id: product!.id, name: '7–8 kg', price: '119.90', display_order: 1 },
    ])
    .returning();
  return { product: product!, small: small!, big: big! };
}

/** An admin to write campaigns as (the audit entry names her). */
export async function campaignAdmin(t: TestApp) {
  const { userId } = await upsertUser(t.database.db, {
    email: `campaigns.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'picanha2024',
    role: 'admin',
  });
  return { userId, role: 'admin' };
}

/**
 * A Thanksgiving campaign open all of 2026–2027 (the orders' test clock and the real one both fall
 * in it) with the turkey's sizes on the eve and the day, `capacity` places each.
 */
export async function insertCampaign(
  t: TestApp,
  turkey: Awaited<ReturnType<typeof insertTurkey>>,
  overrides: Partial<CampaignSaveInput> & { capacity?: number } = {},
): Promise<CampaignView> {
  const { capacity = 10, ...rest } = overrides;
  const days = [THANKSGIVING_EVE, THANKSGIVING, CHRISTMAS_EVE];
  const input = campaignSaveSchema.parse({
    namePt: 'Ação de Graças',
    nameEn: 'Thanksgiving',
    slug: `acao-de-gracas-${Math.random().toString(36).slice(2, 8)}`,
    ordersFrom: '2026-01-01',
    ordersUntil: '2027-12-31',
    depositKind: 'percent',
    depositValue: 30,
    slots: days.flatMap((day) =>
      [turkey.small, turkey.big].map((v) => ({ day, variationId: v.id, capacity })),
    ),
    ...rest,
  });
  return t.services.campaigns.create(await campaignAdmin(t), input);
}

/**
 * Campaign rows as the tests of other modules (orders, privacy) set and read them, without reaching
 * into the campaigns module's tables themselves.
 */
export const campaignRows = {
  /** Records orders as pre-orders of a bare campaign (one size, one line each), as checkout would. */
  async markPreorders(db: Executor, orderIds: readonly string[], variationId: string) {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        slug: `purge-${Math.random().toString(36).slice(2, 8)}`,
        name_pt: 'Natal',
        name_en: 'Christmas',
        orders_from: '2020-01-01',
        orders_until: '2020-12-31',
      })
      .returning({ id: campaigns.id });
    await db
      .insert(campaignOrders)
      .values(orderIds.map((id) => ({ order_id: id, campaign_id: campaign!.id, day: '2020-12-24' })));
    await db
      .insert(campaignOrderLines)
      .values(orderIds.map((id) => ({ order_id: id, variation_id: variationId, quantity: 1 })));
  },
  /** Which of these orders are recorded as pre-orders (with their lines). */
  async preorderIds(db: Executor, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({
        id: campaignOrders.order_id,
        lines: sql<number>`(select count(*)::int from ${campaignOrderLines} l where l.order_id = ${campaignOrders.order_id})`,
      })
      .from(campaignOrders)
      .where(inArray(campaignOrders.order_id, [...orderIds]));
    return rows.map((r) => ({ id: r.id, lines: r.lines }));
  },
  /** The places taken of one day and size. */
  async taken(db: Executor, campaignId: string, day: string, variationId: string) {
    const [slot] = await db
      .select({ taken: campaignSlots.taken })
      .from(campaignSlots)
      .where(
        and(
          eq(campaignSlots.campaign_id, campaignId),
          eq(campaignSlots.day, day),
          eq(campaignSlots.variation_id, variationId),
        ),
      );
    return slot?.taken ?? null;
  },
  /** An order's campaign lines (variation → quantity) and the deposit asked; null: not a pre-order. */
  async ofOrder(db: Executor, orderId: string) {
    const [order] = await db.select().from(campaignOrders).where(eq(campaignOrders.order_id, orderId));
    if (!order) return null;
    const lines = await db.select().from(campaignOrderLines).where(eq(campaignOrderLines.order_id, orderId));
    return {
      depositCents: order.deposit_cents,
      lines: Object.fromEntries(lines.map((l) => [l.variation_id, l.quantity])),
    };
  },
};
