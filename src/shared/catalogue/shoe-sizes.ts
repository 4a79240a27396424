/**
 * Brazilian shoe sizes beside US men's sizes (issue 38, decision 113). The shoe pages' products
 * list BR sizes; a customer in Georgia reads US ones.
 *
 * The table is the men's chart Brazilian sports retailers publish (38 = 6½, 40 = 8, 42 = 9½,
 * 44 = 11). It follows from the two scales: a BR size is a French point of ⅔ cm, a US size a
 * third of an inch (0.85 cm), so one BR size is about 0.8 of a US size; from BR 40 = US 8, each
 * row is 8 + (BR − 40) × 0.79 to the nearest half size (shoe-sizes.test.ts holds the table row by
 * row and checks that rule). Brands differ by up to half a size, so the product page calls the US
 * size approximate. A size outside the table (or not a whole number) stays BR only.
 */
const FIRST_BR = 34;
/** US men's sizes of BR 34, 35, … 48 (in the home's first load with the cards: kept short). */
const US_MENS = [3.5, 4, 5, 5.5, 6.5, 7, 8, 9, 9.5, 10.5, 11, 12, 12.5, 13.5, 14.5];

/** The US men's size of a BR size ("40" → 8), or null when the table has none. */
export function usMensSize(br: string): number | null {
  const clean = br.trim();
  return /^\d\d$/.test(clean) ? (US_MENS[Number(clean) - FIRST_BR] ?? null) : null;
}

/** "7.5" in English, "7,5" in Portuguese. */
const us = (br: string | number, language: string) => {
  const size = `${usMensSize(`${br}`)}`;
  return language === 'en' ? size : size.replace('.', ',');
};

/** "40 BR · 8 US"; a size the table lacks is said as it is. */
export function shoeSizeLabel(br: string, language: string): string {
  return usMensSize(br) === null ? br : `${br.trim()} BR · ${us(br, language)} US`;
}

/**
 * A card's one line for a list of sizes: "37–44 BR · 5,5–11 US" (the smallest and largest the
 * table knows; the product page lists each). Null when none of them is a BR size of the table.
 */
export function shoeSizeRange(sizes: readonly string[], language: string): string | null {
  const known = sizes
    .filter((size) => usMensSize(size) !== null)
    .map(Number)
    .sort((a, b) => a - b);
  const first = known[0];
  const last = known[known.length - 1];
  if (first === undefined || last === undefined) return null;
  return first === last
    ? shoeSizeLabel(`${first}`, language)
    : `${first}–${last} BR · ${us(first, language)}–${us(last, language)} US`;
}
