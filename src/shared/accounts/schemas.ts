import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../phones/countries';
import { isValidPhone, nationalDigits } from '../phones/rules';
import { COUNTRY_INVALID_MESSAGE, PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '../phones/schemas';

/**
 * Input shapes of the account screens, used by the server's validator and by the forms (STYLE
 * habit 1). Messages are the Portuguese texts people see; §5.1 leaves password strength, name
 * length and confirmation open — decided here (docs/decisions, registration).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 120;

export const accountMessages = {
  emailRequired: 'Informe seu e-mail',
  emailInvalid: 'Informe um e-mail válido',
  passwordRequired: 'Informe sua senha',
  passwordShort: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`,
  passwordLong: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`,
  passwordWeak: 'A senha deve ter letras e números',
  passwordsDiffer: 'As senhas não conferem',
  passwordSame: 'A nova senha deve ser diferente da atual',
  nameShort: 'Informe seu nome completo',
  nameLong: `O nome deve ter no máximo ${NAME_MAX} caracteres`,
  termsRequired: 'Você precisa aceitar os Termos de Uso e a Política de Privacidade',
  tokenMissing: 'Link de redefinição inválido ou incompleto',
  zipInvalid: 'CEP/ZIP inválido (ex.: 30301 ou 30301-1234)',
  tooLong: 'Texto longo demais',
} as const;

/** §5.1: trimmed and lower-cased before anything else looks at it. */
export const emailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .pipe(z.email({ error: accountMessages.emailInvalid }));

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(PASSWORD_MIN, accountMessages.passwordShort)
  .max(PASSWORD_MAX, accountMessages.passwordLong)
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), accountMessages.passwordWeak);

const fullNameSchema = z
  .string({ error: accountMessages.nameShort })
  .trim()
  .min(NAME_MIN, accountMessages.nameShort)
  .max(NAME_MAX, accountMessages.nameLong);

const countrySchema = z.enum(COUNTRY_CODES, { error: COUNTRY_INVALID_MESSAGE });

/** Blank or missing becomes null (§5.1 "stores a missing phone as null"). */
const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40, accountMessages.tooLong)
  .nullish()
  .transform((v) => v || null);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, accountMessages.tooLong)
    .nullish()
    .transform((v) => v || null);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(PASSWORD_MAX, accountMessages.passwordLong),
});
export type LoginInput = z.input<typeof loginSchema>;

const registerFields = z.object({
  fullName: fullNameSchema,
  country: countrySchema.default(DEFAULT_COUNTRY),
  phone: optionalPhoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: accountMessages.passwordsDiffer }),
  acceptTerms: z.literal(true, { error: accountMessages.termsRequired }),
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
  message: accountMessages.passwordsDiffer,
  when: whenStrings('password', 'confirmPassword'),
};

/** True when the phone is blank or has a valid digit count for the country (§5.4). */
export function phoneFitsCountry(phone: string | null | undefined, country: string): boolean {
  if (!phone?.trim()) return true;
  const code = countrySchema.safeParse(country);
  if (!code.success) return false;
  return /^[\d\s().+-]*$/.test(phone) && isValidPhone(nationalDigits(phone, code.data), code.data);
}

const phoneRefinement = {
  path: ['phone'],
  message: PHONE_INVALID_FOR_COUNTRY_MESSAGE,
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
    token: z.string({ error: accountMessages.tokenMissing }).trim().min(1, accountMessages.tokenMissing),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: accountMessages.passwordsDiffer }),
  })
  .refine(passwordsMatch, passwordsMatchParams);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.passwordRequired })
      .min(1, accountMessages.passwordRequired)
      .max(PASSWORD_MAX, accountMessages.passwordLong),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: accountMessages.passwordsDiffer }),
  })
  .refine(passwordsMatch, passwordsMatchParams)
  .refine((value) => value.password !== value.currentPassword, {
    path: ['password'],
    message: accountMessages.passwordSame,
    when: whenStrings('password', 'currentPassword'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** US ZIP (the shop delivers in Georgia): 5 digits, optionally +4. */
const zipSchema = optionalText(10).refine((v) => v === null || /^\d{5}(-\d{4})?$/.test(v), {
  message: accountMessages.zipInvalid,
});

/** /profile: name, phone with its country, and the address kept in metadata (§3.1). */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema,
    country: countrySchema.default(DEFAULT_COUNTRY),
    phone: optionalPhoneSchema,
    address: optionalText(200),
    city: optionalText(80),
    state: optionalText(40),
    zipCode: zipSchema,
  })
  .refine((value) => phoneFitsCountry(value.phone, value.country), phoneRefinement);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;
