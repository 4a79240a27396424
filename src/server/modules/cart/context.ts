import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import type { QuickAdd, QuickAddResult } from './actions/add-item';

/** What the cart actions share: built once in service.ts. */
export type CartContext = {
  db: Db;
  logger: Logger;
  /** The clock; tests pass their own to expire carts without waiting a day. */
  now: () => Date;
  /** The add-to-cart hot path (a live cart, no extras): grouped with concurrent adds on PGlite. */
  quickAdd: (add: QuickAdd) => Promise<QuickAddResult>;
};

/**
 * Who is asking: the cart id the browser sent (X-Cart-Session) and the signed-in account, if any.
 * Signed in, the account's cart is used whatever id comes along; a visitor's id only opens a cart
 * that belongs to no account.
 */
export type CartActor = { sessionId: string | null; userId: string | null };
