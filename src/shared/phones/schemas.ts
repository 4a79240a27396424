import { z } from 'zod';
import { KEYS, MESSAGES } from '../messages';
import { COUNTRY_CODES } from './countries';
import { isValidTypedPhone, nationalDigits, typedCountry } from './rules';

/** Portuguese texts of the phone keys (the catalogue's `phone` group, decision 023). */
export const PHONE_INVALID_FOR_COUNTRY_MESSAGE = MESSAGES.phone.invalidForCountry;
export const COUNTRY_INVALID_MESSAGE = MESSAGES.phone.countryInvalid;

/** Digits and the usual separators; a letter in a phone is a typo, not something to strip silently. */
const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

/**
 * An optional phone with its country (sign-up and profile forms, §2.8 and §5.1). Blank or missing becomes null;
 * otherwise the national digits must have one of the country's digit counts (§5.4). The output phone
 * is those national digits ("+55 (11) 98765-4321" with BR → "11987654321"); toE164 adds the code.
 */
export const phoneInputSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: KEYS.phone.countryInvalid }),
    phone: z.string().trim().nullish(),
  })
  .superRefine(({ country, phone }, ctx) => {
    if (!phone) return;
    if (!PHONE_CHARACTERS.test(phone) || !isValidTypedPhone(phone, country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: KEYS.phone.invalidForCountry });
    }
  })
  .transform(({ country, phone }) => ({
    // A number typed with another country's "+code" is that country's (kept as typed).
    country: typedCountry(phone, country),
    phone: phone ? nationalDigits(phone, country) : null,
  }));

export type PhoneInput = z.input<typeof phoneInputSchema>;
export type PhoneValue = z.output<typeof phoneInputSchema>;
