/**
 * "Comprar de novo" (issue 38): what a past order put back in the cart. A line that could not go
 * back says why with the cart's own refusal (its message key), so she reads the same words the
 * cart would show; an extra no longer sold is named on the line that went back without it.
 */
export type ReorderResult = {
  added: { name: string; quantity: number; extrasLeftOut: string[] }[];
  unavailable: { name: string; key: string }[];
};
