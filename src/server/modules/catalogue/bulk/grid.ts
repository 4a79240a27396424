import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { type AuditActor, changedFields, recordAudit } from '@/server/modules/audit/public';
import {
  GRID_FIELDS,
  GRID_PAGE_SIZE,
  type GridEdit,
  type GridPage,
  type GridQuery,
  type GridRow,
  type GridValues,
} from '@/shared/catalogue/bulk/grid-schemas';
import type { ProductInput } from '@/shared/catalogue/product-schemas';
import { productInput } from '@/shared/catalogue/product-schemas';
import { issueMessage, type MessageKey, type MessageParams } from '@/shared/messages';
import { centsToAmount } from '@/shared/money';
import { estimatedPriceCents } from '@/shared/orders/weighing';
import { DEFAULT_TAX_CLASS } from '@/shared/tax/classes';
import { cents, kg } from '../mappers';
import { readStaffProduct } from '../product-admin-list';
import { auditedProduct } from '../product-mappers';
import { productColumns, saveVariations } from '../product-write-steps';
import { categories, products, productVariations } from '../schema';
import type { UsageCheck } from '../usage';
import { readProducts } from './catalogue-state';

const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The grid's lines for some condition, by product name then the variations' order. */
async function gridRows(ex: Executor, where: SQL | undefined, page?: number) {
  const query = ex
    .select({
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      categoryName: categories.name,
      variationId: productVariations.id,
      variationName: productVariations.name,
      productPrice: products.price,
      price: productVariations.price,
      pricePerKg: productVariations.price_per_kg,
      weightKg: productVariations.weight_kg,
      stock: productVariations.stock_quantity,
      isActive: products.is_active,
      taxClass: products.tax_class,
      categoryTaxClass: categories.tax_class,
      updatedAt: products.updated_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productVariations, eq(productVariations.product_id, products.id))
    .leftJoin(categories, eq(categories.id, products.category_id))
    .where(where)
    .orderBy(
      asc(products.name),
      asc(products.id),
      asc(productVariations.display_order),
      asc(productVariations.created_at),
    );
  const rows = page ? await query.limit(GRID_PAGE_SIZE).offset((page - 1) * GRID_PAGE_SIZE) : await query;
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(
      (r): GridRow => ({
        key: r.variationId ?? `p:${r.productId}`,
        productId: r.productId,
        productSlug: r.productSlug,
        productName: r.productName,
        categoryName: r.categoryName,
        variationId: r.variationId,
        variationName: r.variationName,
        priceCents: cents(r.price ?? r.productPrice)!,
        pricePerKgCents: cents(r.pricePerKg),
        weightKg: kg(r.weightKg),
        stockQuantity: r.stock,
        isActive: r.isActive,
        taxClass: r.taxClass,
        categoryTaxClass: r.categoryTaxClass ?? DEFAULT_TAX_CLASS,
        updatedAt: r.updatedAt.toISOString(),
      }),
    ),
  };
}

export async function listGrid(ex: Executor, q: GridQuery): Promise<GridPage> {
  const where: SQL[] = [];
  if (q.q) {
    const like = contains(q.q);
    where.push(
      or(
        sql`lower(${products.name}) like ${like}`,
        sql`lower(coalesce(${products.name_en}, '')) like ${like}`,
        sql`${products.slug} like ${like}`,
        sql`lower(coalesce(${productVariations.name}, '')) like ${like}`,
      )!,
    );
  }
  if (q.category === 'none') where.push(isNull(products.category_id));
  else if (q.category) where.push(eq(products.category_id, q.category));
  const { rows, total } = await gridRows(ex, where.length ? and(...where) : undefined, q.page);
  return { rows, total, page: q.page, pageCount: Math.max(1, Math.ceil(total / GRID_PAGE_SIZE)) };
}

export type GridSaveResult = { saved: GridRow[] } | { conflicts: GridRow[] };

type FieldErrors = Record<string, { key: MessageKey; params?: MessageParams }[]>;

/**
 * Saves the grid's edits in one transaction (decision 052): the products are locked, every edited
 * cell is compared with what the person saw, and any difference is a conflict of that line — the
 * answer lists those lines as they now stand and nothing is written. Otherwise each product is
 * saved as the editor saves it (its rules, its price from the variations) with one audit entry.
 */
