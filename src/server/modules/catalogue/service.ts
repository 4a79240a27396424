import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { type ChangeNotices, sharedClear } from '@/server/lib/change-notices';
import { TtlCache } from '@/server/lib/ttl-cache';
import { SLUG_MAX } from '@/shared/catalogue/limits';
import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import { productListKey, queryProducts } from '@/shared/catalogue/query';
import { type ProductListQuery, productListQuery } from '@/shared/catalogue/schemas';
import type {
  Category,
  Connectivity,
  HomeCatalogue,
  ProductDetail,
  ProductPage,
} from '@/shared/catalogue/types';
import { hasUuidShape } from '@/shared/ids';
import type { AuditActor } from '../audit/public';
import { readLowStockSettings } from '../settings/public';
import { createBannerWrites } from './banner-writes';
import { createCategoryWrites } from './category-writes';
import { createExtraWrites } from './extra-writes';
import { type GooglePlacePort, importGoogleReviews } from './google-reviews';
import { listStaffProducts, readStaffProduct } from './product-admin-list';
import { createProductWrites } from './product-writes';
import { ResponseCache } from './response-cache';
import { products } from './schema';
import { createSectionWrites } from './section-writes';
import { type CatalogueSnapshot, loadSnapshot } from './snapshot';
import { createTestimonialWrites } from './testimonial-writes';
import { type CatalogueUsage, usageCheck } from './usage';

/**
 * In-process caches live this long; a write in this process clears them at once, so only another
 * server instance's write waits for the TTL (the same window a CDN keeps a response, max-age=60).
 */
export const CATALOGUE_CACHE_MS = 60_000;
const HOME_RAIL_SIZE = 8;

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * `usage`: the modules whose lines hold products, variations and extras (cart, orders), asked
 * before one is removed; the composition root wires them (src/server/services.ts).
 */
export function createCatalogueService(
  db: Db,
  options: {
    now?: () => number;
    notices?: ChangeNotices;
    usage?: readonly CatalogueUsage[];
    /** The Google reviews card (decision 083), wired from the integrations by services.ts. */
    googlePlace?: GooglePlacePort;
  } = {},
) {
  const snapshots = new TtlCache<CatalogueSnapshot>(CATALOGUE_CACHE_MS, options.now);
  const responses = new ResponseCache(CATALOGUE_CACHE_MS, options.now);
  const snapshot = () => snapshots.get('catalogue', () => loadSnapshot(db));

  /** Every catalogue write ends here: the next read sees it, on every instance (decision 048). */
  const invalidate: () => void = sharedClear(options.notices, 'catalogue', () => {
    snapshots.clear();
    responses.clear();
  });

  const usage = usageCheck(options.usage);

  const railQuery = productListQuery.parse({ pageSize: HOME_RAIL_SIZE });
  const rail = (s: CatalogueSnapshot, filter: Partial<ProductListQuery>) =>
    queryProducts(s.searchable, { ...railQuery, ...filter }).items;

  const reads = {
    snapshot,

    async categories(): Promise<Category[]> {
      return (await snapshot()).categories;
    },

    /** SPEC §5.3: a non-empty slug, active categories only; §8.4 message when missing. */
    async categoryBySlug(slug: string): Promise<Category> {
      const clean = slug.trim();
      if (!clean) throw new AppError('validation_failed', 'category.slugRequired');
      if (clean.length > SLUG_MAX)
        throw new AppError('validation_failed', 'category.slugTooLong', { params: { max: SLUG_MAX } });
      const category = (await snapshot()).categoryBySlug.get(clean);
      if (!category) throw new AppError('not_found', 'category.notFound', { params: { slug: clean } });
      return category;
    },

    async banners() {
      return (await snapshot()).banners;
    },

    async sections() {
      return (await snapshot()).sections;
    },

    async testimonials() {
      return (await snapshot()).testimonials;
    },

    async products(query: ProductListQuery): Promise<ProductPage> {
      return queryProducts((await snapshot()).searchable, query);
    },

    /** By id (a UUID) or by slug; inactive and unknown products are not found. */
    async product(idOrSlug: string): Promise<ProductDetail> {
      const key = idOrSlug.trim();
      if (!key) throw new AppError('validation_failed', 'product.idRequired');
      if (key.length > 200) throw new AppError('validation_failed', 'product.idRequired');
      const s = await snapshot();
      const found = hasUuidShape(key) ? s.productById.get(key.toLowerCase()) : s.productBySlug.get(key);
      if (!found) throw new AppError('not_found', 'product.notFound');
      return found;
    },

    async home(): Promise<HomeCatalogue> {
      const s = await snapshot();
      return {
        banners: s.banners,
        categories: s.categories,
        featured: rail(s, { featured: true }),
        offers: rail(s, { offer: true }),
        brazilianCuts: rail(s, { brazilian: true }),
        testimonials: s.testimonials,
        sections: s.sections,
        reviewSummary: s.reviewSummary,
      };
    },

    /** SPEC §7.2 "a connectivity test selects one row": straight to the database, never cached. */
    async connectivity(): Promise<Connectivity> {
      const started = performance.now();
      try {
        const [row] = await db.select({ slug: products.slug, name: products.name }).from(products).limit(1);
        return {
          ok: true,
          ms: Math.round((performance.now() - started) * 10) / 10,
          sample: row ? { slug: row.slug, name: row.name } : null,
        };
      } catch {
        return { ok: false, ms: Math.round((performance.now() - started) * 10) / 10, sample: null };
      }
    },
  };

  /** The serialized answer of a read, kept per key (see ResponseCache). */
  const cached = {
    categories: () => responses.get('categories', reads.categories),
    category: (slug: string) => responses.get(`category:${slug}`, () => reads.categoryBySlug(slug)),
    banners: () => responses.get('banners', reads.banners),
    sections: () => responses.get('sections', reads.sections),
    testimonials: () => responses.get('testimonials', reads.testimonials),
    products: (query: ProductListQuery) =>
      responses.get(`products:${productListKey(query)}`, () => reads.products(query)),
    product: (idOrSlug: string) => responses.get(`product:${idOrSlug}`, () => reads.product(idOrSlug)),
    home: () => responses.get('home', reads.home),
  };

  /** The admin panel's product reads: straight from the database (drafts included), never cached. */
  const staffReads = {
    listStaffProducts: (query: StaffProductQuery) => listStaffProducts(db, query),
    staffProduct: (id: string) => readStaffProduct(db, id),
    /** The defaults a variation without its own threshold follows (the editor's flags, decision 099). */
    lowStockDefaults: async () => (await readLowStockSettings(db)).defaults,
  };

  return {
    ...reads,
    cached,
    invalidate,
    ...staffReads,
    ...createCategoryWrites(db, invalidate),
    ...createProductWrites(db, invalidate, usage),
    ...createExtraWrites(db, invalidate, usage),
    ...createBannerWrites(db, invalidate),
    ...createSectionWrites(db, invalidate),
    ...createTestimonialWrites(db, invalidate),
    /** "Importar avaliações" (staff, audited) and the daily refresh (actor null), decision 083. */
    importGoogleReviews(actor: AuditActor | null) {
      if (!options.googlePlace) throw new AppError('conflict', 'integrations.notSetUp');
      return importGoogleReviews(db, options.googlePlace, { actor, now: new Date(), invalidate });
    },
    googlePlaceAccess: async () => (options.googlePlace ? options.googlePlace.access() : null),
  };
}
