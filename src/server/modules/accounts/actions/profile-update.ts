import { eq, sql } from 'drizzle-orm';
import type { ProfileUpdateValues } from '@/shared/accounts/schemas';
import { normalizeRole, roleLevel } from '@/shared/permissions/roles';
import { toE164, typedCountry } from '@/shared/phones/rules';
import type { AccountsContext } from '../context';
import { SYSTEM_MIGRATION } from '../profiles';
import { authUser, legacyUsers, usersUnified } from '../schema';

/**
 * /profile: the name in its column (and on the auth user), the phone in metadata (§3.1 "falling
 * back to the value held in metadata"); addresses are the address book's (decision 108), so an
 * old address still in metadata is left as it is. An account whose profile still lives in
 * the legacy users table gets its users_unified row now, in the same transaction.
 */
export async function updateProfile(
  ctx: AccountsContext,
  user: { id: string; email: string },
  input: ProfileUpdateValues,
) {
  const phone = input.phone ? toE164(input.country, input.phone) : null;
  const contact = {
    full_name: input.fullName,
    phone,
    // A number typed with another country's "+code" keeps that country (decision 042).
    country: typedCountry(input.phone, input.country),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authUser)
      .set({ name: input.fullName, updatedAt: ctx.now() })
      .where(eq(authUser.id, user.id));
    const [row] = await tx.select().from(usersUnified).where(eq(usersUnified.auth_user_id, user.id));
    if (row) {
      await tx
        .update(usersUnified)
        .set({ full_name: input.fullName, metadata: { ...row.metadata, ...contact }, updated_at: ctx.now() })
        .where(eq(usersUnified.id, row.id));
      return;
    }
    const [legacy] = await tx
      .select()
      .from(legacyUsers)
      .where(eq(sql`lower(${legacyUsers.email})`, user.email.toLowerCase()))
      .limit(1);
    const role = normalizeRole(legacy?.role) ?? 'customer';
    await tx.insert(usersUnified).values({
      auth_user_id: user.id,
      email: user.email,
      full_name: input.fullName,
      role,
      role_level: roleLevel(role),
      is_active: legacy?.is_active ?? true,
      is_verified: legacy?.email_verified ?? false,
      metadata: {
        ...contact,
        ...(legacy
          ? { origin: 'users', legacy_user_id: legacy.id, migrated_at: ctx.now().toISOString() }
          : {}),
      },
      created_by: legacy ? SYSTEM_MIGRATION : user.id,
    });
  });
  ctx.profiles.invalidate(user.id);
  return ctx.profiles.load(user.id);
}
