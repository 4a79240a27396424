import { and, eq, ne, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import {
  type CouponEditInput,
  type CouponSaveInput,
  type CouponSaveValues,
  couponEditSchema,
  couponSaveSchema,
  dayEnd,
  dayStart,
} from '@/shared/coupons/admin-schema';
import { fromCents } from '@/shared/money';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import type { CouponUsage } from './coupon-usage';
import { coupons } from './schema';
import { findCouponById, type StaffCoupon, toStaffCoupon } from './staff-reads';

/** Input checked again here, so a caller that skipped the route's validator still gets a 422. */
function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

/** A refusal about one field: the same key for the whole and for the field. */
const refuse = (
  code: 'conflict' | 'validation_failed',
  field: string,
  key: 'couponAdmin.codeTaken' | 'couponAdmin.usageLimitBelowUsed',
  params?: Record<string, number>,
) => new AppError(code, key, { params, fields: { [field]: [{ key, params }] } });

/** The form's values as the row stores them (numeric(12,2) reais, percent with two decimals, instants). */
const columns = (v: CouponSaveValues) => ({
  code: v.code,
  name: v.name,
  description: v.description || null,
  type: v.type,
  value: v.type === 'percentage' ? v.value.toFixed(2) : fromCents(v.value),
  minimum_order: fromCents(v.minimumOrderCents),
  maximum_discount:
    v.type === 'percentage' && v.maximumDiscountCents !== null ? fromCents(v.maximumDiscountCents) : null,
  usage_limit: v.usageLimit,
  per_customer_limit: v.perCustomerLimit,
  valid_from: dayStart(v.validFrom),
  valid_until: dayEnd(v.validUntil),
  is_active: v.isActive,
});

/** A code another coupon has (case-insensitively) → 409 on the code field. */
async function assertCodeFree(tx: Executor, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(sql`lower(${coupons.code})`, code.toLowerCase()),
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw refuse('conflict', 'code', 'couponAdmin.codeTaken');
}

/** The unique index on lower(code) fired: a twin creation won the race. */
const isCodeClash = (error: unknown) =>
  /coupons_code_lower_key/.test(String((error as { message?: unknown })?.message ?? '')) ||
  /coupons_code_lower_key/.test(String((error as { cause?: { message?: unknown } })?.cause?.message ?? ''));

/** What the audit log keeps of a coupon: its editable fields, as the API names them. */
function audited(c: StaffCoupon): Record<string, unknown> {
  const { id: _i, state: _s, createdAt: _c, updatedAt: _u, validFromAt: _f, validUntilAt: _t, ...fields } = c;
  return fields;
}

const sameVersion = (stored: Date, sent: string) => stored.getTime() === new Date(sent).getTime();

/**
 * The admin panel's coupon writes (issue 18): create, edit every field, delete an unused coupon.
 * Each runs in one transaction with its audit entry (DESIGN §4).
 */
export function createCouponWrites(db: Db, usage: CouponUsage, now: () => Date) {
  return {
    async createCoupon(actor: AuditActor, raw: CouponSaveInput): Promise<StaffCoupon> {
      const input = parse(couponSaveSchema, raw);
      try {
        return await db.transaction(async (tx) => {
          await assertCodeFree(tx, input.code);
          const [row] = await tx.insert(coupons).values(columns(input)).returning();
          const coupon = toStaffCoupon(row!, now());
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: 'coupon',
            entityId: coupon.id,
            after: audited(coupon),
          });
          return coupon;
        });
      } catch (error) {
        if (isCodeClash(error)) throw refuse('conflict', 'code', 'couponAdmin.codeTaken');
        throw error;
      }
    },

    /** Every field, based on the version read: a newer change answers 409 `couponAdmin.stale`. */
    async updateCoupon(actor: AuditActor, id: string, raw: CouponEditInput): Promise<StaffCoupon> {
      const { updatedAt, ...input } = parse(couponEditSchema, raw);
      try {
        return await db.transaction(async (tx) => {
          const current = await findCouponById(tx, id, true);
          if (!sameVersion(current.updated_at, updatedAt))
            throw new AppError('conflict', 'couponAdmin.stale');
          await assertCodeFree(tx, input.code, current.id);
          if (input.usageLimit !== null && input.usageLimit < current.used_count)
            throw refuse('validation_failed', 'usageLimit', 'couponAdmin.usageLimitBelowUsed', {
              used: current.used_count,
            });
          const [row] = await tx
            .update(coupons)
            .set({ ...columns(input), updated_at: sql`now()` })
            .where(eq(coupons.id, current.id))
            .returning();
          const coupon = toStaffCoupon(row!, now());
          const changed = changedFields(audited(toStaffCoupon(current, now())), audited(coupon));
          if (Object.keys(changed.after).length > 0)
            await recordAudit(tx, {
              actor,
              action: 'update',
              entityType: 'coupon',
              entityId: current.id,
              ...changed,
            });
          return coupon;
        });
      } catch (error) {
        if (isCodeClash(error)) throw refuse('conflict', 'code', 'couponAdmin.codeTaken');
        throw error;
      }
    },

    /** Only a coupon no order has used: one that was used is deactivated instead (409 with the reason). */
    async deleteCoupon(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findCouponById(tx, id, true);
        const usedBy = await usage.wasUsed(tx, current.id);
        if (current.used_count > 0 || usedBy) throw new AppError('conflict', 'couponAdmin.usedCannotDelete');
        await tx.delete(coupons).where(eq(coupons.id, current.id));
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entityType: 'coupon',
          entityId: current.id,
          before: audited(toStaffCoupon(current, now())),
        });
      });
    },
  };
}
