import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { depositCents } from '@/shared/campaigns/rules';
import { type PreorderLine, preorderFor, takePreorderPlaces } from './preorders';
import { campaignOrderLines, campaignOrders, campaignSlots, campaigns } from './schema';

/** `2026-11-25` → `25/11/2026`, as the refusal names the day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

const merge = (lines: readonly PreorderLine[], sizes: ReadonlySet<string>) => {
  const out = new Map<string, { quantity: number; label: string }>();
  for (const l of lines) {
    if (!l.variationId || !sizes.has(l.variationId)) continue;
    const was = out.get(l.variationId);
    out.set(l.variationId, { quantity: (was?.quantity ?? 0) + l.quantity, label: l.label });
  }
  return out;
};

/**
 * An order edited on the desk (issue 39/41, decision 100) keeps its campaign places true, in the
 * edit's transaction: for a pre-order, each size's places move by the difference between its new
 * and old quantity (one conditional update per size, sizes in id order, as the checkout takes
 * them: the last place never goes twice; `campaign.dayFull` 409 when none is left, a size the day
 * does not serve `campaign.notADay`), the lines and the deposit asked are rewritten, and an order
 * left without any campaign size stops being a pre-order. An ordinary order that gains a campaign's
 * size on one of its days becomes its pre-order (the checkout's rule: the campaign must take orders).
 */
export async function moveEditedPreorder(
  tx: Executor,
  input: {
    orderId: string;
    day: string;
    lines: readonly PreorderLine[];
    totalCents: number;
    now: Date;
    language?: 'pt-BR' | 'en';
  },
): Promise<void> {
  const [order] = await tx
    .select({ campaignId: campaignOrders.campaign_id, day: campaignOrders.day })
    .from(campaignOrders)
    .where(eq(campaignOrders.order_id, input.orderId))
    .for('update');
  if (!order) {
    const preorder = await preorderFor(tx, {
      lines: input.lines,
      day: input.day,
      now: input.now,
      language: input.language,
    });
    if (preorder) await takePreorderPlaces(tx, preorder, input.orderId, input.totalCents);
    return;
  }
  const [campaign] = await tx
    .select({ depositKind: campaigns.deposit_kind, depositValue: campaigns.deposit_value })
    .from(campaigns)
    .where(eq(campaigns.id, order.campaignId));
  const ids = [...new Set(input.lines.flatMap((l) => (l.variationId ? [l.variationId] : [])))];
  const slots = ids.length
    ? await tx
        .selectDistinct({ variationId: campaignSlots.variation_id, campaignId: campaignSlots.campaign_id })
        .from(campaignSlots)
        .where(inArray(campaignSlots.variation_id, ids))
    : [];
  const sizes = new Set(slots.filter((s) => s.campaignId === order.campaignId).map((s) => s.variationId));
  if (slots.some((s) => s.campaignId !== order.campaignId && !sizes.has(s.variationId)))
    throw new AppError('validation_failed', 'campaign.twoCampaigns');
  const after = merge(input.lines, sizes);
  const before = new Map(
    (
      await tx
        .select({ variationId: campaignOrderLines.variation_id, quantity: campaignOrderLines.quantity })
        .from(campaignOrderLines)
        .where(eq(campaignOrderLines.order_id, input.orderId))
    ).map((l) => [l.variationId, l.quantity]),
  );
  const variations = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const variationId of variations) {
    const delta = (after.get(variationId)?.quantity ?? 0) - (before.get(variationId) ?? 0);
    if (delta === 0) continue;
    const slot = and(
      eq(campaignSlots.campaign_id, order.campaignId),
      eq(campaignSlots.day, order.day),
      eq(campaignSlots.variation_id, variationId),
    );
    if (delta < 0) {
      await tx
        .update(campaignSlots)
        .set({ taken: sql`greatest(0, ${campaignSlots.taken} + ${delta})` })
        .where(slot);
      continue;
    }
    const taken = await tx
      .update(campaignSlots)
      .set({ taken: sql`${campaignSlots.taken} + ${delta}` })
      .where(and(slot, sql`${campaignSlots.taken} + ${delta} <= ${campaignSlots.capacity}`))
      .returning({ taken: campaignSlots.taken });
    if (taken.length > 0) continue;
    const [served] = await tx.select({ capacity: campaignSlots.capacity }).from(campaignSlots).where(slot);
    const params = { size: after.get(variationId)?.label ?? '', day: dayText(order.day) };
    if (!served)
      throw new AppError('validation_failed', 'campaign.notADay', { params: { name: params.size } });
    throw new AppError('conflict', 'campaign.dayFull', { params });
  }
  await tx.delete(campaignOrderLines).where(eq(campaignOrderLines.order_id, input.orderId));
  if (after.size === 0) {
    await tx.delete(campaignOrders).where(eq(campaignOrders.order_id, input.orderId));
    return;
  }
  await tx.insert(campaignOrderLines).values(
    [...after.entries()].map(([variationId, { quantity }]) => ({
      order_id: input.orderId,
      variation_id: variationId,
      quantity,
    })),
  );
  if (campaign)
    await tx
      .update(campaignOrders)
      .set({
        deposit_cents: depositCents(
          { kind: campaign.depositKind, value: campaign.depositValue },
          input.totalCents,
        ),
      })
      .where(eq(campaignOrders.order_id, input.orderId));
}

/**
 * The privacy purge (decision 100): the campaign rows of orders being deleted go with them — their
 * places given back when the day is still ahead is not needed (purged orders are long past).
 */
export async function purgeCampaignOrders(tx: Executor, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const gone = await tx
    .delete(campaignOrders)
    .where(inArray(campaignOrders.order_id, [...orderIds]))
    .returning({ id: campaignOrders.order_id });
  return gone.length;
}
