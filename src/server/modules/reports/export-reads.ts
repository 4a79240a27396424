import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { addDays, zonedInstant } from '@/shared/delivery/zoned-time';
import { fromCents, toCents } from '@/shared/money';
import type { CsvCellKind } from '@/shared/reports/csv-format';
import type {
  CouponsExportQuery,
  CustomersExportQuery,
  OrdersExportQuery,
  ProductsExportQuery,
} from '@/shared/reports/export-schemas';
import { REPORT_TIME_ZONE } from '@/shared/reports/schemas';
import { kgToLbDecimal, perKgToPerLbCents, type Units } from '@/shared/units';
import { type CustomerExportRow, customerExportPage, usersWhere } from '../accounts/public';
import { listStaffProducts, variationsOfProducts } from '../catalogue/public';
import { listCoupons } from '../coupons/public';
import {
  couponUsage,
  customerOrders,
  exportedOrdersWhere,
  type OrderExportRow,
  type OrderLineExportRow,
  orderExportPage,
  orderLineExportPage,
} from '../orders/public';
import { type CsvColumn, keysetPages } from './csv';
import type { ReportViewer } from './scope';

/*
 * The CSV exports' rows (issue 21, decision 046). The owning modules publish the pages of their
 * rows (orders, accounts) or their lists (catalogue, coupons); this file chooses the columns and
 * their order, how a time is written, the range of days, and pages them 1,000 rows at a time.
 */

/** Rows read per query while streaming an export. */
export const EXPORT_PAGE = 1000;

/** "2026-11-23 10:00:00" in the shop's time zone: a date and time every spreadsheet reads. */
const local = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A dataset's columns, in the file's order, each taken as the row holds it; `kinds`: how a language writes it. */
const columnsOf = <R>(
  keys: readonly (keyof R & string)[],
  kinds: Partial<Record<keyof R & string, CsvCellKind>> = {},
): CsvColumn<R>[] =>
  keys.map((key) => ({
    header: key,
    value: (row) => (row[key] ?? null) as string | number | boolean | null,
    kind: kinds[key] ?? 'text',
  }));

const MONEY = 'decimal' as const;

/** The desk's filters and a range of days (YYYY-MM-DD in the shop's time zone, both included). */
function ordersCondition(query: OrdersExportQuery, storeId: string | null): SQL | undefined {
  const { from, to, ...list } = query;
  return exportedOrdersWhere(list, storeId === null ? null : [storeId], {
    from: from ? zonedInstant(from, '00:00', REPORT_TIME_ZONE) : undefined,
    before: to ? zonedInstant(addDays(to, 1), '00:00', REPORT_TIME_ZONE) : undefined,
  });
}

export const ORDER_CSV = columnsOf<OrderExportRow>(
  [
    'number',
    'createdAt',
    'status',
    'paymentStatus',
    'paymentMethod',
    'store',
    'customerName',
    'customerEmail',
    'customerPhone',
    'fulfilment',
    'deliveryDate',
    'window',
    'city',
    'zip',
    'subtotal',
    'discount',
    'deliveryFee',
    'total',
    'coupon',
    'notes',
    'cardCaptured',
    'cardRefunded',
  ],
  {
    createdAt: 'dateTime',
    status: 'orderStatus',
    paymentStatus: 'paymentStatus',
    paymentMethod: 'paymentMethod',
    fulfilment: 'fulfilment',
    deliveryDate: 'date',
    subtotal: MONEY,
    discount: MONEY,
    deliveryFee: MONEY,
    total: MONEY,
    cardCaptured: MONEY,
    cardRefunded: MONEY,
  },
);

/** Orders as the desk filters them (and a range of days), oldest number first, 1,000 at a time. */
export function orderPages(ex: Executor, query: OrdersExportQuery, storeId: string | null) {
  const where = ordersCondition(query, storeId);
  return keysetPages<OrderExportRow, number>(
    (after) => orderExportPage(ex, { where, after, limit: EXPORT_PAGE, localTime: local }),
    (row) => row.number,
    EXPORT_PAGE,
  );
}

export const LINE_CSV = columnsOf<OrderLineExportRow>(
  [
    'orderNumber',
    'orderCreatedAt',
    'orderStatus',
    'position',
    'product',
    'variation',
    'weightKg',
    'finalWeightKg',
    'quantity',
    'unitPrice',
    'lineTotal',
    'notes',
  ],
  {
    orderCreatedAt: 'dateTime',
    orderStatus: 'orderStatus',
    position: 'number',
    weightKg: 'decimal',
    finalWeightKg: 'decimal',
    quantity: 'number',
    unitPrice: MONEY,
    lineTotal: MONEY,
  },
);

/**
 * An imperial shop's lines (decision 123): the weights in pounds, thousandths (a thousandth of a
 * pound is finer than the gram stored), under "Peso (lb)" / "Peso final (lb)".
 */
export const LINE_CSV_LB: CsvColumn<OrderLineExportRow>[] = LINE_CSV.map((column) =>
  column.header === 'weightKg' || column.header === 'finalWeightKg'
    ? {
        ...column,
        header: column.header === 'weightKg' ? 'weightLb' : 'finalWeightLb',
        value: (row) => kgToLbDecimal(column.value(row) as string | null),
      }
    : column,
);

