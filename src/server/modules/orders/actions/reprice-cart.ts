import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readCartForCheckout } from '@/server/modules/cart/public';
import { stockLeft, takeStock } from '@/server/modules/catalogue/public';
import { type CutSnapshot, cutSnapshot, cutsUnitCents } from '@/shared/catalogue/cuts';
import { asExtraBasis, type ExtraBasis, extraQuantity } from '@/shared/catalogue/extra-basis';
import { localized } from '@/shared/catalogue/rules';
import type { Language } from '@/shared/i18n/language';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { toCents } from '@/shared/money';
import type { TaxClass } from '@/shared/tax/classes';

/**
 * An extra of the line. `extraId` null: the line's priced cut options (issue 41, decision 091),
 * carried as one more extra (per unit × the line's quantity) so the totals, the card hold, the
 * sales tax and the weighing add them up like any extra; the order keeps it as an extra row.
 */
export type PricedExtra = {
  extraId: string | null;
  name: string;
  /** The extra's English name (decision 098); null or blank: `name`. */
  nameEn?: string | null;
  /** Once for the line or per unit (decision 111); the cut options' row is 'line' (its quantity is the line's). */
  basis: ExtraBasis;
  /** `extraQuantity(basis, line quantity)` for an extra; the line's quantity for the cut options. */
  quantity: number;
  unitPriceCents: number;
};
/** The extra row name of a line's priced cut options, in the order's language. */
export const CUT_CHARGE_NAMES = { 'pt-BR': 'Opções de corte', en: 'Cut options' } as const;
export type PricedLine = {
  cartItemId: string;
  productId: string;
  productName: string;
  /** The product's English name (decision 098); null or blank: `productName`. */
  productNameEn: string | null;
  productActive: boolean;
  variationId: string | null;
  variationName: string | null;
  weightKg: string | null;
  /** Sold by weight (issue 20): the price per kg now; unitPriceCents is the estimate. */
  pricePerKgCents: number | null;
  quantity: number;
  unitPriceCents: number;
  extras: (PricedExtra & { active: boolean })[];
  /** The product's sales tax class now (its own, else its category's); extras follow it. */
  taxClass: TaxClass;
  /** Its category takes a preparation note (meat, fish); a note on another line is refused (decision 097). */
  takesPrepNote: boolean;
  /** The cut options chosen, priced from the product's options now; null: none. */
  cuts: CutSnapshot | null;
  /** False when the product's options no longer take the choice (checkout refuses the line). */
  cutsValid: boolean;
};
export type PricedCart = { sessionId: string; lines: PricedLine[]; subtotalCents: number; itemCount: number };

/** A line's goods and extras before the coupon: what its tax is computed on. */
export const lineCents = (line: Pick<PricedLine, 'unitPriceCents' | 'quantity' | 'extras'>) =>
  line.unitPriceCents * line.quantity + line.extras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0);

/**
 * "Picanha — 1,2 kg": how a line is named in refusals and snapshots; in English ("Picanha steak —
 * 1,2 kg") when `language` is and the product has an English name (decision 098).
 */
export const lineLabel = (
  line: Pick<PricedLine, 'productName' | 'variationName'> & { productNameEn?: string | null },
  language: Language = 'pt-BR',
) => {
  const name = localized(line.productName, line.productNameEn, language);
  return line.variationName ? `${name} — ${line.variationName}` : name;
};

/**
 * The customer's cart priced from the catalogue as it is now (never from what the cart stored).
 * `lock` takes the cart row FOR UPDATE: two checkouts of one customer then run one after the
 * other, so a double submit finds the first order instead of racing it. Null: no (live) cart.
 */
