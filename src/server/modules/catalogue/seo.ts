import { Hono } from 'hono';
import type { HeadResolver } from '@/server/http/spa';
import type { AppEnv } from '@/server/http/types';
import { CLEATS_SLUG, SNEAKERS_SLUG } from '@/shared/catalogue/filters';
import { categoryPath } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import type { SettingsService } from '../settings/public';
import type { CatalogueService } from './service';

/** DESIGN §4 SEO from the catalogue: each product and category page's head, robots.txt, sitemap.xml. */

const DESCRIPTION_MAX = 160;

/**
 * Link-preview crawlers (WhatsApp, Facebook) do not show SVG images. The seeded art under
 * /images/products and /images/categories has a JPEG twin in share/; any other SVG falls back to
 * the shop's og:image, and raster images are used as they are.
 */
export function shareImageFor(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const art = /^\/images\/(products|categories)\/([a-z0-9-]+)\.svg$/.exec(url);
  if (art) return `/images/${art[1]}/share/${art[2]}.jpg`;
  if (/\.svg(?:[?#]|$)/i.test(url)) return undefined;
  return url;
}

/** One line of at most 160 characters, cut at a word. */
export function metaDescription(text: string | null | undefined): string | undefined {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[,.;:]$/, '')}…`;
}

function pageSlug(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    // A malformed escape names no product or category: the raw text finds nothing, so 404.
    return rest;
  }
}

/** The head of a product or category page; unknown or inactive slugs answer 404 (`notFound`). */
export function catalogueHead(catalogue: CatalogueService): HeadResolver {
  return async (path) => {
    // Deeper paths (/produto/a/b) have no page in the web app either.
    if (/^\/(produto|categoria)\/[^/]+\/./.test(path)) return { notFound: true };
    const productSlug = pageSlug(path, '/produto/');
    if (productSlug !== null) {
      const product = (await catalogue.snapshot()).productBySlug.get(productSlug);
      if (!product) return { notFound: true };
      return {
        title: product.name,
        description: metaDescription(product.description),
        image: shareImageFor(product.mainImageUrl),
        type: 'product',
      };
    }
    const clean = path.replace(/\/+$/, '');
    const categorySlug =
      pageSlug(path, '/categoria/') ??
      (clean === paths.cleats ? CLEATS_SLUG : clean === paths.sneakers ? SNEAKERS_SLUG : null);
    if (categorySlug !== null) {
      const category = (await catalogue.snapshot()).categoryBySlug.get(categorySlug);
      if (!category) return clean.startsWith('/categoria/') ? { notFound: true } : null;
      return {
        title: category.name,
        description: metaDescription(category.description),
        image: shareImageFor(category.imageUrl),
      };
    }
    return null;
  };
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Pages that are private or make no sense to index. */
const PRIVATE_PATHS = [
  paths.admin,
  '/api/',
  paths.auth,
  paths.cart,
  paths.checkout,
  paths.orderSuccess,
  paths.profile,
  paths.orders,
  paths.myOrders,
  paths.customer,
  paths.acceptInvitation,
  paths.unauthorized,
  // Search results are endless near-duplicates of the listings (decision 113).
  paths.search,
];

export function seoFileRoutes(options: {
  catalogue: CatalogueService;
  settings: SettingsService;
  publicUrl: string | undefined;
}) {
  const originOf = async (requestUrl: string) => {
    const seo = (await options.settings.getPublic()).seo;
    return (seo.canonical_url || options.publicUrl || new URL(requestUrl).origin).replace(/\/+$/, '');
  };

  return new Hono<AppEnv>()
    .get('/robots.txt', async (c) => {
      const origin = await originOf(c.req.url);
      const robots = (await options.settings.getPublic()).seo.site_robots ?? '';
      const rules = /noindex/i.test(robots)
        ? ['Disallow: /']
        : ['Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)];
      c.header('Content-Type', 'text/plain; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
    })
    .get('/sitemap.xml', async (c) => {
      const origin = await originOf(c.req.url);
      const snapshot = await options.catalogue.snapshot();
      const entries: { path: string; lastmod?: string }[] = [
        { path: paths.home },
        { path: paths.products },
        { path: paths.cleats },
        { path: paths.sneakers },
        { path: paths.about },
        ...snapshot.categories
          .filter((cat) => cat.slug !== CLEATS_SLUG && cat.slug !== SNEAKERS_SLUG)
          .map((cat) => ({ path: categoryPath(cat.slug) })),
        ...snapshot.products.map((p) => ({ path: paths.product(p.slug), lastmod: p.updatedAt.slice(0, 10) })),
      ];
      const urls = entries.map(
        (e) =>
          `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
      );
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
    });
}
