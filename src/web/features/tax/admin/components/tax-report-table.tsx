import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxPlaceView } from '@/shared/tax/types';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useMoney } from '@/web/lib/money';
import { useServerMessages } from '@/web/lib/validation-messages';
import { reportCsvUrl, useTaxReport } from '../api/tax-api';

const monthStart = (today: string) => `${today.slice(0, 7)}-01`;

/** Tax collected by month, place and class, with the CSV for the owner's return. */
export function TaxReportTable({ today, places }: { today: string; places: TaxPlaceView[] }) {
  const { t } = useTranslation('tax');
  const money = useMoney();
  const server = useServerMessages();
  const [range, setRange] = useState({ from: monthStart(today), to: today });
  const report = useTaxReport(range);
  const placeName = (storeId: string, zoneId: string) => {
    const place = places.find((p) => p.storeId === storeId && p.zoneId === zoneId);
    if (!place) return zoneId || '—';
    return t(place.kind === 'pickup' ? 'places.pickup' : 'places.zone', { name: place.name });
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('report.from')}>
          <Input
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </Field>
        <Field label={t('report.to')}>
          <Input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </Field>
        <Button variant="secondary" onClick={() => window.location.assign(reportCsvUrl(range))}>
          {t('report.csv')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('report.note')}</p>
      {report.isPending ? (
        <Skeleton className="h-40 rounded-3xl" />
      ) : report.error ? (
        <FormAlert>{server.error(report.error, t('loadError'))}</FormAlert>
      ) : report.data.rows.length === 0 ? (
        <p className="rounded-3xl bg-parchment/60 p-6 text-ink-soft">{t('report.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-3xl bg-white shadow-card ring-1 ring-line/60">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('report.month')}</TableHead>
                <TableHead>{t('report.place')}</TableHead>
                <TableHead>{t('report.class')}</TableHead>
                <TableHead className="text-right">{t('report.taxable')}</TableHead>
                <TableHead className="text-right">{t('report.exempt')}</TableHead>
                <TableHead className="text-right">{t('report.tax')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.data.rows.map((r) => (
                <TableRow key={`${r.month}-${r.storeId}-${r.zoneId}-${r.taxClass}`}>
                  <TableCell className="tabular-nums">{r.month}</TableCell>
                  <TableCell>{placeName(r.storeId, r.zoneId)}</TableCell>
                  <TableCell>{t(`classes.${r.taxClass}`)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.taxableCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.exemptCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(r.taxCents)}</TableCell>
                </TableRow>
              ))}
              <TableRow className="font-semibold">
                <TableCell colSpan={3}>{t('report.total')}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {money(report.data.totals.taxableCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {money(report.data.totals.exemptCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums" data-testid="tax-report-total">
                  {money(report.data.totals.taxCents)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
