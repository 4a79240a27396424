import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type Coupon, type CouponRefusal, checkCoupon, normalizeCouponCode } from '@/shared/coupons/rules';
import { type MessageKey, type MessageParams, paramsFor, renderMessage } from '@/shared/messages';
import { type Currency, DEFAULT_CURRENCY, formatMoney, fromCents, toCents } from '@/shared/money';
import type { CouponCheckResult } from '@/shared/orders/types';
import { readCurrency } from '../settings/public';
import { type CouponRow, couponCustomerUses, coupons } from './schema';

/** The row as the shared rules read it (percent for percentage coupons, cents for fixed ones). */
export function toRuleCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    type: row.type,
    value: row.type === 'percentage' ? Number(row.value) : toCents(row.value),
    minimumOrderCents: toCents(row.minimum_order),
    maximumDiscountCents: row.maximum_discount === null ? null : toCents(row.maximum_discount),
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    isActive: row.is_active,
  };
}

/** A coupon refusal as a message key; the minimum order is a parameter (already formatted). */
export function couponRefusal(
  reason: CouponRefusal,
  coupon: Coupon | null,
  currency: Currency = DEFAULT_CURRENCY,
): { key: MessageKey; params?: MessageParams } {
  const key = `coupon.${reason}` as const;
  // The server's texts are Portuguese: the shop's currency in pt-BR style (decision 042).
  const minimum = formatMoney(coupon?.minimumOrderCents ?? 0, { currency, language: 'pt-BR' });
  const params = paramsFor(key, { minimum });
  return params ? { key, params } : { key };
}

/** Case-insensitive lookup (the unique index is on lower(code)). */
export async function findCoupon(ex: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await ex
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, normalizeCouponCode(code).toLowerCase()))
    .limit(1);
  return row ?? null;
}

const refusedCoupon = (
  code: string,
  refusal: { key: MessageKey; params?: MessageParams },
): CouponCheckResult => ({
  ok: false,
  code,
  ...refusal,
  message: renderMessage(refusal.key, refusal.params),
});

/** The uses this customer has made of the coupon (0 when none). */
export async function customerUses(ex: Executor, couponId: string, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: couponCustomerUses.used_count })
    .from(couponCustomerUses)
    .where(and(eq(couponCustomerUses.coupon_id, couponId), eq(couponCustomerUses.user_id, userId)));
  return row?.n ?? 0;
}

/** The live check the checkout's coupon field shows (nothing is consumed). */
export async function previewCoupon(
  ex: Executor,
  code: string,
  subtotalCents: number,
  now: Date,
  userId: string,
): Promise<CouponCheckResult> {
  const row = await findCoupon(ex, code);
  const coupon = row ? toRuleCoupon(row) : null;
  const result = checkCoupon(coupon, subtotalCents, now);
  const shown = row?.code ?? normalizeCouponCode(code);
  if (!result.ok) return refusedCoupon(shown, couponRefusal(result.reason, coupon, await readCurrency(ex)));
  if (row?.per_customer_limit != null && (await customerUses(ex, row.id, userId)) >= row.per_customer_limit)
    return refusedCoupon(shown, couponRefusal('customer_used_up', coupon));
  return {
    ok: true,
    code: shown,
    discountCents: result.discountCents,
    description: row?.description ?? null,
  };
}

/**
 * Takes one use, only while uses are left: under concurrency the row lock makes the second buyer
 * re-read `used_count`, so a coupon with usage_limit 1 is consumed exactly once. False: used up.
 */
export async function consumeCouponUse(tx: Executor, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usage_limit), sql`${coupons.used_count} < ${coupons.usage_limit}`),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/**
 * Takes one of the customer's uses, only while they have uses left (issue 18, per-customer limit).
 * The upsert's row (or its unique key, for a first use) is locked, so two checkouts of the same
 * customer at once are counted one after the other and the second sees the first's use. False: the
 * customer has used the coupon as often as allowed. Counted even without a limit, so a limit set
 * later knows who already used it.
 */
export async function consumeCustomerUse(
  tx: Executor,
  couponId: string,
  userId: string,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && limit < 1) return false;
  const rows = await tx
    .insert(couponCustomerUses)
    .values({ coupon_id: couponId, user_id: userId, used_count: 1 })
    .onConflictDoUpdate({
      target: [couponCustomerUses.coupon_id, couponCustomerUses.user_id],
      set: { used_count: sql`${couponCustomerUses.used_count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${couponCustomerUses.used_count} < ${limit}` }),
    })
    .returning({ n: couponCustomerUses.used_count });
  return rows.length === 1;
}

/** Gives a use back (an order cancelled before payment was confirmed): the coupon's and the customer's. */
export async function returnCouponUse(tx: Executor, couponId: string, userId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ used_count: sql`greatest(${coupons.used_count} - 1, 0)`, updated_at: new Date() })
    .where(eq(coupons.id, couponId));
  await tx
    .update(couponCustomerUses)
    .set({ used_count: sql`greatest(${couponCustomerUses.used_count} - 1, 0)` })
    .where(and(eq(couponCustomerUses.coupon_id, couponId), eq(couponCustomerUses.user_id, userId)));
}

const DAY = 86_400_000;

/** The demo coupons (issue 8), added only when the table is empty so staff edits are never undone. */
export async function seedCoupons(ex: Executor, now = new Date()): Promise<number> {
  const [existing] = await ex.select({ n: sql<number>`count(*)::int` }).from(coupons);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await ex
    .insert(coupons)
    .values([
      {
        code: 'BEMVINDO10',
        name: 'Boas-vindas',
        description: '10% de desconto na primeira compra (até R$ 30,00).',
        type: 'percentage',
        value: '10',
        maximum_discount: fromCents(3000),
        // The welcome coupon, once per customer (issue 38): counted per account, e-mail and phone.
        per_customer_limit: 1,
        valid_from: new Date(now.getTime() - DAY),
        valid_until: new Date(now.getTime() + 365 * DAY),
      },
      {
        code: 'CHURRASCO25',
        name: 'Churrasco',
        description: 'R$ 25,00 de desconto em pedidos a partir de R$ 200,00.',
        type: 'fixed_amount',
        value: fromCents(2500),
        minimum_order: fromCents(20000),
        usage_limit: 500,
        valid_from: new Date(now.getTime() - DAY),
        valid_until: new Date(now.getTime() + 180 * DAY),
      },
      {
        code: 'VERAO2025',
        name: 'Verão 2025',
        description: '15% de desconto no verão de 2025.',
        type: 'percentage',
        value: '15',
        maximum_discount: fromCents(5000),
        valid_from: new Date('2025-01-01T00:00:00Z'),
        valid_until: new Date('2025-03-31T23:59:59Z'),
      },
    ])
    .returning({ id: coupons.id });
  return rows.length;
}
