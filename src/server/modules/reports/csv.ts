import { type Options, stringify } from 'csv-stringify/sync';
import { type CsvCellKind, csvCell, csvDelimiter } from '@/shared/reports/csv-format';
import type { CsvLanguage } from '@/shared/reports/csv-headers';

/** One column of an export: its header, how a row fills it, and what kind of value it is (text by default). */
export type CsvColumn<R> = {
  header: string;
  value: (row: R) => string | number | boolean | null;
  kind?: CsvCellKind;
};

/**
 * CSV as spreadsheets read it (decision 046): UTF-8 with a byte-order mark (Excel then opens accents
 * right), CRLF line ends, quoting by csv-stringify, and a cell starting with = + - @ written as text
 * (a formula smuggled into a name never runs).
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  escape_formulas: true,
};

/**
 * A streamed CSV file in the headers' language (decision 102: its separator, decimals, dates and
 * words, `shared/reports/csv-format.ts`; none: as stored): the header with the BOM first, then one chunk per page the generator yields,
 * asked for only when the reader wants more (backpressure), so 100,000 rows never sit in memory.
 */
export function csvStream<R>(
  columns: readonly CsvColumn<R>[],
  pages: AsyncIterable<R[]>,
  lang?: CsvLanguage,
): ReadableStream<Uint8Array> {
  const options: Options = { ...OPTIONS, delimiter: csvDelimiter(lang) };
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(
            encoder.encode(stringify([columns.map((c) => c.header)], { ...options, bom: true })),
          );
          return;
        }
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        const records = next.value.map((row) =>
          columns.map((c) => csvCell(c.kind ?? 'text', c.value(row), lang)),
        );
        if (records.length) controller.enqueue(encoder.encode(stringify(records, options)));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * Keyset paging: `page(after)` reads the rows after a cursor (null: from the start), in the
 * cursor's order; the next cursor comes from the page's last row. Stops on a short page.
 */
export async function* keysetPages<R, C>(
  page: (after: C | null) => Promise<R[]>,
  cursorOf: (row: R) => C,
  size: number,
): AsyncGenerator<R[]> {
  let after: C | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1] as R);
  }
}
