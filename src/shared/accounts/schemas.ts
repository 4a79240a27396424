import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { KEYS, MESSAGES } from '../messages';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../phones/countries';
import { isValidTypedPhone } from '../phones/rules';
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits';

/**
 * Input shapes of the account screens, used by the server's validator and by the forms (STYLE
 * habit 1). Messages are keys of the catalogue (src/shared/messages.ts, decision 023); §5.1 leaves password strength, name
 * length and confirmation open — decided here (docs/decisions, registration).
 */

export { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits';

/** The Portuguese texts of these schemas' keys (the catalogue's `account` group). */
export const accountMessages = MESSAGES.account;
const K = KEYS.account;

/** §5.1: trimmed and lower-cased before anything else looks at it. */
export const emailSchema = z
  .string({ error: K.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, K.emailRequired)
  .max(254, K.emailInvalid)
  .pipe(z.email({ error: K.emailInvalid }));

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: K.passwordRequired })
  .min(PASSWORD_MIN, K.passwordShort)
  .max(PASSWORD_MAX, K.passwordLong)
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), K.passwordWeak);

export const fullNameSchema = z
  .string({ error: K.nameShort })
  .trim()
  .min(NAME_MIN, K.nameShort)
  .max(NAME_MAX, K.nameLong);

const countrySchema = z.enum(COUNTRY_CODES, { error: KEYS.phone.countryInvalid });

/** Blank or missing becomes null (§5.1 "stores a missing phone as null"). */
const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40, K.tooLong)
  .nullish()
  .transform((v) => v || null);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: K.passwordRequired })
    .min(1, K.passwordRequired)
    .max(PASSWORD_MAX, K.passwordLong),
});
export type LoginInput = z.input<typeof loginSchema>;

const registerFields = z.object({
  fullName: fullNameSchema,
  country: countrySchema.default(DEFAULT_COUNTRY),
  phone: optionalPhoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: K.passwordsDiffer }),
  acceptTerms: z.literal(true, { error: K.termsRequired }),
  /** SMS to a +1 phone (TCPA, decision 077): an unchecked box by default, never required. */
  smsConsent: z.boolean().default(false),
});

type WithConfirmation = { password: string; confirmPassword: string };

/**
 * Zod skips refinements once any field has failed; `when` lets these run as soon as the fields
 * they read are strings, so a form shows every problem at once.
 */
const whenStrings =
  (...keys: string[]) =>
  (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return keys.every((k) => typeof value?.[k] === 'string');
  };

const passwordsMatch = (value: WithConfirmation) => value.password === value.confirmPassword;
const passwordsMatchParams = {
  path: ['confirmPassword'],
  message: K.passwordsDiffer,
  when: whenStrings('password', 'confirmPassword'),
};

/** True when the phone is blank or has a valid digit count for the country (§5.4). */
export function phoneFitsCountry(phone: string | null | undefined, country: string): boolean {
  if (!phone?.trim()) return true;
  const code = countrySchema.safeParse(country);
  if (!code.success) return false;
  return /^[\d\s().+-]*$/.test(phone) && isValidTypedPhone(phone, code.data);
}

const phoneRefinement = {
  path: ['phone'],
  message: KEYS.phone.invalidForCountry,
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.phone === 'string' && typeof value?.country === 'string';
  },
};

/**
 * What the server accepts. §4.2: a missing or invalid phone never fails registration — the
 * account is created without it (and without the welcome message), so the phone is not refined here.
 */
export const registerSchema = registerFields.refine(passwordsMatch, passwordsMatchParams);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** The sign-up form: the same rules, plus an inline hint for a phone that does not fit its country. */
export const registerFormSchema = registerFields
  .refine(passwordsMatch, passwordsMatchParams)
  .refine((value) => phoneFitsCountry(value.phone, value.country), phoneRefinement);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: K.tokenMissing }).trim().min(1, K.tokenMissing),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: K.passwordsDiffer }),
  })
  .refine(passwordsMatch, passwordsMatchParams);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/accounts/verify-email: the token of a confirmation link (issue 18). */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: KEYS.auth.verifyInvalid })
    .trim()
    .min(1, KEYS.auth.verifyInvalid)
    .max(200, KEYS.auth.verifyInvalid),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** POST /api/accounts/unlock/request: the address whose sign-in pacing to lift (decision 074). */
export const unlockRequestSchema = z.object({ email: emailSchema });
export type UnlockRequestInput = z.input<typeof unlockRequestSchema>;

/** POST /api/accounts/unlock: the token of an unlock link. */
export const unlockSchema = z.object({
  token: z
    .string({ error: KEYS.auth.unlockInvalid })
    .trim()
    .min(1, KEYS.auth.unlockInvalid)
    .max(200, KEYS.auth.unlockInvalid),
});
export type UnlockInput = z.input<typeof unlockSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: K.passwordRequired })
      .min(1, K.passwordRequired)
      .max(PASSWORD_MAX, K.passwordLong),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: K.passwordsDiffer }),
  })
  .refine(passwordsMatch, passwordsMatchParams)
  .refine((value) => value.password !== value.currentPassword, {
    path: ['password'],
    message: K.passwordSame,
    when: whenStrings('password', 'currentPassword'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * /profile: name and phone with its country. Her addresses live in the address book (decision
 * 108): an older client's address fields are ignored, never written.
 */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema,
    country: countrySchema.default(DEFAULT_COUNTRY),
    phone: optionalPhoneSchema,
  })
  .refine((value) => phoneFitsCountry(value.phone, value.country), phoneRefinement);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/** PUT /api/accounts/me/language: the language she switched to while signed in (decision 086). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { message: KEYS.auth.languageInvalid }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
