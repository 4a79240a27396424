import { asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { campaignSizes } from '@/server/modules/catalogue/public';
import { campaignPhase, campaignToday } from '@/shared/campaigns/rules';
import type { CampaignView } from '@/shared/campaigns/types';
import { type CampaignRow, campaignSlots, campaigns } from './schema';

/** Campaigns as the admin and the storefront show them (issue 41, decision 093). */
async function views(ex: Executor, rows: CampaignRow[], now: Date): Promise<CampaignView[]> {
  if (rows.length === 0) return [];
  const slots = await ex
    .select()
    .from(campaignSlots)
    .where(
      inArray(
        campaignSlots.campaign_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(campaignSlots.day));
  const sizes = await campaignSizes(ex, [...new Set(slots.map((s) => s.variation_id))]);
  const today = campaignToday(now);
  return rows.map((row) => {
    const own = slots.filter((s) => s.campaign_id === row.id);
    const ids = new Set(own.map((s) => s.variation_id));
    return {
      id: row.id,
      slug: row.slug,
      namePt: row.name_pt,
      nameEn: row.name_en,
      ordersFrom: row.orders_from,
      ordersUntil: row.orders_until,
      active: row.active,
      phase: campaignPhase(
        { active: row.active, ordersFrom: row.orders_from, ordersUntil: row.orders_until },
        today,
      ),
      depositKind: row.deposit_kind,
      depositValue: row.deposit_value,
      sizes: sizes.filter((s) => ids.has(s.variationId)),
      slots: own.map((s) => ({
        day: s.day,
        variationId: s.variation_id,
        capacity: s.capacity,
        taken: s.taken,
      })),
    };
  });
}

/** Every campaign, the latest first (the admin's list). */
export async function listCampaigns(ex: Executor, now: Date): Promise<CampaignView[]> {
  return views(ex, await ex.select().from(campaigns).orderBy(desc(campaigns.orders_from)), now);
}

export async function campaignById(ex: Executor, id: string, now: Date): Promise<CampaignView> {
  const [row] = await ex.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('not_found', 'campaign.notFound');
  const [view] = await views(ex, [row], now);
  return view!;
}

/**
 * The campaigns the storefront shows: active, taking orders today (the shop's day). A campaign
 * before its period or past it is not shown (its page answers 404).
 */
export async function openCampaigns(ex: Executor, now: Date): Promise<CampaignView[]> {
  const today = campaignToday(now);
  const rows = await ex
    .select()
    .from(campaigns)
    .where(
      sql`${campaigns.active} and ${campaigns.orders_from} <= ${today} and ${gte(campaigns.orders_until, today)}`,
    )
    .orderBy(asc(campaigns.orders_until));
  return (await views(ex, rows, now)).map((v) => ({ ...v, slots: v.slots.filter((s) => s.day > today) }));
}

export async function openCampaignBySlug(ex: Executor, slug: string, now: Date): Promise<CampaignView> {
  const found = (await openCampaigns(ex, now)).find((c) => c.slug === slug);
  if (!found) throw new AppError('not_found', 'campaign.notFound');
  return found;
}
