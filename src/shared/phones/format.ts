import { COUNTRY_BY_CODE, type CountryCode, countryByDialPrefix, dialDigits } from './countries';

/**
 * Phone formatting that needs only the country table (SPEC §5.4): small enough for every page's
 * first load (the footer and the stores show phones), unlike the rest of ./rules (the messaging
 * rules, the area-code tables and their messages), which re-exports it.
 */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Written in international form: the first character other than a space or "(" is "+". */
export function hasLeadingPlus(value: string): boolean {
  return /^[\s(]*\+/.test(value);
}

/**
 * The national digits of a phone typed for a country. A number pasted in international form with
 * that country's code ("+55 11 98765-4321" for BR) loses the code; anything else is just digits.
 */
export function nationalDigits(phone: string, country: CountryCode): string {
  const digits = onlyDigits(phone);
  const dial = dialDigits(typedCountry(phone, country));
  return hasLeadingPlus(phone) && digits.startsWith(dial) ? digits.slice(dial.length) : digits;
}

/**
 * The country a typed number is in: a number written with "+" and another country's code keeps
 * that country (kept as typed: "+1 404 555 0134" with Brazil chosen is American); otherwise the
 * chosen one. US and Canada share +1, so a "+1" number keeps either of them when chosen.
 */
export function typedCountry(phone: string | null | undefined, chosen: CountryCode): CountryCode {
  if (!phone || !hasLeadingPlus(phone)) return chosen;
  const typed = countryByDialPrefix(onlyDigits(phone));
  return typed && dialDigits(typed.code) !== dialDigits(chosen) ? typed.code : chosen;
}

/**
 * Fills a mask ("9" = one digit, anything else literal) as far as the digits go, so the field
 * formats while the person types: "1198" with "(99) 99999-9999" gives "(11) 98". A literal is only
 * written when a digit follows it; digits beyond the mask are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '9') out += digits[next++];
    else out += char;
  }
  return out;
}

function maskSlots(mask: string): number {
  return mask.split('').filter((c) => c === '9').length;
}

/** The phone field's value after a keystroke or a paste: digits only, cut to the maximum, masked. */
export function formatPhoneInput(raw: string, country: CountryCode): string {
  const { mask, shortMask, maxLength } = COUNTRY_BY_CODE[country];
  const digits = nationalDigits(raw, country).slice(0, maxLength);
  const useShort = shortMask !== undefined && digits.length <= maskSlots(shortMask);
  return applyMask(digits, useShort ? shortMask : mask);
}

/**
 * A stored phone as people read it: "+16785550142" → "+1 (678) 555-0142", "+5511987654321" →
 * "+55 (11) 98765-4321". A number without "+", of a country outside the table, or of a length its
 * country does not have, is shown as it was written.
 */
export function displayPhone(phone: string): string {
  const written = phone.trim();
  if (!hasLeadingPlus(written)) return written;
  const digits = onlyDigits(written);
  const country = countryByDialPrefix(digits);
  if (!country) return written;
  const dial = dialDigits(country.code);
  const national = digits.slice(dial.length);
  if (!country.digitCounts.includes(national.length)) return written;
  return `+${dial} ${formatPhoneInput(national, country.code)}`;
}
