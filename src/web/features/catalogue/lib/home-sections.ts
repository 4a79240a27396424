import { HOME_SECTION_KEYS, type HomeSectionKey, isHomeSectionKey } from '@/shared/catalogue/home-sections';
import type { HomeSectionContent } from '@/shared/catalogue/types';

/**
 * The home's sections to draw, in order (decision 031): the rows staff arranged, by their
 * `displayOrder`, without the hidden ones; a key the shop has no row for keeps its default place
 * after them. Rows of keys the storefront does not draw are ignored. Before the data arrives (no
 * rows at all) every section shows, in the default order, with its dictionary texts.
 */
export function homeSectionOrder(rows: readonly HomeSectionContent[] | undefined): HomeSectionKey[] {
  const known = (rows ?? []).filter((r) => isHomeSectionKey(r.key));
  const sorted = [...known].sort((a, b) => a.displayOrder - b.displayOrder);
  const listed = new Set(known.map((r) => r.key));
  return [
    ...sorted.filter((r) => r.isActive).map((r) => r.key as HomeSectionKey),
    ...HOME_SECTION_KEYS.filter((key) => !listed.has(key)),
  ];
}
