import { normalizeText } from '../catalogue/rules';
import { type UsStateCode, usStateCode } from './us-states';
import { normalizeZip } from './zones';

/**
 * Which state and city a US ZIP belongs to (issue 38, decision 097), so an address whose ZIP, city
 * and state disagree ("Miami, FL 30060": 30060 is Marietta, GA) is refused on the field before a
 * courier drives to the wrong place.
 *
 * States: the USPS 3-digit prefixes as ranges, [first, last, state]. Military (AA/AE/AP) and
 * unassigned prefixes are left out: those ZIPs are not checked against a state.
 */
const PREFIX_STATES: readonly (readonly [number, number, UsStateCode])[] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 342, 'FL'],
  [344, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/**
 * The cities of the shop's delivery ZIPs (the demo store's zones around Marietta and Atlanta): the
 * USPS name first, then the other names USPS accepts for it. A ZIP not listed is not checked
 * against a city, only against its state.
 */
const ZIP_CITIES: Readonly<Record<string, readonly string[]>> = {
  '30004': ['Alpharetta', 'Milton'],
  '30005': ['Alpharetta', 'Johns Creek'],
  '30009': ['Alpharetta', 'Milton'],
  '30022': ['Alpharetta', 'Johns Creek'],
  '30024': ['Suwanee'],
  '30030': ['Decatur'],
  '30060': ['Marietta'],
  '30062': ['Marietta', 'East Cobb'],
  '30064': ['Marietta'],
  '30066': ['Marietta', 'East Cobb'],
  '30067': ['Marietta'],
  '30068': ['Marietta', 'East Cobb'],
  '30075': ['Roswell'],
  '30076': ['Roswell'],
  '30080': ['Smyrna'],
  '30082': ['Smyrna'],
  '30092': ['Norcross', 'Peachtree Corners'],
  '30096': ['Duluth'],
  '30097': ['Duluth', 'Johns Creek'],
  '30101': ['Acworth'],
  '30102': ['Acworth'],
  '30106': ['Austell'],
  '30126': ['Mableton'],
  '30127': ['Powder Springs'],
  '30144': ['Kennesaw'],
  '30152': ['Kennesaw'],
  '30188': ['Woodstock'],
  '30189': ['Woodstock'],
  '30339': ['Atlanta', 'Vinings', 'Smyrna'],
};

/**
 * Atlanta's own ZIPs (303xx, the demo store's metro zone): USPS names them all "Atlanta", and the
 * cities inside them that people write instead are accepted too.
 */
const ATLANTA_PREFIX = '303';
const ATLANTA_NAMES = [
  'Atlanta',
  'Sandy Springs',
  'Dunwoody',
  'Brookhaven',
  'Chamblee',
  'Doraville',
  'East Point',
  'College Park',
  'Hapeville',
  'Decatur',
  'Vinings',
  'Tucker',
  'Forest Park',
  'Stone Mountain',
] as const;

/** The state a ZIP belongs to by its 3-digit prefix; null for a military, unassigned or malformed ZIP. */
export function stateOfZip(zip: string): UsStateCode | null {
  const code = normalizeZip(zip);
  if (!code) return null;
  const prefix = Number(code.slice(0, 3));
  return PREFIX_STATES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}

/** The city names a ZIP of the shop's area goes by (USPS's first); null when the ZIP is not in the table. */
export function citiesOfZip(zip: string): readonly string[] | null {
  const code = normalizeZip(zip);
  if (!code) return null;
  return ZIP_CITIES[code] ?? (code.startsWith(ATLANTA_PREFIX) ? ATLANTA_NAMES : null);
}

export type PlaceMismatch =
  | { field: 'state'; zip: string; state: UsStateCode }
  | { field: 'city'; zip: string; city: string };

/**
 * What disagrees between a ZIP, a city and a state (a state already read as its code): the state
 * first, then the city; empty when they agree or when the ZIP is not one we can tell about.
 * Cities compare without accents, case, dots or repeated spaces ("st. marys" = "St Marys").
 */
export function zipPlaceMismatches(address: { zip: string; city: string; state: string }): PlaceMismatch[] {
  const zip = normalizeZip(address.zip);
  if (!zip) return [];
  const mismatches: PlaceMismatch[] = [];
  const state = stateOfZip(zip);
  // A state that is not one (empty, unknown) has its own refusal; only a real one is compared.
  const given = usStateCode(address.state);
  if (state && given && state !== given) mismatches.push({ field: 'state', zip, state });
  const cities = citiesOfZip(zip);
  const fold = (city: string) => normalizeText(city.replace(/[.'’-]/g, ' '));
  const typed = fold(address.city);
  if (cities && typed && !cities.some((city) => fold(city) === typed))
    mismatches.push({ field: 'city', zip, city: cities[0] ?? '' });
  return mismatches;
}
