import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { DEFAULT_COUNTRY, type DefaultCountryChoice } from '@/shared/phones/countries';
import { useSettings } from './settings';

/**
 * Keeps a form's phone country on the shop's default (decision 042) while the person has neither
 * chosen a country nor typed a number: the settings may arrive after the form was drawn. Once
 * either is touched, the form is the person's.
 */
export function useCountryFollowsDefault<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  country: Path<T>,
  phone: Path<T>,
  enabled = true,
): void {
  const shopDefault = useDefaultPhoneCountry();
  useEffect(() => {
    if (!enabled || form.getFieldState(country).isDirty || form.getValues(phone)) return;
    if (form.getValues(country) !== shopDefault) {
      form.setValue(country, shopDefault as PathValue<T, Path<T>>);
    }
  }, [enabled, form, country, phone, shopDefault]);
}

/** The country phone fields start on (the `default_phone_country` setting, decision 042). */
export function useDefaultPhoneCountry(): DefaultCountryChoice {
  const saved = useSettings().data?.defaultPhoneCountry;
  return saved ?? (DEFAULT_COUNTRY as DefaultCountryChoice);
}
