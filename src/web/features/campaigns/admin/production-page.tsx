import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { describeCuts } from '@/shared/catalogue/cut-labels';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import { useServerMessages } from '@/web/lib/validation-messages';
import { formatCampaignDay } from '../format';
import { useProductionList } from './api';
import { campaignPaths } from './paths';
import '../i18n';

/**
 * A campaign day's production list (issue 41, decision 093): per size how many to prepare and the
 * orders behind each line, in window order; printable (the panel's navigation and buttons hide on
 * paper: `print-sheet`, decision 080).
 */
export default function ProductionPage() {
  const { t, i18n } = useTranslation('campaigns');
  const server = useServerMessages();
  const money = useMoney();
  const units = useShopUnits();
  const language = i18n.language === 'en' ? 'en' : 'pt-BR';
  const [params] = useSearchParams();
  const campaignId = params.get('campanha') ?? '';
  const day = params.get('dia') ?? '';
  const query = useProductionList(campaignId, day);
  if (query.isPending) return <Skeleton role="status" className="h-64 rounded-3xl" />;
  if (query.error)
    return (
      <div className="space-y-3">
        <FormAlert>{server.error(query.error, t('admin.loadError'))}</FormAlert>
        <Link to={campaignPaths.list} className={buttonVariants({ variant: 'secondary' })}>
          {t('production.back')}
        </Link>
      </div>
    );
  const { production } = query.data;
  const name = localized(production.campaign.namePt, production.campaign.nameEn, i18n.language);
  const total = production.lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <article className="print-sheet space-y-6 print:space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-ink print:text-2xl">{t('production.title', { name })}</h1>
          <p className="mt-1 text-lg text-ink-soft first-letter:uppercase">
            {formatCampaignDay(production.day, i18n.language)}
          </p>
          <p className="mt-1 font-semibold text-ink">{t('production.total', { count: total })}</p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Link to={campaignPaths.list} className={buttonVariants({ variant: 'secondary' })}>
            {t('production.back')}
          </Link>
          <Button variant="primary" onClick={() => window.print()}>
            {t('production.print')}
          </Button>
        </div>
      </div>
      {production.lines.map((line) => (
        <section
          key={line.variationId}
          aria-labelledby={`size-${line.variationId}`}
          className="break-inside-avoid rounded-3xl bg-white p-5 ring-1 ring-line print:rounded-none print:p-2 print:ring-0 print:border-b print:border-line"
        >
          <h2
            id={`size-${line.variationId}`}
            className="flex flex-wrap items-baseline justify-between gap-2 text-xl text-ink"
          >
            <span>
              {localized(line.productName, line.productNameEn, i18n.language)} — {line.variationName}
            </span>
            <span className="tabular-nums">
              <span className="text-3xl font-semibold">{line.quantity}</span>{' '}
              <span className="text-sm text-ink-soft">
                {t('production.capacity', { capacity: line.capacity })}
              </span>
            </span>
          </h2>
          {line.cutSums.length > 0 && (
            <ul className="mt-2 space-y-0.5 text-sm text-ink" aria-label={t('production.cuts')}>
              {line.cutSums.map((sum) => (
                <li key={JSON.stringify(sum.cuts)}>
                  <span className="font-semibold tabular-nums">{sum.quantity} ×</span>{' '}
                  {describeCuts(sum.cuts, language, units) || t('production.asItComes')}
                </li>
              ))}
            </ul>
          )}
          {line.orders.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">{t('production.none')}</p>
          ) : (
            // A phone scrolls the table sideways rather than cutting its last column off.
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('production.orders')}</caption>
                <thead>
                  <tr className="text-ink-soft">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      #
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('production.orders')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('production.when')}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      {t('production.deposit')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('production.quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {line.orders.map((o) => (
                    <tr key={o.orderId} className="border-t border-line">
                      <td className="py-1.5 pr-3 font-semibold whitespace-nowrap tabular-nums">
                        {/* To the order on the desk: confirm it, weigh it, print its label. */}
                        <Link
                          to={paths.adminOrder(o.orderId)}
                          className="text-brand underline underline-offset-2 print:text-black print:no-underline"
                        >
                          {o.number}
                        </Link>
                      </td>
                      <td className="py-1.5 pr-3">{o.customerName}</td>
                      <td className="py-1.5 pr-3 tabular-nums">
                        {t(`production.fulfilment.${o.fulfilment === 'delivery' ? 'delivery' : 'pickup'}`)}{' '}
                        {t('production.window', { start: o.windowStart, end: o.windowEnd })}
                      </td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">
                        {o.depositCents > 0 ? money(o.depositCents) : '—'}
                      </td>
                      <td className="py-1.5 text-right font-semibold tabular-nums">{o.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </article>
  );
}
