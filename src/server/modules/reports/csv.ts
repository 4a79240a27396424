import { type Options, stringify } from 'csv-stringify/sync';

/** One column of an export: its header and how a row fills it. */
export type CsvColumn<R> = { header: string; value: (row: R) => string | number | boolean | null };

/**
 * CSV as spreadsheets read it (decision 046): UTF-8 with a byte-order mark (Excel then opens accents
 * right), CRLF line ends, quoting by csv-stringify, and a cell starting with = + - @ written as text
 * (a formula smuggled into a name never runs).
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  escape_formulas: true,
  cast: { boolean: (b) => (b ? 'true' : 'false') },
};

/**
 * A streamed CSV file: the header with the BOM first, then one chunk per page the generator yields,
 * asked for only when the reader wants more (backpressure), so 100,000 rows never sit in memory.
 */
export function csvStream<R>(
  columns: readonly CsvColumn<R>[],
  pages: AsyncIterable<R[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(
            encoder.encode(stringify([columns.map((c) => c.header)], { ...OPTIONS, bom: true })),
          );
          return;
        }
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        const records = next.value.map((row) => columns.map((c) => c.value(row)));
        if (records.length) controller.enqueue(encoder.encode(stringify(records, OPTIONS)));
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
