import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { ADDRESS_BOOK_MAX, type SavedAddress, type SavedAddressValues } from '@/shared/accounts/address-book';
import { type CustomerAddressRow, customerAddresses } from './address-book-schema';
import { usersUnified } from './schema';

// The customer's address book (issue 38, decision 097). Every read and write goes through her own
// profile (found by her signed-in auth user): another's address answers 404, as one that is not there.

const a = customerAddresses;

const view = (row: CustomerAddressRow): SavedAddress => ({
  id: row.id,
  label: row.label,
  street: row.street,
  unit: row.unit,
  city: row.city,
  state: row.state,
  zip: row.zip,
  isDefault: row.is_default,
});

async function profileIdOf(ex: Executor, authUserId: string): Promise<string | null> {
  const [row] = await ex
    .select({ id: usersUnified.id })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, authUserId));
  return row?.id ?? null;
}

const notFound = () => new AppError('not_found', 'addressBook.notFound');

/** Her addresses, the default first, then the oldest first. */
export async function listAddresses(ex: Executor, authUserId: string): Promise<SavedAddress[]> {
  const profileId = await profileIdOf(ex, authUserId);
  if (!profileId) return [];
  return (await rowsOf(ex, profileId)).map(view);
}

const rowsOf = (ex: Executor, profileId: string) =>
  ex
    .select()
    .from(a)
    .where(eq(a.profile_id, profileId))
    .orderBy(desc(a.is_default), asc(a.created_at), asc(a.id));

/** Makes `id` her only default (the old one first: the unique index allows one at a time). */
async function makeDefault(tx: Executor, profileId: string, id: string, now: Date) {
  await tx
    .update(a)
    .set({ is_default: false, updated_at: now })
    .where(and(eq(a.profile_id, profileId), eq(a.is_default, true), ne(a.id, id)));
  await tx.update(a).set({ is_default: true, updated_at: now }).where(eq(a.id, id));
}

/** Her profile locked, so two saves at once neither pass the limit nor make two defaults. */
async function lockedProfile(tx: Executor, authUserId: string): Promise<string> {
  const [row] = await tx
    .select({ id: usersUnified.id })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, authUserId))
    .for('update');
  if (!row) throw notFound();
  return row.id;
}

const fields = (input: Omit<SavedAddressValues, 'isDefault'>) => ({
  label: input.label,
  street: input.street,
  unit: input.unit,
  city: input.city,
  state: input.state,
  zip: input.zip,
});

/**
 * The keys her profile's old single address was kept under in `users_unified.metadata` (§3.1;
 * `zip_code` from older imports). Migration 0050 moved the complete ones into the book (decision 108).
 */
const OLD_ADDRESS_KEYS = ['address', 'city', 'state', 'zipCode', 'zip_code'] as const;

/** Her profile without its old single address (it is in the book now). */
async function dropOldAddress(tx: Executor, profileId: string, now: Date) {
  const without = OLD_ADDRESS_KEYS.reduce(
    (m, key) => sql`${m} - ${key}::text`,
    sql`${usersUnified.metadata}`,
  );
  await tx
    .update(usersUnified)
    .set({ metadata: sql`${without}`, updated_at: now })
    .where(eq(usersUnified.id, profileId));
}

/**
 * Saves a new address; the first is the default, and `isDefault` moves the default to it. With
 * `replacesProfileAddress`, her profile's old address (completed into this one) leaves the profile.
 */
export async function addAddress(
  db: Db,
  authUserId: string,
  input: SavedAddressValues,
  now: Date,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const profileId = await lockedProfile(tx, authUserId);
    const saved = view(await insertAddress(tx, profileId, input, now));
    if (input.replacesProfileAddress) await dropOldAddress(tx, profileId, now);
    return saved;
  });
}

async function insertAddress(tx: Executor, profileId: string, input: SavedAddressValues, now: Date) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .where(eq(a.profile_id, profileId));
  if (n >= ADDRESS_BOOK_MAX)
    throw new AppError('validation_failed', 'addressBook.tooMany', {
      params: { max: ADDRESS_BOOK_MAX },
      fields: { label: [{ key: 'addressBook.tooMany', params: { max: ADDRESS_BOOK_MAX } }] },
    });
  const [row] = await tx
    .insert(a)
    .values({ profile_id: profileId, ...fields(input), created_at: now, updated_at: now })
    .returning();
  if (input.isDefault || n === 0) await makeDefault(tx, profileId, row!.id, now);
  return { ...row!, is_default: input.isDefault || n === 0 };
}

/** Changes one of her addresses (404 when it is not hers); `isDefault: true` makes it the default. */
export async function changeAddress(
  db: Db,
  authUserId: string,
  id: string,
  input: SavedAddressValues,
  now: Date,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const profileId = await lockedProfile(tx, authUserId);
    const [row] = await tx
      .update(a)
      .set({ ...fields(input), updated_at: now })
      .where(and(eq(a.id, id), eq(a.profile_id, profileId)))
      .returning();
    if (!row) throw notFound();
    // The default stays one: unticking it on the default keeps it (another must be made default).
    if (input.isDefault && !row.is_default) await makeDefault(tx, profileId, row.id, now);
    return view({ ...row, is_default: row.is_default || input.isDefault });
  });
}

/** Deletes one of her addresses; when it was the default, the oldest left becomes the default. */
export async function removeAddress(db: Db, authUserId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const profileId = await lockedProfile(tx, authUserId);
    const [gone] = await tx
      .delete(a)
      .where(and(eq(a.id, id), eq(a.profile_id, profileId)))
      .returning();
    if (!gone) throw notFound();
    if (!gone.is_default) return;
    const [next] = await rowsOf(tx, profileId).limit(1);
    if (next) await makeDefault(tx, profileId, next.id, now);
  });
}

/**
 * A checkout's "save this address" (decision 097), in the order's transaction: saved under
 * `label` unless she already has the same street, unit and ZIP; the first one is the default.
 * An account without a profile row, or with a full book, keeps the order and saves nothing.
 */
export async function saveOrderAddress(
  tx: Executor,
  authUserId: string,
  address: Omit<SavedAddressValues, 'isDefault' | 'replacesProfileAddress'>,
  now: Date,
): Promise<void> {
  const [profile] = await tx
    .select({ id: usersUnified.id })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, authUserId))
    .for('update');
  if (!profile) return;
  const same = (await rowsOf(tx, profile.id)).find(
    (row) =>
      row.zip === address.zip &&
      row.street.toLowerCase() === address.street.toLowerCase() &&
      (row.unit ?? '').toLowerCase() === (address.unit ?? '').toLowerCase(),
  );
  if (same) return;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .where(eq(a.profile_id, profile.id));
  if (n >= ADDRESS_BOOK_MAX) return;
  await insertAddress(tx, profile.id, { ...address, isDefault: false, replacesProfileAddress: false }, now);
}

/** Her saved addresses for her personal-data download (privacy module, decision 047). */
export async function savedAddressesOf(ex: Executor, profileId: string) {
  return (await rowsOf(ex, profileId)).map((row) => {
    const { id: _id, ...saved } = view(row);
    return { ...saved, savedAt: row.created_at.toISOString() };
  });
}

/** Removes every saved address of a profile: a deletion request carried out (in its transaction). */
export async function deleteSavedAddresses(ex: Executor, profileId: string): Promise<void> {
  await ex.delete(a).where(eq(a.profile_id, profileId));
}
