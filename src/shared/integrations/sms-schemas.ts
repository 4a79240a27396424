import { z } from 'zod';
import { KEYS } from '../messages';
import { smsPhone } from '../sms/rules';

/**
 * The SMS card (Twilio, decision 077), shared by the staff route and the card's form: the account
 * SID (AC…, 34 characters), the auth token (a secret: blank keeps the stored one), and the sender —
 * a number in E.164 or a messaging service SID (MG…), at least one of the two.
 */
const K = KEYS.sms;

const ACCOUNT_SID = /^AC[0-9a-f]{32}$/i;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;
const AUTH_TOKEN = /^[0-9a-f]{32}$/i;
const E164 = /^\+[1-9]\d{6,14}$/;

/** "+1 (404) 555-0134" → "+14045550134": spaces, dashes, dots and brackets are only formatting. */
const compactPhone = (v: string) => v.replace(/[\s().-]/g, '');

export const smsCardSchema = z
  .object({
    accountSid: z
      .string()
      .trim()
      .refine((v) => v === '' || ACCOUNT_SID.test(v), K.accountSidInvalid),
    authToken: z
      .string()
      .trim()
      .refine((v) => v === '' || AUTH_TOKEN.test(v), K.authTokenInvalid),
    from: z
      .string()
      .trim()
      .max(30, K.fromInvalid)
      .transform(compactPhone)
      .refine((v) => v === '' || E164.test(v), K.fromInvalid),
    messagingServiceSid: z
      .string()
      .trim()
      .refine((v) => v === '' || MESSAGING_SERVICE_SID.test(v), K.messagingServiceSidInvalid),
  })
  .partial({ from: true, messagingServiceSid: true });
export type SmsCardInput = z.input<typeof smsCardSchema>;
export type SmsCardValues = z.output<typeof smsCardSchema>;

/** "Enviar SMS de teste": a +1 number (SMS goes only to the US and Canada). */
export const smsTestSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30, K.phoneNotUs)
    .refine((v) => smsPhone(v) !== null, K.phoneNotUs),
});
export type SmsTestInput = z.input<typeof smsTestSchema>;
