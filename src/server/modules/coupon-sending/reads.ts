import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RecipientFilter, RecipientListQuery } from '../../../shared/coupons/sending-schema';
import { MAX_BULK_CUSTOMERS, RECIPIENTS_PAGE_SIZE } from '../../../shared/coupons/sending-schema';
import { type CouponState, couponState } from '../../../shared/coupons/validity';
import { type CouponReach, couponReach, reachCounts } from '../../../shared/messaging/coupon-reach';
import { SHOP_TIME_ZONE } from '../../../shared/messaging/templates';
import { toCents } from '../../../shared/money';
import type { Executor } from '../../db/client';
import { usersUnified } from '../accounts/schema';
import { type CouponRow, coupons } from '../coupons/schema';
import type { CouponRecipient, CouponToSend } from '../messaging/public';
import { orders } from '../orders/schema';
import { stores } from '../stores/schema';

/** A coupon row as the sending rules and the §9 message read it (money in cents, percent as a number). */
export function couponToSend(row: CouponRow): CouponToSend & { id: string } {
  const base = {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    minimumOrderCents: toCents(row.minimum_order),
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    isActive: row.is_active,
  };
  return row.type === 'percentage'
    ? {
        ...base,
        type: 'percentage',
        percent: Number(row.value),
        maximumDiscountCents: row.maximum_discount === null ? null : toCents(row.maximum_discount),
      }
    : { ...base, type: 'fixed_amount', valueCents: toCents(row.value) };
}

/** The chosen coupons, in the order asked (unknown ids are left out). */
export async function loadCoupons(ex: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await ex
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export type SendableCoupon = {
  id: string;
  code: string;
  name: string;
  state: CouponState;
};

/** Every coupon with its state, valid ones first: the screen offers only the valid ones (§4.5). */
export async function sendableCoupons(ex: Executor, now: Date): Promise<SendableCoupon[]> {
  const rows = await ex.select().from(coupons).orderBy(asc(coupons.code));
  return rows
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      state: couponState(
        {
          isActive: row.is_active,
          validFrom: row.valid_from,
          validUntil: row.valid_until,
          usageLimit: row.usage_limit,
          usedCount: row.used_count,
        },
        now,
      ),
    }))
    .sort((a, b) => Number(b.state === 'active') - Number(a.state === 'active'));
}

/** A customer as the sending screen lists them: who they are and whether (and how) a coupon reaches them. */
export type Recipient = CouponRecipient & {
  email: string;
  lastOrderAt: string | null;
  reach: CouponReach;
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

const lastOrder = sql<Date | null>`(select max(${orders.created_at}) from ${orders} where ${orders.customer_user_id} = ${usersUnified.auth_user_id})`;
const lastOrderDay = sql`((${lastOrder}) at time zone ${SHOP_TIME_ZONE})::date`;

function filterSql(filter: RecipientFilter): SQL | undefined {
  const like = `%${escapeLike(filter.q.toLowerCase())}%`;
  return and(
    inArray(usersUnified.role, ['customer', 'cliente']),
    filter.q
      ? sql`(lower(coalesce(${usersUnified.full_name}, '')) like ${like} or lower(${usersUnified.email}) like ${like} or coalesce(${usersUnified.metadata}->>'phone', '') like ${like})`
      : undefined,
    filter.storeId
      ? sql`exists (select 1 from ${orders} where ${orders.customer_user_id} = ${usersUnified.auth_user_id} and ${orders.store_id} = ${filter.storeId})`
      : undefined,
    filter.orderedFrom ? sql`${lastOrderDay} >= ${filter.orderedFrom}::date` : undefined,
    filter.orderedTo ? sql`${lastOrderDay} <= ${filter.orderedTo}::date` : undefined,
  );
}

const recipientColumns = {
  id: usersUnified.id,
  name: sql<string>`coalesce(nullif(trim(${usersUnified.full_name}), ''), ${usersUnified.email})`,
  email: usersUnified.email,
  phone: sql<string | null>`${usersUnified.metadata}->>'phone'`,
  // A suspended account is not active for sending (decision 034's suspension stops everything).
  is_active: sql<boolean>`(${usersUnified.is_active} and not ${usersUnified.is_suspended})`,
  is_verified: usersUnified.is_verified,
  lastOrderAt: lastOrder,
};

type RecipientRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  is_verified: boolean;
  lastOrderAt: Date | string | null;
};

const toRecipient = (row: RecipientRow): Recipient => ({
  ...row,
  lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt).toISOString(),
  reach: couponReach(row),
});

/** Every customer a filter finds (up to MAX_BULK_CUSTOMERS + 1, so "too many" can be told). */
export async function findRecipients(ex: Executor, filter: RecipientFilter): Promise<Recipient[]> {
  const rows = await ex
    .select(recipientColumns)
    .from(usersUnified)
    .where(filterSql(filter))
    .orderBy(asc(recipientColumns.name), asc(usersUnified.id))
    .limit(MAX_BULK_CUSTOMERS + 1);
  return rows.map(toRecipient);
}

/** The customers with these ids (any order; unknown ids are left out). */
export async function recipientsByIds(ex: Executor, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select(recipientColumns)
    .from(usersUnified)
    .where(and(inArray(usersUnified.id, [...ids]), inArray(usersUnified.role, ['customer', 'cliente'])));
  return rows.map(toRecipient);
}

/** One page of the recipients list, with how many the filter finds and how each of them may be reached. */
export async function listRecipients(ex: Executor, query: RecipientListQuery) {
  const all = await findRecipients(ex, query);
  const start = (query.page - 1) * RECIPIENTS_PAGE_SIZE;
  return {
    customers: all.slice(start, start + RECIPIENTS_PAGE_SIZE),
    total: all.length,
    eligible: all.filter((c) => c.reach.eligible).length,
    /** Of the eligible: reached by a bulk send itself, and only by hand (numbers abroad, §5.5). */
    ...reachCounts(all.map((c) => c.reach)),
    page: query.page,
    pageSize: RECIPIENTS_PAGE_SIZE,
  };
}

/** The stores, for the "by store" filter. */
export function storeOptions(ex: Executor) {
  return ex
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.is_active, true))
    .orderBy(asc(stores.name));
}
