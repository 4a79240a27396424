import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';

/** The palette of the charts, from the shop's colours (styles.css). */
export const CHART = {
  brand: '#7a1f1a',
  ember: '#b4531f',
  gold: '#c7a15a',
  leaf: '#2f6b3a',
  inkSoft: '#4a403a',
  muted: '#6b5f57',
  line: '#e4d9c8',
} as const;
export const SERIES = [CHART.brand, CHART.ember, CHART.gold, CHART.leaf, CHART.inkSoft, CHART.muted] as const;

export type Column<R> = { label: string; value: (row: R) => ReactNode; numeric?: boolean };

/**
 * A chart with its numbers: the drawing is for the eye (hidden from screen readers), the table
 * under it holds the same figures for everyone (readable, copyable). `folded`: a long table
 * (one row a day) opens on demand.
 */
export function ChartCard<R>({
  id,
  title,
  chart,
  rows,
  columns,
  rowKey,
  empty,
  folded = false,
  className,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  empty: string;
  folded?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('reports');
  // Its own scroll box rather than the Table primitive's: a phone scrolls the numbers sideways,
  // so the box takes the keyboard focus (axe: scrollable-region-focusable).
  const table = (
    <section
      aria-label={t('charts.tableOf', { title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl ring-1 ring-line/60 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="w-full text-left text-sm">
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.label} className={c.numeric ? 'text-right' : undefined}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.label} className={c.numeric ? 'text-right tabular-nums' : undefined}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </section>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60', className)}
    >
      <h3 id={id} className="font-display text-xl text-ink">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-4 text-ink-soft">{empty}</p>
      ) : (
        <>
          <div aria-hidden="true" inert className="mt-4 h-64 w-full" data-chart={id}>
            {chart}
          </div>
          {folded ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand">
                {t('charts.tableOf', { title })}
              </summary>
              <div className="mt-3 max-h-96 overflow-y-auto">{table}</div>
            </details>
          ) : (
            <div className="mt-4">{table}</div>
          )}
        </>
      )}
    </section>
  );
}
