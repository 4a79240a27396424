import { z } from 'zod';
import { int4 } from '../bounds';
import { cutChoiceSchema } from '../catalogue/cuts';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { ADD_QUANTITY_MAX, LINE_QUANTITY_MAX } from './rules';

const CART = KEYS.cart;
const LIMIT = KEYS.cartLimit;

/**
 * Input shapes of the cart API (STYLE habit 1). Nothing here carries a price: the server reads
 * prices from the database, and unknown keys (a `price` a client sends) are dropped by zod.
 */

const id = uuidSchema;

/** A count of items: a decimal is named as such ("um número inteiro"), zero or less as "maior que zero". */
const quantity = (max: number) =>
  int4(
    { invalid: CART.quantityWhole, tooSmall: CART.quantityPositive, tooLarge: LIMIT.addMax },
    { min: 1, max },
  );

export const addItemSchema = z.object({
  productId: id(CART.productNotFound),
  variationId: id(CART.variationNotFound)
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantity(ADD_QUANTITY_MAX).default(1),
  /**
   * Extras chosen with the item. Each goes onto the line once; how many it charges follows its
   * basis and the line's quantity (decision 111), so a `quantity` sent by an older client is ignored.
   */
  extras: z
    .array(z.object({ extraId: id(CART.extraNotFound) }))
    .max(20, LIMIT.tooManyExtras)
    .default([]),
  /** The cut options chosen (issue 41): checked against the product and priced by the server. */
  cuts: cutChoiceSchema.nullish().transform((c) => c ?? null),
});
export type AddItemInput = z.infer<typeof addItemSchema>;

/** A +1 / −1 step (reaching 0 removes, SPEC §4.4) or an absolute quantity (must be > 0). */
export const changeQuantitySchema = z.union(
  [
    z.object({ delta: z.union([z.literal(1), z.literal(-1)], { error: LIMIT.stepOnly }) }),
    z.object({ quantity: quantity(LINE_QUANTITY_MAX) }),
  ],
  { error: CART.quantityPositive },
);
export type ChangeQuantityInput = z.infer<typeof changeQuantitySchema>;

/** An extra onto a line (its quantity follows its basis, decision 111; a sent `quantity` is ignored). */
export const addExtraSchema = z.object({
  extraId: id(CART.extraNotFound),
});
export type AddExtraInput = z.infer<typeof addExtraSchema>;

export const itemParams = z.object({ itemId: id(CART.itemNotInCart) });
export const extraParams = z.object({
  itemId: id(CART.itemNotInCart),
  extraLineId: id(CART.extraNotInCart),
});
