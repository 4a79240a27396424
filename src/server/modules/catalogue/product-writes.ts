import { eq, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { validationError } from '@/server/http/validate';
import { copySlug } from '@/shared/catalogue/product-rules';
import {
  type ProductEdit,
  type ProductInput,
  productEdit,
  productInput,
} from '@/shared/catalogue/product-schemas';
import { hasUuidShape } from '@/shared/ids';
import { staffMay } from '@/shared/permissions/admin-sections';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { readStaffProduct } from './product-admin-list';
import { auditedProduct, type StaffProduct } from './product-mappers';
import {
  assertCategory,
  assertExtras,
  productColumns,
  saveExtraLinks,
  saveVariations,
  slugsLike,
} from './product-write-steps';
import { productExtraLinks, products, productVariations } from './schema';
import type { UsageCheck } from './usage';

const ENTITY = 'product';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

function parse<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError('validation_failed', result.error);
}

/** The constraint a unique violation names, wherever the driver put it. */
const constraintOf = (error: unknown): string => {
  const e = error as {
    constraint?: string;
    message?: string;
    cause?: { constraint?: string; message?: string };
  };
  return e?.constraint ?? e?.cause?.constraint ?? `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;
};

const itemCodeTaken = () =>
  new AppError('conflict', 'labels.itemCodeTaken', {
    fields: { scaleItemCode: [{ key: 'labels.itemCodeTaken' }] },
  });

const slugTaken = () =>
  new AppError('conflict', 'product.slugTaken', { fields: { slug: [{ key: 'product.slugTaken' }] } });

/** Known refusals pass through; a taken slug is 409 on its field; anything else a plain failure. */
function failure(
  error: unknown,
  key: 'product.createFailed' | 'product.updateFailed' | 'product.deleteFailed',
) {
  if (error instanceof AppError) return error;
  if (isUniqueViolation(error))
    return constraintOf(error).includes('products_scale_item_code_unique') ? itemCodeTaken() : slugTaken();
  return new AppError('internal', key, {
    detail: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/** Creating, duplicating, deleting and moving between categories take `manage_all_products` (decision 030). */
function assertMayManageAll(
  actor: AuditActor,
  key: 'common.forbidden' | 'product.categoryForbidden' = 'common.forbidden',
) {
  if (!staffMay(actor.role, 'manage_all_products')) throw new AppError('forbidden', key);
}

async function lockProduct(tx: Executor, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'product.notFound');
  return row;
}

/**
 * Staff product writes (decision 030). Each runs in one transaction with its audit entry (the
 * product's fields, variations and extras before and after) and clears the storefront caches.
 */
export function createProductWrites(db: Db, invalidate: () => void, usage: UsageCheck) {
  return {
    async createProduct(actor: AuditActor, raw: ProductInput): Promise<StaffProduct> {
      assertMayManageAll(actor);
      const input = parse(productInput, raw);
      try {
        return await db.transaction(async (tx) => {
          await assertCategory(tx, input.categoryId);
          await assertExtras(tx, input.extraIds);
          const [created] = await tx.insert(products).values(productColumns(input)).returning();
          await saveVariations(tx, created!.id, input.variations, usage);
          await saveExtraLinks(tx, created!.id, input.extraIds);
          const product = await readStaffProduct(tx, created!.id);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entityType: ENTITY,
            entityId: product.id,
            after: auditedProduct(product),
          });
          return product;
        });
      } catch (error) {
        throw failure(error, 'product.createFailed');
      } finally {
        invalidate();
      }
    },

    /**
     * Saves the whole product as the editor holds it. A version older than the stored one is
     * refused (409 `product.stale`); a manager may not move it to another category (403).
     */
    async updateProduct(actor: AuditActor, id: string, raw: ProductEdit): Promise<StaffProduct> {
      const { updatedAt, ...input } = parse(productEdit, raw);
      if (!hasUuidShape(id)) throw new AppError('not_found', 'product.notFound');
      try {
        return await db.transaction(async (tx) => {
          const current = await lockProduct(tx, id);
          if (current.updated_at.getTime() !== new Date(updatedAt).getTime())
            throw new AppError('conflict', 'product.stale');
          if (input.categoryId !== current.category_id)
            assertMayManageAll(actor, 'product.categoryForbidden');
          await assertCategory(tx, input.categoryId);
          await assertExtras(tx, input.extraIds);
          const before = await readStaffProduct(tx, id);
          await tx
            .update(products)
            .set({ ...productColumns(input), updated_at: sql`now()` })
            .where(eq(products.id, id));
          await saveVariations(tx, id, input.variations, usage);
          await saveExtraLinks(tx, id, input.extraIds);
          const after = await readStaffProduct(tx, id);
          const changed = changedFields(auditedProduct(before), auditedProduct(after));
          if (Object.keys(changed.after).length > 0)
            await recordAudit(tx, { actor, action: 'update', entityType: ENTITY, entityId: id, ...changed });
          return after;
        });
      } catch (error) {
        throw failure(error, 'product.updateFailed');
      } finally {
        invalidate();
      }
    },

    /** A copy as a draft, with a free slug and the same variations, extras and pictures. */
    async duplicateProduct(actor: AuditActor, id: string): Promise<StaffProduct> {
      assertMayManageAll(actor);
      if (!hasUuidShape(id)) throw new AppError('not_found', 'product.notFound');
      try {
        return await db.transaction(async (tx) => {
          const source = await readStaffProduct(tx, id);
          const { id: _id, updatedAt: _v, mainImageUrl: _main, ...fields } = source;
          const input = parse(productInput, {
            ...fields,
            name: `${source.name} (cópia)`.slice(0, 120),
            nameEn: source.nameEn ? `${source.nameEn} (copy)`.slice(0, 120) : null,
            slug: copySlug(source.slug, await slugsLike(tx, source.slug)),
            isActive: false,
            // One product per scale item code: the copy gets its own later.
            scaleItemCode: null,
            variations: source.variations.map(({ id: _v2, displayOrder: _o, ...v }) => v),
          });
          const [created] = await tx.insert(products).values(productColumns(input)).returning();
          await saveVariations(tx, created!.id, input.variations, usage);
          await saveExtraLinks(tx, created!.id, input.extraIds);
          const copy = await readStaffProduct(tx, created!.id);
          await recordAudit(tx, {
            actor,
            action: 'duplicate',
            entityType: ENTITY,
            entityId: copy.id,
            after: { ...auditedProduct(copy), copiedFrom: source.id },
          });
          return copy;
        });
      } catch (error) {
        throw failure(error, 'product.createFailed');
      } finally {
        invalidate();
      }
    },

    /** Refused with 409 while the product is in an open cart or an order: deactivate it instead. */
    async deleteProduct(actor: AuditActor, id: string): Promise<void> {
      assertMayManageAll(actor);
      if (!hasUuidShape(id)) throw new AppError('not_found', 'product.notFound');
      try {
        await db.transaction(async (tx) => {
          await lockProduct(tx, id);
          if ((await usage.sellablesInUse(tx, { productId: id })).size > 0)
            throw new AppError('conflict', 'product.inUse');
          const before = await readStaffProduct(tx, id);
          await tx.delete(productExtraLinks).where(eq(productExtraLinks.product_id, id));
          await tx.delete(productVariations).where(eq(productVariations.product_id, id));
          await tx.delete(products).where(eq(products.id, id));
          await recordAudit(tx, {
            actor,
            action: 'delete',
            entityType: ENTITY,
            entityId: id,
            before: auditedProduct(before),
          });
        });
      } catch (error) {
        throw failure(error, 'product.deleteFailed');
      } finally {
        invalidate();
      }
    },
  };
}
