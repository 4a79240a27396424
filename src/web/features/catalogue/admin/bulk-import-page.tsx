import { ArrowLeft, FileSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_HEADERS } from '@/shared/catalogue/bulk/import-headers';
import type { Refusal } from '@/shared/catalogue/bulk/import-plan';
import { centsToAmount } from '@/shared/money';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import type { TaxClass } from '@/shared/tax/classes';
import { kgToLbDecimal, perKgToPerLbCents } from '@/shared/units';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useShopUnits } from '@/web/lib/settings';
import { notify } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useApplyImport, useDryRun } from './bulk/api/bulk';
import './bulk/i18n';

type Plan = NonNullable<ReturnType<typeof useDryRun>['data']>;
type Field =
  | Plan['products'][number]['changes'][number]['field']
  | Plan['products'][number]['variations'][number]['changes'][number]['field'];

const card = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6';
const th = 'px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * /admin/grade/importar (manage_products): a CSV in the products export's shape, read as a dry run
 * first — what would be created, changed (before → after) and refused (row, column, reason) — then
 * applied at once after one confirmation. With any refusal, or if the catalogue moved since the dry
 * run, the server writes nothing and says why.
 */
export default function ImportPage() {
  const { t, i18n } = useTranslation('catalogueBulk');
  usePageTitle(t('import.title'));
  // A refused cell's column by its header in the interface's language (decision 083).
  const columnName = (column: string) =>
    IMPORT_HEADERS[column]?.[i18n.language.startsWith('en') ? 'en' : 'pt'] ?? column;
  // The columns the lead lists, as the exported spreadsheet heads them (never the internal keys; issue 39).
  const columns = Object.keys(IMPORT_HEADERS).map(columnName).join(', ');
  const server = useServerMessages();
  // The plan speaks per kg (what is stored); an imperial shop reads it per lb (decision 123).
  const imperial = useShopUnits() === 'imperial';
  const dryRun = useDryRun();
  const apply = useApplyImport();
  const [file, setFile] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const plan = dryRun.data;

  const show = (field: Field, value: string | number | boolean | null) => {
    if (field === 'taxClass')
      return value === null ? t('import.followsCategory') : t(`grid.taxClasses.${value as TaxClass}`);
    if (value === null) return field === 'stockQuantity' ? t('import.untracked') : t('import.empty');
    if (typeof value === 'boolean') return value ? t('import.yes') : t('import.no');
    if (field === 'pricePerKgCents' && imperial) return centsToAmount(perKgToPerLbCents(Number(value)));
    if (field === 'priceCents' || field === 'pricePerKgCents') return centsToAmount(Number(value));
    if (field === 'weightKg' && imperial) return kgToLbDecimal(Number(value));
    return String(value);
  };
  const fieldName = (field: Field) =>
    imperial && field === 'pricePerKgCents'
      ? t('import.field.pricePerLbCents')
      : imperial && field === 'weightKg'
        ? t('import.field.weightLb')
        : t(`import.field.${field}`);
  const reason = (r: Refusal) => server.message(r.key, undefined, r.params);

  async function run(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setDone(null);
    apply.reset();
    let text = file;
    if (event) {
      const chosen = new FormData(event.currentTarget).get('file');
      if (!(chosen instanceof File) || chosen.size === 0) return;
      text = await chosen.text();
      setFile(text);
    }
    if (text !== null) dryRun.mutate(text);
  }
  async function confirm() {
    if (!plan || file === null) return;
    try {
      const result = await apply.mutateAsync({ file, token: plan.token });
      const message = t('import.done', {
        created: t('import.count.done', { count: result.created }),
        updated: t('import.count.updated', { count: result.updated }),
      });
      setDone(message);
      notify('success', message);
      dryRun.reset();
    } catch {
      // Shown from apply.error (stale catalogue, refusals): the person runs the dry run again.
    } finally {
      setConfirming(false);
    }
  }

  const changed = plan?.products.filter((p) => p.id !== null) ?? [];
  const created = plan?.products.filter((p) => p.id === null) ?? [];
  const canApply = plan && plan.refusals.length === 0 && plan.products.length > 0;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-4xl text-ink">{t('import.title')}</h1>
          <p className="mt-3 text-base text-ink-soft">{t('import.lead', { columns })}</p>
        </div>
        <Link to={ADMIN_SECTIONS.bulk.path} className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" />
          {t('import.gridLink')}
        </Link>
      </header>
      <form className={`${card} grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end`} onSubmit={run}>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink">
          {t('import.file')}
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-parchment file:px-3 file:py-1.5"
            onChange={() => {
              dryRun.reset();
              setFile(null);
            }}
          />
        </label>
        <Button type="submit" disabled={dryRun.isPending}>
          {dryRun.isPending ? <Spinner label={t('import.running')} /> : <FileSearch aria-hidden="true" />}
          {dryRun.isPending ? t('import.running') : t('import.dryRun')}
        </Button>
      </form>
      <div aria-live="polite" className="space-y-4">
        {done && <p className="rounded-2xl bg-green-50 p-4 font-medium text-green-900">{done}</p>}
        {dryRun.error && <FormAlert>{server.error(dryRun.error, t('import.error'))}</FormAlert>}
        {apply.error && (
          <div className="space-y-3">
            <FormAlert>{server.error(apply.error, t('import.error'))}</FormAlert>
            <Button variant="secondary" onClick={() => run()}>
              {t('import.again')}
            </Button>
          </div>
        )}
        {plan && (
          <p className="font-medium text-ink">
            {plan.products.length === 0 && plan.refusals.length === 0
              ? t('import.nothing')
              : t('import.summary', {
                  rows: t('import.count.rows', { count: plan.rows }),
                  created: t('import.count.created', { count: created.length }),
                  changed: t('import.count.changed', { count: changed.length }),
                  refused: t('import.count.refused', { count: plan.refusals.length }),
                  unchanged: t('import.count.unchanged', { count: plan.unchanged }),
                })}
          </p>
        )}
      </div>
      {plan && plan.refusals.length > 0 && (
        <section className={card} aria-labelledby="import-refused">
          <h2 id="import-refused" className="font-display text-2xl text-ink">
            {t('import.refused')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('import.refusedNote')}</p>
          <section
            aria-labelledby="import-refused"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('import.col.row')}
                  </th>
                  <th scope="col" className={th}>
                    {t('import.col.column')}
                  </th>
                  <th scope="col" className={th}>
                    {t('import.col.reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70">
                {plan.refusals.map((r) => (
                  <tr key={`${r.row}-${r.column}-${r.key}-${JSON.stringify(r.params ?? {})}`}>
                    <td className="px-3 py-2 tabular-nums">{r.row}</td>
                    <td className="px-3 py-2">{r.column ? columnName(r.column) : '—'}</td>
                    <td className="px-3 py-2 text-red-800">{reason(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      )}
      {created.length > 0 && (
        <section className={card} aria-labelledby="import-created">
          <h2 id="import-created" className="font-display text-2xl text-ink">
            {t('import.created')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {created.map((p) => (
              <li key={p.slug}>
                <span className="tabular-nums text-muted">
                  {t('import.col.row')} {p.row}
                </span>{' '}
                · <strong>{p.name}</strong> <code>{p.slug}</code> —{' '}
                {p.variations.map((v) => v.name).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {changed.length > 0 && (
        <section className={card} aria-labelledby="import-changed">
          <h2 id="import-changed" className="font-display text-2xl text-ink">
            {t('import.changed')}
          </h2>
          <section
            aria-labelledby="import-changed"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr>
                  {(['row', 'product', 'variation', 'field', 'before', 'after'] as const).map((c) => (
                    <th key={c} scope="col" className={th}>
                      {t(`import.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70">
                {changed.flatMap((p) => [
                  ...p.changes.map((c) => (
                    <tr key={`${p.slug}-${c.field}`}>
                      <td className="px-3 py-2 tabular-nums">{p.row}</td>
                      <td className="px-3 py-2 font-medium">{p.name}</td>
                      <td className="px-3 py-2">—</td>
                      <td className="px-3 py-2">{fieldName(c.field)}</td>
                      <td className="px-3 py-2 text-ink-soft">{show(c.field, c.before)}</td>
                      <td className="px-3 py-2 font-semibold">{show(c.field, c.after)}</td>
                    </tr>
                  )),
                  ...p.variations.flatMap((v) =>
                    v.created
                      ? [
                          <tr key={`${p.slug}-${v.row}`}>
                            <td className="px-3 py-2 tabular-nums">{v.row}</td>
                            <td className="px-3 py-2 font-medium">{p.name}</td>
                            <td className="px-3 py-2">{v.name}</td>
                            <td className="px-3 py-2" colSpan={3}>
                              {t('import.newVariation')}
                            </td>
                          </tr>,
                        ]
                      : v.changes.map((c) => (
                          <tr key={`${p.slug}-${v.row}-${c.field}`}>
                            <td className="px-3 py-2 tabular-nums">{v.row}</td>
                            <td className="px-3 py-2 font-medium">{p.name}</td>
                            <td className="px-3 py-2">{v.name}</td>
                            <td className="px-3 py-2">{fieldName(c.field)}</td>
                            <td className="px-3 py-2 text-ink-soft">{show(c.field, c.before)}</td>
                            <td className="px-3 py-2 font-semibold">{show(c.field, c.after)}</td>
                          </tr>
                        )),
                  ),
                ])}
              </tbody>
            </table>
          </section>
        </section>
      )}
      {canApply && (
        <Button size="lg" onClick={() => setConfirming(true)} disabled={apply.isPending}>
          {apply.isPending ? t('import.applying') : t('import.apply')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('import.confirmTitle')}
        description={t('import.confirmText')}
        confirmLabel={t('import.confirm')}
        cancelLabel={t('import.cancel')}
        busy={apply.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
