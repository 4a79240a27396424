import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { RegisterValues } from '@/shared/accounts/schemas';
import type { Language } from '@/shared/i18n/language';
import { DEFAULT_COUNTRY } from '@/shared/phones/countries';
import { guessCountry } from '@/shared/phones/rules';
import type { AccountsContext } from '../context';
import { authUser } from '../schema';
import { writeAccount } from './register';

/**
 * Guest checkout (issue 38, decision 096). A guest's order belongs to a guest user: an auth user
 * row with no credential and no profile (so nobody signs in to it and no staff list shows it),
 * whose e-mail is a placeholder of the reserved `.invalid` domain. Her real e-mail, phone, name and
 * language are the order's own snapshot columns, where every order keeps them.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.invalid';
const guestEmail = (id: string) => `${id}@${GUEST_EMAIL_DOMAIN}`;

/** Writes the guest user in the caller's transaction (again with the same id: nothing new). */
export async function createGuestUser(tx: Executor, guest: { id: string }): Promise<void> {
  // No name either: the only personal data of a guest is on her order, where privacy finds it.
  await tx
    .insert(authUser)
    .values({ id: guest.id, name: 'guest', email: guestEmail(guest.id), emailVerified: false })
    .onConflictDoNothing();
}

/** True when the user is a guest user (not an account anybody signs in to). */
export async function isGuestUser(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, userId));
  return row?.email === guestEmail(userId);
}

/** The account that signs in with this e-mail, if any (guest users never match: theirs is a placeholder). */
export async function accountOfEmail(ex: Executor, email: string): Promise<string | null> {
  const [row] = await ex
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(sql`lower(${authUser.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

export type ClaimedAccountInput = {
  email: string;
  fullName: string;
  password: string;
  /** The order's phone, E.164. */
  phone: string | null;
  language: Language;
};

/**
 * "Criar conta com um clique": the account a registration writes (auth user, credential, profile,
 * the e-mail confirmation link, the welcome), in the caller's transaction, for the order's e-mail.
 * The e-mail stays unconfirmed until she opens the confirmation, as after a sign-up.
 */
export async function createClaimedAccount(
  ctx: AccountsContext,
  tx: Executor,
  input: ClaimedAccountInput,
): Promise<{ userId: string; profileId: string }> {
  const passwordHash = await hashPassword(input.password);
  const values: RegisterValues = {
    fullName: input.fullName,
    // An E.164 phone names its own country ("+1…" wins over the one chosen).
    country: input.phone ? guessCountry(input.phone) : DEFAULT_COUNTRY,
    phone: input.phone,
    email: input.email,
    password: input.password,
    confirmPassword: input.password,
    acceptTerms: true,
    smsConsent: false,
  };
  const written = await writeAccount(ctx, tx, values, {
    phone: input.phone,
    passwordHash,
    email: input.email,
    language: input.language,
  });
  return { userId: written.userId, profileId: written.profileId };
}
