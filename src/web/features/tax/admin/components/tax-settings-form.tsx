import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_CLASSES, TAX_ROUNDINGS } from '@/shared/tax/classes';
import { TAX_MODE_CHOICES, type TaxSettingsInput } from '@/shared/tax/schemas';
import type { TaxSettingsView } from '@/shared/tax/types';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Select } from '@/web/components/ui/select';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveTaxSettings } from '../api/tax-api';

/** Prices and tax (added or included), the rounding, and the delivery fee's class. */
export function TaxSettingsForm({ settings }: { settings: TaxSettingsView }) {
  const { t } = useTranslation('tax');
  const server = useServerMessages();
  const save = useSaveTaxSettings();
  const [values, setValues] = useState<TaxSettingsInput>({
    mode: settings.modeChoice,
    rounding: settings.rounding,
    deliveryFeeClass: settings.deliveryFeeClass,
  });
  return (
    <form
      className="max-w-xl space-y-4 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      <Field label={t('settings.mode')}>
        <Select
          value={values.mode}
          onChange={(e) => setValues({ ...values, mode: e.target.value as TaxSettingsInput['mode'] })}
        >
          {TAX_MODE_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t(`settings.modes.${m}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('settings.rounding')}>
        <Select
          value={values.rounding}
          onChange={(e) => setValues({ ...values, rounding: e.target.value as TaxSettingsInput['rounding'] })}
        >
          {TAX_ROUNDINGS.map((r) => (
            <option key={r} value={r}>
              {t(`settings.roundings.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('settings.deliveryFeeClass')}>
        <Select
          value={values.deliveryFeeClass}
          onChange={(e) =>
            setValues({ ...values, deliveryFeeClass: e.target.value as TaxSettingsInput['deliveryFeeClass'] })
          }
        >
          {TAX_CLASSES.map((c) => (
            <option key={c} value={c}>
              {t(`classes.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      {save.error && <FormAlert>{server.error(save.error, t('loadError'))}</FormAlert>}
      {save.isSuccess && <FormAlert kind="success">{t('settings.saved')}</FormAlert>}
      <Button type="submit" disabled={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}
