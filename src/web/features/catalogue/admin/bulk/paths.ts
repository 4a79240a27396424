import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';

/** The grid section's pages below its own, relative to it (declared in ./section.tsx). */
export const bulkPages = { import: 'importar' } as const;

/** The CSV import (decision 052). */
export const bulkImportPath = `${ADMIN_SECTIONS.bulk.path}/${bulkPages.import}`;
