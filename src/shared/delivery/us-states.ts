import { normalizeText } from '../catalogue/rules';

/**
 * The states of a US delivery address: the 50 states, the District of Columbia and the inhabited
 * territories, by their USPS codes. An address may give the code or the name ("ga", "Georgia");
 * orders keep the code.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** The catalogue's search folding ("Geórgia " → "georgia"), with the dots of "D.C." dropped too. */
const fold = (text: string) => normalizeText(text.replace(/\./g, ''));

const BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [fold(name), code as UsStateCode]));

/** The USPS code of a state written as its code or its name, any case; null when it is neither. */
export function usStateCode(written: string): UsStateCode | null {
  const folded = fold(written);
  const code = folded.toUpperCase();
  if (Object.hasOwn(US_STATES, code)) return code as UsStateCode;
  return BY_NAME.get(folded) ?? null;
}
