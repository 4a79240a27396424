import { MESSAGES } from '../messages';
import { invalidPhoneMessage } from '../messaging/errors';
import { startsWithBrAreaCode } from './br-area-codes';
import {
  COUNTRY_BY_CODE,
  type Country,
  type CountryCode,
  countryByDialPrefix,
  dialDigits,
} from './countries';
import { hasLeadingPlus, nationalDigits, onlyDigits, typedCountry } from './format';
import { startsWithUsAreaCode } from './us-area-codes';

// The formatting half, kept light for every page's first load; still here for this module's users.
export * from './format';

/** SPEC §9 Messaging. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const COUNTRY_REMAINDER_MIN_DIGITS = 6;
export const COUNTRY_REMAINDER_MAX_DIGITS = 12;
export const BRAZIL_CODE = '55';
export const US_CODE = '1';

/** SPEC §8.6: why an international number was not sent automatically. */
export const INTERNATIONAL_BLOCKED_MESSAGE = MESSAGES.phone.internationalBlocked;

/** §5.4: the national number has one of the country's valid digit counts. */
export function isValidPhone(phone: string, country: CountryCode): boolean {
  return COUNTRY_BY_CODE[country].digitCounts.includes(onlyDigits(phone).length);
}

/** "10 ou 11 dígitos", "9 dígitos": a hint for the phone field of the selected country. */
export function digitCountHint(country: CountryCode): string {
  return `${COUNTRY_BY_CODE[country].digitCounts.join(' ou ')} dígitos`;
}

/** "+5511987654321": how a phone chosen with a country should be stored, so §5.5 never has to guess. */
export function toE164(country: CountryCode, phone: string): string {
  return `+${dialDigits(typedCountry(phone, country))}${nationalDigits(phone, country)}`;
}

/** §5.4 for a typed number: valid for its country (typedCountry: its own "+code" wins). */
export function isValidTypedPhone(phone: string, chosen: CountryCode): boolean {
  const country = typedCountry(phone, chosen);
  return isValidPhone(nationalDigits(phone, country), country);
}

const COUNTRY_BY_LENGTH: Partial<Record<number, CountryCode>> = {
  11: 'BR',
  10: 'BR',
  9: 'CL',
  8: 'UY',
  7: 'GY',
};

/**
 * §5.4 country guess. With a leading "+", the longest matching dial code wins ("+595" is Paraguay,
 * "+1" the United States); otherwise the digit count decides. Unknown cases give Brazil.
 */
export function guessCountry(input: string): CountryCode {
  const digits = onlyDigits(input);
  if (hasLeadingPlus(input)) return countryByDialPrefix(digits)?.code ?? GUESS_FALLBACK;
  return COUNTRY_BY_LENGTH[digits.length] ?? GUESS_FALLBACK;
}

/** §5.4's guess falls back to Brazil (not the forms' default country, which the shop chooses). */
const GUESS_FALLBACK: CountryCode = 'BR';

export type MessagingPhone =
  | {
      ok: true;
      /** Digits with the country code, as the messaging provider and wa.me links want them. */
      phone: string;
      /** The country the code belongs to; null for a "+" number with a code outside the table. */
      country: CountryCode | null;
      /** The §5.5 step that settled the number (2–6), for logs and tests. */
      step: 2 | 3 | 4 | 5 | 6;
    }
  | { ok: false; error: string };

function remainderFits(digits: string, country: Country): boolean {
  const rest = digits.length - dialDigits(country.code).length;
  return rest >= COUNTRY_REMAINDER_MIN_DIGITS && rest <= COUNTRY_REMAINDER_MAX_DIGITS;
}