export async function readPricedCart(
  ex: Executor,
  /** An account's id, or a visitor's cart id (a guest's quote, decision 096). */
  userId: string | { visitorCart: string },
  now: Date,
  options: { lock: boolean },
): Promise<PricedCart | null> {
  const cart = await readCartForCheckout(ex, userId, now, options);
  if (!cart) return null;
  const { sessionId, lines: rows, extras } = cart;

  let subtotalCents = 0;
  let itemCount = 0;
  const lines = rows.map((r): PricedLine => {
    const unitPriceCents = toCents(r.variationPrice ?? r.productPrice);
    const lineExtras = extras
      .filter((e) => e.itemId === r.id)
      .map((e): PricedLine['extras'][number] => ({
        extraId: e.extraId,
        name: e.name,
        nameEn: e.nameEn,
        // Never the cart's stored count: the basis and the line's quantity now (decision 111).
        basis: asExtraBasis(e.basis),
        quantity: extraQuantity(asExtraBasis(e.basis), r.quantity),
        unitPriceCents: toCents(e.price),
        active: e.active,
      }));
    // The choice as the product's options take it now (never the prices the cart stored).
    const checked = cutSnapshot(r.cutOptions, r.cuts ?? { choices: [], note: null });
    const cuts = checked.ok ? checked.snapshot : (r.cuts ?? null);
    const cutsCents = checked.ok ? cutsUnitCents(cuts) : 0;
    if (cutsCents > 0)
      lineExtras.push({
        extraId: null,
        name: CUT_CHARGE_NAMES['pt-BR'],
        basis: 'line',
        quantity: r.quantity,
        unitPriceCents: cutsCents,
        active: true,
      });
    subtotalCents +=
      unitPriceCents * r.quantity + lineExtras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0);
    itemCount += r.quantity;
    return {
      cartItemId: r.id,
      productId: r.productId,
      productName: r.productName,
      productNameEn: r.productNameEn,
      productActive: r.productActive,
      variationId: r.variationId,
      variationName: r.variationName,
      weightKg: r.variationWeight ?? r.cartWeight,
      pricePerKgCents: r.variationPricePerKg === null ? null : toCents(r.variationPricePerKg),
      quantity: r.quantity,
      unitPriceCents,
      extras: lineExtras,
      taxClass: r.taxClass,
      takesPrepNote: r.takesPrepNote === true,
      cuts,
      cutsValid: checked.ok,
    };
  });
  return { sessionId, lines, subtotalCents, itemCount };
}

/** A refusal about one cart line, shown next to it on the checkout page (field `items.<line id>`). */
const lineRefusal = (line: { cartItemId: string }, key: MessageKey, params: MessageParams) =>
  new AppError('conflict', key, { params, fields: { [`items.${line.cartItemId}`]: [{ key, params }] } });

/**
 * A preparation note is taken only on a line whose category takes one (meat and fish, decision
 * 097): a note on a 2 L Guaraná is refused next to its field (`itemNotes.<line id>`). Notes keyed
 * by a line that is not in the cart are left to createOrder (they match no line and are dropped).
 */
export function refuseUntakenNotes(cart: PricedCart, itemNotes: Record<string, string>) {
  for (const line of cart.lines) {
    const note = itemNotes[line.cartItemId];
    if (!note || line.takesPrepNote) continue;
    const params = { line: lineLabel(line) };
    throw new AppError('validation_failed', 'order.lineNoteNotTaken', {
      params,
      fields: { [`itemNotes.${line.cartItemId}`]: [{ key: 'order.lineNoteNotTaken', params }] },
    });
  }
}

/**
 * Step 1 of place-order: the priced cart, refusing an empty cart, a product withdrawn from sale or
 * an extra no longer offered — each refusal names the line, next to it on the checkout page.
 */
export async function repriceCart(tx: Executor, userId: string, now: Date): Promise<PricedCart> {
  const cart = await readPricedCart(tx, userId, now, { lock: true });
  if (!cart || cart.lines.length === 0) throw new AppError('validation_failed', 'order.emptyCart');
  for (const line of cart.lines) {
    if (!line.productActive) {
      throw lineRefusal(line, 'order.productUnavailable', { line: lineLabel(line) });
    }
    if (!line.cutsValid) throw lineRefusal(line, 'cuts.changed', { line: lineLabel(line) });
    const gone = line.extras.find((e) => !e.active);
    if (gone) {
      throw lineRefusal(line, 'order.extraUnavailable', { extra: gone.name, line: lineLabel(line) });
    }
  }
  return cart;
}

/** Step 2: takes every tracked variation's units, in id order so concurrent checkouts never deadlock. */
export async function reserveStock(tx: Executor, cart: PricedCart): Promise<void> {
  const tracked = cart.lines
    .filter((l): l is PricedLine & { variationId: string } => l.variationId !== null)
    .sort((a, b) => (a.variationId < b.variationId ? -1 : a.variationId > b.variationId ? 1 : 0));
  for (const line of tracked) {
    if (await takeStock(tx, line.variationId, line.quantity)) continue;
    const left = await stockLeft(tx, line.variationId);
    throw lineRefusal(line, 'order.insufficientStock', { line: lineLabel(line), left: left ?? 0 });
  }
}
