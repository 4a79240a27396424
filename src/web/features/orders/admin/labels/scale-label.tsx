import { useTranslation } from 'react-i18next';
import { describeCuts } from '@/shared/catalogue/cut-labels';
import type { OrderLabelLine, OrderLabels } from '@/shared/labels/types';
import { formatTolerancePct } from '@/shared/orders/weighing-types';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { Ean13Barcode } from './barcode';
import { LABEL_LAYOUTS, type LabelLayout } from './layouts';

/** "2026-11-29" as the language writes a date: 29/11/2026 or 11/29/2026 (a calendar date, no zone shift). */
/** "20/12" (en: "12/20"): a campaign's day on a label, the year being this season's. */
function labelDay(date: string, language: string): string {
  const [, m, d] = date.split('-');
  return language.startsWith('en') ? `${m}/${d}` : `${d}/${m}`;
}

export function labelDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-US' : 'pt-BR', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1)));
}

type Weighed = OrderLabelLine & { finalGrams: number; priceCents: number; packedOn: string };
export const isLabelled = (line: OrderLabelLine): line is Weighed =>
  line.finalGrams !== null && line.priceCents !== null && line.packedOn !== null;

/**
 * One pack's label (issue 41, decision 092), at its printed size: product, cut options and note,
 * weight, price per kg (or lb), price, packed-on and use-by dates, order number and first name,
 * and the in-store EAN-13.
 */
export function ScaleLabel({
  line,
  number,
  firstName,
  preorder = null,
  tolerancePct,
  layout,
}: {
  line: Weighed;
  number: string;
  firstName: string | null;
  /** A pre-order's campaign and day: the pack waits for that day. */
  preorder?: OrderLabels['preorder'];
  tolerancePct: number;
  layout: LabelLayout;
}) {
  const { t, i18n } = useTranslation('labels');
  const money = useMoney();
  const { scale, perWeight, unit } = useWeightFormat();
  const size = LABEL_LAYOUTS[layout];
  const small = layout === 'in2x1';
  // The line's cut options in words (decision 091), in the desk's language and the shop's units.
  const cuts = describeCuts(
    line.cuts,
    i18n.language === 'en' ? 'en' : 'pt-BR',
    unit === 'lb' ? 'imperial' : 'metric',
  );
  const name = line.variationName ? `${line.productName} — ${line.variationName}` : line.productName;
  const who = [t('label.order', { number }), firstName].filter(Boolean).join(' · ');
  return (
    <article
      aria-label={t('label.aria', { name })}
      data-layout={layout}
      // On screen a label is drawn half as large again, to be read before printing; printed, its size.
      className="scale-label flex flex-col overflow-hidden bg-white text-black shadow-card ring-1 ring-line [zoom:1.5] print:[zoom:1]"
      style={{
        width: size.width,
        height: size.height,
        padding: small ? '1.2mm 2mm' : '3mm 3.5mm',
        fontSize: small ? '5.6pt' : '9pt',
        lineHeight: 1.2,
      }}
    >
      {/* The texts give way (clipped) before the order line, the price and the barcode ever do. */}
      <div className="min-h-0 flex-1 overflow-hidden">
        {small ? (
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="min-w-0 truncate font-sans font-bold" style={{ fontSize: '7pt' }} title={name}>
              {name}
            </h2>
            <p className="shrink-0 font-bold tabular-nums" style={{ fontSize: '7.5pt' }}>
              {money(line.priceCents)}
            </p>
          </div>
        ) : (
          <h2 className="line-clamp-2 font-sans font-bold" style={{ fontSize: '11.5pt' }}>
            {name}
          </h2>
        )}
        {/* The cut options, then the free note. */}
        {cuts && (
          <p data-slot="cut-options" className="truncate">
            {cuts}
          </p>
        )}
        {/* A turkey packed days ahead: the day it waits for, in full on the roll (two lines at most). */}
        {preorder && (
          <p data-slot="preorder" className={small ? 'truncate font-semibold' : 'line-clamp-2 font-semibold'}>
            {t('label.preorder', {
              name: i18n.language === 'en' ? preorder.nameEn : preorder.namePt,
              day: labelDay(preorder.day, i18n.language),
            })}
          </p>
        )}
        {line.notes && !small && <p className="line-clamp-2">{t('label.note', { note: line.notes })}</p>}
        {line.notes && small && <p className="truncate">{t('label.note', { note: line.notes })}</p>}
        <dl className={small ? 'flex flex-wrap gap-x-2' : 'mt-1.5 grid grid-cols-2 gap-x-2 gap-y-1'}>
          <LabelFact term={t('label.weight')} value={scale(line.finalGrams)} inline={small} />
          <LabelFact
            term={t('label.perWeight', { unit })}
            value={perWeight(line.pricePerKgCents)}
            inline={small}
          />
          <LabelFact
            term={t('label.packedOn')}
            value={labelDate(line.packedOn, i18n.language)}
            inline={small}
          />
          {line.useBy && (
            <LabelFact
              term={t('label.useBy')}
              value={labelDate(line.useBy, i18n.language)}
              inline={small}
              strong
            />
          )}
        </dl>
        {line.capped && !small && (
          <p>{t('label.capped', { tolerance: formatTolerancePct(tolerancePct, i18n.language) })}</p>
        )}
      </div>
      {small ? (
        <p className="shrink-0 truncate font-semibold">{who}</p>
      ) : (
        <div className="mt-1 flex shrink-0 flex-wrap items-baseline justify-between gap-x-2">
          <p className="font-semibold">{who}</p>
          <p className="ml-auto font-bold tabular-nums" style={{ fontSize: '13pt' }}>
            <span className="mr-1 font-normal uppercase tracking-wide" style={{ fontSize: '6.5pt' }}>
              {t('label.price')}
            </span>
            {money(line.priceCents)}
          </p>
        </div>
      )}
      <div className="shrink-0">
        {line.barcode ? (
          <Ean13Barcode
            code={line.barcode}
            heightMm={size.barcodeMm}
            label={t('label.barcodeAlt', { code: line.barcode })}
            className={small ? 'mx-auto w-[36mm]' : 'mx-auto w-[48mm]'}
          />
        ) : (
          <p className="italic">{t('label.noBarcode')}</p>
        )}
      </div>
    </article>
  );
}

function LabelFact({
  term,
  value,
  inline,
  strong = false,
}: {
  term: string;
  value: string;
  inline: boolean;
  strong?: boolean;
}) {
  return (
    <div className={inline ? 'flex gap-1' : ''}>
      <dt
        className={inline ? '' : 'uppercase tracking-wide'}
        style={inline ? undefined : { fontSize: '6.5pt' }}
      >
        {term}
        {inline && ':'}
      </dt>
      <dd className={strong ? 'font-bold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}
