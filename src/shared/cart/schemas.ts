import { z } from 'zod';
import { uuidSchema } from '../ids';
import {
  ADD_QUANTITY_MAX,
  CART_LIMIT_MESSAGES,
  CART_MESSAGES,
  cartLimitMessage,
  LINE_QUANTITY_MAX,
} from './rules';

/**
 * Input shapes of the cart API (STYLE habit 1). Nothing here carries a price: the server reads
 * prices from the database, and unknown keys (a `price` a client sends) are dropped by zod.
 */

const id = uuidSchema;

const quantity = (max: number) =>
  z
    .number({ error: CART_MESSAGES.quantityPositive })
    .int(CART_MESSAGES.quantityPositive)
    .min(1, CART_MESSAGES.quantityPositive)
    .max(max, cartLimitMessage('addMax', max));

export const addItemSchema = z.object({
  productId: id(CART_MESSAGES.productNotFound),
  variationId: id(CART_MESSAGES.variationNotFound)
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantity(ADD_QUANTITY_MAX).default(1),
  /** Extras chosen with the item; each goes onto the line with its own quantity (default 1). */
  extras: z
    .array(
      z.object({ extraId: id(CART_MESSAGES.extraNotFound), quantity: quantity(ADD_QUANTITY_MAX).default(1) }),
    )
    .max(20, CART_LIMIT_MESSAGES.tooManyExtras)
    .default([]),
});
export type AddItemInput = z.infer<typeof addItemSchema>;

/** A +1 / −1 step (reaching 0 removes, SPEC §4.4) or an absolute quantity (must be > 0). */
export const changeQuantitySchema = z.union(
  [
    z.object({ delta: z.union([z.literal(1), z.literal(-1)], { error: CART_LIMIT_MESSAGES.stepOnly }) }),
    z.object({ quantity: quantity(LINE_QUANTITY_MAX) }),
  ],
  { error: CART_MESSAGES.quantityPositive },
);
export type ChangeQuantityInput = z.infer<typeof changeQuantitySchema>;

export const addExtraSchema = z.object({
  extraId: id(CART_MESSAGES.extraNotFound),
  quantity: quantity(ADD_QUANTITY_MAX).default(1),
});
export type AddExtraInput = z.infer<typeof addExtraSchema>;

export const itemParams = z.object({ itemId: id(CART_MESSAGES.itemNotInCart) });
export const extraParams = z.object({
  itemId: id(CART_MESSAGES.itemNotInCart),
  extraLineId: id(CART_MESSAGES.extraNotInCart),
});
