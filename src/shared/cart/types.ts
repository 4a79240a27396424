import type { CutSnapshot } from '../catalogue/cuts';
import type { ExtraBasis } from '../catalogue/extra-basis';

/** What the cart API answers (DESIGN §3: money in integer cents, weights in kg). */

export type CartExtraLine = {
  /** The cart_item_extras row: the id +/− and remove use. */
  id: string;
  extraId: string;
  name: string;
  nameEn: string | null;
  /** Once for the line or once per unit (decision 111): `quantity` follows from it. */
  basis: ExtraBasis;
  /** Given by the basis and the line's quantity (`extraQuantity`), never chosen. */
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
};

export type CartLine = {
  id: string;
  productId: string;
  productSlug: string;
  productName: string;
  productNameEn: string | null;
  imageUrl: string | null;
  variationId: string | null;
  variationName: string | null;
  /** Weight of one unit (the variation's), null for products sold by the unit. */
  weightKg: number | null;
  /**
   * Sold by weight (issue 20): the price per kg; `unitPriceCents` is then the estimate for
   * `weightKg`, and the order is charged by the final weighing. Null: a fixed price.
   */
  pricePerKgCents: number | null;
  quantity: number;
  unitPriceCents: number;
  /** unit price × quantity, without extras. */
  totalPriceCents: number;
  extrasTotalCents: number;
  extras: CartExtraLine[];
  /** The cut options chosen, priced when added (issue 41); null: none. */
  cuts?: CutSnapshot | null;
  /** The options' charge: their unit price × quantity (cutsChargeCents). */
  cutsTotalCents?: number;
  /** The variation's stock now (null: not tracked). */
  stock: number | null;
  /** The line asks for more than the stock left: checkout will refuse it until lowered. */
  exceedsStock: boolean;
  /** False when the product was withdrawn from sale after it was added. */
  available: boolean;
};

export type CartTotalsView = { subtotalCents: number; itemCount: number; totalWeightKg: number };

/** A line lowered to the stock left when a guest cart joined the account's cart at sign-in. */
export type CappedLine = {
  productId: string;
  variationId: string | null;
  productName: string;
  productNameEn: string | null;
  variationName: string | null;
  wanted: number;
  kept: number;
};

export type Cart = {
  /** The cart's id for the X-Cart-Session header; null when there is no cart (yet). */
  sessionId: string | null;
  expiresAt: string | null;
  items: CartLine[];
  totals: CartTotalsView;
  /** Shown once, on the first read after sign-in merged carts. */
  notice: { capped: CappedLine[] } | null;
  /**
   * SPEC §4.4: a failed lookup answers an empty cart — flagged, and with the id the browser sent,
   * so the browser keeps its cart id and can show "Erro ao carregar carrinho" and try again.
   */
  lookupFailed: boolean;
};
