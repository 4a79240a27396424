import { and, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { campaignSizes } from '@/server/modules/catalogue/public';
import { slotChangeRefusals } from '@/shared/campaigns/rules';
import type { CampaignSaveValues } from '@/shared/campaigns/schemas';
import { type AuditActor, recordAudit } from '../audit/public';
import { campaignSlots, campaigns } from './schema';

/**
 * The admin's writes of a campaign (issue 41, decision 093): each one transaction with its audit
 * entry. The slots are rewritten keeping the places taken; a save that would drop a slot with
 * orders or set a capacity below its taken count is refused, naming the slot.
 */

const columns = (v: CampaignSaveValues) => ({
  slug: v.slug,
  name_pt: v.namePt,
  name_en: v.nameEn,
  orders_from: v.ordersFrom,
  orders_until: v.ordersUntil,
  active: v.active,
  deposit_kind: v.depositKind,
  deposit_value: v.depositKind === 'none' ? 0 : v.depositValue,
});

async function assertSlugFree(tx: Executor, slug: string, id: string | null) {
  const [other] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(id ? and(eq(campaigns.slug, slug), ne(campaigns.id, id)) : eq(campaigns.slug, slug));
  if (other)
    throw new AppError('conflict', 'campaign.slugTaken', {
      fields: { slug: [{ key: 'campaign.slugTaken' }] },
    });
}

/** The sizes' products, every one a real variation (`campaign.variationUnknown` on the slot otherwise). */
async function productsOf(tx: Executor, v: CampaignSaveValues) {
  const sizes = await campaignSizes(tx, [...new Set(v.slots.map((s) => s.variationId))]);
  const product = new Map(sizes.map((s) => [s.variationId, s.productId]));
  const missing = v.slots.findIndex((s) => !product.has(s.variationId));
  if (missing >= 0)
    throw new AppError('validation_failed', 'campaign.variationUnknown', {
      fields: { [`slots.${missing}.variationId`]: [{ key: 'campaign.variationUnknown' }] },
    });
  return product;
}

async function writeSlots(tx: Executor, id: string, v: CampaignSaveValues, product: Map<string, string>) {
  const before = await tx.select().from(campaignSlots).where(eq(campaignSlots.campaign_id, id)).for('update');
  const refusals = slotChangeRefusals(
    before.map((s) => ({ day: s.day, variationId: s.variation_id, capacity: s.capacity, taken: s.taken })),
    v.slots,
  );
  const first = refusals[0];
  if (first) {
    const index = v.slots.findIndex((s) => s.day === first.day && s.variationId === first.variationId);
    throw new AppError('conflict', `campaign.${first.reason}`, {
      params: { taken: first.taken },
      fields: {
        [index >= 0 ? `slots.${index}.capacity` : 'slots']: [
          { key: `campaign.${first.reason}`, params: { taken: first.taken } },
        ],
      },
    });
  }
  await tx.delete(campaignSlots).where(eq(campaignSlots.campaign_id, id));
  await tx.insert(campaignSlots).values(
    v.slots.map((s) => ({
      campaign_id: id,
      day: s.day,
      variation_id: s.variationId,
      product_id: product.get(s.variationId)!,
      capacity: s.capacity,
      taken: before.find((b) => b.day === s.day && b.variation_id === s.variationId)?.taken ?? 0,
    })),
  );
}

export async function createCampaign(db: Db, actor: AuditActor, v: CampaignSaveValues): Promise<string> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, v.slug, null);
    const product = await productsOf(tx, v);
    const [row] = await tx.insert(campaigns).values(columns(v)).returning({ id: campaigns.id });
    await writeSlots(tx, row!.id, v, product);
    await recordAudit(tx, {
      actor,
      action: 'create_campaign',
      entityType: 'campaign',
      entityId: row!.id,
      after: { ...columns(v), slots: v.slots },
    });
    return row!.id;
  });
}

export async function updateCampaign(db: Db, actor: AuditActor, id: string, v: CampaignSaveValues) {
  await db.transaction(async (tx) => {
    const [was] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!was) throw new AppError('not_found', 'campaign.notFound');
    await assertSlugFree(tx, v.slug, id);
    const product = await productsOf(tx, v);
    await tx
      .update(campaigns)
      .set({ ...columns(v), updated_at: new Date() })
      .where(eq(campaigns.id, id));
    await writeSlots(tx, id, v, product);
    await recordAudit(tx, {
      actor,
      action: 'update_campaign',
      entityType: 'campaign',
      entityId: id,
      before: { slug: was.slug, name_pt: was.name_pt, orders_until: was.orders_until, active: was.active },
      after: { ...columns(v), slots: v.slots },
    });
  });
}

/** A campaign with orders is never deleted (switch it off instead): `campaign.slotHasOrders`. */
export async function deleteCampaign(db: Db, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [was] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!was) throw new AppError('not_found', 'campaign.notFound');
    await writeSlotsGuard(tx, id);
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete_campaign',
      entityType: 'campaign',
      entityId: id,
      before: { slug: was.slug, name_pt: was.name_pt },
    });
  });
}

async function writeSlotsGuard(tx: Executor, id: string) {
  const slots = await tx.select().from(campaignSlots).where(eq(campaignSlots.campaign_id, id));
  const taken = slots.reduce((sum, s) => sum + s.taken, 0);
  if (taken > 0) throw new AppError('conflict', 'campaign.slotHasOrders');
}
