import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import { type StaffViewer, userScope } from './actions/users';
import { deleteSavedAddresses } from './address-book';
import type { CustomerOrderSql } from './customer-orders';
import {
  authAccount,
  authSession,
  authUser,
  authVerification,
  legacyUsers,
  type UsersUnifiedRow,
  usersUnified,
} from './schema';

// What the privacy module (decisions 047, 049) reads and writes of an account: the profile whose
// data is downloaded or deleted, the staff's scope over it, and the account's anonymisation. Each
// takes the caller's executor, so a deletion stays one transaction.

const u = usersUnified;

/** An account's profile row (users_unified). */
export type ProfileRow = UsersUnifiedRow;

/** The profile of a signed-in account, or undefined (an account known only to a legacy table). */
export async function profileOfAuthUser(ex: Executor, authUserId: string): Promise<ProfileRow | undefined> {
  const [row] = await ex
    .select()
    .from(u)
    .where(and(eq(u.auth_user_id, authUserId)));
  return row;
}

/** `profileId` names the profile of this signed-in account: a condition for the caller's query. */
export const isProfileOfAuthUser = (ex: Executor, profileId: PgColumn, authUserId: string): SQL =>
  inArray(profileId, ex.select({ id: u.id }).from(u).where(eq(u.auth_user_id, authUserId)));

/**
 * `profileId` names a profile the viewer's users area reaches (a manager: their store's accounts
 * and the customers who ordered from it, through `orders`): a condition for the caller's query;
 * undefined when the viewer reaches every profile, null when none.
 */
export function isProfileInScope(
  ex: Executor,
  profileId: PgColumn,
  viewer: StaffViewer,
  orders: Pick<CustomerOrderSql, 'orderedFrom'>,
): SQL | undefined | null {
  const scope = userScope(viewer, orders);
  if (scope === null || scope === undefined) return scope;
  return inArray(profileId, ex.select({ id: u.id }).from(u).where(scope));
}

/** The name and e-mail of these profiles, as a staff list shows who they are. */
export function profileNames(
  ex: Executor,
  ids: string[],
): Promise<{ id: string; name: string | null; email: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ex.select({ id: u.id, name: u.full_name, email: u.email }).from(u).where(inArray(u.id, ids));
}

/** The profile, locked for the caller's transaction. */
export async function lockProfile(ex: Executor, id: string): Promise<ProfileRow | undefined> {
  const [row] = await ex.select().from(u).where(eq(u.id, id)).for('update');
  return row;
}

/**
 * True for an order whose customer's account was anonymised (a carried-out deletion request marks
 * the profile `metadata.anonymised_at`): a condition on the order's profile and auth user columns.
 */
export const isAnonymisedCustomer = (profileId: SQLWrapper, authUserId: SQLWrapper): SQL =>
  sql`exists (select 1 from users_unified p
      where (p.id = ${profileId} or p.auth_user_id = ${authUserId})
        and p.metadata ? 'anonymised_at')`;

/**
 * Anonymises an account (a deletion request carried out): its profile's name, e-mail, phone,
 * address and preferences replaced, her saved addresses deleted (`email`), marked `anonymised_at`, inactive and managed by
 * `by`; its legacy record deleted; its password, sessions and reset tokens deleted and its auth
 * user renamed, so it can never sign in again. In the caller's transaction.
 */
export async function anonymiseAccount(
  ex: Executor,
  account: { profileId: string; authUserId: string | null; email: string },
  change: { email: string; by: string; now: Date },
) {
  const { email, by, now } = change;
  // Her address book goes with her (decision 097).
  await deleteSavedAddresses(ex, account.profileId);
  await ex.delete(legacyUsers).where(sql`lower(${legacyUsers.email}) = ${account.email.toLowerCase()}`);
  await ex
    .update(u)
    .set({
      email,
      full_name: null,
      metadata: { anonymised_at: now.toISOString() },
      preferences: {},
      department: null,
      is_active: false,
      is_verified: false,
      last_login_at: null,
      managed_by: by,
      updated_at: now,
    })
    .where(eq(u.id, account.profileId));
  if (!account.authUserId) return;
  const id = account.authUserId;
  await ex.delete(authSession).where(eq(authSession.userId, id));
  await ex.delete(authAccount).where(eq(authAccount.userId, id));
  await ex.delete(authVerification).where(eq(authVerification.value, id));
  await ex
    .update(authUser)
    .set({ name: '', email, emailVerified: false, image: null, updatedAt: now })
    .where(eq(authUser.id, id));
}
