import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { RecipientFilter, RecipientListQuery } from '@/shared/coupons/sending-schema';
import { MAX_BULK_CUSTOMERS, RECIPIENTS_PAGE_SIZE } from '@/shared/coupons/sending-schema';
import { type CouponReach, couponReach, reachCounts } from '@/shared/messaging/coupon-reach';
import { SHOP_TIME_ZONE } from '@/shared/messaging/templates';
import { toCents } from '@/shared/money';
import { consentCovers } from '@/shared/sms/rules';
import {
  type CustomerRecipientRow,
  customerRecipientsByIds,
  type RecipientSql,
  searchCustomerRecipients,
} from '../accounts/public';
import type { CouponRow } from '../coupons/public';
import type { CouponRecipient, CouponToSend } from '../messaging/public';
import { lastOrderAtSql, orderedAtStoreSql } from '../orders/public';

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

/** A customer as the sending screen lists them: who they are and whether (and how) a coupon reaches them. */
export type Recipient = CouponRecipient & {
  email: string;
  lastOrderAt: string | null;
  reach: CouponReach;
};

/** Coupon sending's filters on the customer, from orders' facts about them (the search itself is accounts'). */
function filterSql(filter: RecipientFilter): RecipientSql {
  return {
    lastOrderAt: lastOrderAtSql,
    conditions: (authUserId, lastOrder) => {
      const lastOrderDay = sql`((${lastOrder}) at time zone ${SHOP_TIME_ZONE})::date`;
      return [
        filter.storeId ? orderedAtStoreSql(authUserId, filter.storeId) : undefined,
        filter.orderedFrom ? sql`${lastOrderDay} >= ${filter.orderedFrom}::date` : undefined,
        filter.orderedTo ? sql`${lastOrderDay} <= ${filter.orderedTo}::date` : undefined,
      ];
    },
  };
}

const toRecipient = (row: CustomerRecipientRow): Recipient => ({
  ...row,
  lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt).toISOString(),
  smsConsent: consentCovers(row.smsConsent, row.phone),
  reach: couponReach({ ...row, smsConsent: consentCovers(row.smsConsent, row.phone) }),
});

/** Every customer a filter finds (up to MAX_BULK_CUSTOMERS + 1, so "too many" can be told). */
export async function findRecipients(ex: Executor, filter: RecipientFilter): Promise<Recipient[]> {
  const rows = await searchCustomerRecipients(ex, filter.q, filterSql(filter), MAX_BULK_CUSTOMERS + 1);
  return rows.map(toRecipient);
}

/** The customers with these ids (any order; unknown ids are left out). */
export async function recipientsByIds(ex: Executor, ids: readonly string[]): Promise<Recipient[]> {
  const rows = await customerRecipientsByIds(ex, ids, { lastOrderAt: lastOrderAtSql });
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
