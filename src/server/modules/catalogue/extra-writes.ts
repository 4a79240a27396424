import { asc, eq, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import { type ExtraEdit, type ExtraInput, extraEdit, extraInput } from '@/shared/catalogue/product-schemas';
import { hasUuidShape } from '@/shared/ids';
import { fromCents } from '@/shared/money';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { type StaffExtra, toStaffExtra } from './product-mappers';
import { productExtras } from './schema';
import type { UsageCheck } from './usage';

const ENTITY = 'extra';

function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const nameTaken = () =>
  new AppError('conflict', 'extra.nameTaken', { fields: { name: [{ key: 'extra.nameTaken' }] } });

const columns = (input: ReturnType<typeof extraInput.parse>) => ({
  name: input.name,
  name_en: input.nameEn,
  price: fromCents(input.priceCents),
  charge_basis: input.basis,
  is_active: input.isActive,
});

const audited = ({ id: _id, updatedAt: _v, ...fields }: StaffExtra) => fields;

function rethrow(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
}

/**
 * The shop's extras as staff manage them (decision 030): a product picks from them. Writes run
 * with their audit entry in one transaction and clear the storefront caches (a renamed or
 * repriced extra shows on every product page offering it).
 */
export function createExtraWrites(db: Db, invalidate: () => void, usage: UsageCheck) {
  return {
    async listExtras(): Promise<StaffExtra[]> {
      const rows = await db.select().from(productExtras).orderBy(asc(productExtras.name));
      return rows.map(toStaffExtra);
    },

    async createExtra(actor: AuditActor, raw: ExtraInput): Promise<StaffExtra> {
      const input = parse(extraInput, raw);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(productExtras).values(columns(input)).returning();
          const extra = toStaffExtra(row!);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: ENTITY,
            entityId: extra.id,
            after: audited(extra),
          });
          return extra;
        });
      } catch (error) {
        rethrow(error);
      } finally {
        invalidate();
      }
    },

    async updateExtra(actor: AuditActor, id: string, raw: ExtraEdit): Promise<StaffExtra> {
      const { updatedAt, ...input } = parse(extraEdit, raw);
      if (!hasUuidShape(id)) throw new AppError('not_found', 'extra.notFound');
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(productExtras)
            .where(eq(productExtras.id, id))
            .for('update');
          if (!current) throw new AppError('not_found', 'extra.notFound');
          if (current.updated_at.getTime() !== new Date(updatedAt).getTime())
            throw new AppError('conflict', 'extra.stale');
          const [row] = await tx
            .update(productExtras)
            .set({ ...columns(input), updated_at: sql`now()` })
            .where(eq(productExtras.id, id))
            .returning();
          const extra = toStaffExtra(row!);
          const changed = changedFields(audited(toStaffExtra(current)), audited(extra));
          if (Object.keys(changed.after).length > 0)
            await recordAudit(tx, { actor, action: 'update', entityType: ENTITY, entityId: id, ...changed });
          return extra;
        });
      } catch (error) {
        rethrow(error);
      } finally {
        invalidate();
      }
    },

    /** Refused (409) while the extra is in an open cart or an order; the product links go with it. */
    async deleteExtra(actor: AuditActor, id: string): Promise<void> {
      if (!hasUuidShape(id)) throw new AppError('not_found', 'extra.notFound');
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(productExtras)
            .where(eq(productExtras.id, id))
            .for('update');
          if (!current) throw new AppError('not_found', 'extra.notFound');
          if (await usage.extraInUse(tx, id)) throw new AppError('conflict', 'extra.inUse');
          await tx.delete(productExtras).where(eq(productExtras.id, id));
          await recordAudit(tx, {
            actor,
            action: 'delete',
            entityType: ENTITY,
            entityId: id,
            before: audited(toStaffExtra(current)),
          });
        });
      } finally {
        invalidate();
      }
    },
  };
}
