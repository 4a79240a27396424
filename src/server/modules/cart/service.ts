import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { createGroupBatcher } from '@/server/lib/group-batcher';
import { createLogger } from '@/server/logger';
import type { AddExtraInput, AddItemInput, ChangeQuantityInput } from '@/shared/cart/schemas';
import { addItem, type QuickAdd, type QuickAddResult, quickAdds } from './actions/add-item';
import { changeItem, removeItem } from './actions/change-item';
import { clearCart } from './actions/clear';
import { addExtra, changeExtra, removeExtra } from './actions/extras';
import { mergeGuestCart } from './actions/merge';
import { getCart } from './actions/read-cart';
import { deleteAllExpired } from './actions/session';
import type { CartActor, CartContext } from './context';

export type CartDeps = {
  db: Db;
  /** 'pglite' groups concurrent adds into one statement (its one connection serves one at a time). */
  logger?: Logger;
  logLevel?: string;
  now?: () => Date;
};

/** Adds per grouped statement: bounds one statement's time (≈ 0.3 ms each on PGlite). */
const MAX_GROUPED_ADDS = 64;

/**
 * The add-to-cart hot path: adds that arrive while a statement runs go together as the next one
 * (docs/decisions/019-cart-group-commit.md). On PGlite every statement waits its turn on one
 * connection anyway; on PostgreSQL one statement of fifty adds costs far less than fifty statements
 * on ten connections (decision 041).
 */
function quickAddFor(deps: CartDeps, now: () => Date): (add: QuickAdd) => Promise<QuickAddResult> {
  return createGroupBatcher({ run: (adds) => quickAdds(deps.db, adds, now()), maxBatch: MAX_GROUPED_ADDS });
}

/** The cart of SPEC §3.3, §4.4 and §5.2: guest carts by id, one cart per account, merged at sign-in. */
export function createCartService(deps: CartDeps) {
  const now = deps.now ?? (() => new Date());
  const ctx: CartContext = {
    db: deps.db,
    logger: (deps.logger ?? createLogger(deps.logLevel ?? 'info')).child({ module: 'cart' }),
    now,
    quickAdd: quickAddFor(deps, now),
  };
  return {
    get: (actor: CartActor) => getCart(ctx, actor),
    addItem: (actor: CartActor, input: AddItemInput) => addItem(ctx, actor, input),
    changeItem: (actor: CartActor, itemId: string, change: ChangeQuantityInput) =>
      changeItem(ctx, actor, itemId, change),
    removeItem: (actor: CartActor, itemId: string) => removeItem(ctx, actor, itemId),
    addExtra: (actor: CartActor, itemId: string, input: AddExtraInput) => addExtra(ctx, actor, itemId, input),
    changeExtra: (actor: CartActor, itemId: string, extraLineId: string, change: ChangeQuantityInput) =>
      changeExtra(ctx, actor, itemId, extraLineId, change),
    removeExtra: (actor: CartActor, itemId: string, extraLineId: string) =>
      removeExtra(ctx, actor, itemId, extraLineId),
    clear: (actor: CartActor) => clearCart(ctx, actor),
    mergeGuestCart: (guestSessionId: string, userId: string) => mergeGuestCart(ctx, guestSessionId, userId),
    /** Deletes carts past their expiry; returns how many (the periodic cleanup). */
    deleteExpired: () => deleteAllExpired(ctx.db, ctx.now()),
  };
}

export type CartService = ReturnType<typeof createCartService>;