export function createGrid(db: Db, invalidate: () => void, usage: UsageCheck) {
  return {
    list: (q: GridQuery) => listGrid(db, q),

    async save(actor: AuditActor, edits: GridEdit[]): Promise<GridSaveResult> {
      let written = false;
      try {
        return await db.transaction(async (tx) => {
          const ids = [...new Set(edits.map((e) => e.productId))];
          const current = await readProducts(tx, inArray(products.id, ids), true);
          const byId = new Map([...current.values()].map((p) => [p.id, p]));
          const fields: FieldErrors = {};
          const fail = (edit: GridEdit, field: string, key: MessageKey, params?: MessageParams) => {
            const name = `${edit.key}.${field}`;
            fields[name] = [...(fields[name] ?? []), params ? { key, params } : { key }];
          };
          const conflicted = new Set<string>();
          const wanted = new Map<string, ProductInput>();
          for (const edit of edits) {
            const product = byId.get(edit.productId);
            const values = product && (wanted.get(product.id) ?? structuredClone(product.input));
            const variations = values?.variations ?? [];
            const index = edit.variationId
              ? variations.findIndex((v) => (v as { id?: string }).id === edit.variationId)
              : variations.length === 0
                ? -2
                : -1;
            if (!product || !values || index === -1) {
              fail(edit, 'row', 'bulk.rowUnknown');
              continue;
            }
            const line = index >= 0 ? variations[index]! : null;
            // What is stored, before any line of this save touched the product.
            const was = index >= 0 ? product.input.variations![index]! : null;
            const stored: Required<GridValues> = {
              priceCents: was ? was.priceCents : product.input.priceCents,
              pricePerKgCents: was?.pricePerKgCents ?? null,
              stockQuantity: was?.stockQuantity ?? null,
              isActive: product.input.isActive ?? true,
              taxClass: product.input.taxClass || null,
            };
            const set = edit.set as GridValues;
            const seen = edit.seen as GridValues;
            if (GRID_FIELDS.some((f) => set[f] !== undefined && seen[f] !== stored[f])) {
              conflicted.add(edit.key);
              continue;
            }
            if (set.isActive !== undefined) {
              const other = edits.find(
                (e) =>
                  e.productId === edit.productId &&
                  e.set.isActive !== undefined &&
                  e.set.isActive !== set.isActive,
              );
              if (other) fail(edit, 'isActive', 'bulk.activeDiffers');
              values.isActive = set.isActive;
            }
            // The product's tax class (decision 083): like "active", one value for all its lines.
            if (set.taxClass !== undefined) {
              const other = edits.find(
                (e) =>
                  e.productId === edit.productId &&
                  e.set.taxClass !== undefined &&
                  e.set.taxClass !== set.taxClass,
              );
              if (other) fail(edit, 'taxClass', 'bulk.taxClassDiffers');
              values.taxClass = set.taxClass;
            }
            if (line) {
              const next = { ...line };
              if (set.pricePerKgCents !== undefined) next.pricePerKgCents = set.pricePerKgCents;
              if (set.stockQuantity !== undefined) next.stockQuantity = set.stockQuantity;
              if (set.priceCents !== undefined) {
                if (next.pricePerKgCents != null && next.weightKg != null) {
                  const derived = estimatedPriceCents(next.weightKg, next.pricePerKgCents);
                  if (set.priceCents !== derived)
                    fail(edit, 'priceCents', 'bulk.priceOfWeighed', { value: centsToAmount(derived) });
                }
                next.priceCents = set.priceCents;
              }
              variations[index] = next;
            } else {
              if (set.priceCents !== undefined) values.priceCents = set.priceCents;
              if (set.pricePerKgCents != null || set.stockQuantity != null)
                fail(edit, 'row', 'bulk.variationMissing');
            }
            wanted.set(product.id, values);
          }
          if (conflicted.size) {
            const { rows } = await gridRows(tx, inArray(products.id, ids));
            return { conflicts: rows.filter((r) => conflicted.has(r.key)) };
          }
          const parsed = new Map<string, ReturnType<typeof productInput.parse>>();
          for (const [id, values] of wanted) {
            const result = productInput.safeParse(values);
            if (result.success) {
              parsed.set(id, result.data);
              continue;
            }
            for (const issue of result.error.issues) {
              const [field, index, sub] = issue.path;
              const variationId =
                field === 'variations' && typeof index === 'number'
                  ? (values.variations?.[index] as { id?: string } | undefined)?.id
                  : undefined;
              const edit =
                edits.find(
                  (e) => e.productId === id && (variationId ? e.variationId === variationId : true),
                ) ?? edits.find((e) => e.productId === id)!;
              const { key, params } = issueMessage(issue);
              fail(edit, String(sub ?? field), key as MessageKey, params);
            }
          }
          if (Object.keys(fields).length)
            throw new AppError('validation_failed', 'common.validation_failed', { fields });
          for (const [id, values] of parsed) {
            const before = await readStaffProduct(tx, id);
            await tx
              .update(products)
              .set({ ...productColumns(values), updated_at: sql`now()` })
              .where(eq(products.id, id));
            await saveVariations(tx, id, values.variations, usage);
            const after = await readStaffProduct(tx, id);
            const changed = changedFields(auditedProduct(before), auditedProduct(after));
            if (Object.keys(changed.after).length)
              await recordAudit(tx, {
                actor,
                action: 'bulk_edit',
                entityType: 'product',
                entityId: id,
                ...changed,
              });
          }
          written = parsed.size > 0;
          const { rows } = await gridRows(tx, inArray(products.id, ids));
          const keys = new Set(edits.map((e) => e.key));
          return { saved: rows.filter((r) => keys.has(r.key)) };
        });
      } finally {
        if (written) invalidate();
      }
    },
  };
}
