import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cartExpiry } from '@/shared/cart/rules';
import type { CartActor } from '../context';
import { cartSessions } from '../schema';

/** The cart an actor may touch: the account's when signed in, else a visitor's cart by its id. */
export function ownedBy(actor: CartActor): SQL | null {
  if (actor.userId) return eq(cartSessions.user_id, actor.userId);
  if (actor.sessionId)
    return and(eq(cartSessions.session_id, actor.sessionId), isNull(cartSessions.user_id))!;
  return null;
}

/**
 * Locks the actor's live cart for this write and moves its expiry to now + 24 h (a cart in use
 * does not vanish mid-visit; docs/decisions: cart sessions). Null when there is none.
 */
export async function touchSession(tx: Executor, actor: CartActor, now: Date): Promise<string | null> {
  const owner = ownedBy(actor);
  if (!owner) return null;
  const [row] = await tx
    .update(cartSessions)
    .set({ expires_at: cartExpiry(now), updated_at: now })
    .where(and(owner, gt(cartSessions.expires_at, now)))
    .returning({ id: cartSessions.session_id });
  return row?.id ?? null;
}

/** SPEC §4.4: an expired cart is deleted (its lines and extras go with it). */
export async function deleteExpired(tx: Executor, actor: CartActor, now: Date): Promise<void> {
  const owner = ownedBy(actor);
  if (owner) await tx.delete(cartSessions).where(and(owner, lte(cartSessions.expires_at, now)));
}

/**
 * The actor's live cart, created when there is none (SPEC §4.4 "start"): a new random id, never
 * one a client chose, expiring in 24 h. An account gets exactly one (unique user_id).
 */
export async function sessionForWrite(tx: Executor, actor: CartActor, now: Date): Promise<string> {
  const live = await touchSession(tx, actor, now);
  if (live) return live;
  await deleteExpired(tx, actor, now);
  const [created] = await tx
    .insert(cartSessions)
    .values({ user_id: actor.userId, expires_at: cartExpiry(now), created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning({ id: cartSessions.session_id });
  if (created) return created.id;
  // Another request created this account's cart a moment ago: use it.
  const again = await touchSession(tx, actor, now);
  if (!again) throw new Error('cart session vanished while being created');
  return again;
}

/** Deletes every cart past its expiry; returns how many went (the periodic cleanup). */
export async function deleteAllExpired(tx: Executor, now: Date): Promise<number> {
  const gone = await tx
    .delete(cartSessions)
    .where(lte(cartSessions.expires_at, now))
    .returning({ id: cartSessions.session_id });
  return gone.length;
}

/**
 * Clears the one-time notice of a sign-in merge; true for the one read that cleared it (two
 * devices reading at once do not both show it).
 */
export async function clearNotice(tx: Executor, sessionId: string): Promise<boolean> {
  const cleared = await tx
    .update(cartSessions)
    .set({ merge_notice: null })
    .where(and(eq(cartSessions.session_id, sessionId), sql`${cartSessions.merge_notice} is not null`))
    .returning({ id: cartSessions.session_id });
  return cleared.length > 0;
}