function hasMessagingLength(digits: string): boolean {
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/** 10 or 11 digits opening with an assigned DDD: how a Brazilian number is written at home. */
function readsAsBrazilianNational(digits: string): boolean {
  return (digits.length === 10 || digits.length === 11) && startsWithBrAreaCode(digits);
}

/**
 * SPEC §5.5, steps in the spec's order. Without a "+", the same digits can often be read two ways,
 * and each step is worded so the reading a customer of this shop most likely meant wins:
 *
 * - A "+" is the writer saying "this already has its country code". Such a number is accepted by
 *   step 2 or goes straight to the length check of step 6; steps 3–5 never prefix a second code.
 * - Step 2 without a "+" only accepts what cannot be a number written at home. It skips 10/11
 *   digits opening with a Brazilian DDD: "11 98765-4321" would otherwise be "+1 198…", and DDDs 51,
 *   54 and 55 are also the codes of Peru, Argentina and Brazil ("51 98765-4321" is a Porto Alegre
 *   mobile). It also skips results outside 10–15 digits, which step 6 would refuse anyway
 *   ("51234567" is a Uruguayan number for step 4, not a 6-digit Peruvian one).
 * - Step 3 then decides the 11-digit numbers starting with 1 that step 2 left: an area code gives
 *   the US. It cannot capture a Brazilian mobile written with its DDD: that is "1X 9XXXX-XXXX",
 *   whose would-be area code "X9X" has 9 in the middle, which the NANP never assigns.
 * - Step 4 settles by length only the lengths that mean one country (9 Chile, 8 Uruguay, 7 Guyana);
 *   10 and 11 digits are shared by Brazil and North America, so they go to step 5, which decides by
 *   area code. Guessing Brazil for every 10-digit number would make step 5 unreachable and turn
 *   "(404) 555-0123" into a Brazilian number.
 * - Step 5 tries Brazil first, as the spec lists it: a 10-digit number whose first two digits are a
 *   DDD and first three a US area code (212 = DDD 21, 617 = DDD 61, Atlanta's 470/678/770) is taken
 *   as Brazilian. Store numbers with their country ("+1…", see toE164) to avoid that guess.
 * - Whatever no step recognised is kept as written if its length is plausible (step 6); it does not
 *   start with 55, so it is never sent automatically.
 */
export function formatPhoneForMessaging(input: string): MessagingPhone {
  // 1. Strip every non-digit; remember whether the number was written in international form.
  const digits = onlyDigits(input);
  const international = hasLeadingPlus(input);

  // 6 applies to every outcome: the final number must have 10 to 15 digits.
  const settle = (phone: string, country: CountryCode | null, step: 2 | 3 | 4 | 5 | 6): MessagingPhone =>
    hasMessagingLength(phone)
      ? { ok: true, phone, country, step }
      : { ok: false, error: invalidPhoneMessage(input) };

  // 2. Already starts with a known country code, followed by 6 to 12 digits.
  const known = countryByDialPrefix(digits);
  if (known && remainderFits(digits, known)) {
    const plausibleWithoutPlus = hasMessagingLength(digits) && !readsAsBrazilianNational(digits);
    if (international || plausibleWithoutPlus) return settle(digits, known.code, 2);
  }
  if (international) return settle(digits, known?.code ?? null, 6);

  // 3. A US number with its leading 1: 11 digits, second digit not 1, known area code.
  if (
    digits.length === 11 &&
    digits.startsWith(US_CODE) &&
    digits[1] !== '1' &&
    startsWithUsAreaCode(digits.slice(1))
  ) {
    return settle(digits, 'US', 3);
  }

  // 4. A length that means one country: prefix its dial code.
  const detected = COUNTRY_BY_LENGTH[digits.length];
  if (detected && detected !== 'BR') return settle(dialDigits(detected) + digits, detected, 4);

  // 5. Guess by area code: Brazil (10 or 11 digits), then the United States (10 digits).
  if (readsAsBrazilianNational(digits)) return settle(BRAZIL_CODE + digits, 'BR', 5);
  if (digits.length === 10 && startsWithUsAreaCode(digits)) return settle(US_CODE + digits, 'US', 5);

  // 6. Kept as written; valid only with 10 to 15 digits.
  return settle(digits, countryByDialPrefix(digits)?.code ?? null, 6);
}

/** Whether a phone of this country hears the WhatsApp welcome (§5.5: Brazilian numbers only). */
export const whatsappWelcomeCountry = (country: string): boolean => country === 'BR';

/** §5.5: only Brazilian numbers (code 55) are sent automatically; the rest need a manual send. */
export function canSendAutomatically(formattedDigits: string): boolean {
  return onlyDigits(formattedDigits).startsWith(BRAZIL_CODE);
}
