import { z } from 'zod';
import { int4 } from '../bounds';
import { cutChoiceSchema } from '../catalogue/cuts';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { TEXT_LIMITS, textMax } from '../text-limits';
import { MAX_EDIT_QUANTITY } from './edit';

const K = KEYS.orderEdit;

/** At most this many changes in one save; a substitution's reason at most this long. */
export const MAX_EDIT_CHANGES = 20;
export const EDIT_REASON_MAX = TEXT_LIMITS.editReason;

const quantity = int4(K.quantityInvalid, { min: 1, max: MAX_EDIT_QUANTITY });
const item = uuidSchema(K.lineUnknown);
const product = uuidSchema(K.productUnavailable);
const variation = uuidSchema(K.variationUnknown)
  .nullish()
  .transform((v) => v ?? null);
const reason = z
  .string({ message: K.reasonRequired })
  .trim()
  .min(1, K.reasonRequired)
  .max(...textMax('editReason'));

/** At most this many extras on a new or substituted line. */
export const MAX_EDIT_EXTRAS = 10;

/**
 * A new or substituted line's extras and cut options (decision 100), checked by the server against
 * the product as the cart checks them. A substitution without `cuts` keeps the old line's choice
 * only when the new product offers it too (else it must be chosen again).
 */
const addOns = {
  extras: z
    // An extra's quantity follows its basis and the line's (decision 111); a sent one is ignored.
    .array(z.object({ extraId: uuidSchema(K.extraUnavailable), quantity: quantity.optional() }))
    .max(MAX_EDIT_EXTRAS, K.extraUnavailable)
    .optional(),
  cuts: cutChoiceSchema.optional(),
};

/** One change, as the desk sends it: ids only; the server reads every price from the catalogue. */
export const orderEditChange = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('add'), productId: product, variationId: variation, quantity, ...addOns }),
    z.object({ type: z.literal('remove'), itemId: item }),
    z.object({ type: z.literal('quantity'), itemId: item, quantity }),
    z.object({ type: z.literal('variation'), itemId: item, variationId: uuidSchema(K.variationUnknown) }),
    z.object({
      type: z.literal('substitute'),
      itemId: item,
      productId: product,
      variationId: variation,
      quantity,
      reason,
      ...addOns,
    }),
  ],
  { error: K.noChanges },
);
export type OrderEditChangeInput = z.input<typeof orderEditChange>;

/**
 * `POST /api/orders/staff/:id/edit`: the changes, based on the order as read (`version`, its
 * `updatedAt`): a weighing or another edit since then answers 409 `orderEdit.stale`.
 */
export const orderEditSchema = z.object({
  version: instant(K.staleVersion),
  changes: z.array(orderEditChange).min(1, K.noChanges).max(MAX_EDIT_CHANGES, K.changesTooMany),
  /**
   * Staff take the order under its delivery zone's minimum on purpose: the reason, recorded on the
   * order event and the audit entry (decision 100). Without it such an edit is refused.
   */
  belowMinimumReason: z
    .string({ message: K.reasonRequired })
    .trim()
    .min(1, K.reasonRequired)
    .max(...textMax('editReason'))
    .optional(),
  /** The desk's preview: the same transaction and rule, rolled back; answers the new totals only. */
  preview: z.boolean({ message: K.noChanges }).optional(),
});
export type OrderEditInput = z.input<typeof orderEditSchema>;

/** What a preview answers (and a save beside the order): the totals after the change. */
export type OrderEditPreview = {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  beforeTotalCents: number;
  coupon: 'none' | 'kept' | 'belowMinimum';
  /** Taken under the zone's minimum with staff's reason (decision 100). */
  belowZoneMinimum: boolean;
  /** A card order: the hold and what the new total exceeds it by. */
  card: { state: string; holdCents: number; shortCents: number } | null;
};
