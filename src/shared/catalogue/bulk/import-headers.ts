import { CSV_HEADERS } from '@/shared/reports/csv-headers';

/**
 * The CSV import's column headers in both languages: the products export's (decision 053) and
 * the tax class column (decision 083), which the import reads and the panel shows in the
 * interface's language when it refuses a cell.
 */
export const IMPORT_HEADERS: Readonly<Record<string, { pt: string; en: string }>> = {
  ...CSV_HEADERS.products,
  taxClass: { pt: 'Classe fiscal', en: 'Tax class' },
};
