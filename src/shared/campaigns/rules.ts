import { localParts } from '../delivery/zoned-time';
import { SHOP_TIME_ZONE } from '../shop-time';

/**
 * Holiday pre-orders (issue 41, decision 093): the pure rules of a campaign, the same on the server
 * (checkout, the admin's save) and on the screen (the campaign page, the admin form).
 */

/** The shop's clock (Georgia): a campaign's order period is in its calendar days. */
export const CAMPAIGN_TIME_ZONE = SHOP_TIME_ZONE;

export const DEPOSIT_KINDS = ['none', 'fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export type Deposit = { kind: DepositKind; value: number };

/** One day and size of a campaign: how many it takes and how many are taken. */
export type Slot = { day: string; variationId: string; capacity: number; taken: number };

export type CampaignPhase = 'upcoming' | 'open' | 'closed';

/** The shop's calendar day at `now`. */
export const campaignToday = (now: Date) => localParts(now, CAMPAIGN_TIME_ZONE).date;

/** Orders are taken from `ordersFrom` to `ordersUntil` (both included) while the campaign is active. */
export function campaignPhase(
  campaign: { active: boolean; ordersFrom: string; ordersUntil: string },
  today: string,
): CampaignPhase {
  if (!campaign.active || today > campaign.ordersUntil) return 'closed';
  return today < campaign.ordersFrom ? 'upcoming' : 'open';
}

/** The places still free on a slot (never below zero). */
export const placesLeft = (slot: Pick<Slot, 'capacity' | 'taken'>) => Math.max(0, slot.capacity - slot.taken);

/**
 * Whether `quantity` more fit in a slot: the rule the checkout's conditional update applies in SQL
 * (`taken + quantity <= capacity`), so two buyers never both get the last place.
 */
export function slotRefusal(
  slot: Pick<Slot, 'capacity' | 'taken'> | undefined,
  quantity: number,
): 'notADay' | 'dayFull' | null {
  if (!slot) return 'notADay';
  return quantity > 0 && slot.taken + quantity <= slot.capacity ? null : 'dayFull';
}

/** The days a campaign serves, in order, each with its sizes' places left and whether all sold out. */
export function campaignDays(slots: readonly Slot[]) {
  const days = [...new Set(slots.map((s) => s.day))].sort();
  return days.map((day) => {
    const sizes = slots
      .filter((s) => s.day === day)
      .map((s) => ({ variationId: s.variationId, left: placesLeft(s) }));
    return { day, sizes, soldOut: sizes.every((s) => s.left === 0) };
  });
}

/** A size sold out on every day of the campaign. */
export function soldOutEverywhere(slots: readonly Slot[], variationId: string): boolean {
  const own = slots.filter((s) => s.variationId === variationId);
  return own.length > 0 && own.every((s) => placesLeft(s) === 0);
}

/** The deposit of an order of `totalCents`: a fixed amount (never above the total) or a percentage rounded half up. */
export function depositCents(deposit: Deposit, totalCents: number): number {
  if (deposit.kind === 'none' || totalCents <= 0) return 0;
  if (deposit.kind === 'fixed') return Math.min(deposit.value, totalCents);
  return Math.min(totalCents, Math.round((totalCents * deposit.value) / 100));
}

/**
 * What a campaign's save may not do to the places already taken: a capacity below its taken
 * count, or a slot with orders removed. Each refusal names the slot.
 */
export function slotChangeRefusals(
  before: readonly Slot[],
  after: readonly Pick<Slot, 'day' | 'variationId' | 'capacity'>[],
): { day: string; variationId: string; reason: 'capacityBelowTaken' | 'slotHasOrders'; taken: number }[] {
  const refusals: ReturnType<typeof slotChangeRefusals> = [];
  for (const old of before) {
    if (old.taken === 0) continue;
    const kept = after.find((s) => s.day === old.day && s.variationId === old.variationId);
    if (!kept)
      refusals.push({
        day: old.day,
        variationId: old.variationId,
        reason: 'slotHasOrders',
        taken: old.taken,
      });
    else if (kept.capacity < old.taken)
      refusals.push({
        day: old.day,
        variationId: old.variationId,
        reason: 'capacityBelowTaken',
        taken: old.taken,
      });
  }
  return refusals;
}
