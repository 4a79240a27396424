import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { AppError } from '@/server/http/app-error';
import { type AuditActor, changedFields, recordAudit } from '@/server/modules/audit/public';
import { cellText } from '@/shared/catalogue/bulk/cells';
import { type ImportPlan, type PlannedProduct, planImport } from '@/shared/catalogue/bulk/import-plan';
import { staffMay } from '@/shared/permissions/admin-sections';
import { readStaffProduct } from '../product-admin-list';
import { auditedProduct } from '../product-mappers';
import { productColumns, saveVariations } from '../product-write-steps';
import { products } from '../schema';
import type { UsageCheck } from '../usage';
import { planToken, readCategories, readProductsBySlug } from './catalogue-state';
import { readImportFile } from './read-file';

/** What the dry run answers: the plan without the whole products, and the token the apply must bring. */
export type DryRun = Omit<ImportPlan, 'products'> & {
  products: Omit<PlannedProduct, 'values'>[];
  token: string;
};

async function plan(ex: Executor, actor: AuditActor, file: string, lock: boolean) {
  const read = readImportFile(file);
  if ('refusals' in read)
    return {
      plan: { rows: 0, products: [], refusals: read.refusals, unchanged: 0 } as ImportPlan,
      token: '',
    };
  const slugs = [...new Set(read.rows.map((r) => cellText(r.cells.slug)).filter(Boolean))];
  const [current, cats] = await readTogether(
    ex,
    () => readProductsBySlug(ex, slugs, lock),
    () => readCategories(ex),
  );
  const result = planImport(read.rows, {
    products: current,
    categories: cats,
    mayManageAll: staffMay(actor.role, 'manage_all_products'),
  });
  return { plan: result, token: planToken(file, current, cats) };
}

/**
 * The CSV import (issue 21, decision 052). The dry run plans the file against the catalogue and
 * writes nothing; the apply plans it again inside one transaction (the products it names locked),
 * refuses when anything is refused or when the token differs from the dry run's (the catalogue or
 * the file changed), then saves each product as the editor does, with one audit entry per product.
 */
export function createImport(db: Db, invalidate: () => void, usage: UsageCheck) {
  return {
    async dryRun(actor: AuditActor, file: string): Promise<DryRun> {
      const { plan: result, token } = await plan(db, actor, file, false);
      return { ...result, products: result.products.map(({ values: _v, ...p }) => p), token };
    },

    async apply(
      actor: AuditActor,
      file: string,
      token: string,
    ): Promise<{ created: number; updated: number }> {
      let written = false;
      try {
        return await db.transaction(async (tx) => {
          const { plan: result, token: now } = await plan(tx, actor, file, true);
          if (result.refusals.length)
            throw new AppError('validation_failed', 'bulk.hasRefusals', {
              params: { count: result.refusals.length },
            });
          if (now !== token) throw new AppError('conflict', 'bulk.importStale');
          let created = 0;
          for (const p of result.products) {
            if (p.id === null) {
              const [row] = await tx
                .insert(products)
                .values(productColumns(p.values))
                .returning({ id: products.id });
              await saveVariations(tx, row!.id, p.values.variations, usage);
              const after = await readStaffProduct(tx, row!.id);
              await recordAudit(tx, {
                actor,
                action: 'import',
                entityType: 'product',
                entityId: row!.id,
                after: auditedProduct(after),
              });
              created++;
              continue;
            }
            const before = await readStaffProduct(tx, p.id);
            await tx
              .update(products)
              .set({ ...productColumns(p.values), updated_at: sql`now()` })
              .where(eq(products.id, p.id));
            await saveVariations(tx, p.id, p.values.variations, usage);
            const after = await readStaffProduct(tx, p.id);
            await recordAudit(tx, {
              actor,
              action: 'import',
              entityType: 'product',
              entityId: p.id,
              ...changedFields(auditedProduct(before), auditedProduct(after)),
            });
          }
          written = result.products.length > 0;
          return { created, updated: result.products.length - created };
        });
      } finally {
        if (written) invalidate();
      }
    },
  };
}
