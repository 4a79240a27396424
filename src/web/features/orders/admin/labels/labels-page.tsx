import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { usePageTitle } from '@/web/lib/use-page-title';
import { labelsPath, useOrderLabels } from './api';
import { isLabelLayout, LABEL_LAYOUTS, type LabelLayout, labelPrintCss } from './layouts';
import { isLabelled, ScaleLabel } from './scale-label';
import './i18n';

/**
 * /admin/pedidos/:id/etiquetas (issue 41, decision 092): a label per weighed line of the order
 * (or one line: `?item=`), in the size chosen (`?size=roll58|in2x1`), and a print button. Printing
 * shows only the labels, one per page of the label's size.
 */
export default function LabelsPage() {
  const { t } = useTranslation('labels');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const size = search.get('size');
  const layout: LabelLayout = isLabelLayout(size) ? size : 'roll58';
  const item = search.get('item');
  const query = useOrderLabels(id);
  usePageTitle(t('page.title'));
  const data = query.data?.labels;
  const lines = (data?.lines ?? []).filter((l) => !item || l.itemId === item);
  const ready = lines.filter(isLabelled);
  const waiting = lines.filter((l) => !isLabelled(l));
  const choose = (next: LabelLayout) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('size', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div>
      <style>{labelPrintCss(layout)}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.adminOrder(id)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={ready.length === 0}>
          <Printer aria-hidden="true" />
          {t('page.print')}
        </Button>
      </div>
      <h1 className="mt-4 text-3xl text-ink sm:text-4xl">{t('page.title')}</h1>
      {data && (
        <p className="mt-1 text-ink-soft">
          {data.customerFirstName
            ? t('page.leadName', { number: data.number, name: data.customerFirstName })
            : t('page.lead', { number: data.number })}
        </p>
      )}
      <RadioGroup legend={t('page.layout')} className="mt-5">
        <div className="mt-2 flex flex-wrap gap-2">
          {(Object.keys(LABEL_LAYOUTS) as LabelLayout[]).map((key) => (
            <RadioCard
              key={key}
              look="chip"
              name="label-size"
              value={key}
              checked={layout === key}
              onChange={() => choose(key)}
              inputClassName="sr-only"
              className="py-2 text-sm"
            >
              {t(`page.layouts.${key}`)}
            </RadioCard>
          ))}
        </div>
      </RadioGroup>
      {item && (
        <p className="mt-4 text-sm text-ink-soft">
          {t('page.oneOnly')}{' '}
          <Link to={labelsPath(id)} className="text-brand underline">
            {t('page.showAll')}
          </Link>
        </p>
      )}
      <div className="mt-6">
        <ListLoad
          query={query}
          texts={{ loading: t('page.loading'), error: t('page.loadError'), retry: t('page.retry') }}
        >
          {ready.length === 0 && <p className="text-ink-soft">{t('page.none')}</p>}
          <div className="scale-labels flex flex-wrap items-start gap-6">
            {data &&
              ready.map((line) => (
                <ScaleLabel
                  key={line.itemId}
                  line={line}
                  number={data.number}
                  firstName={data.customerFirstName}
                  preorder={data.preorder}
                  tolerancePct={data.tolerancePct}
                  layout={layout}
                />
              ))}
          </div>
          {ready.length > 0 && waiting.length > 0 && (
            <ul className="mt-6 space-y-1 text-sm text-ink-soft">
              {waiting.map((l) => (
                <li key={l.itemId}>{t('page.notWeighed', { name: l.productName })}</li>
              ))}
            </ul>
          )}
        </ListLoad>
      </div>
    </div>
  );
}
