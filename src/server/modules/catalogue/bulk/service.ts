import type { Db } from '@/server/db/client';
import { type CatalogueUsage, usageCheck } from '../usage';
import { createGrid } from './grid';
import { createImport } from './import';

/**
 * The catalogue's bulk writes (issue 21): the price and stock grid and the CSV import. `invalidate`
 * is the catalogue's own cache clear (decision 048: every instance hears it); `usage`, the modules
 * asked before a variation is removed (the catalogue service's own, see `CatalogueUsage`).
 */
export function createCatalogueBulkService(
  db: Db,
  invalidate: () => void,
  usage?: readonly CatalogueUsage[],
) {
  const check = usageCheck(usage);
  return { grid: createGrid(db, invalidate, check), import: createImport(db, invalidate, check) };
}

export type CatalogueBulkService = ReturnType<typeof createCatalogueBulkService>;
