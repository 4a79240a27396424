import type { CutSnapshot } from '../catalogue/cuts';

/** What the desk's label route answers (issue 41, decision 092): money in cents, weights in grams. */

export type OrderLabelLine = {
  itemId: string;
  productName: string;
  variationName: string | null;
  /** The line's free note (cut requests); printed under the cut options. */
  notes: string | null;
  /** The cut options she chose (decision 091), printed in words above the note; null without. */
  cuts: CutSnapshot | null;
  quantity: number;
  pricePerKgCents: number;
  estimateGrams: number;
  /** Null while not weighed: no label yet. */
  finalGrams: number | null;
  /** The pack's price as charged (the weighing rule: capped at the tolerance); null while not weighed. */
  priceCents: number | null;
  capped: boolean;
  /** The product's scale item code (5 digits) and shelf life; null when it has none (or was deleted). */
  itemCode: string | null;
  shelfLifeDays: number | null;
  /** "2026-11-29" in the store's time zone; null while not weighed. */
  packedOn: string | null;
  useBy: string | null;
  /** The in-store EAN-13 (13 digits), null without an item code or while not weighed. */
  barcode: string | null;
};

export type OrderLabels = {
  orderId: string;
  number: string;
  customerFirstName: string | null;
  storeName: string;
  tolerancePct: number;
  /** A pre-order's campaign and day (decision 093): the pack is kept for that day. Null: none. */
  preorder: { namePt: string; nameEn: string; day: string } | null;
  /** Every line sold by weight, in order: the weighing panel matches scans against their item codes. */
  lines: OrderLabelLine[];
};
