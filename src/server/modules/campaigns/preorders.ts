import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { campaignSizes } from '@/server/modules/catalogue/public';
import {
  campaignPhase,
  campaignToday,
  type Deposit,
  depositCents,
  placesLeft,
  slotRefusal,
} from '@/shared/campaigns/rules';
import { campaignOrderLines, campaignOrders, campaignSlots, campaigns } from './schema';

/**
 * The checkout's side of a campaign (issue 41, decision 093), each in the order's transaction:
 * which campaign a cart's lines belong to, the places taken with one conditional update per size
 * (like the catalogue's stock: two buyers never get the last turkey), and given back on cancelling.
 */

/** A cart line as the checkout hands it over. */
export type PreorderLine = { variationId: string | null; quantity: number; label: string };

/** The campaign a checkout's lines belong to, checked against its period and the chosen day. */
export type Preorder = {
  campaignId: string;
  name: string;
  namePt: string;
  nameEn: string;
  day: string;
  deposit: Deposit;
  lines: { variationId: string; quantity: number; label: string }[];
};

/**
 * The lines of a cart that a campaign sells, with their campaign: a size listed in a campaign whose
 * last day has not passed is sold only as a pre-order (on one of its days, while it takes orders).
 */
async function campaignLines(ex: Executor, lines: readonly PreorderLine[], today: string) {
  const ids = [...new Set(lines.flatMap((l) => (l.variationId ? [l.variationId] : [])))];
  if (ids.length === 0) return [];
  return ex
    .selectDistinct({
      campaignId: campaigns.id,
      variationId: campaignSlots.variation_id,
      namePt: campaigns.name_pt,
      nameEn: campaigns.name_en,
      active: campaigns.active,
      ordersFrom: campaigns.orders_from,
      ordersUntil: campaigns.orders_until,
      depositKind: campaigns.deposit_kind,
      depositValue: campaigns.deposit_value,
    })
    .from(campaignSlots)
    .innerJoin(campaigns, eq(campaigns.id, campaignSlots.campaign_id))
    .where(
      and(
        inArray(campaignSlots.variation_id, ids),
        sql`exists (select 1 from ${campaignSlots} s where s.campaign_id = ${campaigns.id} and s.day >= ${today})`,
      ),
    )
    .orderBy(asc(campaigns.orders_from));
}

/**
 * Every size a campaign lists, with the last day of the latest campaign listing it: the checkout
 * reads it once for the orders that arrive together, before their transactions (issue 34,
 * decision 127), and asks `preorderFor` only about a cart with such a size.
 */
export type CampaignSizes = ReadonlyMap<string, string>;

export async function readCampaignSizes(ex: Executor): Promise<CampaignSizes> {
  const last = ex
    .select({
      campaignId: campaignSlots.campaign_id,
      day: sql<string>`max(${campaignSlots.day})`.as('last_day'),
    })
    .from(campaignSlots)
    .groupBy(campaignSlots.campaign_id)
    .as('last');
  const rows = await ex
    .select({ variationId: campaignSlots.variation_id, day: sql<string>`max(${last.day})` })
    .from(campaignSlots)
    .innerJoin(last, eq(last.campaignId, campaignSlots.campaign_id))
    .groupBy(campaignSlots.variation_id);
  return new Map(rows.map((r) => [r.variationId, r.day]));
}

/**
 * The campaign of a checkout, or null when none of its lines is a campaign's size. Refused: a
 * campaign not taking orders now (`campaign.closed`), a day it does not serve (`campaign.notADay`),
 * lines of two campaigns (`campaign.twoCampaigns`). Reads only: the places are taken later.
 */
