import { MESSAGES } from '../messages';

/**
 * The Portuguese texts of the cart's refusals (catalogue groups `cart`, `cartLimit` and
 * `cartFailure`, decision 023), for tests and Portuguese-only readers. Kept out of rules.ts: the
 * web's first load imports rules.ts (the cart header) and must not carry the whole catalogue.
 */
export const CART_MESSAGES = MESSAGES.cart;
export const CART_LIMIT_MESSAGES = MESSAGES.cartLimit;
/** SPEC §8.3 service errors: what a 500 says when something unexpected breaks (never the internals). */
export const CART_FAILURES = MESSAGES.cartFailure;
