import { z } from 'zod';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';

/** One way into an account other than its password: an OpenID Connect identity (decision 090). */
export type SignInIdentity = { id: string; provider: string; createdAt: string };

/** What the profile shows of the ways into the account. */
export type SignInIdentities = { hasPassword: boolean; identities: SignInIdentity[] };

/** The identity in the removal's path. */
export const identityParams = z.object({ id: uuidSchema(KEYS.googleSignIn.identityNotFound) });

/** Where the Google button was pressed: the sign-in or register page (sign in), or the profile (link). */
export const googleStartSchema = z.object({
  mode: z.enum(['sign_in', 'link'], { message: KEYS.googleSignIn.failed }),
  /** The page to land on after signing in (a path of the shop, never another site). */
  returnTo: z
    .string()
    .max(500)
    .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), KEYS.googleSignIn.failed)
    .optional(),
});
export type GoogleStartInput = z.infer<typeof googleStartSchema>;

/** `?google=<name>` on the page Google's sign-in comes back to: one of these messages. */
export const GOOGLE_OUTCOMES = [
  'linked',
  'failed',
  'stateInvalid',
  'accountNotLinked',
  'emailMismatch',
  'alreadyLinkedElsewhere',
  'customersOnly',
  'blocked',
] as const;
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

const returned = z.string().max(2048).optional();
/**
 * What the OpenID provider sends back to the callback (OAuth 2.0 §4.1.2, RFC 9207's `iss`, and the
 * extras Google adds): bounded strings; anything else is dropped before better-auth reads it.
 */
export const googleCallbackQuery = z.object({
  code: returned,
  state: returned,
  error: returned,
  error_description: returned,
  iss: returned,
  scope: returned,
  authuser: returned,
  prompt: returned,
  hd: returned,
});
