import { useTranslation } from 'react-i18next';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import { type FulfilmentSaveInput, fulfilmentSaveSchema } from '@/shared/delivery/store-schemas';
import { Button } from '@/web/components/ui/button';
import { Form, FormError, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { notify } from '@/web/lib/toast';
import { useSaveFulfilment } from '../api/write-store';
import { ClosedDaysEditor } from './closed-days-editor';
import { NumberField, type SettingsForm, TextField, ToggleField } from './fields';
import { OpeningHoursEditor } from './opening-hours-editor';
import { ScheduleEditor } from './schedule-editor';
import { ZonesEditor } from './zones-editor';

type Saved = { settings: FulfilmentSettings; updatedAt: string };

/**
 * Pickup, delivery (zones, days, windows), the rules and the closed days: one form, one save,
 * checked with the API's own schema (`fulfilmentSaveSchema`, decision 024), so zone 2's bad ZIP
 * is named on zone 2's ZIP field in the interface language. A manager sees it all, disabled.
 */
export function FulfilmentForm({
  storeId,
  fulfilment,
  bookedAhead,
  readOnly,
}: {
  storeId: string;
  fulfilment: Saved;
  bookedAhead: Record<string, number>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('stores');
  const form = useZodForm<typeof fulfilmentSaveSchema, SettingsForm>(fulfilmentSaveSchema, {
    defaultValues: { settings: fulfilment.settings, updatedAt: fulfilment.updatedAt },
  });
  const refuse = useServerRefusal(form);
  const save = useSaveFulfilment();

  const submit = async (values: FulfilmentSaveInput) => {
    try {
      const { fulfilment: saved } = await save.mutateAsync({ ...values, id: storeId });
      form.reset({ settings: saved.settings, updatedAt: saved.updatedAt });
      notify('success', t('saved'));
    } catch (error) {
      // Every field of the settings is on screen, so the refusal's fields land where they belong.
      refuse(error, t('saveFailed'));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-6">
      <FormError />
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <FormSection legend={t('openingHours.title')}>
          <div id="horario">
            <OpeningHoursEditor readOnly={readOnly} />
          </div>
        </FormSection>
        <FormSection legend={t('pickup.title')}>
          <div id="retirada" className="space-y-4">
            <ToggleField name="settings.pickup.enabled" label={t('pickup.enabled')} />
            <TextField name="settings.pickup.address" label={t('pickup.address')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="settings.pickup.hours" label={t('pickup.hours')} />
              <TextField name="settings.pickup.hoursEn" label={t('pickup.hoursEn')} />
            </div>
            <ScheduleEditor kind="pickup" readOnly={readOnly} bookedAhead={bookedAhead} />
          </div>
        </FormSection>
        <FormSection legend={t('delivery.title')}>
          <div id="entrega" className="space-y-6">
            <ToggleField name="settings.delivery.enabled" label={t('delivery.enabled')} />
            <ZonesEditor readOnly={readOnly} />
            <ScheduleEditor kind="delivery" readOnly={readOnly} bookedAhead={bookedAhead} />
          </div>
        </FormSection>
        <FormSection legend={t('rules.title')}>
          <div id="regras" className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="settings.cutoffTime"
              label={t('rules.cutoff')}
              hint={t('rules.cutoffHint')}
              type="time"
            />
            <NumberField name="settings.leadTimeHours" label={t('rules.leadTime')} />
            <NumberField
              name="settings.horizonDays"
              label={t('rules.horizon')}
              hint={t('rules.horizonHint')}
            />
            <div>
              <p className="text-sm font-medium text-ink">{t('rules.timeZone')}</p>
              <p className="mt-1.5 rounded-xl bg-parchment px-4 py-3 text-ink-soft ring-1 ring-line">
                {fulfilment.settings.timeZone}
              </p>
              <p className="mt-1.5 text-sm text-muted">{t('rules.timeZoneHint')}</p>
            </div>
          </div>
        </FormSection>
        <FormSection legend={t('closed.title')}>
          <p id="feriados" className="mb-4 text-sm text-muted">
            {t('closed.hint')}
          </p>
          <ClosedDaysEditor readOnly={readOnly} />
        </FormSection>
      </fieldset>
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-2 flex items-center justify-end gap-3 rounded-2xl bg-cream/95 px-2 py-3 backdrop-blur">
          {form.formState.isDirty && <p className="text-sm text-ink-soft">{t('unsaved')}</p>}
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      )}
    </Form>
  );
}
