import { z } from 'zod';
import { KEYS } from '../messages';

/**
 * The "Entrar com Google" card (decision 090), shared by the staff route and the card's form: the
 * OAuth client of the shop's Google project (a secret: blank keeps the stored one).
 */
const K = KEYS.googleSignIn;

/** Google's OAuth client ids: "<digits>-<letters and digits>.apps.googleusercontent.com". */
const CLIENT_ID = /^[0-9A-Za-z._-]{1,200}\.apps\.googleusercontent\.com$/;
const CLIENT_SECRET = /^\S{8,200}$/;

export const googleSignInCardSchema = z.object({
  clientId: z
    .string()
    .trim()
    .refine((v) => v === '' || CLIENT_ID.test(v), K.clientIdInvalid),
  clientSecret: z
    .string()
    .trim()
    .refine((v) => v === '' || CLIENT_SECRET.test(v), K.clientSecretInvalid),
});
export type GoogleSignInCardInput = z.input<typeof googleSignInCardSchema>;
export type GoogleSignInCardValues = z.output<typeof googleSignInCardSchema>;
