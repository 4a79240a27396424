import { upsertUser } from '../server/modules/accounts/actions/upsert-user';
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
