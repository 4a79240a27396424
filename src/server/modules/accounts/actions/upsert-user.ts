import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { storeIdByKey } from '@/server/modules/stores/public';
import { emailSchema, NAME_MAX, newPasswordSchema } from '@/shared/accounts/schemas';
import { uuidSchema } from '@/shared/ids';
import { issueText } from '@/shared/messages';
import { normalizeRole, ROLES, type Role, roleLevel } from '@/shared/permissions/roles';
import { authAccount, authSession, authUser, usersUnified } from '../schema';
import { insertCredential } from './credential';

export const upsertUserSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  // Every §6 role, the operator's too (decision 070): the command line is the machine's operator.
  role: z
    .string({ error: `Informe o papel: ${ROLES.join(', ')}` })
    .transform((v) => normalizeRole(v))
    .refine((r): r is Role => r !== null, { message: `Papel inválido: use ${ROLES.join(', ')}` }),
  name: z.string().trim().min(1).max(NAME_MAX).optional(),
  /** A store's slug or id (a manager's or an operator's own store). */
  store: z.string().trim().min(1).optional(),
});
export type UpsertUserInput = z.input<typeof upsertUserSchema>;

export type UpsertUserResult = {
  action: 'created' | 'updated';
  userId: string;
  email: string;
  role: string;
  storeId: string | null;
  sessionsEnded: number;
};

/** What `npm run user:create` prints, run in the command's process or handed to the server. */
export function describeUpsert(r: UpsertUserResult): string {
  const store = r.storeId ? `, store ${r.storeId}` : '';
  const ended = r.action === 'updated' ? `; ${r.sessionsEnded} session(s) ended` : '';
  return `${r.action === 'created' ? 'Created' : 'Updated'} ${r.role} account ${r.email} (id ${r.userId}${store})${ended}.`;
}

export class UpsertUserError extends Error {
  override name = 'UpsertUserError';
}

/**
 * Creates or updates an account with any role (`npm run user:create`): the auth user, its
 * password and its users_unified profile, in one transaction. A new password ends the
 * account's sessions, as a reset does.
 */
export async function upsertUser(db: Db, raw: UpsertUserInput): Promise<UpsertUserResult> {
  const parsed = upsertUserSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UpsertUserError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${issueText(i)}`).join('\n'),
    );
  }
  const input = parsed.data;
  const role = input.role;
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    let storeId: string | null = null;
    if (input.store) {
      const isUuid = uuidSchema().safeParse(input.store).success;
      storeId = await storeIdByKey(tx, input.store, isUuid);
      if (!storeId) throw new UpsertUserError(`store: loja não encontrada: ${input.store}`);
    }

    const [existing] = await tx.select().from(authUser).where(eq(authUser.email, input.email));
    const name = input.name ?? existing?.name ?? input.email.split('@')[0] ?? input.email;
    const userId = existing?.id ?? crypto.randomUUID();
    let sessionsEnded = 0;

    if (existing) {
      await tx.update(authUser).set({ name, updatedAt: new Date() }).where(eq(authUser.id, userId));
      const updated = await tx
        .update(authAccount)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential')))
        .returning({ id: authAccount.id });
      if (updated.length === 0) {
        await insertCredential(tx, userId, passwordHash);
      }
      sessionsEnded = (
        await tx.delete(authSession).where(eq(authSession.userId, userId)).returning({ id: authSession.id })
      ).length;
    } else {
      await tx.insert(authUser).values({ id: userId, name, email: input.email, emailVerified: true });
      await insertCredential(tx, userId, passwordHash);
    }

    const profile = {
      email: input.email,
      full_name: name,
      role,
      role_level: roleLevel(role),
      ...(input.store ? { store_id: storeId } : {}),
      updated_at: new Date(),
    };
    const [row] = await tx.select().from(usersUnified).where(eq(usersUnified.auth_user_id, userId));
    if (row) {
      await tx.update(usersUnified).set(profile).where(eq(usersUnified.id, row.id));
      storeId = input.store ? storeId : row.store_id;
    } else {
      await tx.insert(usersUnified).values({
        ...profile,
        auth_user_id: userId,
        is_active: true,
        is_verified: true,
        metadata: { full_name: name, origin: 'cli' },
        created_by: 'cli',
      });
    }
    return {
      action: existing ? 'updated' : 'created',
      userId,
      email: input.email,
      role,
      storeId,
      sessionsEnded,
    };
  });
}
