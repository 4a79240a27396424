import { Download } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_STATES } from '@/shared/coupons/validity';
import { ORDER_STATUSES } from '@/shared/orders/status';
import { EXPORT_DATASETS, type ExportDataset } from '@/shared/reports/export-schemas';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { downloadCsv } from './api/download-csv';
import './i18n';

const STOCKS = ['low', 'out', 'in', 'untracked'] as const;
/** How long a download runs before the page shows its progress (issue 21: "more than a second"). */
const SLOW_MS = 1000;

type Busy = { dataset: ExportDataset; bytes: number; slow: boolean };

const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-ink';

/** The filters each export takes: its list's own (the server parses them with the same schema). */
function Filters({ dataset }: { dataset: ExportDataset }) {
  const { t } = useTranslation(['reports', 'orders', 'coupons', 'productsAdmin']);
  if (dataset === 'orders' || dataset === 'orderLines')
    return (
      <>
        <label className={labelClass}>
          {t('export.field.status')}
          <Select name="status" defaultValue="">
            <option value="">{t('export.field.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className={labelClass}>
          {t('export.field.from')}
          <Input type="date" name="from" />
        </label>
        <label className={labelClass}>
          {t('export.field.to')}
          <Input type="date" name="to" />
        </label>
      </>
    );
  if (dataset === 'coupons')
    return (
      <label className={labelClass}>
        {t('export.field.state')}
        <Select name="state" defaultValue="">
          <option value="">{t('export.field.anyState')}</option>
          {COUPON_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`coupons:state.${s}`)}
            </option>
          ))}
        </Select>
      </label>
    );
  return (
    <>
      <label className={labelClass}>
        {t('export.field.q')}
        <Input type="search" name="q" maxLength={80} />
      </label>
      {dataset === 'products' && (
        <label className={labelClass}>
          {t('export.field.stock')}
          <Select name="stock" defaultValue="">
            <option value="">{t('export.field.anyStock')}</option>
            {STOCKS.map((s) => (
              <option key={s} value={s}>
                {t(`productsAdmin:stock.${s}`)}
              </option>
            ))}
          </Select>
        </label>
      )}
    </>
  );
}

const size = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

/**
 * /admin/exportar (export_data): one card per export with its list's filters and a download.
 * The file streams from the server; past a second the card shows how much has come.
 */
export default function ExportsPage() {
  const { t, i18n } = useTranslation('reports');
  usePageTitle(t('export.title'));
  const server = useServerMessages();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [outcome, setOutcome] = useState<{ dataset: ExportDataset; done?: string; error?: unknown } | null>(
    null,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function submit(dataset: ExportDataset, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v).trim()]),
    ) as Record<string, string>;
    // Column headers in the interface's language (decision 053).
    query.lang = i18n.language.startsWith('en') ? 'en' : 'pt';
    setOutcome(null);
    setBusy({ dataset, bytes: 0, slow: false });
    timer.current = setTimeout(() => setBusy((b) => (b ? { ...b, slow: true } : b)), SLOW_MS);
    try {
      const name = await downloadCsv(dataset, query, (bytes) => setBusy((b) => (b ? { ...b, bytes } : b)));
      setOutcome({ dataset, done: name });
    } catch (error) {
      setOutcome({ dataset, error });
    } finally {
      clearTimeout(timer.current);
      setBusy(null);
    }
  }

  return (
    <div className="space-y-8">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('export.title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('export.lead')}</p>
      </header>
      <ul className="grid gap-4 lg:grid-cols-2">
        {EXPORT_DATASETS.map((dataset) => {
          const mine = busy?.dataset === dataset ? busy : null;
          const result = outcome?.dataset === dataset ? outcome : null;
          return (
            <li key={dataset} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6">
              <h2 className="font-display text-2xl text-ink">{t(`export.datasets.${dataset}.title`)}</h2>
              <p className="mt-1 text-ink-soft">{t(`export.datasets.${dataset}.description`)}</p>
              <form
                aria-label={t(`export.datasets.${dataset}.title`)}
                className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end"
                onSubmit={(e) => submit(dataset, e)}
              >
                <Filters dataset={dataset} />
                <Button
                  type="submit"
                  disabled={busy !== null}
                  className="sm:col-start-1 sm:justify-self-start"
                >
                  <Download aria-hidden="true" />
                  {t('export.download')}
                </Button>
              </form>
              <div aria-live="polite" className="mt-3 min-h-6 text-sm">
                {mine?.slow && (
                  <Spinner label={t('export.downloading', { size: size(mine.bytes, i18n.language) })} />
                )}
                {result?.done && <p className="text-leaf">{t('export.done', { name: result.done })}</p>}
                {result?.error !== undefined && (
                  <FormAlert>{server.error(result.error, t('export.failed'))}</FormAlert>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
