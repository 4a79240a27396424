/**
 * SPEC §3.2 category filter entries (beef, pork, poultry, sausages, BBQ kits, others), each bound to
 * the slug of its category. Labels live in the `catalogue` dictionaries under `filters.<key>`.
 */
export const CATEGORY_FILTERS = [
  { key: 'beef', slug: 'bovinos' },
  { key: 'pork', slug: 'suinos' },
  { key: 'poultry', slug: 'aves' },
  { key: 'sausages', slug: 'linguicas' },
  { key: 'bbq', slug: 'kits-churrasco' },
  { key: 'others', slug: 'mercado' },
] as const;

export type CategoryFilterKey = (typeof CATEGORY_FILTERS)[number]['key'];

/** The categories that have their own page (DESIGN §4: /chuteiras and /tenis). */
export const CLEATS_SLUG = 'chuteiras';
export const SNEAKERS_SLUG = 'tenis';
