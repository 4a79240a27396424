import { useId } from 'react';
import { useHomeCatalogue } from '../api/get-home';
import { ProductRail } from './product-rail';

/** One desktop row of the rail. */
const COUNT = 4;

/**
 * The shop's featured products in stock ("House favourites", titled by the page that shows them) (the home page's own list, one cached answer),
 * for a page with nothing to show yet, such as the empty cart, so the visitor can start from there.
 * Nothing while they load, when they fail or when no product is featured: the page is whole without.
 */
export function HouseFavourites({ title, lead }: { title: string; lead: string }) {
  const headingId = useId();
  const { data } = useHomeCatalogue();
  const products = data?.featured.filter((product) => product.inStock).slice(0, COUNT) ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-3xl text-ink">
        {title}
      </h2>
      <p className="mt-2 text-ink-soft">{lead}</p>
      <div className="mt-6">
        <ProductRail products={products} />
      </div>
    </section>
  );
}
