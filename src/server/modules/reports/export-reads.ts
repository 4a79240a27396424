import { and, asc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { addDays, zonedInstant } from '../../../shared/delivery/zoned-time';
import { fromCents } from '../../../shared/money';
import type {
  CouponsExportQuery,
  CustomersExportQuery,
  OrdersExportQuery,
  ProductsExportQuery,
} from '../../../shared/reports/export-schemas';
import { REPORT_TIME_ZONE } from '../../../shared/reports/schemas';
import type { Executor } from '../../db/client';
import { orderCount, phoneOf, usersWhere } from '../accounts/public';
import { usersUnified } from '../accounts/schema';
import { listStaffProducts } from '../catalogue/public';
import { productVariations } from '../catalogue/schema';
import { listCoupons } from '../coupons/public';
import { staffOrdersWhere } from '../orders/public';
import { orderItems, orders } from '../orders/schema';
import { stores } from '../stores/schema';
import { type CsvColumn, keysetPages } from './csv';
import type { ReportViewer } from './scope';

/** Rows read per query while streaming an export. */
export const EXPORT_PAGE = 1000;

/** "2026-11-23 10:00:00" in the shop's time zone: a date and time every spreadsheet reads. */
const local = (column: SQL | typeof orders.created_at | typeof usersUnified.created_at) =>
  sql<string>`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

function ordersCondition(query: OrdersExportQuery, storeId: string | null): SQL | undefined {
  const { from, to, ...list } = query;
  return and(
    staffOrdersWhere(list, storeId === null ? null : [storeId]),
    from ? gte(orders.created_at, zonedInstant(from, '00:00', REPORT_TIME_ZONE)) : undefined,
    to ? lt(orders.created_at, zonedInstant(addDays(to, 1), '00:00', REPORT_TIME_ZONE)) : undefined,
  );
}

const orderColumns = {
  number: orders.number,
  createdAt: local(orders.created_at),
  status: orders.status,
  paymentStatus: orders.payment_status,
  paymentMethod: orders.payment_method,
  store: stores.name,
  customerName: orders.customer_name,
  customerEmail: orders.customer_email,
  customerPhone: orders.customer_phone,
  fulfilment: orders.fulfilment_type,
  deliveryDate: orders.delivery_date,
  window: sql<string>`${orders.window_start} || '-' || ${orders.window_end}`,
  city: sql<string | null>`${orders.delivery_address}->>'city'`,
  zip: sql<string | null>`${orders.delivery_address}->>'zip'`,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryFee: orders.delivery_fee,
  total: orders.total,
  coupon: orders.coupon_code,
  notes: orders.notes,
};
type OrderRow = { [K in keyof typeof orderColumns]: unknown } & { number: number };

export const ORDER_CSV: CsvColumn<OrderRow>[] = (
  Object.keys(orderColumns) as (keyof typeof orderColumns)[]
).map((key) => ({ header: key, value: (row) => (row[key] ?? null) as string | number | null }));

/** Orders as the desk filters them (and a range of days), oldest number first, 1,000 at a time. */
export function orderPages(ex: Executor, query: OrdersExportQuery, storeId: string | null) {
  const where = ordersCondition(query, storeId);
  return keysetPages<OrderRow, number>(
    (after) =>
      ex
        .select(orderColumns)
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.store_id))
        .where(and(where, after === null ? undefined : gt(orders.number, after)))
        .orderBy(asc(orders.number))
        .limit(EXPORT_PAGE) as Promise<OrderRow[]>,
    (row) => row.number,
    EXPORT_PAGE,
  );
}

const lineColumns = {
  orderNumber: orders.number,
  orderCreatedAt: local(orders.created_at),
  orderStatus: orders.status,
  position: orderItems.position,
  product: orderItems.product_name,
  variation: orderItems.variation_name,
  weightKg: orderItems.weight_kg,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unit_price,
  lineTotal: orderItems.line_total,
  notes: orderItems.notes,
};
type LineRow = { [K in keyof typeof lineColumns]: unknown } & { orderNumber: number; position: number };

export const LINE_CSV: CsvColumn<LineRow>[] = (Object.keys(lineColumns) as (keyof typeof lineColumns)[]).map(
  (key) => ({ header: key, value: (row) => (row[key] ?? null) as string | number | null }),
);

/** The lines of the same orders, by order number then position. */
export function linePages(ex: Executor, query: OrdersExportQuery, storeId: string | null) {
  const where = ordersCondition(query, storeId);
  return keysetPages<LineRow, [number, number]>(
    (after) =>
      ex
        .select(lineColumns)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.order_id))
        .where(
          and(
            where,
            after === null
              ? undefined
              : sql`(${orders.number}, ${orderItems.position}) > (${after[0]}, ${after[1]})`,
          ),
        )
        .orderBy(asc(orders.number), asc(orderItems.position))
        .limit(EXPORT_PAGE) as Promise<LineRow[]>,
    (row) => [row.orderNumber, row.position],
    EXPORT_PAGE,
  );
}

const u = usersUnified;
const customerColumns = {
  id: u.id,
  name: u.full_name,
  email: u.email,
  phone: phoneOf,
  verified: u.is_verified,
  suspended: u.is_suspended,
  createdAt: local(u.created_at),
  lastLoginAt: sql<
    string | null
  >`to_char(${u.last_login_at} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`,
  orders: orderCount,
};
type CustomerRow = { [K in keyof typeof customerColumns]: unknown } & { id: string };

export const CUSTOMER_CSV: CsvColumn<CustomerRow>[] = (
  Object.keys(customerColumns) as (keyof typeof customerColumns)[]
).map((key) => ({ header: key, value: (row) => (row[key] ?? null) as string | number | boolean | null }));

/** Customer accounts as the users list filters them (role customer), by id. */
export function customerPages(ex: Executor, viewer: ReportViewer, query: CustomersExportQuery) {
  const where = usersWhere(
    { id: '', role: viewer.role, store_id: viewer.storeId },
    { ...query, role: 'customer' },
  );
  return keysetPages<CustomerRow, string>(
    async (after) =>
      where === null
        ? []
        : ((await ex
            .select(customerColumns)
            .from(u)
            .where(and(where, after === null ? undefined : gt(u.id, after)))
            .orderBy(asc(u.id))
            .limit(EXPORT_PAGE)) as CustomerRow[]),
    (row) => row.id,
    EXPORT_PAGE,
  );
}

export type ProductRow = {
  slug: string;
  product: string;
  productEn: string | null;
  brand: string | null;
  category: string | null;
  active: boolean;
  variationId: string | null;
  variation: string | null;
  price: string;
  /** Sold by weight (decision 045): the price per kg; the CSV import reads it back (decision 052). */
  pricePerKg: string | null;
  weightKg: string | null;
  stock: number | null;
};

export const PRODUCT_CSV: CsvColumn<ProductRow>[] = (
  [
    'slug',
    'product',
    'productEn',
    'brand',
    'category',
    'active',
    'variationId',
    'variation',
    'price',
    'pricePerKg',
    'weightKg',
    'stock',
  ] as const
).map((key) => ({ header: key, value: (row) => row[key] }));

/**
 * Products as their list filters them, by name, one row per variation (a product without
 * variations: one row with its own price). The list's own query pages the products.
 */
export async function* productPages(ex: Executor, query: ProductsExportQuery): AsyncGenerator<ProductRow[]> {
  const size = 100;
  for (let page = 1; ; page++) {
    const list = await listStaffProducts(ex, { ...query, sort: 'name', dir: 'asc', page, pageSize: size });
    if (list.items.length === 0) return;
    const variations = await ex
      .select()
      .from(productVariations)
      .where(
        inArray(
          productVariations.product_id,
          list.items.map((p) => p.id),
        ),
      )
      .orderBy(asc(productVariations.display_order), asc(productVariations.created_at));
    yield list.items.flatMap((p): ProductRow[] => {
      const base = {
        slug: p.slug,
        product: p.name,
        productEn: p.nameEn,
        brand: p.brand,
        category: p.category?.name ?? null,
        active: p.isActive,
      };
      const own = variations.filter((v) => v.product_id === p.id);
      if (own.length === 0)
        return [
          {
            ...base,
            variationId: null,
            variation: null,
            price: fromCents(p.priceCents),
            pricePerKg: null,
            weightKg: null,
            stock: null,
          },
        ];
      return own.map((v) => ({
        ...base,
        variationId: v.id,
        variation: v.name,
        price: v.price,
        pricePerKg: v.price_per_kg,
        weightKg: v.weight_kg,
        stock: v.stock_quantity,
      }));
    });
    if (list.items.length < size) return;
  }
}

type CouponRow = Awaited<ReturnType<typeof listCoupons>>['coupons'][number];

export const COUPON_CSV: CsvColumn<CouponRow>[] = [
  { header: 'code', value: (c) => c.code },
  { header: 'name', value: (c) => c.name },
  { header: 'type', value: (c) => c.type },
  { header: 'value', value: (c) => (c.type === 'percentage' ? c.value : fromCents(c.value)) },
  { header: 'minimumOrder', value: (c) => fromCents(c.minimumOrderCents) },
  {
    header: 'maximumDiscount',
    value: (c) => (c.maximumDiscountCents === null ? null : fromCents(c.maximumDiscountCents)),
  },
  { header: 'usageLimit', value: (c) => c.usageLimit },
  { header: 'perCustomerLimit', value: (c) => c.perCustomerLimit },
  { header: 'usedCount', value: (c) => c.usedCount },
  { header: 'validFrom', value: (c) => c.validFrom || null },
  { header: 'validUntil', value: (c) => c.validUntil || null },
  { header: 'active', value: (c) => c.isActive },
  { header: 'state', value: (c) => c.state },
  { header: 'orders', value: (c) => c.orderCount },
  { header: 'discountGiven', value: (c) => fromCents(c.discountGivenCents) },
];

/** Coupons as their list filters them, newest first, a list page at a time. */
export async function* couponPages(
  ex: Executor,
  viewer: ReportViewer,
  query: CouponsExportQuery,
  now: Date,
): AsyncGenerator<CouponRow[]> {
  for (let page = 1; ; page++) {
    const list = await listCoupons(ex, viewer, { ...query, page }, now);
    if (list.coupons.length === 0) return;
    yield list.coupons;
    if (list.coupons.length < list.pageSize) return;
  }
}
