import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type FactorEvent, factorChangeEmail } from '@/shared/accounts/factor-emails';
import { type AuditActor, recordAudit } from '../audit/public';
import type { AccountsContext } from './context';
import { preferredLanguageOf } from './preferred-language';
import { authUser, usersUnified } from './schema';

/** The audit action of each change (the audit viewer's labels are in the locales' `audit.actions`). */
const ACTION: Record<FactorEvent, string> = {
  totp_added: 'factor_added',
  passkey_added: 'factor_added',
  totp_removed: 'factor_removed',
  passkey_removed: 'factor_removed',
  factor_reset: 'factor_reset',
};

/**
 * Every factor added or removed (decision 089): one audit entry and the e-mail to the account's
 * owner, in one transaction (`tx` when the caller has one open).
 */
export async function recordFactorChange(
  ctx: AccountsContext,
  input: { authUserId: string; actor: AuditActor; event: FactorEvent; passkeyName?: string | null },
  tx?: Executor,
): Promise<void> {
  const write = async (ex: Executor) => {
    const [owner] = await ex
      .select({ name: authUser.name, email: authUser.email, profileId: usersUnified.id })
      .from(authUser)
      .leftJoin(usersUnified, eq(usersUnified.auth_user_id, authUser.id))
      .where(eq(authUser.id, input.authUserId));
    if (!owner) return;
    const kind = input.event.startsWith('passkey') ? 'passkey' : 'totp';
    await recordAudit(ex, {
      actor: input.actor,
      action: ACTION[input.event],
      entityType: 'user',
      entityId: owner.profileId,
      after: {
        factor: input.event === 'factor_reset' ? 'totp' : kind,
        ...(input.passkeyName ? { name: input.passkeyName } : {}),
      },
    });
    const mail = factorChangeEmail({
      event: input.event,
      name: owner.name,
      brandName: await ctx.brandName(),
      baseUrl: await ctx.linkBase(ex),
      passkeyName: input.passkeyName ?? null,
      language: await preferredLanguageOf(ex, input.authUserId),
    });
    await ctx.messaging.queueEmail(ex, {
      to: owner.email,
      subject: mail.subject,
      text: mail.body,
      purpose: 'sign_in_factor',
      relatedId: input.authUserId,
    });
  };
  if (tx) await write(tx);
  else await ctx.db.transaction(write);
}
