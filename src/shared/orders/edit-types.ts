import type { EditResult, EditSummaryEntry } from './edit';
import type { OrderTotals } from './weighing-types';

/**
 * An order event of kind `edit` (decision 085): what changed, the totals before and after, the
 * coupon after the change and, for a card order, how the new total stands against the hold.
 */
export type OrderEditEventDetails = {
  changes: EditSummaryEntry[];
  before: OrderTotals;
  after: OrderTotals;
  coupon: EditResult['coupon'];
  /** A card order: the hold, and what the new total exceeds it by (0: within it). */
  card?: { state: string; holdCents: number; shortCents: number };
  /** Taken under the delivery zone's minimum on purpose: the minimum then and staff's reason (decision 100). */
  belowZoneMinimum?: { minimumCents: number; reason: string };
};

export const isEditDetails = (d: unknown): d is OrderEditEventDetails =>
  typeof d === 'object' && d !== null && 'changes' in d;