export async function preorderFor(
  ex: Executor,
  input: {
    lines: readonly PreorderLine[];
    day: string;
    now: Date;
    language?: 'pt-BR' | 'en';
    /** As `readCampaignSizes` read them: a cart with none of them (or only past ones) is not asked about. */
    sizes?: CampaignSizes;
  },
): Promise<Preorder | null> {
  const today = campaignToday(input.now);
  const { sizes } = input;
  if (sizes && !input.lines.some((l) => l.variationId && (sizes.get(l.variationId) ?? '') >= today))
    return null;
  let found = await campaignLines(ex, input.lines, today);
  if (found.length === 0) return null;
  if (new Set(found.map((f) => f.campaignId)).size > 1) {
    // A size in two campaigns (Thanksgiving and Christmas): the one serving the chosen day.
    const serving = await ex
      .selectDistinct({ campaignId: campaignSlots.campaign_id })
      .from(campaignSlots)
      .where(eq(campaignSlots.day, input.day));
    const ids = new Set(serving.map((s) => s.campaignId));
    const narrowed = found.filter((f) => ids.has(f.campaignId));
    if (narrowed.length > 0) found = narrowed;
    if (new Set(found.map((f) => f.campaignId)).size > 1)
      throw new AppError('validation_failed', 'campaign.twoCampaigns');
  }
  const campaign = found[0]!;
  const name = input.language === 'en' ? campaign.nameEn : campaign.namePt;
  if (campaignPhase(campaign, today) !== 'open')
    throw new AppError('conflict', 'campaign.closed', { params: { name } });
  const sold = new Set(found.map((f) => f.variationId));
  const lines = input.lines.flatMap((l) =>
    l.variationId && sold.has(l.variationId)
      ? [{ variationId: l.variationId, quantity: l.quantity, label: l.label }]
      : [],
  );
  const days = await ex
    .select({ variationId: campaignSlots.variation_id })
    .from(campaignSlots)
    .where(and(eq(campaignSlots.campaign_id, campaign.campaignId), eq(campaignSlots.day, input.day)));
  const served = new Set(days.map((d) => d.variationId));
  if (lines.some((l) => !served.has(l.variationId)))
    throw new AppError('validation_failed', 'campaign.notADay', {
      params: { name },
      fields: { date: [{ key: 'campaign.notADay', params: { name } }] },
    });
  return {
    campaignId: campaign.campaignId,
    name,
    namePt: campaign.namePt,
    nameEn: campaign.nameEn,
    day: input.day,
    deposit: { kind: campaign.depositKind, value: campaign.depositValue },
    lines,
  };
}

/** `2026-11-25` → `25/11/2026`, as the refusal names the day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * Takes the order's places, one conditional update per size in a fixed order (no deadlock between
 * two checkouts), and records the order's campaign, day and deposit. `campaign.dayFull` (409) when
 * a size has no place left that day. Answers the deposit asked.
 */
export async function takePreorderPlaces(
  tx: Executor,
  preorder: Preorder,
  orderId: string,
  totalCents: number,
): Promise<{ depositCents: number }> {
  const merged = new Map<string, { quantity: number; label: string }>();
  for (const l of preorder.lines) {
    const was = merged.get(l.variationId);
    merged.set(l.variationId, { quantity: (was?.quantity ?? 0) + l.quantity, label: l.label });
  }
  const sorted = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [variationId, { quantity, label }] of sorted) {
    const taken = await tx
      .update(campaignSlots)
      .set({ taken: sql`${campaignSlots.taken} + ${quantity}` })
      .where(
        and(
          eq(campaignSlots.campaign_id, preorder.campaignId),
          eq(campaignSlots.day, preorder.day),
          eq(campaignSlots.variation_id, variationId),
          sql`${campaignSlots.taken} + ${quantity} <= ${campaignSlots.capacity}`,
        ),
      )
      .returning({ taken: campaignSlots.taken });
    if (taken.length === 0)
      throw new AppError('conflict', 'campaign.dayFull', {
        params: { size: label, day: dayText(preorder.day) },
        fields: { date: [{ key: 'campaign.dayFull', params: { size: label, day: dayText(preorder.day) } }] },
      });
  }
  const deposit = depositCents(preorder.deposit, totalCents);
  await tx.insert(campaignOrders).values({
    order_id: orderId,
    campaign_id: preorder.campaignId,
    day: preorder.day,
    deposit_cents: deposit,
  });
  await tx.insert(campaignOrderLines).values(
    sorted.map(([variationId, { quantity }]) => ({
      order_id: orderId,
      variation_id: variationId,
      quantity,
    })),
  );
  return { depositCents: deposit };
}

