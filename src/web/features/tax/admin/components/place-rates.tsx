import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRateBp } from '@/shared/tax/classes';
import type { TaxPlaceView } from '@/shared/tax/types';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Field } from '@/web/components/ui/field';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCreateRate, useDeleteRate } from '../api/tax-api';
import { dateOrderOf, datePlaceholder, isoFromTyped, maskDate, typedFromIso } from '../lib/local-date';

/** One place's card: the rate in force (or the warning), its periods, and a row to add the next one. */
export function PlaceRates({ place, today }: { place: TaxPlaceView; today: string }) {
  const { t, i18n } = useTranslation('tax');
  const server = useServerMessages();
  const create = useCreateRate();
  const remove = useDeleteRate();
  const [values, setValues] = useState({ generalRate: '', foodRate: '', validFrom: '' });
  const [saved, setSaved] = useState(false);
  // The period about to be removed: the app's confirm dialog asks first (decision 083).
  const [removing, setRemoving] = useState<{ id: string; validFrom: string } | null>(null);
  const order = dateOrderOf(i18n.language);
  const day = (iso: string) => typedFromIso(iso, order);
  const fields = create.error ? server.fields(create.error) : {};
  const rate = (bp: number) => formatRateBp(bp, i18n.language);
  const title = t(place.kind === 'pickup' ? 'places.pickup' : 'places.zone', { name: place.name });
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    create.mutate(
      {
        storeId: place.storeId,
        zoneId: place.zoneId,
        ...values,
        validFrom: isoFromTyped(values.validFrom, order),
      },
      {
        onSuccess: () => {
          setValues({ generalRate: '', foodRate: '', validFrom: '' });
          setSaved(true);
        },
      },
    );
  };
  return (
    <section
      aria-label={title}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60"
      data-testid={`tax-place-${place.zoneId || 'pickup'}`}
    >
      <p className="text-xs font-medium uppercase tracking-wide text-muted">{place.storeName}</p>
      <h3 className="mt-1 text-lg text-ink">{title}</h3>
      {place.current ? (
        <p className="mt-1 text-sm text-ink-soft">
          {t('places.current', {
            general: rate(place.current.generalBp),
            food: rate(place.current.foodBp),
            from: day(place.current.validFrom),
          })}
        </p>
      ) : (
        <div className="mt-2 rounded-2xl bg-brand-soft p-3 text-sm text-brand-dark">
          <p className="font-semibold">{t('places.none')}</p>
          <p>{t('places.noneHelp')}</p>
        </div>
      )}
      {place.rates.length > 0 && (
        <ul className="mt-3 divide-y divide-line text-sm" aria-label={t('rates.history')}>
          {place.rates.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="tabular-nums">
                {day(r.validFrom)}
                {r.validFrom > today ? ` · ${t('rates.upcoming', { from: day(r.validFrom) })}` : ''}
              </span>
              <span className="tabular-nums text-ink-soft">
                {t('rateKinds.general')} {rate(r.generalBp)} % · {t('rateKinds.food')} {rate(r.foodBp)} %
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => setRemoving({ id: r.id, validFrom: r.validFrom })}
              >
                {t('rates.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-start" noValidate>
        <Field label={t('rates.general')} error={fields.generalRate}>
          <Input
            inputMode="decimal"
            value={values.generalRate}
            onChange={(e) => setValues({ ...values, generalRate: e.target.value })}
          />
        </Field>
        <Field label={t('rates.food')} error={fields.foodRate}>
          <Input
            inputMode="decimal"
            value={values.foodRate}
            onChange={(e) => setValues({ ...values, foodRate: e.target.value })}
          />
        </Field>
        <Field label={t('rates.validFrom')} error={fields.validFrom ?? fields.zoneId}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={datePlaceholder(order)}
            maxLength={10}
            value={values.validFrom}
            onChange={(e) => setValues({ ...values, validFrom: maskDate(e.target.value) })}
          />
        </Field>
        <Button type="submit" className="justify-self-start sm:col-span-3" disabled={create.isPending}>
          {t('rates.add')}
        </Button>
      </form>
      {create.error && Object.keys(fields).length === 0 && (
        <FormAlert className="mt-3">{server.error(create.error, t('loadError'))}</FormAlert>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('rates.confirmRemove', { from: removing ? day(removing.validFrom) : '' })}
        description={t('rates.confirmRemoveHelp')}
        confirmLabel={t('rates.remove')}
        cancelLabel={t('rates.keep')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
      <p role="status" className={saved ? 'mt-2 text-sm text-leaf' : 'sr-only'}>
        {saved ? t('rates.saved') : ''}
      </p>
    </section>
  );
}
