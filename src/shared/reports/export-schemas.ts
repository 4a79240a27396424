import { z } from 'zod';
import { usersListQuery } from '../accounts/staff-schemas';
import { staffProductQuery } from '../catalogue/product-schemas';
import { couponListQuerySchema } from '../coupons/admin-schema';
import { calendarDate } from '../dates';
import { staffOrdersQuery } from '../orders/schemas';

/**
 * The CSV exports' queries (issue 21, decision 046): each list's own filters (the same schema,
 * without its page and sort), so an export holds what the list shows. Orders and their lines also
 * take a range of days (`from`, `to`, YYYY-MM-DD in the shop's time zone).
 */
/**
 * The headers' language (decision 053): the panel sends its interface's; without one the headers
 * are the columns' keys (`createdAt`), the stable names a script reads.
 */
const lang = { lang: z.enum(['pt', 'en']).optional() };

/** A day of the range (9999-12-31 was a 500, issue 34). */
const day = calendarDate().optional();

export const ordersExportQuery = staffOrdersQuery
  .omit({ page: true, pageSize: true })
  .extend({ from: day, to: day, ...lang });
export type OrdersExportQuery = z.output<typeof ordersExportQuery>;

export const customersExportQuery = usersListQuery.omit({ page: true, sort: true, role: true }).extend(lang);
export type CustomersExportQuery = z.output<typeof customersExportQuery>;

export const productsExportQuery = staffProductQuery
  .omit({
    page: true,
    pageSize: true,
    sort: true,
    dir: true,
  })
  .extend(lang);
export type ProductsExportQuery = z.output<typeof productsExportQuery>;

export const couponsExportQuery = couponListQuerySchema.omit({ page: true }).extend(lang);
export type CouponsExportQuery = z.output<typeof couponsExportQuery>;

export const EXPORT_DATASETS = ['orders', 'orderLines', 'customers', 'products', 'coupons'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/** The file's name: `pedidos-2026-11-25.csv`. */
export const EXPORT_FILE_NAMES: Record<ExportDataset, string> = {
  orders: 'pedidos',
  orderLines: 'itens-dos-pedidos',
  customers: 'clientes',
  products: 'produtos',
  coupons: 'cupons',
};
