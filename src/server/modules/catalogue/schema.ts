import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import type { CutOptions } from '@/shared/catalogue/cuts';
import { EXTRA_BASES } from '@/shared/catalogue/extra-basis';
import { TAX_CLASSES } from '@/shared/tax/classes';

/** SPEC §3.2 catalogue, plus what the storefront shows (DESIGN §3): money numeric(12,2), weight numeric(8,3). */

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    description_en: text('description_en'),
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    /** Sales tax class of its products unless a product says otherwise (issue 37, decision 079). */
    tax_class: text('tax_class', { enum: TAX_CLASSES }).notNull().default('grocery_food'),
    /** Its products' lines take a preparation note at checkout (meat and fish; decision 097). */
    takes_prep_notes: boolean('takes_prep_notes').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('categories_active_order_idx').on(t.is_active, t.display_order)],
);

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title_pt: text('title_pt').notNull(),
    subtitle_pt: text('subtitle_pt'),
    button_text_pt: text('button_text_pt'),
    title_en: text('title_en'),
    subtitle_en: text('subtitle_en'),
    button_text_en: text('button_text_en'),
    image_url: text('image_url'),
    link_url: text('link_url'),
    is_active: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('banners_active_position_idx').on(t.is_active, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    description: text('description'),
    description_en: text('description_en'),
    /** The price when the product has no variation, and the card's price otherwise. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** The price before the offer, shown struck through while on_offer. */
    previous_price: numeric('previous_price', { precision: 12, scale: 2 }),
    main_image_url: text('main_image_url'),
    image_urls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    // A category may be deleted without touching its products (SPEC §5.3): they lose it.
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brand: text('brand'),
    featured: boolean('featured').notNull().default(false),
    on_offer: boolean('on_offer').notNull().default(false),
    brazilian_cut: boolean('brazilian_cut').notNull().default(false),
    available_sizes: text('available_sizes').array().notNull().default(sql`'{}'::text[]`),
    available_colors: text('available_colors').array().notNull().default(sql`'{}'::text[]`),
    display_order: integer('display_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** Sales tax class; null follows the category's (decision 079). Extras follow their product. */
    tax_class: text('tax_class', { enum: TAX_CLASSES }),
    /** Cut options the customer chooses from (issue 41, decision 091); no groups: none offered. */
    cut_options: jsonb('cut_options')
      .$type<CutOptions>()
      .notNull()
      .default(sql`'{"groups":[],"note":false}'::jsonb`),
    /** Days from packing to "use by" on its scale labels (issue 41, decision 092); null: none printed. */
    shelf_life_days: integer('shelf_life_days'),
    /** The scale item code (PLU) its in-store EAN-13 carries: 5 digits, one product each; null: none. */
    scale_item_code: text('scale_item_code').unique('products_scale_item_code_unique'),
    ...timestamps(),
  },
  (t) => [
    index('products_category_idx').on(t.category_id),
    index('products_active_order_idx').on(t.is_active, t.display_order),
    check('products_price_check', sql`${t.price} >= 0`),
    check(
      'products_shelf_life_check',
      sql`${t.shelf_life_days} is null or ${t.shelf_life_days} between 1 and 365`,
    ),
    check('products_scale_item_code_check', sql`${t.scale_item_code} ~ '^[0-9]{5}$'`),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** null: not tracked, always available (SPEC §3.2, §5.2). */
    stock_quantity: integer('stock_quantity'),
    /** Low at this many units or fewer (issue 39, decision 099); null: the shop's default settings. */
    low_stock_threshold: integer('low_stock_threshold'),
    weight_kg: numeric('weight_kg', { precision: 8, scale: 3 }),
    /**
     * Sold by weight (issue 20) when set: `price` is then the estimate, `weight_kg` × this per kg
     * (rounded half up), and the order is charged by the final weighing. Null: a fixed price.
     */
    price_per_kg: numeric('price_per_kg', { precision: 12, scale: 2 }),
    display_order: integer('display_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('product_variations_product_idx').on(t.product_id),
    check('product_variations_price_check', sql`${t.price} >= 0`),
    check('product_variations_stock_check', sql`${t.stock_quantity} is null or ${t.stock_quantity} >= 0`),
    check(
      'product_variations_low_stock_check',
      sql`${t.low_stock_threshold} is null or ${t.low_stock_threshold} between 0 and 9999`,
    ),
    check(
      'product_variations_weighed_check',
      sql`${t.price_per_kg} is null or (${t.price_per_kg} > 0 and ${t.weight_kg} > 0)`,
    ),
  ],
);

export const productExtras = pgTable(
  'product_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    name_en: text('name_en'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Charged once for the line ('line') or once per unit of it ('piece'), decision 111. */
    charge_basis: text('charge_basis', { enum: EXTRA_BASES }).notNull().default('line'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [check('product_extras_charge_basis_check', sql`${t.charge_basis} in ('line', 'piece')`)],
);

/** Which extras a product offers (seasoning fits a steak, not a can of guaraná). */
export const productExtraLinks = pgTable(
  'product_extra_links',
  {
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    extra_id: uuid('extra_id')
      .notNull()
      .references(() => productExtras.id, { onDelete: 'cascade' }),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.extra_id] }),
    index('product_extra_links_extra_idx').on(t.extra_id),
  ],
);

/** The home page's editable texts (DESIGN §3), one row per section key. */
export const sections = pgTable('sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  title_pt: text('title_pt'),
  title_en: text('title_en'),
  subtitle_pt: text('subtitle_pt'),
  subtitle_en: text('subtitle_en'),
  body_pt: text('body_pt'),
  body_en: text('body_en'),
  is_active: boolean('is_active').notNull().default(true),
  display_order: integer('display_order').notNull().default(0),
  ...timestamps(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source'),
    published: boolean('published').notNull().default(false),
    /**
     * Google reviews (decision 083): the review's resource name at Google (`places/…/reviews/…`),
     * null for one staff typed; its language and the author's Google profile (attribution).
     */
    external_id: text('external_id').unique(),
    language: text('language'),
    author_url: text('author_url'),
    /** When staff last changed its words, author, rating or date: the daily refresh leaves it alone. */
    staff_edited_at: timestamp('staff_edited_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    index('testimonials_published_date_idx').on(t.published, t.date),
  ],
);

/**
 * The place's rating and review count at a public reviews service (decision 083; one row,
 * `google`), as the last import or daily refresh read them, with the link to its page. The home
 * shows them; `fetched_at` tells the daily refresh when it last ran, across restarts and instances.
 */
export const reviewSummaries = pgTable('review_summaries', {
  source: text('source').primaryKey(),
  /** Tenths of a star (4.8 → 48): no floating point in the table. */
  rating_tenths: smallint('rating_tenths'),
  review_count: integer('review_count').notNull().default(0),
  url: text('url'),
  fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;

/**
 * One row per shop-local day the daily low-stock summary ran (issue 39, decision 099), inserted in
 * the same transaction as its outbox messages: the primary key makes it once a day however many
 * instances try, and a restart after 07:00 still sends the day's summary (no row yet).
 */
export const lowStockSummaries = pgTable('low_stock_summaries', {
  local_date: text('local_date').primaryKey(),
  /** Variations low or sold out when it ran (0: nothing was sent). */
  low_total: integer('low_total').notNull(),
  messages: integer('messages').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
