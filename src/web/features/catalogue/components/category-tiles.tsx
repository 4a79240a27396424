import { Link } from 'react-router';
import { categoryPath, foodCategories, localized } from '@/shared/catalogue/rules';
import type { Category } from '@/shared/catalogue/types';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { useLanguage } from '../hooks/use-language';
import { PLACEHOLDER_IMAGE } from '../lib/colors';

/**
 * The home page's categories (#nossas_categorias): picture and name, each to its page. The food
 * categories only (SPEC §3.2): cleats and sneakers are reached from the menu.
 */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {foodCategories(categories).map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category.slug)}
            className="group relative block overflow-hidden rounded-2xl bg-parchment shadow-card ring-1 ring-line/70 transition-transform hover:-translate-y-0.5 motion-reduce:transition-none"
          >
            <ResponsivePicture
              src={category.imageUrl || PLACEHOLDER_IMAGE}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw"
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.04] motion-reduce:transition-none"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-charcoal/85 via-charcoal/50 to-transparent px-3 pt-8 pb-3 font-display text-base text-white sm:text-lg">
              {localized(category.name, category.nameEn, language)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
