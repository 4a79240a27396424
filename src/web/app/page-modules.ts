import { matchPath } from 'react-router';
import { paths, routePatterns } from '@/shared/routes';
import { remembered } from './page-loaders';

/**
 * The pages the server renders (decision 017), each with its source file (the Vite manifest's key,
 * for the server's `<link rel="modulepreload">`) and its loader (the router's React.lazy, and the
 * browser's wait before hydrating, so hydration finds the page's code already there). Paths the
 * table does not list are drawn by the browser alone, as before (signed-in pages, cart, forms).
 */
export const SERVER_PAGES = {
  home: {
    file: 'src/web/app/routes/home-route.tsx',
    load: remembered(() => import('./routes/home-route')),
  },
  products: {
    file: 'src/web/features/catalogue/pages/products-page.tsx',
    load: remembered(() => import('../features/catalogue/pages/products-page')),
  },
  category: {
    file: 'src/web/features/catalogue/pages/category-page.tsx',
    load: remembered(() => import('../features/catalogue/pages/category-page')),
  },
  product: {
    file: 'src/web/app/routes/product-route.tsx',
    load: remembered(() => import('./routes/product-route')),
  },
  cleats: {
    file: 'src/web/features/catalogue/pages/cleats-page.tsx',
    load: remembered(() => import('../features/catalogue/pages/cleats-page')),
  },
  sneakers: {
    file: 'src/web/features/catalogue/pages/sneakers-page.tsx',
    load: remembered(() => import('../features/catalogue/pages/sneakers-page')),
  },
  search: {
    file: 'src/web/features/catalogue/pages/search-page.tsx',
    load: remembered(() => import('../features/catalogue/pages/search-page')),
  },
  about: {
    file: 'src/web/app/routes/about-route.tsx',
    load: remembered(() => import('./routes/about-route')),
  },
  notFound: {
    file: 'src/web/app/routes/not-found-page.tsx',
    load: remembered(() => import('./routes/not-found-page')),
  },
} as const;

export type ServerPage = keyof typeof SERVER_PAGES;

/** Router patterns of the pages above (the not-found page is what no other route matches). */
const PATTERNS: [string, Exclude<ServerPage, 'notFound'>][] = [
  [paths.home, 'home'],
  [paths.products, 'products'],
  [routePatterns.category, 'category'],
  [routePatterns.product, 'product'],
  [paths.cleats, 'cleats'],
  [paths.sneakers, 'sneakers'],
  [paths.search, 'search'],
  [paths.about, 'about'],
];

/** Which server-rendered page a path shows, with its route parameters; null for browser-only pages. */
export function serverPageFor(
  pathname: string,
  isKnownPage: boolean,
): { page: ServerPage; params: Record<string, string> } | null {
  for (const [pattern, page] of PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match) return { page, params: match.params as Record<string, string> };
  }
  return isKnownPage ? null : { page: 'notFound', params: {} };
}
