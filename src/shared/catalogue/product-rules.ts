import { pictureIdOf } from '../media/pictures';

/** Pure rules of the staff product editor (decision 030), shared by the server and the form. */

/** The seeded demo pictures (`/images/products/picanha.svg`): the only pictures besides uploaded ones. */
const SEEDED_PICTURE = /^\/images\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:svg|png|jpe?g|webp)$/;

/** A picture a product may keep: an uploaded picture's URL (shared/media/pictures.ts) or a seeded one. */
export function isProductPictureUrl(url: string): boolean {
  return pictureIdOf(url) !== null || SEEDED_PICTURE.test(url);
}

/**
 * What `products.price` holds: the lowest variation price when there are variations (the card's
 * "from" price and the storefront's price sort), the product's own price otherwise.
 */
export function effectivePriceCents(
  priceCents: number,
  variations: readonly { priceCents: number }[],
): number {
  return variations.length === 0 ? priceCents : Math.min(...variations.map((v) => v.priceCents));
}

/** The main picture is the first one: `main_image_url` is derived from the list on every save. */
export const mainPictureOf = (imageUrls: readonly string[]): string | null => imageUrls[0] ?? null;

/**
 * The slug of a copy: `<slug>-copia`, then `-copia-2`, `-copia-3`… the first one not in `taken`,
 * cut so it never passes `max` characters.
 */
export function copySlug(slug: string, taken: ReadonlySet<string>, max = 80): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copia' : `-copia-${n}`;
    const candidate = `${slug.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
