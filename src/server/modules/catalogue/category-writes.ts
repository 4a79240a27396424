import { asc, count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import {
  type CategoryInput,
  type CategoryReorder,
  type CategoryUpdate,
  categoryInput,
  categoryReorder,
  categoryUpdate,
} from '@/shared/catalogue/category-schemas';
import { hasUuidShape } from '@/shared/ids';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { type StaffCategory, type StaffCategoryRow, toStaffCategory } from './mappers';
import { type CategoryRow, categories, products } from './schema';

/** Postgres unique_violation: here, a slug another category already has. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Input checked again here, so a caller that skipped the route's validator still gets a 422. */
function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const slugTaken = () =>
  new AppError('conflict', 'category.slugTaken', { fields: { slug: [{ key: 'category.slugTaken' }] } });

function columns(input: CategoryUpdate) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.nameEn !== undefined && { name_en: input.nameEn }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.descriptionEn !== undefined && { description_en: input.descriptionEn }),
    ...(input.imageUrl !== undefined && { image_url: input.imageUrl }),
    ...(input.isActive !== undefined && { is_active: input.isActive }),
    ...(input.displayOrder !== undefined && { display_order: input.displayOrder }),
    ...(input.taxClass !== undefined && { tax_class: input.taxClass }),
    ...(input.takesPrepNotes !== undefined && { takes_prep_notes: input.takesPrepNotes }),
  };
}

/** What the audit log keeps of a category: its editable fields, as the API names them. */
function audited(row: CategoryRow): Record<string, unknown> {
  const { id: _id, updatedAt: _version, ...fields } = toStaffCategory(row);
  return fields;
}

const ENTITY = 'category';

async function linkedProducts(tx: Executor, id: string): Promise<number> {
  const [linked] = await tx.select({ n: count() }).from(products).where(eq(products.category_id, id));
  return linked?.n ?? 0;
}

/**
 * Staff writes of SPEC §7.2 (categories: insert, update by id, delete by id, reorder) with the
 * §5.3/§8.4 messages. Each runs in one transaction with its audit entry (DESIGN §4) and clears
 * the catalogue caches (decision 010), so the storefront shows it at the next request.
 */