/** A cancelled order gives its places back (nothing when it was no pre-order). */
export async function releasePreorderPlaces(tx: Executor, orderId: string): Promise<void> {
  const [order] = await tx
    .select()
    .from(campaignOrders)
    .where(eq(campaignOrders.order_id, orderId))
    .for('update');
  if (!order) return;
  const lines = await tx.select().from(campaignOrderLines).where(eq(campaignOrderLines.order_id, orderId));
  for (const line of lines.sort((a, b) => (a.variation_id < b.variation_id ? -1 : 1)))
    await tx
      .update(campaignSlots)
      .set({ taken: sql`greatest(0, ${campaignSlots.taken} - ${line.quantity})` })
      .where(
        and(
          eq(campaignSlots.campaign_id, order.campaign_id),
          eq(campaignSlots.day, order.day),
          eq(campaignSlots.variation_id, line.variation_id),
        ),
      );
  await tx.delete(campaignOrders).where(eq(campaignOrders.order_id, orderId));
}

/**
 * The days a checkout's campaign lines may still be placed on (every line fitting), for the
 * checkout's windows; null when the cart holds no campaign size. A campaign not taking orders
 * answers none and says so (`closed`), so the checkout names it rather than "no free window".
 */
export async function preorderDays(
  ex: Executor,
  lines: readonly PreorderLine[],
  now: Date,
): Promise<{
  campaignId: string;
  namePt: string;
  nameEn: string;
  days: string[];
  closed: boolean;
  deposit: Deposit;
} | null> {
  const today = campaignToday(now);
  const found = await campaignLines(ex, lines, today);
  if (found.length === 0) return null;
  const campaign = found[0]!;
  const deposit = { kind: campaign.depositKind, value: campaign.depositValue };
  const base = { campaignId: campaign.campaignId, namePt: campaign.namePt, nameEn: campaign.nameEn, deposit };
  if (campaignPhase(campaign, today) !== 'open') return { ...base, days: [], closed: true };
  const wanted = new Map<string, number>();
  for (const l of lines)
    if (l.variationId && found.some((f) => f.variationId === l.variationId))
      wanted.set(l.variationId, (wanted.get(l.variationId) ?? 0) + l.quantity);
  const slots = await ex
    .select()
    .from(campaignSlots)
    .where(eq(campaignSlots.campaign_id, campaign.campaignId));
  const days = [...new Set(slots.map((s) => s.day))].filter(
    (day) =>
      day > today &&
      [...wanted].every(
        ([variationId, quantity]) =>
          slotRefusal(
            slots.find((s) => s.day === day && s.variation_id === variationId),
            quantity,
          ) === null,
      ),
  );
  return { ...base, days: days.sort(), closed: false };
}

/** The orders of one campaign day with the places each took, for the production list. */
export async function campaignDayOrders(ex: Executor, campaignId: string, day: string) {
  const [campaign] = await ex.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new AppError('not_found', 'campaign.notFound');
  const slots = await ex
    .select()
    .from(campaignSlots)
    .where(and(eq(campaignSlots.campaign_id, campaignId), eq(campaignSlots.day, day)));
  const orders = await ex
    .select({
      orderId: campaignOrders.order_id,
      depositCents: campaignOrders.deposit_cents,
      variationId: campaignOrderLines.variation_id,
      quantity: campaignOrderLines.quantity,
    })
    .from(campaignOrders)
    .innerJoin(campaignOrderLines, eq(campaignOrderLines.order_id, campaignOrders.order_id))
    .where(and(eq(campaignOrders.campaign_id, campaignId), eq(campaignOrders.day, day)));
  const sizes = await campaignSizes(
    ex,
    slots.map((s) => s.variation_id),
  );
  return {
    campaign: { id: campaign.id, namePt: campaign.name_pt, nameEn: campaign.name_en },
    day,
    sizes: sizes.map((size) => {
      const slot = slots.find((s) => s.variation_id === size.variationId);
      return {
        ...size,
        capacity: slot?.capacity ?? 0,
        taken: slot?.taken ?? 0,
        left: slot ? placesLeft(slot) : 0,
      };
    }),
    orders,
  };
}

/** An order's campaign as its pages show it: the name, the day and the deposit asked; null: no pre-order. */
export async function preorderOfOrder(ex: Executor, orderId: string) {
  const [row] = await ex
    .select({
      namePt: campaigns.name_pt,
      nameEn: campaigns.name_en,
      day: campaignOrders.day,
      depositCents: campaignOrders.deposit_cents,
    })
    .from(campaignOrders)
    .innerJoin(campaigns, eq(campaigns.id, campaignOrders.campaign_id))
    .where(eq(campaignOrders.order_id, orderId));
  return row ?? null;
}
