import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { phoneFitsCountry, type RegisterValues } from '@/shared/accounts/schemas';
import { roleLevel } from '@/shared/permissions/roles';
import { canSendAutomatically, formatPhoneForMessaging, toE164, typedCountry } from '@/shared/phones/rules';
import type { AccountsContext } from '../context';
import { isUniqueViolation, step } from '../errors';
import { authUser, usersUnified } from '../schema';
import { smsConsentFor } from '../sms-consent';
import { insertCredential } from './credential';
import { queueVerificationEmail } from './email-verification';

export type RegisterResult = {
  userId: string;
  profileId: string;
  phone: string | null;
  messagesQueued: number;
  /** A welcome was queued for WhatsApp (a number it reaches); the welcome page says so only then. */
  whatsappWelcome: boolean;
};

/**
 * SPEC §4.2 as one transaction (docs/decisions: registration transaction): the auth user, its
 * password credential, the users_unified profile and — when a valid phone was given — the
 * welcome message and the admin notification in the outbox. Either all of it exists or none.
 * Signing in happens after commit (routes.ts), through better-auth.
 */
export async function registerAccount(ctx: AccountsContext, input: RegisterValues): Promise<RegisterResult> {
  const { db } = ctx;
  const [existing] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, input.email));
  if (existing) throw new AppError('conflict', 'auth.emailTaken');

  // §4.2: an invalid phone does not fail registration; the account is simply kept without it.
  const phone =
    input.phone && phoneFitsCountry(input.phone, input.country) ? toE164(input.country, input.phone) : null;
  const passwordHash = await step('auth.registerUnexpected', () => hashPassword(input.password));
  const now = ctx.now();
  const userId = crypto.randomUUID();

  try {
    return await db.transaction(async (tx) => {
      await step('auth.registerAuthAccount', () =>
        tx
          .insert(authUser)
          .values({ id: userId, name: input.fullName, email: input.email, emailVerified: false }),
      );
      await step('auth.registerAuthUser', () => insertCredential(tx, userId, passwordHash));
      const [profile] = await step('auth.registerProfile', () =>
        tx
          .insert(usersUnified)
          .values({
            auth_user_id: userId,
            email: input.email,
            full_name: input.fullName,
            role: 'customer',
            role_level: roleLevel('customer'),
            is_active: true,
            metadata: {
              full_name: input.fullName,
              phone,
              country: typedCountry(input.phone, input.country),
              terms_accepted_at: now.toISOString(),
              marketing_consent: false,
              role: 'customer',
              // TCPA consent to SMS, for the +1 phone typed beside it (decision 077).
              ...(input.smsConsent ? { smsConsent: smsConsentFor(phone, 'sign_up', now) ?? undefined } : {}),
            },
          })
          .returning({ id: usersUnified.id }),
      );
      if (!profile) throw new AppError('internal', 'auth.registerProfile');
      // Issue 18: the confirmation link, by e-mail through the outbox, in the same transaction.
      await step('auth.registerUnexpected', () =>
        queueVerificationEmail(ctx, tx, { id: userId, email: input.email, name: input.fullName }),
      );

      // §4.2 step 4 and §1: only a valid phone brings the welcome and the admin notice.
      let messagesQueued = 0;
      let whatsappWelcome = false;
      if (phone) {
        const queued = await step('auth.registerUnexpected', () =>
          ctx.messaging.queueWelcome(tx, { name: input.fullName, phone, email: input.email, userId }),
        );
        messagesQueued = [queued.welcome, queued.adminNotice].filter(Boolean).length;
        // Said only for a number the WhatsApp channel sends to on its own (§5.5: Brazil; others are
        // blocked at sending and reached by hand).
        const reachable = formatPhoneForMessaging(phone);
        whatsappWelcome = Boolean(queued.welcome) && reachable.ok && canSendAutomatically(reachable.phone);
      }
      return { userId, profileId: profile.id, phone, messagesQueued, whatsappWelcome };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the second loses the unique index, not the data.
    if (error instanceof AppError && isUniqueViolation(error.cause)) {
      throw new AppError('conflict', 'auth.emailTaken');
    }
    if (error instanceof AppError) throw error;
    throw new AppError('internal', 'auth.registerUnexpected', { cause: error });
  }
}
