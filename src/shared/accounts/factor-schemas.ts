import { z } from 'zod';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';

/**
 * Input shapes of the sign-in factors (issue 40, decision 089), used by the server's validator and
 * by the forms.
 */
const K = KEYS.factors;

/** Six digits from the authenticator app (spaces typed between them are dropped). */
export const totpCodeSchema = z
  .string({ error: K.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, K.codeRequired));

/** A backup code as shown (letters, digits and one dash). */
export const backupCodeSchema = z
  .string({ error: K.backupCodeInvalid })
  .trim()
  .min(1, K.backupCodeInvalid)
  .max(32, K.backupCodeInvalid);

/** The password, asked again before a factor is turned on or off. */
export const factorPasswordSchema = z.object({
  password: z.string({ error: KEYS.account.passwordRequired }).min(1, KEYS.account.passwordRequired).max(256),
});
export type FactorPasswordInput = z.infer<typeof factorPasswordSchema>;

/** The first code from the app, which turns the app on. */
export const totpConfirmSchema = z.object({ code: totpCodeSchema });

/** The sign-in's second step: a code from the app or a backup code, and whether to trust this device. */
export const secondFactorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totp'), code: totpCodeSchema, trustDevice: z.boolean().default(false) }),
  z.object({ kind: z.literal('backup'), code: backupCodeSchema, trustDevice: z.boolean().default(false) }),
]);
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string({ error: K.passkeyNameInvalid })
  .trim()
  .min(1, K.passkeyNameInvalid)
  .max(PASSKEY_NAME_MAX, K.passkeyNameInvalid);

/**
 * A WebAuthn answer as the browser's JSON (`@simplewebauthn/browser`): checked in depth by the
 * server library; here only its outline and size.
 */
const webAuthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

export const passkeyRegisterSchema = z.object({
  response: webAuthnResponseSchema,
  name: passkeyNameSchema.optional(),
});
export const passkeySignInSchema = z.object({ response: webAuthnResponseSchema });
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export const passkeyIdParams = z.object({ id: z.string().min(1).max(64) });
export const factorUserParams = z.object({ id: uuidSchema(KEYS.staffUsers.notFound) });
