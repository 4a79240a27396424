import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { accountExistsEmail } from '@/shared/accounts/safety-emails';
import { phoneFitsCountry, type RegisterValues } from '@/shared/accounts/schemas';
import type { Language } from '@/shared/i18n/language';
import { roleLevel } from '@/shared/permissions/roles';
import { canSendAutomatically, formatPhoneForMessaging, toE164, typedCountry } from '@/shared/phones/rules';
import type { AccountsContext } from '../context';
import { isUniqueViolation, step } from '../errors';
import { preferredLanguageOf } from '../preferred-language';
import { authUser, usersUnified } from '../schema';
import { smsConsentFor } from '../sms-consent';
import { insertCredential } from './credential';
import { queueVerificationEmail } from './email-verification';

export type RegisterResult = {
  /** Null when the address already had an account: its owner was told by e-mail instead. */
  created: { userId: string; profileId: string; messagesQueued: number } | null;
  phone: string | null;
  /** A welcome goes out by WhatsApp (a number it reaches); the welcome page says so only then. */
  whatsappWelcome: boolean;
};

/**
 * What the answer says of the phone, from the input alone, so that it reads the same whether or
 * not the address had an account (decision 074): saved when it fits its country, a WhatsApp welcome
 * when the channel sends to it on its own (§5.5: Brazil; others are blocked and reached by hand).
 */
function phoneAnswer(input: RegisterValues) {
  const phone =
    input.phone && phoneFitsCountry(input.phone, input.country) ? toE164(input.country, input.phone) : null;
  const reachable = phone ? formatPhoneForMessaging(phone) : null;
  return { phone, whatsappWelcome: Boolean(reachable?.ok && canSendAutomatically(reachable.phone)) };
}

/**
 * The address has an account: nothing is created, and its owner gets an e-mail ("someone tried to
 * create an account with your address: sign in or reset your password") through the outbox.
 */
async function tellOwner(ctx: AccountsContext, email: string): Promise<void> {
  const [owner] = await ctx.db
    .select({ id: authUser.id, name: authUser.name, email: authUser.email })
    .from(authUser)
    .where(eq(authUser.email, email));
  if (!owner) return;
  const mail = accountExistsEmail({
    name: owner.name,
    brandName: await ctx.brandName(),
    baseUrl: await ctx.linkBase(ctx.db),
    language: await preferredLanguageOf(ctx.db, owner.id),
  });
  await ctx.messaging.queueEmail(ctx.db, {
    to: owner.email,
    subject: mail.subject,
    text: mail.body,
    purpose: 'account_exists',
    relatedId: owner.id,
  });
}

/**
 * The account's rows and messages, in the caller's transaction: the auth user, its credential, the
 * profile, the confirmation link and — with a valid phone — the welcome and the admin notice.
 */
export async function writeAccount(
  ctx: AccountsContext,
  tx: Executor,
  input: RegisterValues,
  values: { phone: string | null; passwordHash: string; email: string; language: Language },
) {
  const { phone, passwordHash, email, language } = values;
  const now = ctx.now();
  const userId = crypto.randomUUID();
  await step('auth.registerAuthAccount', () =>
    tx.insert(authUser).values({ id: userId, name: input.fullName, email, emailVerified: false }),
  );
  await step('auth.registerAuthUser', () => insertCredential(tx, userId, passwordHash));
  const [profile] = await step('auth.registerProfile', () =>
    tx
      .insert(usersUnified)
      .values({
        auth_user_id: userId,
        email,
        full_name: input.fullName,
        role: 'customer',
        role_level: roleLevel('customer'),
        is_active: true,
        // The interface language she signed up in: her messages' language (decision 086).
        preferred_language: language,
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
    queueVerificationEmail(ctx, tx, { id: userId, email, name: input.fullName }),
  );
  // §4.2 step 4 and §1: only a valid phone brings the welcome and the admin notice.
  let messagesQueued = 0;
  if (phone) {
    const queued = await step('auth.registerUnexpected', () =>
      ctx.messaging.queueWelcome(tx, { name: input.fullName, phone, email, userId, language }),
    );
    messagesQueued = [queued.welcome, queued.adminNotice].filter(Boolean).length;
  }
  return { userId, profileId: profile.id, messagesQueued };
}

const REHEARSAL = Symbol('registration rehearsal');

/**
 * For a taken address, the same writes under a throwaway address, rolled back: the answer then
 * costs what a real registration costs (decision 074), so its time tells nothing either.
 */
async function rehearse(
  ctx: AccountsContext,
  input: RegisterValues,
  phone: string | null,
  passwordHash: string,
  language: Language,
) {
  await ctx.db
    .transaction(async (tx) => {
      await writeAccount(ctx, tx, input, {
        phone,
        passwordHash,
        language,
        email: `${crypto.randomUUID()}@rehearsal.invalid`,
      });
      throw REHEARSAL;
    })
    .catch((error: unknown) => {
      if (error !== REHEARSAL) ctx.logger.warn({ err: error }, 'accounts: registration rehearsal failed');
    });
}

/**
 * SPEC §4.2 as one transaction (docs/decisions: registration transaction): the auth user, its
 * password credential, the users_unified profile and — when a valid phone was given — the
 * welcome message and the admin notification in the outbox. Either all of it exists or none.
 *
 * An address that already has an account gets the same answer, after the same password hashing
 * (decision 074): nothing tells a stranger whether it exists; its owner is told by e-mail. The web
 * signs the new customer in right after, with the password it just sent.
 */
export async function registerAccount(
  ctx: AccountsContext,
  input: RegisterValues,
  /** The interface language she signs up in (decision 086). */
  language: Language = 'pt-BR',
): Promise<RegisterResult> {
  const { db } = ctx;
  // §4.2: an invalid phone does not fail registration; the account is simply kept without it.
  const { phone, whatsappWelcome: welcomeExpected } = phoneAnswer(input);
  // Hashed whether or not the address is taken: the two answers take the same time.
  const passwordHash = await step('auth.registerUnexpected', () => hashPassword(input.password));
  const [existing] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, input.email));
  if (existing) {
    await rehearse(ctx, input, phone, passwordHash, language);
    await tellOwner(ctx, input.email);
    return { created: null, phone, whatsappWelcome: welcomeExpected };
  }

  try {
    return await db.transaction(async (tx) => {
      const written = await writeAccount(ctx, tx, input, {
        phone,
        passwordHash,
        email: input.email,
        language,
      });
      return { created: written, phone, whatsappWelcome: welcomeExpected };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the second loses the unique index, not the data, and
    // is answered like any taken address.
    if (error instanceof AppError && isUniqueViolation(error.cause)) {
      await tellOwner(ctx, input.email);
      return { created: null, phone, whatsappWelcome: welcomeExpected };
    }
    if (error instanceof AppError) throw error;
    throw new AppError('internal', 'auth.registerUnexpected', { cause: error });
  }
}