export const lineColumns = (units: Units) => (units === 'imperial' ? LINE_CSV_LB : LINE_CSV);

/** The lines of the same orders, by order number then position. */
export function linePages(ex: Executor, query: OrdersExportQuery, storeId: string | null) {
  const where = ordersCondition(query, storeId);
  return keysetPages<OrderLineExportRow, [number, number]>(
    (after) => orderLineExportPage(ex, { where, after, limit: EXPORT_PAGE, localTime: local }),
    (row) => [row.orderNumber, row.position],
    EXPORT_PAGE,
  );
}

export const CUSTOMER_CSV = columnsOf<CustomerExportRow>(
  ['id', 'name', 'email', 'phone', 'verified', 'suspended', 'createdAt', 'lastLoginAt', 'orders'],
  {
    verified: 'flag',
    suspended: 'flag',
    createdAt: 'dateTime',
    lastLoginAt: 'dateTime',
    orders: 'number',
  },
);

/** Customer accounts as the users list filters them (role customer), by id. */
export function customerPages(ex: Executor, viewer: ReportViewer, query: CustomersExportQuery) {
  const where = usersWhere(
    { id: '', role: viewer.role, store_id: viewer.storeId },
    { ...query, role: 'customer' },
    customerOrders,
  );
  return keysetPages<CustomerExportRow, string>(
    async (after) =>
      where === null
        ? []
        : customerExportPage(ex, {
            where,
            after,
            limit: EXPORT_PAGE,
            localTime: local,
            orders: customerOrders,
          }),
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

const PRODUCT_KINDS: Partial<Record<keyof ProductRow, CsvCellKind>> = {
  active: 'flag',
  price: MONEY,
  pricePerKg: MONEY,
  weightKg: 'decimal',
  stock: 'number',
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
).map((key) => ({ header: key, value: (row) => row[key], kind: PRODUCT_KINDS[key] ?? 'text' }));

/**
 * An imperial shop's products (decision 123): the price per lb and the weight in lb, in columns
 * named so (`pricePerLb`, `weightLb`), converted by the one rule; the import reads them back to the
 * same stored per-kg cents and grams.
 */
export const PRODUCT_CSV_LB: CsvColumn<ProductRow>[] = PRODUCT_CSV.map((column) =>
  column.header === 'pricePerKg'
    ? {
        ...column,
        header: 'pricePerLb',
        value: (row) =>
          row.pricePerKg === null ? null : fromCents(perKgToPerLbCents(toCents(row.pricePerKg))),
      }
    : column.header === 'weightKg'
      ? { ...column, header: 'weightLb', value: (row) => kgToLbDecimal(row.weightKg) }
      : column,
);

export const productColumns = (units: Units) => (units === 'imperial' ? PRODUCT_CSV_LB : PRODUCT_CSV);

/**
 * Products as their list filters them, by name, one row per variation (a product without
 * variations: one row with its own price). The list's own query pages the products.
 */
export async function* productPages(ex: Executor, query: ProductsExportQuery): AsyncGenerator<ProductRow[]> {
  const size = 100;
  for (let page = 1; ; page++) {
    const list = await listStaffProducts(ex, { ...query, sort: 'name', dir: 'asc', page, pageSize: size });
    if (list.items.length === 0) return;
    const variations = await variationsOfProducts(
      ex,
      list.items.map((p) => p.id),
    );
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
  { header: 'type', value: (c) => c.type, kind: 'couponType' },
  {
    header: 'value',
    value: (c) => (c.type === 'percentage' ? c.value : fromCents(c.value)),
    kind: MONEY,
  },
  { header: 'minimumOrder', value: (c) => fromCents(c.minimumOrderCents), kind: MONEY },
  {
    header: 'maximumDiscount',
    value: (c) => (c.maximumDiscountCents === null ? null : fromCents(c.maximumDiscountCents)),
    kind: MONEY,
  },
  { header: 'usageLimit', value: (c) => c.usageLimit, kind: 'number' },
  { header: 'perCustomerLimit', value: (c) => c.perCustomerLimit, kind: 'number' },
  { header: 'usedCount', value: (c) => c.usedCount, kind: 'number' },
  { header: 'validFrom', value: (c) => c.validFrom || null, kind: 'date' },
  { header: 'validUntil', value: (c) => c.validUntil || null, kind: 'date' },
  { header: 'active', value: (c) => c.isActive, kind: 'flag' },
  { header: 'state', value: (c) => c.state, kind: 'couponState' },
  { header: 'orders', value: (c) => c.orderCount, kind: 'number' },
  { header: 'discountGiven', value: (c) => fromCents(c.discountGivenCents), kind: MONEY },
];

/** Coupons as their list filters them, newest first, a list page at a time. */
export async function* couponPages(
  ex: Executor,
  viewer: ReportViewer,
  query: CouponsExportQuery,
  now: Date,
): AsyncGenerator<CouponRow[]> {
  for (let page = 1; ; page++) {
    const list = await listCoupons(ex, viewer, { ...query, page }, now, couponUsage);
    if (list.coupons.length === 0) return;
    yield list.coupons;
    if (list.coupons.length < list.pageSize) return;
  }
}
