import { asc, count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import {
  type CategoryInput,
  type CategoryUpdate,
  categoryInput,
  categoryReorder,
  categoryUpdate,
} from '../../../shared/catalogue/schemas';
import { hasUuidShape } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { validationError } from '../../http/validate';
import { type StaffCategory, toStaffCategory } from './mappers';
import { categories, products } from './schema';

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
  };
}

/**
 * Staff writes of SPEC §7.2 (categories: insert, update by id, delete by id, reorder) with the
 * §5.3/§8.4 messages. The admin screens call them later; each one clears the catalogue caches.
 */
export function createCategoryWrites(db: Db, invalidate: () => void) {
  return {
    /** SPEC §7.2 "select all ordered by display_order (admin)". */
    async listAllCategories(): Promise<StaffCategory[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.display_order), asc(categories.name));
      return rows.map(toStaffCategory);
    },

    async createCategory(raw: CategoryInput): Promise<StaffCategory> {
      const input = parse(categoryInput, raw);
      try {
        const [row] = await db
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
          })
          .returning();
        return toStaffCategory(row!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', 'category.slugTaken', {
            fields: { slug: [{ key: 'category.slugTaken' }] },
          });
        throw new AppError('internal', 'category.createFailed', {
          detail: detailOf(error),
          cause: error,
        });
      } finally {
        invalidate();
      }
    },

    async updateCategory(id: string, raw: CategoryUpdate): Promise<StaffCategory> {
      const patch = columns(parse(categoryUpdate, raw));
      if (!hasUuidShape(id)) throw new AppError('not_found', 'category.noneUpdated');
      try {
        const [row] = await db
          .update(categories)
          .set({ ...patch, updated_at: sql`now()` })
          .where(eq(categories.id, id))
          .returning();
        if (!row) throw new AppError('not_found', 'category.noneUpdated');
        return toStaffCategory(row);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isUniqueViolation(error))
          throw new AppError('conflict', 'category.slugTaken', {
            fields: { slug: [{ key: 'category.slugTaken' }] },
          });
        throw new AppError('internal', 'category.updateFailed', {
          params: { detail: 'erro inesperado no banco de dados' },
          detail: detailOf(error),
          cause: error,
        });
      } finally {
        invalidate();
      }
    },

    /** SPEC §5.3: linked products do not block a delete; their number is only logged. */
    async deleteCategory(id: string, log?: Logger): Promise<void> {
      if (!hasUuidShape(id)) throw new AppError('not_found', 'category.noneDeleted');
      try {
        const deleted = await db.transaction(async (tx) => {
          const [linked] = await tx.select({ n: count() }).from(products).where(eq(products.category_id, id));
          const rows = await tx
            .delete(categories)
            .where(eq(categories.id, id))
            .returning({ id: categories.id });
          if (rows.length > 0)
            log?.info({ categoryId: id, linkedProducts: linked?.n ?? 0 }, 'category deleted');
          return rows.length;
        });
        if (deleted === 0) throw new AppError('not_found', 'category.noneDeleted');
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

    /** SPEC §7.2 reorder: every id must exist, or nothing changes. */
    async reorderCategories(raw: { id: string; displayOrder: number }[]): Promise<void> {
      const items = parse(categoryReorder, raw);
      try {
        await db.transaction(async (tx) => {
          for (const item of items) {
            const rows = await tx
              .update(categories)
              .set({ display_order: item.displayOrder, updated_at: sql`now()` })
              .where(eq(categories.id, item.id))
              .returning({ id: categories.id });
            if (rows.length === 0) throw new AppError('not_found', 'category.noneUpdated');
          }
        });
      } finally {
        invalidate();
      }
    },
  };
}
