/**
 * SPEC §3.7 country phone table, with the digit counts of §5.4. All 23 listed codes ship (see
 * README.md for why, although the spec also says "22 entries").
 *
 * Masks use "9" for one digit; every other character is a literal. `shortMask`, when present, is the
 * mask for the shorter valid length and is used while the number has no more digits than it holds
 * (Brazil: a landline "(11) 3333-4444" until an 11th digit makes it a mobile "(11) 98765-4321").
 */
export const COUNTRY_CODES = [
  'BR',
  'AR',
  'CL',
  'CO',
  'PE',
  'UY',
  'PY',
  'BO',
  'EC',
  'VE',
  'GY',
  'SR',
  'GF',
  'US',
  'CA',
  'MX',
  'GT',
  'BZ',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  name: { pt: string; en: string };
  flag: string;
  /** With the plus sign, e.g. "+55". US and CA share "+1". */
  dialCode: string;
  mask: string;
  shortMask?: string;
  placeholder: string;
  /** Most digits the national number may have (§5.4 "Max digits"). */
  maxLength: number;
  /** Valid national digit counts (§5.4). */
  digitCounts: readonly number[];
};

/**
 * The country a phone field starts on when the shop has not said otherwise: the United States, the
 * shop being in Georgia (decision 042). The shop chooses it with the `default_phone_country`
 * setting (US or BR); forms read the setting, this is its default and the schemas' fallback when
 * a body leaves the country out.
 */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** The countries the `default_phone_country` setting offers: the shop's own and its customers' home. */
export const DEFAULT_COUNTRY_CHOICES = ['US', 'BR'] as const satisfies readonly CountryCode[];
export type DefaultCountryChoice = (typeof DEFAULT_COUNTRY_CHOICES)[number];

/** The stored setting: "BR" gives BR, anything else (blank, unknown) the default, US. */
export function phoneCountryFromSetting(value: string | null | undefined): DefaultCountryChoice {
  const code = value?.trim().toUpperCase();
  return (DEFAULT_COUNTRY_CHOICES as readonly string[]).includes(code ?? '')
    ? (code as DefaultCountryChoice)
    : 'US';
}

type Row = Omit<Country, 'maxLength'>;

// Placeholders are sample numbers in each country's usual format; their digit count is tested.
const ROWS: readonly Row[] = [
  {
    code: 'BR',
    name: { pt: 'Brasil', en: 'Brazil' },
    flag: '🇧🇷',
    dialCode: '+55',
    mask: '(99) 99999-9999',
    shortMask: '(99) 9999-9999',
    placeholder: '(11) 98765-4321',
    digitCounts: [10, 11],
  },
  {
    code: 'AR',
    name: { pt: 'Argentina', en: 'Argentina' },
    flag: '🇦🇷',
    dialCode: '+54',
    mask: '9 99 9999-9999',
    shortMask: '99 9999-9999',
    placeholder: '11 2345-6789',
    digitCounts: [10, 11],
  },
  row('CL', 'Chile', 'Chile', '🇨🇱', '+56', '9 9999 9999', '9 8765 4321', 9),
  row('CO', 'Colômbia', 'Colombia', '🇨🇴', '+57', '999 999 9999', '321 123 4567', 10),
  row('PE', 'Peru', 'Peru', '🇵🇪', '+51', '999 999 999', '912 345 678', 9),
  row('UY', 'Uruguai', 'Uruguay', '🇺🇾', '+598', '9999 9999', '9123 4567', 8),
  row('PY', 'Paraguai', 'Paraguay', '🇵🇾', '+595', '999 999 999', '981 123 456', 9),
  row('BO', 'Bolívia', 'Bolivia', '🇧🇴', '+591', '9999 9999', '7123 4567', 8),
  row('EC', 'Equador', 'Ecuador', '🇪🇨', '+593', '99 999 9999', '99 123 4567', 9),
  row('VE', 'Venezuela', 'Venezuela', '🇻🇪', '+58', '999-999-9999', '412-123-4567', 10),
  row('GY', 'Guiana', 'Guyana', '🇬🇾', '+592', '999 9999', '609 1234', 7),
  row('SR', 'Suriname', 'Suriname', '🇸🇷', '+597', '999-9999', '741-2345', 7),
  row('GF', 'Guiana Francesa', 'French Guiana', '🇬🇫', '+594', '9999 9999', '6941 2345', 8),
  row('US', 'Estados Unidos', 'United States', '🇺🇸', '+1', '(999) 999-9999', '(404) 555-0123', 10),
  row('CA', 'Canadá', 'Canada', '🇨🇦', '+1', '(999) 999-9999', '(416) 555-0123', 10),
  row('MX', 'México', 'Mexico', '🇲🇽', '+52', '99 9999 9999', '55 1234 5678', 10),
  row('GT', 'Guatemala', 'Guatemala', '🇬🇹', '+502', '9999 9999', '5123 4567', 8),
  row('BZ', 'Belize', 'Belize', '🇧🇿', '+501', '999-9999', '622-1234', 7),
  row('SV', 'El Salvador', 'El Salvador', '🇸🇻', '+503', '9999 9999', '7012 3456', 8),
  row('HN', 'Honduras', 'Honduras', '🇭🇳', '+504', '9999-9999', '9123-4567', 8),
  row('NI', 'Nicarágua', 'Nicaragua', '🇳🇮', '+505', '9999 9999', '8123 4567', 8),
  row('CR', 'Costa Rica', 'Costa Rica', '🇨🇷', '+506', '9999 9999', '8312 3456', 8),
  row('PA', 'Panamá', 'Panama', '🇵🇦', '+507', '9999-9999', '6123-4567', 8),
];

function row(
  code: CountryCode,
  pt: string,
  en: string,
  flag: string,
  dialCode: string,
  mask: string,
  placeholder: string,
  digits: number,
): Row {
  return { code, name: { pt, en }, flag, dialCode, mask, placeholder, digitCounts: [digits] };
}

export const COUNTRIES: readonly Country[] = ROWS.map((r) => ({
  ...r,
  maxLength: Math.max(...r.digitCounts),
}));

export const COUNTRY_BY_CODE = Object.fromEntries(COUNTRIES.map((c) => [c.code, c])) as Record<
  CountryCode,
  Country
>;

export function getCountry(code: CountryCode): Country {
  return COUNTRY_BY_CODE[code];
}

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The dial code as bare digits: "+598" → "598". */
export function dialDigits(code: CountryCode): string {
  return COUNTRY_BY_CODE[code].dialCode.slice(1);
}

/**
 * Countries ordered for dial-code matching: longest code first, so "+595…" is Paraguay before any
 * shorter code is tried; table order breaks ties, so "+1" is the United States, not Canada.
 */
export const COUNTRIES_BY_DIAL_LENGTH: readonly Country[] = [...COUNTRIES].sort(
  (a, b) => b.dialCode.length - a.dialCode.length,
);

/** The country whose dial code begins these digits (longest match), or null. */
export function countryByDialPrefix(digits: string): Country | null {
  return COUNTRIES_BY_DIAL_LENGTH.find((c) => digits.startsWith(c.dialCode.slice(1))) ?? null;
}
