import { z } from 'zod';
import { calendarDate } from '../dates';
import type { TaxClass } from './classes';

/** One line of the tax report (issue 37, decision 079): a month, a place and a class. */
export type TaxReportRow = {
  /** YYYY-MM in the shop's time zone. */
  month: string;
  storeId: string;
  storeName: string;
  /** '' for the store's pickup counter, else the delivery zone's id. */
  zoneId: string;
  taxClass: TaxClass;
  orders: number;
  /** Sales net of tax that paid a rate above zero. */
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
};

export type TaxReport = {
  from: string;
  to: string;
  rows: TaxReportRow[];
  totals: { taxableCents: number; exemptCents: number; taxCents: number };
};

/** The report's range: two days (both included); the screen sends whole months. */
export const taxReportQuery = z.object({ from: calendarDate(), to: calendarDate() });
export type TaxReportQuery = z.infer<typeof taxReportQuery>;

export const taxReportTotals = (rows: readonly TaxReportRow[]) =>
  rows.reduce(
    (t, r) => ({
      taxableCents: t.taxableCents + r.taxableCents,
      exemptCents: t.exemptCents + r.exemptCents,
      taxCents: t.taxCents + r.taxCents,
    }),
    { taxableCents: 0, exemptCents: 0, taxCents: 0 },
  );
