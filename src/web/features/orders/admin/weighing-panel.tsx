import { Printer, Scale, Tag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { KEYS } from '@/shared/messages';
import type { OrderDetail, OrderItemView } from '@/shared/orders/types';
import { weighedLineCents } from '@/shared/orders/weighing';
import { formatTolerancePct } from '@/shared/orders/weighing-types';
import { readWeight } from '@/shared/orders/weight-input';
import { retaxOrder } from '@/shared/tax/snapshot';
import type { Units } from '@/shared/units';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { useSettleWeighing, useWeighOrder } from '../api/staff-orders';
import { labelsPath, useOrderLabels, useRefreshLabels } from './labels/api';
import { ScanField } from './labels/scan-field';
import { savedWeightText, weighingPlaceholder } from './weighing-units';

type Weighed = OrderItemView & { estimateGrams: number; pricePerKgCents: number };
const isWeighed = (item: OrderItemView): item is Weighed =>
  item.estimateGrams !== null && item.pricePerKgCents !== null;

/** Each typed weight checked with the server's own rule (format, 5× the line's estimate). */
function weighingSchema(items: Weighed[], units: Units) {
  return z.object({ lines: z.record(z.string(), z.string()) }).superRefine((value, ctx) => {
    let any = false;
    for (const item of items) {
      const text = value.lines[item.id]?.trim() ?? '';
      if (!text) continue;
      any = true;
      const read = readWeight(text, item.estimateGrams, units);
      if (!read.ok)
        ctx.addIssue({ code: 'custom', path: ['lines', item.id], message: read.key, params: read.params });
    }
    if (!any && items[0])
      ctx.addIssue({ code: 'custom', path: ['lines', items[0].id], message: KEYS.weighing.linesRequired });
  });
}

/** The fields as stored: each line's last weighing, or empty; exact, so saving again changes nothing. */
const linesOf = (items: Weighed[], units: Units, lang: string) =>
  Object.fromEntries(items.map((i) => [i.id, savedWeightText(i.finalGrams, units, lang)]));

/**
 * Issue 20, the order desk: while an order is confirmed or being prepared, staff type the scale's
 * weight of each weighed line; the server recomputes the order and tells the customer. A paid
 * transfer's difference is marked settled here too, and the packing slip printed.
 */
export function WeighingPanel({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const money = useMoney();
  const { units, scale } = useWeightFormat();
  const items = useMemo(() => order.items.filter(isWeighed), [order.items]);
  const open = order.status === 'confirmed' || order.status === 'preparing';
  const weigh = useWeighOrder();
  const settle = useSettleWeighing();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useZodForm<ReturnType<typeof weighingSchema>, { lines: Record<string, string> }>(
    weighingSchema(items, units),
    { defaultValues: { lines: linesOf(items, units, i18n.language) } },
  );
  const refuse = useServerRefusal(form);
  // Scale labels (issue 41, decision 092): each line's item code, for scanning, and its label page.
  const labels = useOrderLabels(order.id, order.weighing !== null);
  const refreshLabels = useRefreshLabels();
  const tl = useTranslation('labels').t;
  const scanLines = new Map(
    (labels.data?.labels.lines ?? []).map((l) => [
      l.itemId,
      { itemCode: l.itemCode, pricePerKgCents: l.pricePerKgCents },
    ]),
  );
  if (!order.weighing) return null;
  const w = order.weighing;
  const canSettle = w.differenceCents !== null && !w.settledAt;

  const onSubmit = async (values: { lines: Record<string, string> }) => {
    setSuccess(null);
    const lines = items.flatMap((i) => {
      const weight = values.lines[i.id]?.trim();
      return weight ? [{ itemId: i.id, weight }] : [];
    });
    try {
      const { order: saved } = await weigh.mutateAsync({ id: order.id, lines, version: order.updatedAt });
      form.reset({ lines: linesOf(saved.items.filter(isWeighed), units, i18n.language) });
      void refreshLabels(order.id);
      setSuccess(t('weighing.saved', { total: money(saved.totalCents) }));
    } catch (error) {
      refuse(error, t('weighing.failed'));
    }
  };

  return (
    <section
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 print:hidden"
      aria-labelledby="weighing-title"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="weighing-title" className="flex items-center gap-2 text-xl text-ink">
          <Scale aria-hidden="true" className="size-5 text-brand" />
          {t('weighing.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {items.some((i) => i.finalGrams !== null) && (
            <Link to={labelsPath(order.id)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              <Tag aria-hidden="true" />
              {tl('scan.labels')}
            </Link>
          )}
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('weighing.print')}
          </Button>
        </div>
      </div>
      {success && (
        <FormAlert kind="success" className="mt-4">
          {success}
        </FormAlert>
      )}
      {open && (
        <Form form={form} onSubmit={onSubmit} className="mt-2">
          <p className="text-sm text-ink-soft">
            {t(units === 'imperial' ? 'weighing.hintLb' : 'weighing.hint')}
          </p>
          <FormError className="mt-4" />
          <ul className="mt-4 space-y-4">
            {items.map((item) => (
              <li key={item.id} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
                <FormField
                  control={form.control}
                  name={`lines.${item.id}`}
                  label={t('weighing.line', {
                    name: item.variationName
                      ? `${item.productName} — ${item.variationName}`
                      : item.productName,
                    estimate: scale(item.estimateGrams),
                  })}
                >
                  {(field) => (
                    <Input
                      {...field}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={weighingPlaceholder(units)}
                    />
                  )}
                </FormField>
                <ChargePreview item={item} tolerancePct={w.tolerancePct} units={units} />
                <div className="flex flex-wrap items-end justify-between gap-3 sm:col-span-2">
                  <ScanField
                    name={item.productName}
                    line={scanLines.get(item.id) ?? null}
                    weightText={scale}
                    onWeight={(grams) =>
                      form.setValue(`lines.${item.id}`, savedWeightText(grams, units, i18n.language), {
                        shouldDirty: true,
                        shouldValidate: true,
                      })
                    }
                  />
                  {item.finalGrams !== null && (
                    <Link
                      to={labelsPath(order.id, item.id)}
                      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                      aria-label={`${tl('scan.label')} — ${item.productName}`}
                    >
                      <Tag aria-hidden="true" />
                      {tl('scan.label')}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {order.tax && <TaxPreview order={order} tax={order.tax} tolerancePct={w.tolerancePct} />}
          <Button type="submit" className="mt-5" disabled={weigh.isPending}>
            <Scale aria-hidden="true" />
            {t('weighing.save')}
          </Button>
        </Form>
      )}
      {canSettle && (
        <div className="mt-5 border-t border-line pt-4">
          <Button
            variant="secondary"
            disabled={settle.isPending}
            onClick={() =>
              settle.mutate(order.id, {
                onSuccess: () => setSuccess(t('weighing.settled')),
                onError: () => setSuccess(null),
              })
            }
          >
            {t('weighing.settle')}
          </Button>
          {settle.isError && <FormAlert className="mt-3">{t('weighing.settleFailed')}</FormAlert>}
        </div>
      )}
    </section>
  );
}

/** What the typed weight will charge, by the same rule as the server (capped at the tolerance). */
function ChargePreview({ item, tolerancePct, units }: { item: Weighed; tolerancePct: number; units: Units }) {
  const { t, i18n } = useTranslation('admin');
  const money = useMoney();
  const text = useWatch({ name: `lines.${item.id}` }) as string | undefined;
  const read = text?.trim() ? readWeight(text, item.estimateGrams, units) : null;
  if (!read?.ok) return <span aria-hidden="true" className="hidden sm:block" />;
  const charge = weighedLineCents(item.estimateGrams, read.grams, item.pricePerKgCents, tolerancePct);
  return (
    <p className="text-sm text-ink-soft tabular-nums sm:pt-8" aria-live="polite">
      {charge.capped
        ? t('weighing.previewCapped', {
            price: money(charge.cents),
            tolerance: formatTolerancePct(tolerancePct, i18n.language),
          })
        : t('weighing.preview', { price: money(charge.cents) })}
    </p>
  );
}

/**
 * The sales tax the typed weights will make (decision 083): each line's charge by the weighing
 * rule, then the order's kept rates and classes through `retaxOrder` — the function the server's
 * weighing runs. The coupon's discount is taken as it stands (a percentage coupon moves a little
 * with the new subtotal): the saved weighing answers the exact figure.
 */
function TaxPreview({
  order,
  tax,
  tolerancePct,
}: {
  order: OrderDetail;
  tax: NonNullable<OrderDetail['tax']>;
  tolerancePct: number;
}) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  const typed = (useWatch({ name: 'lines' }) ?? {}) as Record<string, string | undefined>;
  const lineCents = order.items.map((item) => {
    const extras = item.extras.reduce((sum, e) => sum + e.totalCents, 0);
    if (!isWeighed(item)) return item.unitPriceCents * item.quantity + extras;
    const text = typed[item.id]?.trim();
    const read = text ? readWeight(text, item.estimateGrams) : null;
    const grams = read?.ok ? read.grams : item.finalGrams;
    const cents =
      grams === null
        ? item.unitPriceCents * item.quantity
        : weighedLineCents(item.estimateGrams, grams, item.pricePerKgCents, tolerancePct).cents;
    return cents + extras;
  });
  const subtotal = lineCents.reduce((sum, c) => sum + c, 0);
  const next = retaxOrder(
    tax.snapshot,
    lineCents,
    Math.min(order.discountCents, subtotal),
    order.deliveryFeeCents,
  );
  if (next.taxCents === tax.taxCents) return null;
  return (
    <p className="mt-4 text-sm text-ink-soft tabular-nums" aria-live="polite" data-tax-preview>
      {t('weighing.taxPreview', { tax: money(next.taxCents), before: money(tax.taxCents) })}
    </p>
  );
}
