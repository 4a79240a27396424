import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import {
  COUPON_PAGE_SIZE,
  type CouponListQuery,
  couponListQuerySchema,
  dayOf,
} from '@/shared/coupons/admin-schema';
import type { CouponType } from '@/shared/coupons/rules';
import type { CouponState } from '@/shared/coupons/validity';
import { hasUuidShape } from '@/shared/ids';
import { toCents } from '@/shared/money';
import { formatOrderNumber } from '@/shared/orders/number';
import { storeScope } from '@/shared/permissions/store-scope';
import type { CouponOrdersScope, CouponUsage } from './coupon-usage';
import { rowState } from './row-state';
import { type CouponRow, coupons } from './schema';

/** Who is reading: coupons are the whole shop's; a manager sees only their own store's orders (SPEC §6). */
export type CouponViewer = { role: string; storeId: string | null };

/** A coupon as the admin panel shows and edits it; money in cents, days in the shop's time zone. */
export type StaffCoupon = {
  id: string;
  code: string;
  name: string;
  description: string;
  type: CouponType;
  /** Percent (10 = 10 %) for a percentage coupon, cents for a fixed one. */
  value: number;
  minimumOrderCents: number;
  maximumDiscountCents: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  /** Days as the form edits them ('' for none); the instants are the stored ones. */
  validFrom: string;
  validUntil: string;
  validFromAt: string | null;
  validUntilAt: string | null;
  isActive: boolean;
  state: CouponState;
  createdAt: string;
  updatedAt: string;
};

/** A row of the list: the coupon with the orders that used it and the discount they gave. */
export type StaffCouponRow = StaffCoupon & { orderCount: number; discountGivenCents: number };

export type StaffCouponOrder = {
  id: string;
  /** As the shop writes it: BP-1001. */
  number: string;
  customerName: string;
  status: string;
  createdAt: string;
  discountCents: number;
  totalCents: number;
};

export const toStaffCoupon = (row: CouponRow, now: Date): StaffCoupon => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description ?? '',
  type: row.type,
  value: row.type === 'percentage' ? Number(row.value) : toCents(row.value),
  minimumOrderCents: toCents(row.minimum_order),
  maximumDiscountCents: row.maximum_discount === null ? null : toCents(row.maximum_discount),
  usageLimit: row.usage_limit,
  perCustomerLimit: row.per_customer_limit,
  usedCount: row.used_count,
  validFrom: dayOf(row.valid_from),
  validUntil: dayOf(row.valid_until),
  validFromAt: row.valid_from?.toISOString() ?? null,
  validUntilAt: row.valid_until?.toISOString() ?? null,
  isActive: row.is_active,
  state: rowState(row, now),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** `couponState` in SQL, for the list's state filter: the same order of checks (validity.ts). */
function stateSql(now: Date): SQL<CouponState> {
  const at = now.toISOString();
  return sql<CouponState>`case
    when not ${coupons.is_active} then 'inactive'
    when ${coupons.valid_from} is not null and ${at}::timestamptz < ${coupons.valid_from} then 'scheduled'
    when ${coupons.valid_until} is not null and ${at}::timestamptz > ${coupons.valid_until} then 'expired'
    when ${coupons.usage_limit} is not null and ${coupons.used_count} >= ${coupons.usage_limit} then 'used_up'
    else 'active' end`;
}

/** The orders a viewer may see: every store's for those who reach every store, a manager's own otherwise. */
function ordersScope(viewer: CouponViewer): CouponOrdersScope {
  const scope = storeScope(viewer);
  if (scope.kind === 'every') return 'every-store';
  return scope.kind === 'store' ? { storeId: scope.storeId } : 'no-store';
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of coupons, newest first, searched by code or name and filtered by state; `usage` is orders'. */
export async function listCoupons(
  ex: Executor,
  viewer: CouponViewer,
  raw: CouponListQuery,
  now: Date,
  usage: CouponUsage,
): Promise<{ coupons: StaffCouponRow[]; total: number; page: number; pageSize: number }> {
  const parsed = couponListQuerySchema.safeParse(raw);
  if (!parsed.success) throw validationError('validation_failed', parsed.error);
  const { q, state, page } = parsed.data;
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const where = and(
    q ? sql`(lower(${coupons.code}) like ${like} or lower(${coupons.name}) like ${like})` : undefined,
    state ? sql`${stateSql(now)} = ${state}` : undefined,
  );
  const used = usage.perCoupon(ex, ordersScope(viewer));
  const [rows, [total]] = await readTogether(
    ex,
    () =>
      ex
        .select({ coupon: coupons, n: used.n, discount: used.discount })
        .from(coupons)
        .leftJoin(used, eq(used.couponId, coupons.id))
        .where(where)
        .orderBy(desc(coupons.created_at), desc(coupons.id))
        .limit(COUPON_PAGE_SIZE)
        .offset((page - 1) * COUPON_PAGE_SIZE),
    () => ex.select({ n: count() }).from(coupons).where(where),
  );
  return {
    coupons: rows.map(({ coupon, n, discount }) => ({
      ...toStaffCoupon(coupon, now),
      orderCount: n ?? 0,
      discountGivenCents: discount ? toCents(discount) : 0,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: COUPON_PAGE_SIZE,
  };
}

/** The coupon row, or 404 (an id that is not a UUID is simply not found). */
export async function findCouponById(ex: Executor, id: string, lock = false): Promise<CouponRow> {
  if (!hasUuidShape(id)) throw new AppError('not_found', 'couponAdmin.notFound');
  const query = ex.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', 'couponAdmin.notFound');
  return row;
}

/** One coupon with the orders that used it (newest first, the last 100 the viewer may see). */
export async function couponDetail(
  ex: Executor,
  viewer: CouponViewer,
  id: string,
  now: Date,
  usage: CouponUsage,
): Promise<{ coupon: StaffCoupon; orders: StaffCouponOrder[] }> {
  const row = await findCouponById(ex, id);
  const used = await usage.ordersOf(ex, ordersScope(viewer), row.id);
  return {
    coupon: toStaffCoupon(row, now),
    orders: used.map((o) => ({
      id: o.id,
      number: formatOrderNumber(o.number),
      customerName: o.customerName ?? '',
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      discountCents: toCents(o.discount),
      totalCents: toCents(o.total),
    })),
  };
}