export function createCategoryWrites(db: Db, invalidate: () => void) {
  return {
    /** SPEC §7.2 "select all ordered by display_order (admin)", with each one's linked products. */
    async listAllCategories(): Promise<StaffCategoryRow[]> {
      const counts = db
        .select({ category_id: products.category_id, n: count().as('n') })
        .from(products)
        .groupBy(products.category_id)
        .as('counts');
      const rows = await db
        .select({ category: categories, n: counts.n })
        .from(categories)
        .leftJoin(counts, eq(counts.category_id, categories.id))
        .orderBy(asc(categories.display_order), asc(categories.name));
      return rows.map(({ category, n }) => ({ ...toStaffCategory(category), productCount: Number(n ?? 0) }));
    },

    async createCategory(actor: AuditActor, raw: CategoryInput): Promise<StaffCategory> {
      const input = parse(categoryInput, raw);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(categories)
            .values({
              name: input.name,
              name_en: input.nameEn,
              slug: input.slug,
              description: input.description,
              description_en: input.descriptionEn,
              image_url: input.imageUrl,
              is_active: input.isActive,
              display_order: input.displayOrder,
              tax_class: input.taxClass,
              takes_prep_notes: input.takesPrepNotes,
            })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: ENTITY,
            entityId: created!.id,
            after: audited(created!),
          });
          return created!;
        });
        return toStaffCategory(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw new AppError('internal', 'category.createFailed', { detail: detailOf(error), cause: error });
      } finally {
        invalidate();
      }
    },

    /**
     * Writes the fields sent. With `updatedAt` (the staff screen always sends it), a category
     * changed since that version is refused with 409 `category.stale` and nothing is written.
     */
    async updateCategory(
      actor: AuditActor,
      id: string,
      raw: CategoryUpdate & { updatedAt?: string },
    ): Promise<StaffCategory> {
      const { updatedAt, ...fields } = raw;
      const patch = columns(parse(categoryUpdate, fields));
      if (!hasUuidShape(id)) throw new AppError('not_found', 'category.noneUpdated');
      try {
        const row = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!current) throw new AppError('not_found', 'category.noneUpdated');
          if (updatedAt !== undefined && current.updated_at.getTime() !== new Date(updatedAt).getTime())
            throw new AppError('conflict', 'category.stale');
          const [updated] = await tx
            .update(categories)
            .set({ ...patch, updated_at: sql`now()` })
            .where(eq(categories.id, id))
            .returning();
          const changed = changedFields(audited(current), audited(updated!));
          if (Object.keys(changed.after).length > 0)
            await recordAudit(tx, { actor, action: 'update', entityType: ENTITY, entityId: id, ...changed });
          return updated!;
        });
        return toStaffCategory(row);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isUniqueViolation(error)) throw slugTaken();
        throw new AppError('internal', 'category.updateFailed', {
          params: { detail: 'erro inesperado no banco de dados' },
          detail: detailOf(error),
          cause: error,
        });
      } finally {
        invalidate();
      }
    },

    /** SPEC §5.3: linked products do not block a delete; their number is only logged (and audited). */
    async deleteCategory(actor: AuditActor, id: string, log?: Logger): Promise<{ linkedProducts: number }> {
      if (!hasUuidShape(id)) throw new AppError('not_found', 'category.noneDeleted');
      try {
        const linked = await db.transaction(async (tx) => {
          const n = await linkedProducts(tx, id);
          const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning();
          if (!deleted) throw new AppError('not_found', 'category.noneDeleted');
          await recordAudit(tx, {
            actor,
            action: 'delete',
            entityType: ENTITY,
            entityId: id,
            before: { ...audited(deleted), linkedProducts: n },
          });
          return n;
        });
        log?.info({ categoryId: id, linkedProducts: linked }, 'category deleted');
        return { linkedProducts: linked };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('internal', 'category.deleteFailed', {
          params: { detail: 'erro inesperado no banco de dados' },
          detail: detailOf(error),
          cause: error,
        });
      } finally {
        invalidate();
      }
    },

    /**
     * SPEC §7.2 reorder: the ids given come first, in that order; any category left out keeps its
     * place relative to the others after them. Every id must exist, or nothing changes.
     */
    async reorderCategories(actor: AuditActor, raw: CategoryReorder): Promise<void> {
      const { ids } = parse(categoryReorder, raw);
      try {
        await db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(categories)
            .orderBy(asc(categories.display_order), asc(categories.name))
            .for('update');
          const byId = new Map(rows.map((r) => [r.id, r]));
          if (ids.some((id) => !byId.has(id.toLowerCase())))
            throw new AppError('not_found', 'category.noneUpdated');
          const listed = new Set(ids.map((id) => id.toLowerCase()));
          const order = [...listed, ...rows.map((r) => r.id).filter((id) => !listed.has(id))];
          for (const [position, id] of order.entries()) {
            const row = byId.get(id)!;
            if (row.display_order === position) continue;
            // updated_at stays: a new place is not a new version of the category's content, and
            // bumping it would refuse a colleague's edit of its name for no reason.
            await tx.update(categories).set({ display_order: position }).where(eq(categories.id, id));
            await recordAudit(tx, {
              actor,
              action: 'reorder',
              entityType: ENTITY,
              entityId: id,
              before: { displayOrder: row.display_order },
              after: { displayOrder: position },
            });
          }
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('internal', 'category.updateFailed', {
          params: { detail: 'erro inesperado no banco de dados' },
          detail: detailOf(error),
          cause: error,
        });
      } finally {
        invalidate();
      }
    },
  };
}
