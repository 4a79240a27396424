import type { ProductSummary } from '@/shared/catalogue/types';
import { ProductCard } from './product-card';

/** The rail's card widths below (68 %, 42 %, 31 % of the screen, then a quarter of the 1280 px page). */
const RAIL_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, (min-width: 640px) 42vw, 68vw';

/** A row of products: swipe sideways on phones, a four-column grid on desktops. */
export function ProductRail({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0">
      {products.map((product) => (
        <li key={product.id} className="w-[68%] shrink-0 snap-start sm:w-[42%] md:w-[31%] lg:w-auto">
          <ProductCard product={product} sizes={RAIL_SIZES} />
        </li>
      ))}
    </ul>
  );
}
