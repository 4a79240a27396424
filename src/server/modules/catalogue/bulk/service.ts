import type { Db } from '../../../db/client';
import { createGrid } from './grid';
import { createImport } from './import';

/**
 * The catalogue's bulk writes (issue 21): the price and stock grid and the CSV import. `invalidate`
 * is the catalogue's own cache clear (decision 048: every instance hears it).
 */
export function createCatalogueBulkService(db: Db, invalidate: () => void) {
  return { grid: createGrid(db, invalidate), import: createImport(db, invalidate) };
}

export type CatalogueBulkService = ReturnType<typeof createCatalogueBulkService>;
