/**
 * The keys of the home page's sections (decision 031). The storefront draws each with its own
 * content (a product rail, the testimonials, the about block), so staff edit, hide and reorder
 * these rows but never add or remove a key. Kept apart from the schemas: the home's first load
 * needs the keys, not zod.
 */
export const HOME_SECTION_KEYS = [
  'categories',
  'featured',
  'promotions',
  'brazilian_cuts',
  'testimonials',
  'about',
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];
export const isHomeSectionKey = (key: string): key is HomeSectionKey =>
  (HOME_SECTION_KEYS as readonly string[]).includes(key);
